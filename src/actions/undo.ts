import { clientFor, writeIdentity } from "../channels/channel-clients";
import type { ValuesOf } from "../contract/action-spec";
import { undoSpec } from "../contract/specs/undo";
import type { OnScreen } from "../keys/key-state";
import type { SettingsRead } from "../keys/settings-read";
import { type Press, PressAction } from "../press/press-action";
import { PressKey } from "../press/press-key";
import { ignoreIfKeyGone } from "../render/key-gone";
import { KeyRefusal } from "../render/key-refusal";
import { changeHistory, type UndoPreview } from "../undo/change-history";
import { undoKeyImage } from "../undo/undo-face";
import { FAMILIES } from "../widgets/widget-family";

/** The settings of an undo key, parsed. */
type UndoValues = ValuesOf<typeof undoSpec>;

/** An undo key on screen: what every press key keeps, and what it shows. */
class UndoKey extends PressKey {
	/** Draws the key again when the oldest change it counts leaves its window. */
	public expiry?: NodeJS.Timeout;
	/** Its settings as last read; `undefined` until it is drawn. */
	public read: SettingsRead<UndoValues> | undefined;

	/**
	 * Stops the drawing planned for when a change expires, and what every press key ends.
	 */
	protected override end(): void {
		clearTimeout(this.expiry);
		super.end();
	}
}

/**
 * Undo: reverts the newest goal or streamathon add or remove that this plugin sent, the API accepted, and that is still
 * within `windowSeconds`, one request per press, with the API key of the change's channel. The key shows what its next
 * press would undo, and how many it could.
 */
export class Undo extends PressAction<typeof undoSpec, UndoKey> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = undoSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = undoSpec;

	/**
	 * Starts following the history: every undo key shows its next undo.
	 */
	constructor() {
		super();
		changeHistory.onChange(() => {
			for (const key of this.keys()) void this.#draw(key);
		});
	}

	/**
	 * Shows the next undo: a channel's identity holds its API keys, so new connection settings change what the next
	 * press can undo.
	 * @param key The key.
	 */
	protected override async channelsChanged(key: UndoKey): Promise<void> {
		await this.#draw(key);
	}

	/**
	 * Makes the state of an undo key.
	 * @param action The key.
	 * @returns The state.
	 */
	protected override createKey(action: OnScreen): UndoKey {
		return new UndoKey(action);
	}

	/**
	 * Shows the next undo with new settings, from the inspector or saved by the plugin.
	 * @param key The key.
	 * @param read Its new settings, read once.
	 * @returns `true` when the key is ready.
	 */
	protected override async drawKey(key: UndoKey, read: SettingsRead<UndoValues>): Promise<boolean> {
		key.read = read;
		return this.#draw(key);
	}

	/**
	 * Draws what the next press would undo.
	 * @param values The key's settings.
	 * @returns Draws the image.
	 */
	protected override keyFace(values: UndoValues): () => string {
		return () => undoKeyImage(this.#preview(values));
	}

	/**
	 * Undoes the newest change of the key's channel within its window; throws `Empty` when there is none. The undo goes
	 * with the change's own client, not the key's.
	 * @param press The key's settings and its channel.
	 */
	protected override async send(press: Press<UndoValues, UndoKey>): Promise<void> {
		const { channel, values } = press;
		const change = changeHistory.take(channel.identity, values.windowSeconds * 1000);
		if (!change) throw new KeyRefusal("Empty", "Nothing to undo.");
		let undone = false;
		try {
			await FAMILIES[change.family].adjust(await clientFor(change.source), change.widgetId, -change.change);
			undone = true;
		} finally {
			changeHistory.settle(change, undone);
		}
	}

	/**
	 * Draws what a key's next press would undo (or the setup mark while it is not ready), and plans the next drawing for
	 * when its oldest change expires.
	 * @param key The key.
	 * @returns `true` when the key is ready.
	 */
	async #draw(key: UndoKey): Promise<boolean> {
		const { read } = key;
		// A key not drawn yet (a step of a multi-action) shows nothing of its own.
		if (read === undefined || key.disposed) return false;
		clearTimeout(key.expiry);
		key.expiry = undefined;
		const preview = read.ok ? this.#preview(read.values) : undefined;
		if (preview?.expiresAt !== undefined) {
			const wait = Math.max(0, preview.expiresAt - Date.now()) + 50;
			key.expiry = setTimeout(() => void this.#draw(key), wait);
		}
		let ready = false;
		await ignoreIfKeyGone(super.drawKey(key, read).then((valid) => (ready = valid)));
		return ready;
	}

	/**
	 * What an undo key's next press would undo.
	 * @param values The key's settings.
	 * @returns The preview.
	 */
	#preview(values: UndoValues): UndoPreview {
		return changeHistory.preview(writeIdentity(values), values.windowSeconds * 1000);
	}
}
