import { expect } from "vitest";

import type { PluginMessage, StreamDeckHost } from "../../tools/host/stream-deck-host";
import type { ProfileAction } from "../../tools/profiles/starter-profile-reader";
import { isDisplaySpec, specOf } from "../support/action-specs";
import { pressAndSettle, readFace } from "./deck";

/** Longest one key or dial may take to answer. */
const ANSWER_MS = 5000;

/** How far a dial that adjusts a widget is turned: its change differs from a key's of the same widget. */
const TURN_TICKS = 3;

/** The streamer's order: what changes the stream, what shows it, Undo, the locks. Lower goes first. */
const RANKS = { change: 0, display: 1, undo: 2, lock: 3 } as const;

/** One tap of a starter page: a key pressed, a dial turned or pushed. */
export type Tap = {
	/** The key or dial, as the profile file has it. */
	action: ProfileAction;
	/** Its context on the host. */
	context: string;
	/** What the streamer does. */
	gesture: "press" | "push" | "turn";
	/** Where it goes in the streamer's order. */
	rank: number;
};

/** The page a tap is on, as far as its answers go. */
export type TapPage = {
	/** The host. */
	host: StreamDeckHost;
	/** Whether the device's dials have a touch strip (the host's view of the device). */
	touchStrip: boolean;
	/** Every tap of the page, for the keys that show what a dial without a strip did. */
	taps: readonly Tap[];
};

/**
 * The action's slug.
 * @param action A key or dial of a page.
 * @returns E.g. `goal-add`.
 */
export function slugOf(action: ProfileAction): string {
	return action.uuid.split(".").at(-1) ?? "";
}

/**
 * Names a tap for a failure message.
 * @param tap The tap.
 * @returns E.g. `press goal-add at Keypad 0,0`.
 */
export function nameOf(tap: Pick<Tap, "action" | "gesture">): string {
	const { action, gesture } = tap;
	return `${gesture} ${slugOf(action)} at ${action.controller} ${action.column},${action.row}`;
}

/**
 * Every tap of a page in a streamer's order: the changes first (keys, then dial turns), then the displays (keys, then a
 * Show Top dial's turn and push), then Undo, the locks last (keys, then the pushes of the dials that lock); within each,
 * keys in reading order, dials from the left.
 * @param actions The page's keys and dials, as the profile file has them.
 * @param contexts Their contexts, in the same order.
 * @returns The taps, in the order to do them.
 */
export function tapsInStreamerOrder(actions: readonly ProfileAction[], contexts: readonly string[]): Tap[] {
	const taps = actions.flatMap((action, index): Tap[] => {
		const context = contexts[index];
		const slug = slugOf(action);
		if (action.controller === "Encoder") {
			if (slug === "show-top") {
				return [
					{ action, context, gesture: "turn", rank: RANKS.display },
					{ action, context, gesture: "push", rank: RANKS.display },
				];
			}
			return [
				{ action, context, gesture: "turn", rank: RANKS.change },
				{ action, context, gesture: "push", rank: RANKS.lock },
			];
		}
		const rank =
			slug === "undo"
				? RANKS.undo
				: slug.endsWith("-lock")
					? RANKS.lock
					: isDisplaySpec(specOf(slug))
						? RANKS.display
						: RANKS.change;
		return [{ action, context, gesture: "press", rank }];
	});
	const place = ({ action }: Tap): number =>
		(action.controller === "Keypad" ? 0 : 1000) + action.row * 100 + action.column;
	// A stable sort: a dial's turn stays before its push.
	return taps.sort((a, b) => a.rank - b.rank || place(a) - place(b));
}

/**
 * Waits for a message of the plugin from now on.
 * @param host The host.
 * @param since Where to look from.
 * @param predicate Which message.
 * @returns The message.
 */
function next(host: StreamDeckHost, since: number, predicate: (m: PluginMessage) => boolean): Promise<PluginMessage> {
	return host.waitFor(predicate, { since, timeoutMs: ANSWER_MS });
}

/**
 * Does one tap and waits for what shows its answer: a key's check mark, new state or face; a dial's strip; on a dial
 * without a strip, the keys that show what it did (a change on the Undo key, a lock on the lock keys).
 * @param page The page.
 * @param tap The tap.
 * @returns What answered, e.g. `showOk`, `setState`, `strip OK`, `undo −10 main`.
 */
