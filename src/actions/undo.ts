import { type KeyAction, type WillAppearEvent, type WillDisappearEvent } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { clientFor, writeIdentity } from "../channels/channel-clients";
import { globalSettings } from "../channels/global-settings";
import type { ShownAction } from "../channels/saved-settings";
import type { ValuesOf } from "../contract/action-spec";
import { undoSpec } from "../contract/specs/undo";
import { readSettings, type SettingsRead } from "../keys/settings-read";
import { type Press, PressAction } from "../press/press-action";
import { ignoreIfKeyGone } from "../render/key-gone";
import { KeyRefusal } from "../render/key-refusal";
import { changeHistory, type UndoPreview } from "../undo/change-history";
import { undoKeyImage } from "../undo/undo-face";
import { FAMILIES } from "../widgets/widget-family";

/** The settings of an undo key, parsed. */
type UndoValues = ValuesOf<typeof undoSpec>;

/** An undo key on screen. */
type UndoKey = {
	/** The key. */
	action: KeyAction<JsonObject>;
	/** Its settings as last read. */
	read: SettingsRead<UndoValues>;
	/** Draws the key again when the oldest change it counts leaves its window. */
	expiry?: NodeJS.Timeout;
};

/**
 * Undo: reverts the newest goal or streamathon add or remove that this plugin sent, the API accepted, and that is still
 * within `windowSeconds`, one request per press, with the key of the change (its channel). The key shows what its next
 * press would undo, and how many it could.
 */
export class Undo extends PressAction<typeof undoSpec> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = undoSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = undoSpec;

	/** Undo keys on screen, by context. */
	readonly #keys = new Map<string, UndoKey>();

	/**
	 * Starts following the history: every undo key shows its next undo.
	 */
	constructor() {
		super();
		const redraw = (): void => {
			for (const key of this.#keys.values()) void this.#draw(key);
		};
		changeHistory.onChange(redraw);
		// A channel's identity holds its keys: new connection settings change what the next press can undo.
		globalSettings.onChange(redraw);
	}

	/**
	 * Shows the next undo with new settings, from the inspector or saved by the plugin.
	 * @param action The key.
	 * @param settings Its new settings.
	 */
	public override async followSavedSettings(action: ShownAction, settings: JsonObject): Promise<void> {
		if (action.isKey() && !action.isInMultiAction()) await this.#follow(action, settings);
	}

	/**
	 * Shows the next undo.
	 * @param ev The event.
	 */
	public override async onWillAppear(ev: WillAppearEvent<JsonObject>): Promise<void> {
		if (ev.action.isKey() && !ev.payload.isInMultiAction) await this.#follow(ev.action, ev.payload.settings);
	}

	/**
	 * Forgets a key that left.
	 * @param ev The event.
	 */
	public override onWillDisappear(ev: WillDisappearEvent<JsonObject>): void {
		clearTimeout(this.#keys.get(ev.action.id)?.expiry);
		this.#keys.delete(ev.action.id);
		super.onWillDisappear(ev);
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
	protected override async send(press: Press<UndoValues>): Promise<void> {
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
	 */
	async #draw(key: UndoKey): Promise<void> {
		clearTimeout(key.expiry);
		key.expiry = undefined;
		const preview = key.read.ok ? this.#preview(key.read.values) : undefined;
		if (preview?.expiresAt !== undefined) {
			const wait = Math.max(0, preview.expiresAt - Date.now()) + 50;
			key.expiry = setTimeout(() => void this.#draw(key), wait);
		}
		await ignoreIfKeyGone(this.drawKey(key.action, key.read));
	}

	/**
	 * Remembers a key on screen and draws it.
	 * @param action The key.
	 * @param settings Its settings.
	 */
	async #follow(action: KeyAction<JsonObject>, settings: JsonObject): Promise<void> {
		const read = readSettings(this.spec, settings);
		const key = this.#keys.get(action.id) ?? { action, read };
		key.read = read;
		this.#keys.set(action.id, key);
		await this.#draw(key);
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
