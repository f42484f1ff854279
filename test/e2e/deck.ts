import type { JsonObject } from "@elgato/utils";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";

import { actionUuid, connectionSettings, type Deck, startDeck, WRITE_KEY } from "../../tools/deck";
import type { ApiEmulator } from "../../tools/emulator/server";
import type { AppearOptions, PluginMessage, StreamDeckHost } from "../../tools/host/stream-deck-host";
import { stringField } from "../../tools/host/wire-message";

export { actionUuid as uuid, type Deck, READ_KEY, startDeck, WRITE_KEY } from "../../tools/deck";

/** The write key as it stands in a request's path, e.g. `/api/goals/${W}/actions/add/main/5`. */
export const W = encodeURIComponent(WRITE_KEY);

/**
 * Takes every visible key off the deck, so the next test starts with no polls and no cached values.
 * @param host The host.
 */
export async function clearDeck(host: StreamDeckHost): Promise<void> {
	for (const [context, key] of host.keys) {
		if (key.visible) await host.disappear(context);
	}
}

/**
 * Makes the plugin drop the values it keeps for keys off screen (docs/behaviour.md#sharing-reads) and forget lock states
 * and undo history (docs/behaviour.md#channel-identity), so the next test starts afresh: the connection points at another
 * spelling of this computer (another origin) for a moment, then is the given one again.
 * @param host The host.
 * @param configured The connection settings the plugin should have afterwards.
 */
export async function forgetKeptValues(host: StreamDeckHost, configured: JsonObject): Promise<void> {
	const baseUrl = typeof configured.baseUrl === "string" ? configured.baseUrl : "";
	await host.setGlobalSettings({ ...configured, baseUrl: otherOrigin(baseUrl) });
	await host.setGlobalSettings(configured);
}

/**
 * The same loopback server under another origin: `localhost` for `127.0.0.1` and the reverse.
 * @param baseUrl A loopback base URL.
 * @returns The URL with the other host name; a base URL that is not a URL gets a path of its own.
 */
export function otherOrigin(baseUrl: string): string {
	try {
		const url = new URL(baseUrl);
		url.hostname = url.hostname === "localhost" ? "127.0.0.1" : "localhost";
		return url.href;
	} catch {
		return `${baseUrl}/`;
	}
}

/**
 * Waits until a key shows a title, looking only at what the plugin sends from now on unless it already shows it.
 * @param host The host.
 * @param context The key.
 * @param title The title expected.
 * @param timeoutMs How long to wait.
 * @returns The key's title when the wait ended.
 */
export async function waitForTitle(
	host: StreamDeckHost,
	context: string,
	title: string,
	timeoutMs = 4000,
): Promise<string | undefined> {
	if (host.keys.get(context)?.title !== title) {
		await host
			.waitFor((m) => m.context === context && m.event === "setTitle" && m.payload?.title === title, {
				since: host.messages.length,
				timeoutMs,
			})
			.catch(() => undefined);
	}
	return host.keys.get(context)?.title;
}

/**
 * Reads what a key image drawn by the plugin shows, as one line: `label · value` (the label alone when there is no
 * value, `[icon]` for a glyph without words), then the badge, `/ hint`, the hold bar as `[40%]`, a padlock's state as
 * `{unknown}` and `(stale)` when present; `⚠ reason` for an alert face, `⚙ Setup` for the setup mark. Keys without
 * a plugin image read as `undefined`.
 * @param image The image the plugin set (a `data:image/svg+xml` URL).
 * @returns The line.
 */
export function readFace(image: string | undefined): string | undefined {
	const prefix = "data:image/svg+xml;charset=utf8,";
	if (!image?.startsWith(prefix)) return undefined;
	const svg = decodeURIComponent(image.slice(prefix.length));
	// The pending sign draws the key's face, dimmed, under its hourglass: read as that face after the mark.
	if (svg.includes('id="pending"'))
		return `${PENDING_MARK} ${readFace(`${prefix}${encodeURIComponent(svg.replace(/<g id="pending">[\s\S]*$/, "</svg>"))}`) ?? ""}`.trim();
	const text = (id: string): string | undefined => {
		const match = new RegExp(`<text id="${id}"[^>]*>([^<]*)</text>`).exec(svg);
		return match?.[1].replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
	};
	const reason = text("reason");
	if (reason !== undefined) return `${svg.includes('id="setup-sign"') ? SETUP_MARK : ALERT_MARK} ${reason}`;
	const badge = text("badge");
	const hint = text("hint");
	const progress = /<g id="progress" data-percent="(\d+)"/.exec(svg)?.[1];
	const lock = /data-lock="(\w+)"/.exec(svg)?.[1];
	const label = text("label");
	const value = text("value");
	// A press key's face under a user's title shows its glyph alone; a named one may have no value (an event).
	const words = value === undefined ? (label ?? ICON_ONLY) : `${label} · ${value}`;
	return `${words}${badge ? ` ${badge}` : ""}${hint ? ` / ${hint}` : ""}${progress ? ` [${progress}%]` : ""}${lock ? ` {${lock}}` : ""}${svg.includes('id="stale"') ? " (stale)" : ""}`;
}