export async function tapAndAnswer(page: TapPage, tap: Tap): Promise<string> {
	const { host, touchStrip, taps } = page;
	const { context, gesture } = tap;
	const slug = slugOf(tap.action);
	const since = host.messages.length;
	if (gesture === "press" && tap.rank !== RANKS.display) {
		const { feedback } = await pressAndSettle(host, context, { timeoutMs: ANSWER_MS });
		return feedback;
	}
	if (gesture === "press") {
		await host.press(context);
		const drawn = await next(
			host,
			since,
			(m) => m.context === context && ["setImage", "showOk", "showAlert"].includes(m.event),
		);
		return drawn.event === "setImage"
			? `face ${readFace(drawn.payload?.image as string | undefined) ?? ""}`
			: drawn.event;
	}
	if (slug === "show-top" && !touchStrip) {
		throw new Error("a Show Top dial on a device without a touch strip shows nothing of what it reads");
	}
	const ticks = slug === "show-top" ? 1 : TURN_TICKS;
	if (gesture === "turn") await host.dialRotate(context, ticks);
	else {
		await host.dialDown(context);
		await host.dialUp(context);
	}
	if (touchStrip) {
		// A Show Top dial's push follows its turn: both show the rank one below the page's.
		const rank = Number(tap.action.settings.rank ?? 1) + 1;
		const strip = await next(
			host,
			since,
			(m) => m.context === context && m.event === "setFeedback" && stripAnswer(slug, gesture, rank)(m),
		);
		// The turn saves the rank too: a push that came before the app had it would refresh the old one.
		if (slug === "show-top" && gesture === "turn") {
			await expect.poll(() => host.settingsOf(context).rank, { timeout: ANSWER_MS }).toBe(rank);
		}
		const { heading, value, status } = strip.payload ?? {};
		return `strip ${[heading, value, status].filter((item) => typeof item === "string" && item !== "").join(" ")}`;
	}
	// A dial without a strip: its change shows on the Undo key (what a press would take back: the turn's amount, on its
	// widget), its lock on its widget's lock key.
	if (gesture === "turn") {
		const { settings } = tap.action;
		const amount = Number(settings.value ?? settings.seconds) * ticks;
		const undone = new RegExp(`−${amount}\\D* ${String(settings.widgetId)}\\b`);
		const undo = keysOf(taps, (other) => other === "undo");
		const shown = await next(host, since, (m) => {
			const face = m.event === "setImage" ? readFace(m.payload?.image as string | undefined) : undefined;
			return undo.has(m.context ?? "") && face !== undefined && undone.test(face);
		});
		return `undo ${readFace(shown.payload?.image as string | undefined) ?? ""}`;
	}
	const locks = keysOf(taps, (other) => other === lockOf(slug));
	const shown = await next(host, since, (m) => locks.has(m.context ?? "") && m.event === "setState");
	return `lock ${String(shown.payload?.state)}`;
}

/**
 * What a dial's strip shows once a tap of it was answered: a turn's change `OK`, a push's lock, a Show Top dial's next
 * rank as it turns and, as it refreshes, that rank with a value (or `OK` for the same one).
 * @param slug The dial's action.
 * @param gesture The tap.
 * @param rank The rank a Show Top dial shows once turned.
 * @returns Whether a strip update shows it.
 */
function stripAnswer(slug: string, gesture: Tap["gesture"], rank: number): (m: PluginMessage) => boolean {
	const text = (m: PluginMessage, item: string): string => String(m.payload?.[item] ?? "");
	if (slug !== "show-top") {
		return gesture === "turn"
			? (m) => text(m, "status") === "OK"
			: (m) => ["Locked", "Unlocked"].includes(text(m, "status"));
	}
	return (m) =>
		text(m, "heading").endsWith(`#${rank}`) &&
		(gesture === "turn" || text(m, "status") === "OK" || text(m, "value") !== "");
}

/**
 * The lock action of an adjusting action's widget.
 * @param slug E.g. `goal-add`.
 * @returns E.g. `goal-lock`.
 */
function lockOf(slug: string): string {
	return `${slug.split("-")[0]}-lock`;
}

/**
 * The keys of a page of some actions.
 * @param taps The page's taps.
 * @param match Which actions, by slug.
 * @returns Their contexts.
 */
function keysOf(taps: readonly Tap[], match: (slug: string) => boolean): Set<string> {
	return new Set(
		taps.filter(({ action }) => action.controller === "Keypad" && match(slugOf(action))).map(({ context }) => context),
	);
}

/**
 * Expects a page to show every answer of its dials: on a device without a strip, the Undo key shows a turn and the
 * widget's lock key a push; nothing shows what a Show Top dial reads there.
 * @param page The page.
 */
export function expectAnswersShown(page: TapPage): void {
	const slugs = page.taps.map(({ action }) => slugOf(action));
	expect(slugs).toContain("undo");
	if (page.touchStrip) return;
	for (const { action } of page.taps.filter((tap) => tap.action.controller === "Encoder")) {
		expect(slugOf(action), nameOf({ action, gesture: "turn" })).not.toBe("show-top");
		expect(slugs, nameOf({ action, gesture: "push" })).toContain(lockOf(slugOf(action)));
	}
}
