import { type StarterDevice, starterProfileName } from "../../src/contract/starter-devices";
import { readProfileFile } from "../profiles/starter-profile-reader";
import type { ProfileSource } from "./deck-profiles";
import type { ProfileEntry } from "./profile-pages";
import { ACTION_PREFIX } from "./sample-profile";

/**
 * A profile the plugin bundles, as the virtual deck places it: the page a switch to it opens, read from the profile
 * file in the plugin folder, so that what the app installs is what the deck shows.
 * @param pluginDir The `.sdPlugin` folder.
 * @param name The profile's `Name` in the manifest, e.g. `profiles/starter-plus`: its path without the extension.
 * @returns The profile, named so.
 * @throws When the file cannot be read, when the profile holds an action of another plugin, or on the Neo's info bar
 * (the deck has none).
 */
export function bundledProfile(pluginDir: string, name: string): ProfileSource {
	const entries = readProfileFile(pluginDir, name).current.map((action): ProfileEntry => {
		if (!action.uuid.startsWith(ACTION_PREFIX)) throw new Error(`${action.uuid} is not an action of this plugin`);
		if (action.controller !== "Keypad" && action.controller !== "Encoder") {
			throw new Error(`${action.uuid} sits on the ${action.controller}, which the virtual deck does not have`);
		}
		return {
			slug: action.uuid.slice(ACTION_PREFIX.length),
			controller: action.controller,
			column: action.column,
			row: action.row,
			settings: action.settings as ProfileEntry["settings"],
		};
	});
	return { name, entries };
}

/**
 * The page of a device's starter profile, as the virtual deck places it (see {@link bundledProfile}).
 * @param pluginDir The `.sdPlugin` folder.
 * @param starter The device.
 * @returns The page's keys and dials.
 */
export function starterProfileEntries(pluginDir: string, starter: StarterDevice): ProfileEntry[] {
	return [...bundledProfile(pluginDir, starterProfileName(starter)).entries];
}