/** What a dial's strip says of its widget's lock. */
export type StripLock = {
	/** The strip's status, e.g. `Push: lock`. */
	status: unknown;
	/** The padlock's state, e.g. `unknown`. */
	lock: string | undefined;
};

/**
 * What a dial's strip says of its widget's lock: its status and the state of the padlock beside it.
 * @param host The host.
 * @param dial The dial.
 * @returns E.g. `{ status: "Push: lock", lock: "unknown" }`; `lock` is `undefined` while the strip shows no padlock.
 */
export function stripLockOf(host: StreamDeckHost, dial: string): StripLock {
	const feedback = host.keys.get(dial)?.feedback ?? {};
	const image = typeof feedback.lock === "string" ? decodeURIComponent(feedback.lock) : "";
	return { status: feedback.status, lock: /data-lock="(\w+)"/.exec(image)?.[1] };
}

/**
 * The colour a key image drawn by the plugin is drawn on (its background), e.g. `#E5484D` for colour by value.
 * @param image The image the plugin set.
 * @returns The background's fill; `undefined` for images the plugin did not draw.
 */
export function backgroundOf(image: string | undefined): string | undefined {
	const prefix = "data:image/svg+xml;charset=utf8,";
	if (!image?.startsWith(prefix)) return undefined;
	return /<rect id="background"[^>]* fill="([^"]*)"/.exec(decodeURIComponent(image.slice(prefix.length)))?.[1];
}

/** How {@link readFace} reads a press key's face that shows its glyph and no words (under a user's title). */
export const ICON_ONLY = "[icon]";

/** How {@link readFace} starts the line of an alert face: the short reason large, nothing else. */
export const ALERT_MARK = "⚠";

/** How {@link readFace} starts the line of the pending sign: a press waiting for its answer. */
export const PENDING_MARK = "⏳";

/** How {@link readFace} starts the line of the setup mark: the lasting face of a key whose settings are invalid. */
export const SETUP_MARK = "⚙";

/**
 * The short reason an image shows, if it is an alert face.
 * @param image The image the plugin set.
 * @returns The reason, e.g. `Key?`; `undefined` for any other image.
 */
export function reasonOf(image: string | undefined): string | undefined {
	const face = readFace(image);
	return face?.startsWith(`${ALERT_MARK} `) ? face.slice(ALERT_MARK.length + 1) : undefined;
}

/**
 * Waits until a key's image shows a given line (see {@link readFace}).
 * @param host The host.
 * @param context The key.
 * @param face The line expected.
 * @param timeoutMs How long to wait.
 * @returns What the key's image shows when the wait ended.
 */
export async function waitForFace(
	host: StreamDeckHost,
	context: string,
	face: string,
	timeoutMs = 4000,
): Promise<string | undefined> {
	if (readFace(host.keys.get(context)?.image) !== face) {
		await host
			.waitFor(
				(m) => m.context === context && m.event === "setImage" && readFace(stringField(m.payload, "image")) === face,
				{
					since: host.messages.length,
					timeoutMs,
				},
			)
			.catch(() => undefined);
	}
	return readFace(host.keys.get(context)?.image);
}

/**
 * Gives a test file one deck: started before its tests, reset before each (emulator state, requests and faults),
 * cleared of keys and given back its connection settings after each, and closed at the end.
 * @param start How to start it: the shared plugin folder by default, or e.g. `startIsolatedDeck` for a file that reads
 * the plugin's log.
 * @returns The deck, filled in once the file's tests start.
 */
export function useDeck<D extends Pick<Deck, "close" | "emulator" | "host"> = Deck>(
	start: () => Promise<D> = startDeck as unknown as () => Promise<D>,
): D {
	const deck = {} as D;
	beforeAll(async () => {
		Object.assign(deck, await start());
	});
	afterAll(async () => {
		await deck.close?.();
	});
	beforeEach(() => {
		deck.emulator.reset();
	});
	afterEach(async () => {
		await clearDeck(deck.host);
		await forgetKeptValues(deck.host, connectionSettings(deck.emulator));
	});
	return deck;
}

/**
 * Places one of our actions on the deck.
 * @param host The host.
 * @param slug The action, e.g. `goal-add`.
 * @param settings Its settings.
 * @param options Further appear options.
 * @returns The key's context.
 */
export function place(
	host: StreamDeckHost,
	slug: string,
	settings: JsonObject = {},
	options: Partial<AppearOptions> = {},
): Promise<string> {
	return host.appear({ action: actionUuid(slug), settings, ...options });
}

