import { readdir, stat } from "node:fs/promises";
import path from "node:path";

import { readJsonObject, textField } from "./json-file";
import { type PageContents, readPageContents } from "./profile-pages";

/** One profile in the app's profile folder, as its `manifest.json` describes it. */
export type InstalledProfile = {
	/** Its folder's name, `<UUID>.sdProfile`. */
	readonly folder: string;
	/** `Name`: the name the app shows. */
	readonly name?: string;
	/** `InstalledByPluginUUID`: the plugin whose bundled profile it was; absent for the user's own profiles. */
	readonly installedBy?: string;
	/** `PreconfiguredName`: the name the plugin's manifest gave the bundled profile (its path, no extension). */
	readonly preconfiguredName?: string;
	/** `Device.Model`: the model of the deck it is on. */
	readonly model?: string;
	/** `Device.UUID`: the deck it is on. */
	readonly deviceUUID?: string;
	/** What its pages hold. */
	readonly contents: PageContents;
};

/** A folder of the profile folder whose profile could not be read, and why. */
export type UnreadableProfile = {
	/** Its folder's name. */
	readonly folder: string;
	/** Why, in words. */
	readonly problem: string;
};

/** The app's profile folder, read. */
export type ProfileFolderRead = {
	/** The folder was read. */
	readonly read: true;
	/** Every profile whose manifest could be read, by folder name. */
	readonly profiles: readonly InstalledProfile[];
	/** Every profile folder whose manifest could not. */
	readonly unreadable: readonly UnreadableProfile[];
};

/** The app's profile folder, when it could not be read. */
export type ProfileFolderUnread = {
	/** The folder could not be read. */
	readonly read: false;
	/** Why, in words. */
	readonly problem: string;
};

/** What the app's profile folder holds, or why it could not be read. */
export type ProfileFolderContents = ProfileFolderRead | ProfileFolderUnread;

/** The ending of a profile's folder; the app writes it so, other tools compare it in any case. */
const PROFILE_SUFFIX = ".sdprofile";

/**
 * Reads every profile of the app's profile folder: each `<UUID>.sdProfile` folder's `manifest.json` (its `Name`,
 * `InstalledByPluginUUID`, `PreconfiguredName` and `Device`) and the actions on its pages. A manifest that is missing,
 * unreadable or not what the app writes is told as such and stops nothing; other entries (a `.DS_Store`, a backup) are
 * passed over. Nothing is written.
 * @param folder The profile folder (`ProfilesV3`).
 * @returns What it holds, or why it could not be read.
 */
export async function readProfileFolder(folder: string): Promise<ProfileFolderContents> {
	let names: string[];
	try {
		names = (await readdir(folder, { withFileTypes: true }))
			.filter((entry) => entry.isDirectory() && entry.name.toLowerCase().endsWith(PROFILE_SUFFIX))
			.map((entry) => entry.name)
			.sort();
	} catch (error) {
		return { read: false, problem: folderProblem(error) };
	}
	const profiles: InstalledProfile[] = [];
	const unreadable: UnreadableProfile[] = [];
	for (const name of names) {
		const profile = await readProfile(folder, name);
		if ("problem" in profile) unreadable.push(profile);
		else profiles.push(profile);
	}
	return { read: true, profiles, unreadable };
}

/**
 * Whether a folder is there, for telling an app that keeps its profiles elsewhere.
 * @param folder The folder.
 * @returns `true` when it is a folder.
 */
export async function isFolder(folder: string): Promise<boolean> {
	try {
		return (await stat(folder)).isDirectory();
	} catch {
		return false;
	}
}

/**
 * Reads one profile folder.
 * @param folder The profile folder.
 * @param name The profile's folder name.
 * @returns The profile, or why it could not be read.
 */
async function readProfile(folder: string, name: string): Promise<InstalledProfile | UnreadableProfile> {
	const profileDir = path.join(folder, name);
	const read = await readJsonObject(path.join(profileDir, "manifest.json"));
	if ("problem" in read) return { folder: name, problem: read.problem };
	const manifest = read.object;
	const device =
		typeof manifest.Device === "object" && manifest.Device !== null ? (manifest.Device as Record<string, unknown>) : {};
	return {
		folder: name,
		name: textField(manifest, "Name"),
		installedBy: textField(manifest, "InstalledByPluginUUID"),
		preconfiguredName: textField(manifest, "PreconfiguredName"),
		model: textField(device, "Model"),
		deviceUUID: textField(device, "UUID"),
		contents: await readPageContents(profileDir),
	};
}

/**
 * Why the profile folder could not be read, in words.
 * @param error What reading it threw.
 * @returns The reason.
 */
function folderProblem(error: unknown): string {
	const code = (error as NodeJS.ErrnoException).code;
	if (code === "ENOENT") return "it does not exist";
	if (code === "ENOTDIR") return "it is not a folder";
	return `it could not be read (${code ?? String(error)})`;
}
