import { findBusyPort, startPortsFromEnv } from "./start-ports";

/**
 * Runs before `npm start` builds anything: exits non-zero with a message that names the busy port and how to choose
 * another when a port the virtual deck needs is taken or set wrong; says nothing when all is well.
 */
async function main(): Promise<void> {
	const busy = await findBusyPort(startPortsFromEnv());
	if (busy !== undefined) {
		console.error(busy);
		process.exitCode = 1;
	}
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error);
	process.exitCode = 1;
});
