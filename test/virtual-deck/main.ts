import { describeServiceOptions, parseServiceOptions } from "../emulator/service-options";
import { DEFAULT_PORT, startVirtualDeck, type VirtualDeck } from "./server";

/**
 * Reads a port from the environment.
 * @param name Variable name.
 * @param fallback Port when it is unset.
 * @returns The port.
 */
function portFromEnv(name: string, fallback: number): number {
	const text = process.env[name];
	if (text === undefined || text === "") return fallback;
	const port = Number(text);
	if (!Number.isInteger(port) || port < 0 || port > 65535) {
		throw new Error(`${name} must be an integer from 0 to 65535, got ${text}`);
	}
	return port;
}

/**
 * Runs the virtual deck until SIGINT or SIGTERM: `PORT` (default 7331) for the page, `EMULATOR_PORT` (default any)
 * for the API emulator; `--latency <ms>` (default 300, as the real service) and `--rate-limit <requests>/<seconds>|off`;
 * `--demo` points the plugin at the demo channel (base URL `demo`) instead of the emulator.
 */
async function main(): Promise<void> {
	const args = process.argv.slice(2);
	const demo = args.includes("--demo");
	const service = parseServiceOptions(args.filter((arg) => arg !== "--demo"));
	const deck: VirtualDeck = await startVirtualDeck({
		port: portFromEnv("PORT", DEFAULT_PORT),
		emulatorPort: portFromEnv("EMULATOR_PORT", 0),
		demo,
	});
	const { emulator } = deck;
	emulator.setLatency(service.latencyMs);
	emulator.setRateLimit(service.rateLimit);
	console.log(
		[
			`Virtual Stream Deck: ${deck.url}`,
			`  API emulator:  ${emulator.url} (state page: ${emulator.url}/)`,
			`                 ${describeServiceOptions(service)}`,
			`  read key (R):  ${emulator.readKey}`,
			`  write key (W): ${emulator.writeKey}`,
			...(demo ? ["  channel:       demo (answered inside the plugin; the emulator gets nothing)"] : []),
			`  plugin:        pid ${deck.host.pid}, Stream Deck host on ${deck.host.httpUrl}`,
			"Press Ctrl+C to stop.",
		].join("\n"),
	);

	let stopping = false;
	const stop = (signal: NodeJS.Signals): void => {
		if (stopping) return;
		stopping = true;
		console.log(`${signal}: stopping the plugin and the emulator`);
		deck.close().then(
			() => process.exit(0),
			(error: unknown) => {
				console.error(error);
				process.exit(1);
			},
		);
	};
	process.on("SIGINT", stop);
	process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error);
	process.exit(1);
});
