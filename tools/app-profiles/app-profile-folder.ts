/*
 * Where the Stream Deck app keeps the profiles it installed: `ProfilesV3` in its data folder. The data folder is the
 * one Elgato's CLI links plugins into (`elgatosf/cli`, `src/stream-deck.ts`, `getPluginsPath`), less `Plugins`; the
 * profile folder's name is read from tools that read and write it for app 7.1 and later (docs/installed-profiles.md).
 */
import { homedir } from "node:os";
import path from "node:path";

/** The folder of the app's data folder that app 7.1 and later keeps every profile in, one `<UUID>.sdProfile` each. */
export const PROFILES_FOLDER = "ProfilesV3";

/** The folder apps before 7.1 kept their profiles in; a 7.1 app may leave it behind when it moves them. */
export const OLDER_PROFILES_FOLDER = "ProfilesV2";

/** What finding the app's data folder depends on: the system, the user's home and the environment. */
export type AppHost = {
	/** `process.platform`. */
	readonly platform: NodeJS.Platform;
	/** The user's home folder. */
	readonly home: string;
	/** The environment (`APPDATA` on Windows). */
	readonly env: Readonly<Record<string, string | undefined>>;
};

/**
 * This machine, as {@link appDataFolder} reads it.
 * @returns The host.
 */
export function thisHost(): AppHost {
	return { platform: process.platform, home: homedir(), env: process.env };
}

/**
 * The Stream Deck app's data folder, by the rule Elgato's CLI follows: on macOS in the user's Application Support, on
 * Windows in `%APPDATA%` (the roaming AppData of the home folder when the variable is unset). The app runs nowhere
 * else.
 * @param host The system, home and environment.
 * @returns The folder, spelt for that system; `undefined` where the app does not run.
 */
export function appDataFolder(host: AppHost): string | undefined {
	if (host.platform === "darwin") {
		return path.posix.join(host.home, "Library", "Application Support", "com.elgato.StreamDeck");
	}
	if (host.platform === "win32") {
		const appData = host.env.APPDATA || path.win32.join(host.home, "AppData", "Roaming");
		return path.win32.join(appData, "Elgato", "StreamDeck");
	}
	return undefined;
}

/**
 * The folder the app keeps its profiles in, installed bundled profiles among them.
 * @param host The system, home and environment.
 * @returns `<data folder>/ProfilesV3`; `undefined` where the app does not run.
 */
export function appProfileFolder(host: AppHost): string | undefined {
	const data = appDataFolder(host);
	if (data === undefined) return undefined;
	return (host.platform === "win32" ? path.win32 : path.posix).join(data, PROFILES_FOLDER);
}
