import {
	STARTER_DEVICES,
	type StarterDevice,
	starterDeviceOfId,
	starterProfileName,
} from "../../src/contract/starter-devices";
import { describeServiceOptions, parseServiceOptions } from "../emulator/service-options";
import { takeLanguageOption } from "../host/app-languages";
import { PLUGIN_DIR } from "../host/plugin-paths";
import { startVirtualDeck, type VirtualDeck, type VirtualDeckOptions } from "./server";
import { portInUseMessage, type StartPorts, startPortsFromEnv } from "./start-ports";
import { bundledProfile } from "./starter-profile";

/**
 * Runs the virtual deck until SIGINT or SIGTERM: `PORT` (default 7331) for the page, `EMULATOR_PORT` (default any)
 * for the API emulator; `--latency <ms>` (default 300, as the real service) and `--rate-limit <requests>/<seconds>|off`;
 * `--demo` points the plugin at the demo channel (base URL `demo`) instead of the emulator; `--profile <device>` opens
 * the starter profile of a device (any `id` of `STARTER_DEVICES`: `standard`, `pedal`, `studio`, `plus-xl`…) from the
 * built plugin folder, on a deck of that device, instead of the sample profile; `--language <code>` runs the plugin
 * and its property inspectors in one of the app's languages (`de`, `ja`…) instead of English.
 */
async function main(): Promise<void> {
	const [language, args] = takeLanguageOption(process.argv.slice(2));
	const demo = args.includes("--demo");
	const profileAt = args.indexOf("--profile");
	const starter = profileAt < 0 ? undefined : starterOf(args[profileAt + 1]);
	const rest = args.filter(
		(arg, index) => arg !== "--demo" && (profileAt < 0 || index < profileAt || index > profileAt + 1),
	);
	const service = parseServiceOptions(rest);
	const ports = startPortsFromEnv();
	const deck: VirtualDeck = await startVirtualDeck({
		...ports,
		channel: demo ? "demo" : undefined,
		...(starter && startingProfile(starter)),
		language,
	}).catch((error: unknown) => {
		// Taken since the check before the build: say which port, as the check does.
		throw new Error(busyPortOf(error, ports) ?? (error instanceof Error ? error.message : String(error)));
	});
	const { emulator } = deck;
	emulator.setLatency(service.latencyMs);
	emulator.setRateLimit(service.rateLimit);
	console.log(
		[
			`Virtual ${starter ? `${starter.name}, starter profile` : "Stream Deck +"}: ${deck.url}`,
			`  API emulator:  ${emulator.url} (state page: ${emulator.url}/)`,
			`                 ${describeServiceOptions(service)}`,
			`  read key (R):  ${emulator.readKey}`,
			`  write key (W): ${emulator.writeKey}`,
			demo
				? "  channel:       demo (answered inside the plugin; the emulator gets nothing); `npm start` for the emulator"
				: "  channel:       API emulator; `npm start -- --demo` for the plugin's demo channel (base URL demo)",
			"                 or switch on the page: the Channel button at the top",
			`  plugin:        pid ${deck.host.pid}, Stream Deck host on ${deck.host.httpUrl}`,
			`  language:      ${language ?? "en"} (keys, strips and inspectors; this page in English); --language <code>`,
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

/**
 * What the deck opens with for `--profile`: the device's starter profile, read from the built plugin folder and named
 * as the manifest names it (a switch to it finds it open), on a deck of that device.
 * @param starter The device.
 * @returns The deck's options.
 */
function startingProfile(starter: StarterDevice): Pick<VirtualDeckOptions, "deviceType" | "profile" | "profileName"> {
	const { name, entries } = bundledProfile(PLUGIN_DIR, starterProfileName(starter));
	return { profile: entries, profileName: name, deviceType: starter.deviceType };
}

/**
 * The starter device `--profile` names.
 * @param id Its short name.
 * @returns The device.
 * @throws When no device has that name, with the names there are.
 */
function starterOf(id: string | undefined): StarterDevice {
	const starter = id === undefined ? undefined : starterDeviceOfId(id);
	if (!starter) {
		throw new Error(
			`--profile takes one of ${STARTER_DEVICES.map((device) => device.id).join(", ")}; got ${id ?? "nothing"}`,
		);
	}
	return starter;
}

/**
 * What to say when starting failed because a port was taken.
 * @param error The error.
 * @param ports The ports asked for.
 * @returns The message; `undefined` for any other error.
 */
function busyPortOf(error: unknown, ports: StartPorts): string | undefined {
	// Node's listen errors carry the port they were about.
	const { code, port } = error as NodeJS.ErrnoException & Partial<Record<"port", unknown>>;
	if (code !== "EADDRINUSE" || typeof port !== "number") return undefined;
	if (port === ports.port) return portInUseMessage("port", port);
	if (port === ports.emulatorPort) return portInUseMessage("emulatorPort", port);
	return undefined;
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error);
	process.exit(1);
});
