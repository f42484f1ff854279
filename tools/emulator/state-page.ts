import type { StateSnapshot } from "./state";

/** How many of the latest custom events the page lists. */
const EVENTS_SHOWN = 10;

/**
 * Renders the read-only state page: widgets, viewers, custom data and the latest custom events. It refreshes
 * itself every 2 s, loads nothing external and never shows the API keys.
 * @param snapshot The model.
 * @returns A complete HTML document.
 */
export function renderStatePage(snapshot: StateSnapshot): string {
	const goals = table(
		["ID", "current", "target", "locked"],
		snapshot.goals.map((goal) => [goal.id, goal.current, goal.target, goal.locked ? "🔒 locked" : "unlocked"]),
	);
	const streamathons = table(
		["ID", "time left", "seconds", "locked"],
		snapshot.streamathons.map((widget) => [
			widget.id,
			formatDuration(widget.seconds),
			widget.seconds,
			widget.locked ? "🔒 locked" : "unlocked",
		]),
	);
	const viewers = table(
		["ID", "name", "warnings", "currency"],
		snapshot.viewers.map((viewer) => [viewer.id, viewer.name, viewer.warnings, viewer.currency]),
	);
	const customData = table(["key", "value"], Object.entries(snapshot.customData));
	const events = table(
		["received", "path value", "DATA_VAL", "JSON_VAL"],
		snapshot.customEvents
			.slice(-EVENTS_SHOWN)
			.reverse()
			.map((event) => [
				new Date(event.at).toISOString().slice(11, 23),
				event.pathValue,
				event.dataVal ?? "",
				event.jsonVal === undefined ? "" : JSON.stringify(event.jsonVal),
			]),
	);
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="2">
<link rel="icon" href="data:,">
<title>Channel Companion API emulator</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 1.5em; background: #1e1e24; color: #eee; }
h1 { font-size: 1.3em; } h2 { font-size: 1.05em; margin-top: 1.5em; }
table { border-collapse: collapse; } th, td { border: 1px solid #555; padding: 0.25em 0.7em; text-align: left; }
th { background: #2c2c35; } .empty { color: #999; }
</style>
</head>
<body>
<h1>Channel Companion API emulator</h1>
<p class="empty">Read only; refreshes every 2 s. JSON: <a href="/state" style="color:#9cf">/state</a></p>
<h2>Goals</h2>${goals}
<h2>Streamathons</h2>${streamathons}
<h2>Viewers</h2>${viewers}
<h2>Custom data</h2>${customData}
<h2>Latest custom events (newest first)</h2>${events}
</body>
</html>
`;
}

/**
 * Renders an HTML table with escaped cells.
 * @param headings Column headings.
 * @param rows Cell values.
 * @returns The table, or a note when there are no rows.
 */
function table(headings: string[], rows: (number | string)[][]): string {
	if (rows.length === 0) {
		return `<p class="empty">none</p>`;
	}
	const head = headings.map((heading) => `<th>${escapeHtml(heading)}</th>`).join("");
	const body = rows
		.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(String(cell))}</td>`).join("")}</tr>`)
		.join("\n");
	return `\n<table>\n<tr>${head}</tr>\n${body}\n</table>`;
}

/**
 * Formats seconds as `h:mm:ss`.
 * @param totalSeconds Seconds.
 * @returns The text.
 */
function formatDuration(totalSeconds: number): string {
	const hours = Math.floor(totalSeconds / 3600);
	const minutes = Math.floor((totalSeconds % 3600) / 60);
	const seconds = totalSeconds % 60;
	return `${hours}:${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

/**
 * Escapes text for HTML content and attribute values.
 * @param text The text.
 * @returns The escaped text.
 */
function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
