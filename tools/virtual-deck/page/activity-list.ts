// The request list beside the deck: every request the plugin sent in the session, newest at the top.
import type { ActivityEntry, ActivitySlice } from "../activity-log";
import { byId, make } from "./dom.js";

/** Rows of the request list by request number. */
const activityRows = new Map<number, HTMLLIElement>();

/** The list's own state: its note, and where the next update starts. */
const activity = {
	/** Where the request list says what it holds while it has no row, or that the demo sends nothing. */
	note: undefined as HTMLLIElement | undefined,
	/** The number of the next request the list lacks. */
	next: 0,
};

/**
 * The number of the next request the list lacks: the page asks for the requests from there on.
 * @returns The number.
 */
export function nextActivity(): number {
	return activity.next;
}

/**
 * Draws one row of the request list.
 * @param row The row.
 * @param entry The request.
 * @param emulatorUrl Origin of the API emulator: a request that went elsewhere names where.
 */
function fillActivityRow(row: HTMLLIElement, entry: ActivityEntry, emulatorUrl: string): void {
	const time = new Date(entry.at).toLocaleTimeString([], { hour12: false });
	// A command to the app went nowhere else; a request to another server than the emulator says where.
	const elsewhere = entry.kind === "request" && entry.origin !== emulatorUrl;
	const origin = elsewhere ? [make("span", "activity-origin", entry.origin || "?")] : [];
	row.replaceChildren(
		make("time", "activity-time", time),
		make("span", `activity-method method-${entry.method.toLowerCase()}`, entry.method),
		make("span", "activity-path", entry.path),
		...origin,
		// The status alone keeps the path readable; what went wrong is in the row's tooltip.
		make("span", `activity-status status-${entry.ok ? "good" : "bad"}`, String(entry.status ?? entry.outcome)),
	);
	row.dataset.seq = String(entry.seq);
	row.title = `${entry.method} ${entry.origin}${entry.path} → ${entry.outcome}`;
}

/**
 * Says at the top of the request list what it holds: that the demo sends nothing while the demo is on, else, while the
 * list is empty, how to fill it.
 * @param list The list.
 * @param demo Whether the plugin uses the demo channel.
 */
function noteActivity(list: HTMLElement, demo: boolean): void {
	const text = demo
		? "Demo channel: the plugin answers every key itself and sends no request, so none is listed."
		: activityRows.size === 0
			? "Press a key: each request the plugin sends, to any address, shows up here."
			: "";
	list.dataset.demo = String(demo);
	if (text === "") {
		activity.note?.remove();
		activity.note = undefined;
		return;
	}
	activity.note ??= make("li", "activity-note");
	activity.note.textContent = text;
	if (list.firstElementChild !== activity.note) list.prepend(activity.note);
}

/**
 * Merges requests into the list (newest at the top), drops those the server no longer keeps, and keeps the rows a
 * reader scrolled to where they were.
 * @param slice The requests from the number the page asked for on.
 * @param demo Whether the plugin uses the demo channel now.
 * @param emulatorUrl Origin of the API emulator.
 */
export function renderActivity(slice: ActivitySlice, demo: boolean, emulatorUrl: string): void {
	const list = byId("activity");
	const heightBefore = list.scrollHeight;
	for (const entry of slice.entries) {
		if (activityRows.has(entry.seq)) continue;
		const row = make("li", "activity-row");
		activityRows.set(entry.seq, row);
		// Newest at the top, under the note when there is one.
		if (activity.note?.parentElement === list) activity.note.after(row);
		else list.prepend(row);
		fillActivityRow(row, entry, emulatorUrl);
	}
	for (const [seq, row] of activityRows) {
		if (seq < slice.first) {
			row.remove();
			activityRows.delete(seq);
		}
	}
	activity.next = slice.next;
	list.dataset.count = String(activityRows.size);
	noteActivity(list, demo);
	// A reader who scrolled down keeps reading the same rows while new ones arrive at the top.
	if (list.scrollTop > 0) list.scrollTop += list.scrollHeight - heightBefore;
}
