import type { KeyReason } from "./reasons";

/**
 * A press the plugin turns down itself (e.g. nothing left to undo), or an answer it explains better than the API's
 * kind of failure does (a goal that changed nothing because it is locked): the key alerts with the refusal's short
 * reason, and the log gets its message, which holds no API key.
 */
export class KeyRefusal extends Error {
	/** The short reason the key shows, a translation key of the `Localization` objects. */
	public readonly word: KeyReason;

	/**
	 * Creates the refusal.
	 * @param word The short reason, e.g. `Empty`.
	 * @param message What happened, in English, for the log.
	 * @param cause The API's answer the refusal explains, when there was one (diagnostics report it).
	 */
	constructor(word: KeyReason, message: string, cause?: unknown) {
		super(message, cause === undefined ? undefined : { cause });
		this.name = "KeyRefusal";
		this.word = word;
	}
}
