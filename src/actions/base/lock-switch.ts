import type { AnyAction } from "../../feedback/key-display";
import { runPress } from "../../feedback/press-feedback";
import { PressQueue } from "./press-queue";

/**
 * The work of one lock press: reads the settings, decides which way it goes, sends the request, and says which way it
 * went; throws to fail the press (bad settings alert and send nothing).
 * @param lockedBefore Whether this key or dial last locked its widget; `undefined` when it does not know.
 * @returns `true` when it locked, `false` when it unlocked.
 */
export type LockRequest = (lockedBefore: boolean | undefined) => Promise<boolean>;

/**
 * The lock presses of the keys and dials of one action: one press at a time per key (two quick presses lock, then
 * unlock), and the state each key last left its widget in, so that the next toggle goes the other way.
 */
export class LockSwitch {
	/** Presses of each key or dial, one at a time. */
	readonly #presses = new PressQueue();
	/** Whether each key or dial last locked its widget, by context. */
	readonly #locked = new Map<string, boolean>();

	/**
	 * Forgets a key or dial that left.
	 * @param id Its context.
	 */
	public forget(id: string): void {
		this.#locked.delete(id);
	}

	/**
	 * Runs one lock press after the key's earlier ones: decide, send, remember, show, and exactly one success or
	 * failure signal.
	 * @param action The key or dial pressed.
	 * @param what The action's name, for the log.
	 * @param request Decides and sends.
	 * @param show Shows the new state once the API accepted it, before the success signal (a key's `setState`).
	 * @returns The new state when the API accepted the change; `undefined` when the press failed.
	 */
	public async press(
		action: AnyAction,
		what: string,
		request: LockRequest,
		show?: (locked: boolean) => Promise<void>,
	): Promise<boolean | undefined> {
		let result: boolean | undefined;
		await this.#presses.run(action.id, () =>
			runPress(action, what, async () => {
				const locked = await request(this.#locked.get(action.id));
				this.#locked.set(action.id, locked);
				result = locked;
				await show?.(locked);
			}),
		);
		return result;
	}
}
