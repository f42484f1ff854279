/**
 * Runs the presses of each key one after the other, so that a press that depends on the key's state (a lock
 * toggle) sees the state the previous press left, not the one before it.
 */
export class PressQueue {
	/** The last press queued for each key, settled or not. */
	readonly #tails = new Map<string, Promise<void>>();

	/**
	 * Runs a press once the key's earlier presses are done.
	 * @param id The key's context.
	 * @param press The press's work; a throw is passed to the caller, not to later presses.
	 * @returns What the press returned, once it is done.
	 */
	public run<T>(id: string, press: () => Promise<T>): Promise<T> {
		const done = (this.#tails.get(id) ?? Promise.resolve()).then(press);
		const tail = done.then(
			() => undefined,
			() => {
				// Only keeps the chain going: the press's own caller gets its error through `done`.
			},
		);
		this.#tails.set(id, tail);
		void tail.then(() => {
			if (this.#tails.get(id) === tail) this.#tails.delete(id);
		});
		return done;
	}
}
