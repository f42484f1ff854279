import type { KeyDownEvent, KeyUpEvent, WillAppearEvent } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { globalSettings } from "../channels/global-settings";
import type { ActionSpec, ValuesOf } from "../contract/action-spec";
import { holdModeOf, type HoldValues } from "../contract/hold-fields";
import { CompanionAction } from "../keys/companion-action";
import type { OnScreen } from "../keys/key-state";
import type { PressChannel } from "../keys/press-channel";
import { afterFeedback, showFailure, showSuccess } from "../keys/press-feedback";
import { type SettingsRead, valuesOf } from "../keys/settings-read";
import { accentOf } from "../render/endpoint-accent";
import { actionGlyph } from "../render/manifest-images";
import { PendingSign } from "../render/pending-sign";
import { holdFace, type HoldLook } from "./hold-gesture";
import { PreparedPress } from "./prepared-press";
import { PressKey } from "./press-key";
import { namedKeyImage, type PressNaming, showsNames } from "./press-naming";

/** What fired a press. */
export type Gesture =
	| {
			/** A dial pushed, or its touch strip tapped. */
			kind: "push";
	  }
	| {
			/** A dial turned. */
			kind: "turn";
			/** The ticks the request carries, signed. */
			times: number;
	  }
	| {
			/** A key: pressed, held, or tapped. */
			kind: "key";
			/** 1 adds; −1 is a hold that removes (`holdAction: remove`). */
			times: -1 | 1;
			/** What the app sent with the key-down: the key's state, a multi-action step's desired state. */
			payload: KeyDownEvent<JsonObject>["payload"];
	  };

/** One press as an action's steps receive it: the key, its settings, its channel and what fired it. */
export type Press<V, K extends PressKey = PressKey> = {
	/** The key's state; its `action` is the key or dial pressed. */
	key: K;
	/** Its settings, parsed. */
	values: V;
	/** Its channel. */
	channel: PressChannel;
	/** What fired it. */
	gesture: Gesture;
};

/**
 * A key that fires when pressed — at once, or once held — and shows the setup mark while it is not ready: the press
 * kind of {@link CompanionAction}, which the one-request, lock and widget-adjust kinds specialise. A press is one
 * sequence, {@link PressAction.fire}: the key's prepared settings and channel, the pending sign, the request
 * ({@link PressAction.send}), one success or failure signal, then the bookkeeping for undo ({@link PressAction.record}).
 * The kinds and actions fill in those steps.
 * @template S The action's spec.
 * @template K The state of its keys.
 * @template A What its request answers, for the steps after it.
 */
export abstract class PressAction<
	S extends ActionSpec,
	K extends PressKey = PressKey,
	A = void,
