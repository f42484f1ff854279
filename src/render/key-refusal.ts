import type { KeyReason } from "./reasons";

/**
 * A press the plugin turns down itself, before anything is sent (e.g. nothing left to undo): the key alerts with the
 * refusal's short reason, and the log gets its message, which holds no API key.
 */
export class KeyRefusal extends Error {
	/** The short reason the key shows, a translation key of the `Localization` objects. */
	public readonly word: KeyReason;

	/**
	 * Creates the refusal.
	 * @param word The short reason, e.g. `Empty`.
	 * @param message What happened, in English, for the log.
	 */
	constructor(word: KeyReason, message: string) {
		super(message);
		this.name = "KeyRefusal";
		this.word = word;
	}
}
