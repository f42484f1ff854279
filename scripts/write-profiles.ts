/**
 * The build's `profiles` part: writes one `.streamDeckProfile` per starter device into the plugin folder's
 * `profiles/`, from the device table, each device's page and the actions of the manifest, and removes any other file
 * there. It fails when the manifest's `Profiles` is not the list the table makes (docs/starter-profiles.md).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import {
	STARTER_DEVICES,
	STARTER_PROFILE_FOLDER,
	type StarterDevice,
	starterProfileName,
} from "../src/contract/starter-devices";
import { STARTER_PAGES } from "../src/contract/starter-pages";
import { type ManifestAction, type PluginIdentity, starterProfileEntries } from "../tools/profiles/profile-files";
import { writeZip } from "../tools/profiles/zip-writer";

/** A bundled profile as the manifest lists it. */
export type ManifestProfile = {
	/** Its path in the plugin folder, without `.streamDeckProfile`. */
	Name: string;
	/** The SDK's device type it is for. */
	DeviceType: number;
	/** Whether the app keeps the streamer from editing it. */
	Readonly: boolean;
	/** Whether the app leaves the deck's profile alone when it installs it. */
	DontAutoSwitchWhenInstalled: boolean;
};

/** The oldest version of something the plugin needs, as the manifest says it. */
type ManifestVersionNeed = {
	/** E.g. `7.1`. */
	MinimumVersion: string;
};

/** The plugin's manifest, as much of it as the profiles need. */
export type PluginManifest = {
	/** Its UUID. */
	UUID: string;
	/** Its name. */
	Name: string;
	/** Its version, four parts. */
	Version: string;
	/** The app it needs. */
	Software: ManifestVersionNeed;
	/** The systems it runs on. */
	OS: (ManifestVersionNeed & {
		/** `mac` or `windows`. */
		Platform: string;
	})[];
	/** Its actions. */
	Actions: ManifestAction[];
	/** Its bundled profiles. */
	Profiles?: unknown;
};

/**
 * What a profile says of the plugin, from its manifest.
 * @param manifest The manifest.
 * @returns The plugin's identity.
 * @throws When the manifest names no macOS version.
 */
export function pluginIdentity(manifest: PluginManifest): PluginIdentity {
	const mac = manifest.OS.find((system) => system.Platform === "mac");
	if (!mac) throw new Error("manifest.json's OS names no mac entry");
	return {
		UUID: manifest.UUID,
		Name: manifest.Name,
		Version: manifest.Version,
		MinimumAppVersion: manifest.Software.MinimumVersion,
		MinimumMacVersion: mac.MinimumVersion,
	};
}

/**
 * The manifest's `Profiles` the starter devices make: in their order, editable, never switched to on install.
 * @param devices The starter devices.
 * @returns The list.
 */
export function manifestProfiles(devices: readonly StarterDevice[] = STARTER_DEVICES): ManifestProfile[] {
	return devices.map((starter) => ({
		Name: starterProfileName(starter),
		DeviceType: starter.deviceType,
		Readonly: false,
		DontAutoSwitchWhenInstalled: true,
	}));
}

/**
 * The bytes of each starter profile.
 * @param manifest The plugin's manifest.
 * @returns The file name in the plugin folder of each profile, and its bytes.
 */
export function starterProfileFiles(manifest: PluginManifest): Map<string, Buffer> {
	const plugin = pluginIdentity(manifest);
	const files = new Map<string, Buffer>();
	for (const starter of STARTER_DEVICES) {
		const page = STARTER_PAGES[starter.id];
		if (!page) throw new Error(`no starter page for ${starter.id}`);
		files.set(
			`${starterProfileName(starter)}.streamDeckProfile`,
			writeZip(starterProfileEntries(starter, page, manifest.Actions, plugin)),
		);
	}
	return files;
}

/**
 * Writes the profiles into a plugin folder.
 * @param pluginDir The `.sdPlugin` folder.
 */
export function writeStarterProfiles(pluginDir: string): void {
	const manifest = JSON.parse(readFileSync(path.join(pluginDir, "manifest.json"), "utf8")) as PluginManifest;
	const expected = manifestProfiles();
	if (JSON.stringify(manifest.Profiles) !== JSON.stringify(expected)) {
		throw new Error(`manifest.json's Profiles must be, in this order:\n${JSON.stringify(expected, null, "\t")}`);
	}
	const folder = path.join(pluginDir, STARTER_PROFILE_FOLDER);
	mkdirSync(folder, { recursive: true });
	const files = starterProfileFiles(manifest);
	for (const [name, bytes] of files) writeFileSync(path.join(pluginDir, name), bytes);
	const written = new Set([...files.keys()].map((name) => path.basename(name)));
	for (const stale of readdirSync(folder).filter((name) => !written.has(name))) {
		rmSync(path.join(folder, stale), { recursive: true, force: true });
	}
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
	const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
	writeStarterProfiles(path.join(root, "com.channel.companion.sdPlugin"));
}