> extends CompanionAction<S, K> {
	/**
	 * Runs the press at once, or starts a hold when the key's `activation` is `hold` (or a hold removes).
	 * @param ev The event.
	 * @returns Settles once the press ran, or its hold started.
	 */
	public override onKeyDown(ev: KeyDownEvent<JsonObject>): Promise<void> {
		const key = this.stateOf(ev.action);
		const prepared = this.prepare(key, ev.payload.settings);
		const { mode } = prepared;
		const keyGesture = (times: -1 | 1): Gesture => ({ kind: "key", times, payload: ev.payload });
		// A multi-action step fires at once; so does a key that cannot send (bad settings, a channel refused): it fails
		// with `Setup` on key-down instead of starting a hold it could never finish.
		if (
			!ev.action.isKey() ||
			ev.payload.isInMultiAction ||
			mode === undefined ||
			mode.kind === "press" ||
			!this.#canSend(prepared)
		) {
			return this.fire(key, prepared, keyGesture(1));
		}
		const removes = mode.kind === "tap-or-remove";
		const look = this.holdLook?.(valuesOf(prepared.read), removes ? -1 : 1) ?? { accent: accentOf(this.spec.endpoint) };
		return key.hold.start({
			holdMs: mode.holdMs,
			face: (progress) => holdFace(look, progress),
			held: () => this.fire(key, prepared, keyGesture(removes ? -1 : 1)),
			tapped: removes ? () => this.fire(key, prepared, keyGesture(1)) : undefined,
		});
	}

	/**
	 * Ends a hold: released too early, the key says `Hold` and sends nothing (or taps, when a hold removes).
	 * @param ev The event.
	 */
	public override async onKeyUp(ev: KeyUpEvent<JsonObject>): Promise<void> {
		if (ev.action.isKey()) await this.keyOf(ev.action.id)?.hold.release();
	}

	/**
	 * Shows the setup mark on a key whose settings are invalid or whose channel lacks what it needs.
	 * @param ev The event.
	 */
	public override async onWillAppear(ev: WillAppearEvent<JsonObject>): Promise<void> {
		const key = this.adopt(this.createKey(ev.action));
		if (ev.action.isKey() && !ev.payload.isInMultiAction) await this.drawKey(key, this.read(ev.payload.settings));
	}

	/**
	 * Sends the press's request; throws to fail the press.
	 * @param press The press.
	 * @returns What the steps after it need of the answer.
	 */
	protected abstract send(press: Press<ValuesOf<S>, K>): Promise<A>;

	/**
	 * Checks a key again when the connection settings change.
	 * @param key The key.
	 */
	protected override async channelsChanged(key: K): Promise<void> {
		await key.setup.recheck();
	}

	/**
	 * Makes the state of a key; the kinds whose keys keep more make their own.
	 * @param action The key.
	 * @returns The state.
	 */
	protected createKey(action: OnScreen): K {
		return new PressKey(action) as K;
	}

	/**
	 * Draws a key: the setup mark while it is not ready to send, otherwise its own face (or its icon).
	 * @param key The key.
	 * @param read Its settings, read once by the event.
	 * @returns `true` when the key is ready.
	 */
	protected drawKey(key: K, read: SettingsRead<ValuesOf<S>>): Promise<boolean> {
		const face = read.ok && showsNames(read.values) ? this.keyFace(read.values, key) : undefined;
		return key.setup.follow({ read, kind: this.spec.apiKeyKind, face });
	}

	/**
	 * Runs one press, top to bottom: the settings, the channel, the pending sign, the request, exactly one success or
	 * failure signal whatever happens, and the bookkeeping for undo once that signal was sent.
	 * @param key The key or dial pressed.
	 * @param prepared Its prepared press.
	 * @param gesture What fired it.
	 */
	protected async fire(key: K, prepared: PreparedPress<ValuesOf<S>>, gesture: Gesture): Promise<void> {
		const pending = new PendingSign(key);
		let press: Press<ValuesOf<S>, K> | undefined;
		let answer: A;
		try {
			const values = valuesOf(prepared.read);
			// Only right after start-up: once received, the request leaves in the turn of the key-down.
			if (!globalSettings.received) await globalSettings.ready();
			press = { key, values, channel: prepared.channel(this.spec.apiKeyKind), gesture };
			answer = await this.send(press);
		} catch (error) {
			await pending.end();
			await this.showFailure(key, gesture, error, press?.channel.identity);
			return;
		}
		await pending.end();
		if (!(await this.showAnswer?.(press, answer))) await showSuccess(key);
		afterFeedback(() => this.record?.(press, answer));
	}

	/**
	 * How a key looks while held, when it says more than the action's colour (the widget kinds do).
	 * @param values The key's settings.
	 * @param times What the hold does: 1 fires, −1 removes.
	 * @returns The look.
	 */
	protected holdLook?(values: ValuesOf<S>, times: -1 | 1): HoldLook;

	/**
	 * The image a ready key draws itself (`face: named`): by default its glyph with what {@link PressAction.naming}
	 * says it acts on, drawn clear of the user's title; without a naming the key shows the manifest's icon.
	 * @param values The key's parsed settings.
	 * @param key The key.
	 * @returns Draws the image.
	 */
	protected keyFace(values: ValuesOf<S>, key: K): (() => string) | undefined {
		const naming = this.naming?.(values);
		if (naming === undefined) return undefined;
		const look = { accent: accentOf(this.spec.endpoint), glyph: actionGlyph(this.spec.uuid) };
		return () => namedKeyImage(look, naming, key.display);
	}

	/**
	 * What a key of the action acts on and what its press does to it, for its face: two keys whose targets differ never
	 * look alike.
	 * @param values The key's parsed settings.
	 * @returns The naming, e.g. `{ name: "night owl", deed: "= 500" }`.
	 */
	protected naming?(values: ValuesOf<S>): PressNaming;

	/**
	 * The key's press for an event's settings: the one it has when they did not change, else a new one.
	 * @param key The key.
	 * @param settings The event's settings.
	 * @returns The prepared press.
	 */
	protected prepare(key: K, settings: JsonObject): PreparedPress<ValuesOf<S>> {
		// A key belongs to one action: what it keeps was prepared with this action's spec.
		const kept = key.prepared as PreparedPress<ValuesOf<S>> | undefined;
		if (kept?.holdsFor(settings)) return kept;
		const read = this.read(settings);
		// Every press action's spec has the hold fields (`PRESS_FIELDS`).
		const mode = read.ok ? holdModeOf(read.values as unknown as HoldValues) : undefined;
		const prepared = new PreparedPress(settings, read, mode);
		key.prepared = prepared;
		return prepared;
	}

	/**
	 * Keeps what a press changed for undo, once its signal was sent, for the actions whose changes undo reverts.
	 * @param press The press.
	 * @param answer What its request answered.
	 */
	protected record?(press: Press<ValuesOf<S>, K>, answer: A): void;

	/**
	 * Shows new settings: the setup mark while they are invalid or the channel lacks what the key needs.
	 * @param action The key.
	 * @param settings Its new settings.
	 */
	protected override async settingsChanged(action: OnScreen, settings: JsonObject): Promise<void> {
		if (!action.isKey() || action.isInMultiAction()) return;
		await this.drawKey(this.stateOf(action), this.read(settings));
	}

	/**
	 * Tells the user a press failed: the app's alert, the short reason on the key (on a dial's strip), a log line.
	 * @param key The key or dial.
	 * @param gesture What fired the press.
	 * @param error What went wrong.
	 * @param channel The write identity of the channel the request went to, when it got that far.
	 */
	protected async showFailure(key: K, gesture: Gesture, error: unknown, channel: string | undefined): Promise<void> {
		await showFailure(key, error, this.spec.name, channel);
	}

	/**
	 * Shows what a press changed on the pressed key itself, for the kinds whose press changes what the key shows (a
	 * lock key's state, a dial's strip): that is then the press's one success signal, and no check mark follows.
	 * @param press The press.
	 * @param answer What its request answered.
	 * @returns `true` when it showed the success.
	 */
	protected showAnswer?(press: Press<ValuesOf<S>, K>, answer: A): Promise<boolean>;

	/**
	 * Whether a key's channel could take its press now: `false` once the global settings are known and its channel is
	 * refused (no API key of the kind it needs, an unusable 0.1 key, no base URL). Before they are known it may.
	 * @param prepared The key's prepared press.
	 * @returns `false` when the press can only fail (with `Setup`).
	 */
	#canSend(prepared: PreparedPress<ValuesOf<S>>): boolean {
		if (!globalSettings.received) return true;
		try {
			prepared.channel(this.spec.apiKeyKind);
			return true;
		} catch {
			// The press fires at once and shows the refusal.
			return false;
		}
	}

	/**
	 * The state of a key, made for one that was not seen appearing (a step of a multi-action pressed at once).
	 * @param action The key.
	 * @returns Its state.
	 */
	protected stateOf(action: OnScreen): K {
		return this.keyOf(action.id) ?? this.adopt(this.createKey(action));
	}
}
