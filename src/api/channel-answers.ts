import type { RequestRecord } from "./request-record";

/** Told the identity of a channel whose request just succeeded. */
type AnswerListener = (identity: string) => void;

/** Who wants to know that a channel answered. */
const listeners = new Set<AnswerListener>();

/**
 * Calls a listener whenever a request of any channel succeeds, whichever key, dial or poll sent it: a word that only
 * said the channel could not be reached (`Offline`, `Timeout`, `Busy`) is then no longer true.
 * @param listener Told the channel's identity (its write identity: origin, API keys); it holds API keys, never log it.
 * @returns Stops the listening.
 */
export function onChannelAnswer(listener: AnswerListener): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}

/**
 * Tells the listeners of a request that ended, if it succeeded; the client's request observer calls it.
 * @param identity The channel's identity.
 * @param record How the request ended.
 */
export function noteChannelRequest(identity: string, record: RequestRecord): void {
	if (record.kind !== undefined) return;
	for (const listener of listeners) listener(identity);
}
