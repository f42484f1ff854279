import { originOf } from "../../src/contract/base-url";
import { readChannels } from "../../src/contract/channels";
import { startDeck } from "../deck";
import { type ApiEmulator, DEFAULT_READ_KEY, DEFAULT_WRITE_KEY } from "../emulator/server";
import { PLUGIN_DIR } from "../host/plugin-paths";
import type { StreamDeckHost } from "../host/stream-deck-host";
import { readActionCatalog } from "./action-catalog";
import { ActivityLog } from "./activity-log";
import { DECK_CHANNEL, type DeckChannel, deckGlobalSettings } from "./deck-connection";
import { DeckProfiles } from "./deck-profiles";
import { DeckServer } from "./deck-server";
import { DeckViewBuilder } from "./deck-view";
import { loadPageAssets } from "./page-assets";
import type { ProfileEntry } from "./profile-pages";
import { ProfileSwitchFollower } from "./profile-switching";
import { SAMPLE_PROFILE } from "./sample-profile";
import { DEFAULT_PORT } from "./start-ports";

export { ACTION_HEADER } from "./deck-server";

/** What the deck calls the profile it opens with unless told: the sample profile, which the app bundles nowhere. */
const SAMPLE_PROFILE_NAME = "sample profile";

/**
 * Turns on the SDK's debug mode (its logger writes debug lines, and to stdout) without opening a debugger: Node takes
 * `--inspect-port` as the port of an inspector that nothing starts.
 */
const DEBUG_MODE_ARG = "--inspect-port=0";

/**
 * How to start the virtual deck.
 */
export interface VirtualDeckOptions {
	/** Port of the deck page on 127.0.0.1; defaults to 7331, 0 picks a free one. */
	port?: number;
	/** Port of the API emulator; defaults to 0 (any free one). */
	emulatorPort?: number;
	/** The `.sdPlugin` folder; defaults to the built plugin of this repository. */
	pluginDir?: string;
	/** What is on the deck, page by page; defaults to the sample profile. The first page is shown. */
	profile?: readonly ProfileEntry[];
	/**
	 * The name of that profile: a bundled profile's `Name` (e.g. `profiles/starter-plus`) when it is one, so that the
	 * plugin's switch to it finds it open; `sample profile` unless given.
	 */
	profileName?: string;
	/** Where the plugin gets its answers; {@link DECK_CHANNEL} unless given. */
	channel?: DeckChannel;
	/** The SDK's device type of the deck (its keys and dials follow); a Stream Deck + (7) unless given. */
	deviceType?: number;
	/** The app's language, which the plugin and its property inspectors receive; `en` unless given. */
	language?: string;
}

/**
 * A running virtual Stream Deck: the API emulator, the plugin under the Stream Deck host, and the deck page.
 */
export interface VirtualDeck {
	/** Address of the deck page, e.g. `http://127.0.0.1:7331`. */
	url: string;
	/** The API emulator the plugin talks to. */
	emulator: ApiEmulator;
	/** The Stream Deck host running the plugin. */
	host: StreamDeckHost;
	/** The deck's profiles and their pages: which one is on the device, and switching. */
	profiles: DeckProfiles;
	/** Stops the page, the plugin (its process ends) and the emulator. Safe to call twice. */
	close(): Promise<void>;
}

/**
 * Starts the API emulator, launches the plugin under the Stream Deck host with global settings that point at the
 * emulator (or at the demo channel), places the profile, and serves the deck page.
 * @param options Ports, plugin folder and profile.
 * @returns The running deck.
 */
export async function startVirtualDeck(options: VirtualDeckOptions = {}): Promise<VirtualDeck> {
	const pluginDir = options.pluginDir ?? PLUGIN_DIR;
	// The emulator's demo keys: `npm start` prints them for people to type into a real Stream Deck app.
	const deck = await startDeck({
		pluginDir,
		emulatorPort: options.emulatorPort ?? 0,
		readKey: DEFAULT_READ_KEY,
		writeKey: DEFAULT_WRITE_KEY,
		globalSettings: (emulator) => deckGlobalSettings(options.channel ?? DECK_CHANNEL, emulator),
		// The SDK's debug mode, without a debugger: the plugin logs each request it sends to stdout, for the request list.
		nodeArgs: [DEBUG_MODE_ARG],
		deviceTypes: options.deviceType === undefined ? undefined : [options.deviceType],
		language: options.language,
	});
	const { emulator, host } = deck;
	const profiles = new DeckProfiles(host, {
		name: options.profileName ?? SAMPLE_PROFILE_NAME,
		entries: options.profile ?? SAMPLE_PROFILE,
	});
	const log = new ActivityLog((id) => originOf(readChannels(host.globalSettings).find((c) => c.id === id)?.baseUrl));
	// The request list follows the plugin's output before the first page appears: its keys' first reads are listed.
	host.followStdout((line) => log.take(line));
	const switches = new ProfileSwitchFollower(host, profiles, pluginDir, log);
	let server: DeckServer | undefined;
	try {
		const views = new DeckViewBuilder(host, emulator, await readActionCatalog(pluginDir), pluginDir, profiles, log);
		await profiles.show(0);
		switches.start();
		server = new DeckServer(host, emulator, profiles, views, await loadPageAssets());
		await server.listen(options.port ?? DEFAULT_PORT);
	} catch (error) {
		switches.stop();
		await server?.close();
		await deck.close();
		throw error;
	}
	const running = server;
	let closing: Promise<void> | undefined;
	return {
		url: server.url,
		emulator,
		host,
		profiles,
		close: () => {
			closing ??= (async (): Promise<void> => {
				switches.stop();
				await running.close();
				await deck.close();
			})();
			return closing;
		},
	};
}
