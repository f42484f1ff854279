import { DEFAULT_READ_KEY, DEFAULT_WRITE_KEY, startEmulator } from "./server";
import { describeServiceOptions, parseServiceOptions } from "./service-options";

/**
 * Runs the emulator until SIGINT or SIGTERM: `PORT` (default 7070), `CC_READ_KEY`, `CC_WRITE_KEY`, and the options
 * `--latency <ms>` and `--rate-limit <requests>/<seconds>|off`.
 */
async function main(): Promise<void> {
	const service = parseServiceOptions(process.argv.slice(2));
	const port = Number(process.env.PORT ?? "7070");
	if (!Number.isInteger(port) || port < 0 || port > 65535) {
		throw new Error(`PORT must be an integer from 0 to 65535, got ${process.env.PORT}`);
	}
	const emulator = await startEmulator({
		port,
		host: "127.0.0.1",
		readKey: process.env.CC_READ_KEY || DEFAULT_READ_KEY,
		writeKey: process.env.CC_WRITE_KEY || DEFAULT_WRITE_KEY,
		...service,
	});
	console.log(
		[
			`Channel Companion API emulator on ${emulator.url}`,
			`  read key (R):  ${emulator.readKey}`,
			`  write key (W): ${emulator.writeKey}`,
			`  state page:    ${emulator.url}/`,
			`  like the service: ${describeServiceOptions(service)}`,
		].join("\n"),
	);

	const stop = (signal: NodeJS.Signals): void => {
		console.log(`${signal}: closing`);
		emulator.close().then(
			() => process.exit(0),
			(error: unknown) => {
				console.error(error);
				process.exit(1);
			},
		);
	};
	process.once("SIGINT", stop);
	process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error);
	process.exit(1);
});
