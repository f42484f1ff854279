import path from "node:path";

import { readPluginManifest } from "../host/plugin-process";
import { OLDER_PROFILES_FOLDER } from "./app-profile-folder";
import { isFolder, readProfileFolder } from "./installed-profiles";
import { formatReport, formatUnreadFolder } from "./report-text";
import { checkStarterProfiles } from "./starter-check";

/** The report, and whether the profile folder could be checked at all. */
export type StarterReport = {
	/** The report's text. */
	readonly text: string;
	/** `false` when the plugin's manifest or the profile folder could not be read. */
	readonly checked: boolean;
};

/**
 * Says which of the plugin's bundled profiles the Stream Deck app installed: reads the UUID and `Profiles` of the
 * built plugin folder's manifest, then the app's profile folder, and makes the report. Nothing it reads can make it
 * throw: what could not be read is said in the report.
 * @param pluginDir The built plugin folder (`com.channel.companion.sdPlugin`).
 * @param profileFolder The app's profile folder (`ProfilesV3`).
 * @returns The report.
 */
export async function starterReport(pluginDir: string, profileFolder: string): Promise<StarterReport> {
	let plugin;
	try {
		plugin = await readPluginManifest(pluginDir);
	} catch (error) {
		const problem = (error as Error).message;
		return {
			text: `The plugin's manifest in ${pluginDir} could not be read (${problem}): nothing to look for.`,
			checked: false,
		};
	}
	const contents = await readProfileFolder(profileFolder);
	if (!contents.read) {
		const older = path.join(path.dirname(profileFolder), OLDER_PROFILES_FOLDER);
		const text = formatUnreadFolder(profileFolder, contents.problem, (await isFolder(older)) ? older : undefined);
		return { text, checked: false };
	}
	return { text: formatReport(profileFolder, contents, checkStarterProfiles(plugin, contents)), checked: true };
}