/** One key of a page, for {@link placePage}. */
export type PageKey = {
	/** The action, e.g. `show-top`. */
	slug: string;
	/** Its settings. */
	settings?: JsonObject;
	/** Further appear options, e.g. the context it had on the page before. */
	options?: Partial<AppearOptions>;
};

/**
 * Shows a page of our actions at once, as the app does: every key appears in one burst.
 * @param host The host.
 * @param keys The page's keys, in order.
 * @returns Their contexts, in the same order.
 */
export function placePage(host: StreamDeckHost, keys: readonly PageKey[]): Promise<string[]> {
	return host.appearAll(
		keys.map((key) => ({ action: actionUuid(key.slug), settings: key.settings ?? {}, ...key.options })),
	);
}

/** How long {@link pressAndSettle} waits for the reason face of a press that alerted. */
const REASON_FACE_WAIT_MS = 1000;

/** The events that end a press: the check mark, the alert, or a lock key's new state (its one success signal). */
const SIGNALS = new Set(["showOk", "showAlert", "setState"]);

/** What a press ended in. */
export type PressOutcome = {
	/** The one piece of feedback the key showed: `setState` for a lock key whose state the press changed. */
	feedback: "setState" | "showAlert" | "showOk";
	/** Every message the plugin sent for the key meanwhile. */
	messages: PluginMessage[];
};

/** How {@link pressAndSettle} presses. */
export type PressAndSettleOptions = {
	/** For multi-action keys. */
	userDesiredState?: number;
	/** How long the press may take. */
	timeoutMs?: number;
};

/**
 * Presses a key and waits for its one piece of feedback; then waits a little longer to make sure no second one
 * follows.
 * @param host The host.
 * @param context The key.
 * @param options Press options.
 * @returns The feedback and every message the plugin sent for the key meanwhile.
 */
export async function pressAndSettle(
	host: StreamDeckHost,
	context: string,
	options: PressAndSettleOptions = {},
): Promise<PressOutcome> {
	const since = host.messages.length;
	await host.press(context, { userDesiredState: options.userDesiredState });
	const first = await host.waitFor((m) => m.context === context && SIGNALS.has(m.event), {
		since,
		timeoutMs: options.timeoutMs ?? 5000,
	});
	if (first.event === "showAlert") {
		// A key's reason face can wait for the key's gap between images (at most 10 a second), and on a busy machine
		// come well after the alert. An alert without one (a dial's, a multi-action's) costs this wait.
		await host
			.waitFor((m) => m.context === context && reasonsIn([m]).length > 0, { since, timeoutMs: REASON_FACE_WAIT_MS })
			.catch(() => undefined);
	}
	await settle();
	const messages = host.messages.slice(since).filter((m) => m.context === context);
	const feedback = messages.filter((m) => SIGNALS.has(m.event));
	expect(feedback.map((m) => m.event)).toEqual([first.event]);
	return { feedback: first.event as PressOutcome["feedback"], messages };
}

/**
 * Gives the plugin a moment to send anything it would still send (a duplicate request or feedback).
 * @param ms How long.
 * @returns A promise settled after that long.
 */
export function settle(ms = 250): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The titles the plugin set on a key, in order.
 * @param messages Messages to look through.
 * @returns The titles (`undefined` for a reset to the user's title).
 */
export function titlesIn(messages: PluginMessage[]): (string | undefined)[] {
	return messages.filter((m) => m.event === "setTitle").map((m) => stringField(m.payload, "title"));
}

/**
 * The short reasons the plugin drew on a key as alert faces, in order.
 * @param messages Messages to look through.
 * @returns The reasons, e.g. `["Key?"]`.
 */
export function reasonsIn(messages: PluginMessage[]): string[] {
	return messages.flatMap((m) => {
		const reason = m.event === "setImage" ? reasonOf(stringField(m.payload, "image")) : undefined;
		return reason === undefined ? [] : [reason];
	});
}

/**
 * Waits until the emulator has answered every request it received and nothing new arrives for a moment.
 * @param emulator The deck's emulator.
 */
export async function waitForQuiet(emulator: ApiEmulator): Promise<void> {
	let seen = -1;
	for (let round = 0; round < 100; round++) {
		const answered = emulator.requests.every((request) => request.status !== undefined);
		if (answered && seen === emulator.requests.length) return;
		seen = emulator.requests.length;
		await settle(300);
	}
	throw new Error("the emulator never went quiet");
}

/**
 * The most messages that arrived within any one second.
 * @param messages Messages in order.
 * @returns The largest count in a window [t, t + 1000 ms) of arrival times.
 */
export function mostInOneSecond(messages: readonly PluginMessage[]): number {
	let most = 0;
	for (let first = 0; first < messages.length; first++) {
		let count = 0;
		for (let next = first; next < messages.length && messages[next].at - messages[first].at < 1000; next++) count++;
		most = Math.max(most, count);
	}
	return most;
}
