import type { PluginMessage, StreamDeckHost } from "../../tools/host/stream-deck-host";
import { stringField } from "../../tools/host/wire-message";
import { readFace, reasonOf } from "../e2e/deck";

/** What the plugin sent for one key after a gesture. */
export type KeyOutcome = {
	/** The key's context. */
	context: string;
	/**
	 * `showOk` / `showAlert` / `setState` events (a lock key's new state is its success signal), and for dials
	 * `setFeedback` carrying `status: "OK"`, in order.
	 */
	feedback: string[];
	/** Titles set on the key, in order (`undefined` for a reset to the user's title). */
	titles: (string | undefined)[];
	/** Short reasons the key showed as alert faces, in order. */
	reasons: string[];
	/** `status` values set on a dial's touch strip, in order. */
	statuses: unknown[];
	/** What the images the plugin drew on the key show, in order (see `readFace` of the e2e deck). */
	faces: (string | undefined)[];
	/** Every message for the key. */
	messages: PluginMessage[];
};

/**
 * Whether a message is the one signal a gesture ends in: the check mark, the alert, a lock key's new state, or a dial's
 * "OK" status.
 * @param message A message from the plugin.
 * @returns `true` for a signal.
 */
export function isFeedback(message: PluginMessage): boolean {
	return (
		message.event === "showOk" ||
		message.event === "showAlert" ||
		message.event === "setState" ||
		(message.event === "setFeedback" && message.payload?.status === "OK")
	);
}

/**
 * The signal a press of an action ends in when it works: a lock key's new state (these keys always change state when
 * pressed in toggle mode), the check mark for every other key.
 * @param slug The action, e.g. `goal-lock`.
 * @returns `setState` or `showOk`.
 */
export function successSignalOf(slug: string): "setState" | "showOk" {
	return slug.endsWith("-lock") ? "setState" : "showOk";
}

/**
 * Collects what the plugin sent for some keys since a point in the message log.
 * @param host The host.
 * @param contexts The keys.
 * @param since Index into `host.messages`.
 * @returns One outcome per key, in the order given.
 */
export function outcomesSince(host: StreamDeckHost, contexts: readonly string[], since: number): KeyOutcome[] {
	const byContext = new Map<string, KeyOutcome>(
		contexts.map((context) => [
			context,
			{ context, feedback: [], titles: [], reasons: [], statuses: [], faces: [], messages: [] },
		]),
	);
	for (const message of host.messages.slice(since)) {
		const outcome = message.context === undefined ? undefined : byContext.get(message.context);
		if (!outcome) continue;
		outcome.messages.push(message);
		if (isFeedback(message)) outcome.feedback.push(message.event === "setFeedback" ? "feedbackOk" : message.event);
		if (message.event === "setTitle") outcome.titles.push(stringField(message.payload, "title"));
		if (message.event === "setImage") {
			const image = stringField(message.payload, "image");
			outcome.faces.push(readFace(image));
			const reason = reasonOf(image);
			if (reason !== undefined) outcome.reasons.push(reason);
		}
		if (message.event === "setFeedback" && message.payload && "status" in message.payload) {
			outcome.statuses.push(message.payload.status);
		}
	}
	return contexts.map((context) => byContext.get(context) as KeyOutcome);
}

/**
 * Waits until every key has its first signal since a point in the message log, or the time is up.
 * @param host The host.
 * @param contexts The keys.
 * @param since Index into `host.messages`.
 * @param timeoutMs How long to wait in all.
 * @returns The keys that got no signal in time (empty when all did).
 */
export async function waitForFeedback(
	host: StreamDeckHost,
	contexts: readonly string[],
	since: number,
	timeoutMs: number,
): Promise<string[]> {
	const waiting = new Set(contexts);
	for (const message of host.messages.slice(since)) {
		if (message.context !== undefined && isFeedback(message)) waiting.delete(message.context);
	}
	if (waiting.size === 0) return [];
	await host
		.waitFor(
			(message) => {
				if (message.context !== undefined && isFeedback(message)) waiting.delete(message.context);
				return waiting.size === 0;
			},
			{ since: host.messages.length, timeoutMs },
		)
		.catch(() => undefined);
	return [...waiting];
}

/**
 * Waits until every key that alerted since a point in the message log also shows the reason on its image, or the time
 * is up: the alert and the reason's image leave together, but the image may wait its turn behind the key's last one
 * (at most 10 images a second), longer on a loaded machine.
 * @param host The host.
 * @param contexts The keys.
 * @param since Index into `host.messages`.
 * @param timeoutMs How long to wait in all.
 */
