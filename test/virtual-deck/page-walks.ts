/*
 * What the every-action test of the virtual deck does on each page of a profile, and the request each gesture must
 * send, worked out from the settings oracle and the profile alone.
 */
import { undoableChange, verbOfChange, widgetFamilyOfEndpoint } from "../../src/contract/widget-verbs";
import { DEFAULT_READ_KEY, DEFAULT_WRITE_KEY } from "../../tools/emulator/server";
import { type ProfileEntry, profilePages } from "../../tools/virtual-deck/profile-pages";
import { isUndoableChange } from "../../tools/virtual-deck/sample-profile";
import { expectationFor, type ExpectedRequest } from "../robustness/settings-oracle";

/**
 * The request that takes back one Undo can revert (a goal's or a timer's add or remove, as `undoableChange` in
 * `src/contract/widget-verbs.ts` says): the same with the change's sign turned.
 * @param request The request.
 * @returns The request that takes it back; `undefined` when Undo cannot.
 */
function takenBack(request: ExpectedRequest): ExpectedRequest | undefined {
	const [, endpoint, , , verb] = request.segments;
	const family = widgetFamilyOfEndpoint(endpoint);
	const change = family && verb !== undefined ? undoableChange(family, verb, 1) : undefined;
	if (family === undefined || change === undefined) return undefined;
	return { ...request, segments: request.segments.with(4, verbOfChange(family, -change)) };
}

/** One key or dial of a page, and the request a press or a one-step turn of it must send. */
export type KeyPress = {
	/** The action's slug. */
	slug: string;
	/** The request it must send. */
	expected: ExpectedRequest;
};

/** What the walk does on one page: the dial it turns first, if any, and its keys in order. */
export type PageWalk = {
	/** The change dial turned one step before the keys, if any. */
	turnFirst?: KeyPress & {
		/** Its place from the left. */
		column: number;
	};
	/** The keys, in their order. */
	keys: KeyPress[];
};

/**
 * What the walk does on each page of the sample profile, in order: the request each key sends when pressed (what the
 * settings oracle works out from its settings, or, for Undo, the newest change before it on its page taken back: a
 * goal's or a timer's add or remove, sent with its sign turned). A page whose Undo has no change key before it (the
 * starter page, whose changes are dials) has its first change dial turned one step first, as a streamer would.
 * @param profile The profile, e.g. the sample profile.
 * @returns The walk of each page.
 */
export function pageWalks(profile: readonly ProfileEntry[]): PageWalk[] {
	const keys = { readKey: DEFAULT_READ_KEY, writeKey: DEFAULT_WRITE_KEY };
	const expected = (slug: string, settings: ProfileEntry["settings"]): ExpectedRequest => {
		const expectation = expectationFor(slug, settings, keys);
		if (expectation.kind === "refuse") throw new Error(`the sample profile's ${slug} would refuse its press`);
		return expectation.request;
	};
	return profilePages(profile).map((entries) => {
		const walk: PageWalk = { keys: [] };
		const pressed = entries.filter((entry) => entry.controller === "Keypad");
		const firstUndo = pressed.findIndex((entry) => entry.slug === "undo");
		if (firstUndo >= 0 && !pressed.slice(0, firstUndo).some((entry) => isUndoableChange(entry))) {
			const dial = entries.find((entry) => entry.controller === "Encoder" && isUndoableChange(entry));
			if (!dial) throw new Error("an Undo of the sample profile has nothing on its page to take back");
			walk.turnFirst = { slug: dial.slug, column: dial.column, expected: expected(dial.slug, dial.settings) };
		}
		const done: ExpectedRequest[] = walk.turnFirst ? [walk.turnFirst.expected] : [];
		for (const { slug, settings } of pressed) {
			if (slug === "undo") {
				const undone = done.map((request) => takenBack(request)).findLast((request) => request !== undefined);
				if (!undone) throw new Error("an Undo of the sample profile has nothing before it to take back");
				walk.keys.push({ slug, expected: undone });
				continue;
			}
			walk.keys.push({ slug, expected: expected(slug, settings) });
			done.push(walk.keys.at(-1)!.expected);
		}
		return walk;
	});
}
