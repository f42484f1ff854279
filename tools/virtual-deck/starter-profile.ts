import { type StarterDevice, starterProfileName } from "../../src/contract/starter-devices";
import { readProfileFile } from "../profiles/starter-profile-reader";
import type { ProfileEntry } from "./profile-pages";
import { ACTION_PREFIX } from "./sample-profile";

/**
 * The page of a starter profile as the virtual deck places it, read from the profile file the build wrote into the
 * plugin folder: what the app installs is what the deck shows.
 * @param pluginDir The `.sdPlugin` folder.
 * @param starter The device.
 * @returns The page's keys and dials.
 * @throws When the profile holds an action of another plugin, or on the Neo's info bar (the deck has none).
 */
export function starterProfileEntries(pluginDir: string, starter: StarterDevice): ProfileEntry[] {
	return readProfileFile(pluginDir, starterProfileName(starter)).current.map((action) => {
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
}