export async function waitForReasons(
	host: StreamDeckHost,
	contexts: readonly string[],
	since: number,
	timeoutMs: number,
): Promise<void> {
	const keys = new Set(contexts);
	const missing = (): boolean =>
		outcomesSince(host, [...keys], since).some(
			(outcome) => outcome.feedback.includes("showAlert") && outcome.reasons.length === 0,
		);
	if (!missing()) return;
	await host.waitFor(() => !missing(), { since: host.messages.length, timeoutMs }).catch(() => undefined);
}

/**
 * Waits until every condition has been met by some message since a point in the message log, or the time is up.
 * @param host The host.
 * @param conditions One predicate per awaited message.
 * @param since Index into `host.messages`.
 * @param timeoutMs How long to wait in all.
 * @returns How many conditions were not met in time.
 */
export async function waitForMessages(
	host: StreamDeckHost,
	conditions: readonly ((message: PluginMessage) => boolean)[],
	since: number,
	timeoutMs: number,
): Promise<number> {
	const open = new Set(conditions);
	const check = (message: PluginMessage): boolean => {
		for (const condition of open) if (condition(message)) open.delete(condition);
		return open.size === 0;
	};
	for (const message of host.messages.slice(since)) check(message);
	if (open.size === 0) return 0;
	await host.waitFor(check, { since: host.messages.length, timeoutMs }).catch(() => undefined);
	return open.size;
}

/** How {@link pressAll} waits. */
export type PressOptions = {
	/** How long the slowest press may take; 5 s by default. */
	timeoutMs?: number;
	/** How long to wait after the last signal; 250 ms by default. */
	settleMs?: number;
	/** The keys whose signal to wait for; all by default (a display key that refreshed without trouble sends none). */
	answering?: readonly string[];
};

/**
 * Presses several keys at once (key down and up each) and waits for every key's signal, then a little longer so that
 * a duplicate signal or a duplicate request would show.
 * @param host The host.
 * @param contexts The keys.
 * @param options Timeout, settle time and which keys to wait for.
 * @returns One outcome per key, in the order given.
 */
export async function pressAll(
	host: StreamDeckHost,
	contexts: readonly string[],
	options: PressOptions = {},
): Promise<KeyOutcome[]> {
	const since = host.messages.length;
	await Promise.all(contexts.map((context) => host.press(context)));
	await waitForFeedback(host, options.answering ?? contexts, since, options.timeoutMs ?? 5000);
	await pause(options.settleMs ?? 250);
	// A key's alert face follows its alert within a tenth of a second (at most 10 images a second): a machine loaded
	// far beyond its cores may take seconds, so wait for it, bounded generously (a key that explains itself ends the
	// wait at once). Dials say their reason on the strip instead.
	const unexplained = (outcomes: KeyOutcome[]): boolean =>
		outcomes.some(
			(outcome, index) =>
				host.keys.get(contexts[index])?.controller !== "Encoder" &&
				outcome.feedback.includes("showAlert") &&
				outcome.reasons.length === 0,
		);
	let outcomes = outcomesSince(host, contexts, since);
	for (let waited = 0; waited < 10_000 && unexplained(outcomes); waited += 100) {
		await pause(100);
		outcomes = outcomesSince(host, contexts, since);
	}
	return outcomes;
}

/**
 * What a key's image shows now.
 * @param host The host.
 * @param context The key.
 * @returns The face (see `readFace` of the e2e deck), or `undefined` without a plugin image.
 */
export function faceOf(host: StreamDeckHost, context: string): string | undefined {
	return readFace(host.keys.get(context)?.image);
}

/**
 * Waits until every key shows a value or a reason in its image, bounded.
 * @param host The host.
 * @param contexts The keys.
 * @param timeoutMs How long to wait in all.
 * @returns The face of each key, in order.
 */
export async function facesOnceShown(
	host: StreamDeckHost,
	contexts: readonly string[],
	timeoutMs = 8000,
): Promise<(string | undefined)[]> {
	for (let waited = 0; waited < timeoutMs; waited += 100) {
		if (contexts.every((context) => faceOf(host, context) !== undefined)) break;
		await pause(100);
	}
	return contexts.map((context) => faceOf(host, context));
}

/**
 * Waits a while.
 * @param ms How long.
 * @returns Resolves after `ms`.
 */
export function pause(ms: number): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Takes every visible key off the deck, so that no poll or pending title of one test reaches the next.
 * @param host The host.
 */
export async function clearKeys(host: StreamDeckHost): Promise<void> {
	for (const [context, key] of host.keys) {
		if (key.visible) await host.disappear(context);
	}
}
