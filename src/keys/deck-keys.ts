import streamDeck from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ReportedFailure } from "../contract/diagnostics-report";
import { isApiError } from "../contract/errors";
import type { TitlePlace } from "../render/alert-face";
import type { KeyState, OnScreen } from "./key-state";

/** How many failures are kept per key. */
const FAILURES_PER_KEY = 3;

/** How many keys a diagnostics report lists failures of: those that failed last. */
const REPORTED_KEYS = 64;

/**
 * Everything the plugin keeps for one key or dial of its actions, from the first event it sees of it until the plugin
 * stops: its settings as last seen, whether it is on screen, whether the app shows it with the demo mark (the app keeps
 * a key's image while it is off screen), its last failures for diagnostics, and while it is on screen its
 * {@link KeyState}: display, strip, hold, prepared press, subscription.
 */
export class DeckKey {
	/** The key or dial, as the last event handed it over. */
	public action: OnScreen;

	/** Whether the app shows the key's image with the demo mark. */
	public demoShown = false;

	/** Whether it is on screen now (between `willAppear` and `willDisappear`). */
	public onScreen = false;

	/** Its settings as last seen. */
	public settings: JsonObject;

	/** Its state while on screen; `undefined` before its action took it in, and once it left. */
	public state: KeyState | undefined;

	/** Where the app draws the title the user typed for it, when it shows one; the plugin's reasons keep clear of it. */
	public userTitle: TitlePlace | undefined;

	/** Its last failures, oldest first. */
	readonly #failures: ReportedFailure[] = [];

	/**
	 * Creates the record of a key seen for the first time.
	 * @param action The key or dial.
	 * @param settings Its settings.
	 */
	constructor(action: OnScreen, settings: JsonObject) {
		this.action = action;
		this.settings = settings;
	}

	/**
	 * The failures kept.
	 * @returns Oldest first.
	 */
	public get failures(): readonly ReportedFailure[] {
		return this.#failures;
	}

	/**
	 * Notes a failure the key showed, for diagnostics: its kind, status and error code, never its message.
	 * @param error What went wrong.
	 */
	public noteFailure(error: unknown): void {
		const { action } = this;
		// A refusal that explains an answer of the API is reported as that answer.
		const failure = error instanceof Error && isApiError(error.cause) ? error.cause : error;
		const { coordinates } = action;
		const place = coordinates ? ` ${coordinates.column},${coordinates.row}` : "";
		this.#failures.push({
			at: Date.now(),
			key: `${action.manifestId.split(".").pop() ?? "?"}${place}`,
			kind: isApiError(failure) ? failure.kind : "unexpected",
			...(isApiError(failure) && failure.status !== undefined ? { status: failure.status } : {}),
			...(isApiError(failure) && failure.errorCode !== undefined ? { errorCode: failure.errorCode } : {}),
		});
		if (this.#failures.length > FAILURES_PER_KEY) this.#failures.shift();
	}
}

/** Every key and dial seen since the plugin started, by context: the one place the plugin keeps anything by context. */
const deckKeys = new Map<string, DeckKey>();

/**
 * The record of a key or dial, made the first time it is seen; it takes the event's handle of the key.
 * @param action The key or dial, as an event hands it over.
 * @param settings Its settings, for a key not seen before.
 * @returns Its record.
 */
export function deckKeyOf(action: OnScreen, settings: JsonObject = {}): DeckKey {
	let key = deckKeys.get(action.id);
	if (key === undefined) {
		key = new DeckKey(action, settings);
		deckKeys.set(action.id, key);
	}
	key.action = action;
	return key;
}

/**
 * The record of a key or dial, if it was seen.
 * @param id Its context.
 * @returns The record.
 */
export function seenKey(id: string): DeckKey | undefined {
	return deckKeys.get(id);
}

/**
 * Every key and dial seen, on screen or not.
 * @returns The records.
 */
export function seenKeys(): IterableIterator<DeckKey> {
	return deckKeys.values();
}

/**
 * Keeps the record of every key and dial up to date: its settings and whether it is on screen. Call before the actions
 * are registered, so that an action's handler finds the key's record as the event left it.
 */
export function listenForDeckKeys(): void {
	streamDeck.actions.onWillAppear((ev) => {
		const key = deckKeyOf(ev.action);
		key.settings = ev.payload.settings;
		key.onScreen = true;
	});
	streamDeck.actions.onWillDisappear((ev) => {
		const key = deckKeys.get(ev.action.id);
		if (key) key.onScreen = false;
	});
	streamDeck.actions.onTitleParametersDidChange((ev) => {
		const { title, titleParameters } = ev.payload;
		const shown = title !== "" && titleParameters.showTitle;
		const key = deckKeyOf(ev.action);
		const place = shown ? titleParameters.titleAlignment : undefined;
		if (place === key.userTitle) return;
		key.userTitle = place;
		void key.state?.titleMoved();
	});
	streamDeck.settings.onDidReceiveSettings((ev) => {
		const known = deckKeys.has(ev.action.id);
		const key = deckKeyOf(ev.action);
		key.settings = ev.payload.settings;
		// An inspector's settings for a key the plugin never saw appear: it is on screen, where the inspector is.
		if (!known) key.onScreen = true;
	});
}

/**
 * The failures kept, of the keys that failed last.
 * @returns Copies, oldest first.
 */
export function recentKeyFailures(): ReportedFailure[] {
	const failed = [...deckKeys.values()].filter((key) => key.failures.length > 0);
	const lastFailed = failed.sort((a, b) => (b.failures.at(-1)?.at ?? 0) - (a.failures.at(-1)?.at ?? 0));
	return lastFailed
		.slice(0, REPORTED_KEYS)
		.flatMap((key) => key.failures.map((failure) => ({ ...failure })))
		.sort((a, b) => a.at - b.at);
}
