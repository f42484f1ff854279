/*
 * `npm run installed-profiles [-- <profile folder>]`: says which of the plugin's starter profiles the Stream Deck app
 * installed, read from the app's profile folder (or the folder named, e.g. a copy from another machine). `npm run dev`
 * prints the same report after it links the plugin; this reads it again at any time (docs/installed-profiles.md). It
 * fails only when it could read nothing: the plugin's manifest or the folder.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

import { appProfileFolder, thisHost } from "../tools/app-profiles/app-profile-folder";
import { starterReport } from "../tools/app-profiles/starter-report";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const named = process.argv[2];
const folder = named === undefined ? appProfileFolder(thisHost()) : path.resolve(named);
if (folder === undefined) {
	console.error(
		`The Stream Deck app runs on macOS and Windows, not on ${process.platform}: name its profile folder, ` +
			"e.g. a copy of ProfilesV3 (npm run installed-profiles -- <folder>).",
	);
	process.exit(1);
}
const report = await starterReport(path.join(root, "com.channel.companion.sdPlugin"), folder);
console.log(report.text);
// A folder read is an answer, whatever it holds; one that could not be read is none.
process.exit(report.checked ? 0 : 1);
