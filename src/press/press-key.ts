import { KeyState, type OnScreen } from "../keys/key-state";
import { SetupMark } from "../keys/setup-mark";
import { KeyHold } from "./hold-gesture";
import type { PreparedPress } from "./prepared-press";

/**
 * The state of a key that fires requests: its prepared press, its setup mark and its hold. The lock, adjust and undo
 * keys add theirs.
 */
export class PressKey extends KeyState {
	/** The key's hold, while it is held. */
	public readonly hold: KeyHold;

	/** The key's press as its last event's settings prepared it (see `PressAction.prepare`). */
	public prepared: PreparedPress | undefined;

	/** The key's setup mark. */
	public readonly setup: SetupMark;

	/**
	 * Creates the state of a key.
	 * @param action The key or dial.
	 */
	constructor(action: OnScreen) {
		super(action);
		this.hold = new KeyHold(this);
		// A dial shows no setup mark: its strip says what is wrong when it is turned.
		this.setup = new SetupMark(this.display);
	}

	/**
	 * Draws the key's face again, clear of the user's title: its words give way to a title, and come back without one.
	 */
	public override async titleMoved(): Promise<void> {
		await Promise.all([super.titleMoved(), this.setup.recheck()]);
	}

	/**
	 * Ends the hold under way and forgets the setup mark.
	 */
	protected override end(): void {
		this.hold.cancel();
		this.setup.forget();
	}
}
