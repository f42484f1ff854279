import streamDeck, {
	type DialAction,
	type DialDownEvent,
	type KeyAction,
	type KeyDownEvent,
	type TouchTapEvent,
	type WillAppearEvent,
} from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { channelIdentity, channelLabel, clientFor, writeIdentity } from "../channels/channel-clients";
import { globalSettings } from "../channels/global-settings";
import type { ActionSpec, ValuesOf } from "../contract/action-spec";
import { CompanionAction } from "../keys/companion-action";
import type { KeyState, OnScreen } from "../keys/key-state";
import { showFailure, showSuccess } from "../keys/press-feedback";
import { valuesOf } from "../keys/settings-read";
import { accentOf } from "../render/endpoint-accent";
import { ignoreIfKeyGone } from "../render/key-gone";
import { PendingSign } from "../render/pending-sign";
import { describeError, passesWhenAnswered, shortReason } from "../render/reasons";
import { fitNameAndValue, fitStripLine, STRIP_FONTS } from "../render/text-width";
import { DisplayKey, type Subscribe } from "./display-key";
import { displayPoller, displayReadWorked } from "./display-poller";
import type { DisplayPolls, DisplayRequest, RefreshOutcome, RequestSource } from "./display-request";
import type { DisplaySettings } from "./display-settings";
import { type DisplayedValue, type DisplayLook, KeyRenderer, type StripText } from "./key-renderer";
import { KeySubscription } from "./key-subscription";

export {
	DEFAULT_REFRESH_SECONDS,
	type DisplaySettings,
	MAX_REFRESH_SECONDS,
	MIN_REFRESH_SECONDS,
	refreshIntervalMs,
} from "./display-settings";
export type { DisplayedValue, StripText } from "./key-renderer";
export type { DisplayRequest } from "./display-request";
export { SETTINGS_SETTLE_MS } from "./key-subscription";

/**
 * A key that shows a value read from the API: fetched when it appears, refreshed every `refreshSeconds` while
 * visible, after the computer wakes and when the global settings change, and at once on a press: the display kind of
 * {@link CompanionAction}. This class only turns the app's events into calls: each key's {@link KeySubscription}
 * follows its poll and its {@link KeyRenderer} draws.
 */
export abstract class DisplayAction<
	S extends ActionSpec,
	T extends DisplaySettings & JsonObject,
	V,
	K extends DisplayKey<T, V> = DisplayKey<T, V>,
> extends CompanionAction<S, K, T> {
	/** How the action shows its values, as its keys' renderers ask for it. */
	readonly #look: DisplayLook<T, V> = {
		accent: () => accentOf(this.spec.endpoint),
		describe: (value, settings) => ({ ...this.describe(value, settings), channel: channelLabel(settings) }),
		strip: (value, settings) => this.stripFeedback(value, settings),
		reason: (error) => shortReason(error),
	};

	/** The polls the keys follow. */
	readonly #polls: DisplayPolls;

	/** The action's requests, as its keys' subscriptions ask for them. */
	readonly #source: RequestSource<T, V> = {
		// Each settings event's settings are read once: the subscription keeps the request they describe.
		request: (settings) => this.request(valuesOf(this.read(settings))),
		identify: (settings, request) => `${this.manifestId}|${channelIdentity(settings)}|${request.parameters}`,
		channelOf: (settings) => writeIdentity(settings),
		read: async (request, settings, need) => {
			const value = await request.read(await clientFor(settings), need);
			displayReadWorked();
			return value;
		},
		label: (request) => `${this.spec.name} ${request.parameters}`,
	};

	/**
	 * Makes a display action.
	 * @param polls The polls keys follow; by default the poller all display actions share.
	 */
	constructor(polls: DisplayPolls = displayPoller()) {
		super();
		this.#polls = polls;
	}

	/**
	 * Refreshes at once when the dial is pressed.
	 * @param ev The event.
	 */
	public override async onDialDown(ev: DialDownEvent<T>): Promise<void> {
		await this.refreshNow(ev.action.id, ev.payload.settings);
	}

	/**
	 * Refreshes at once: the key shows the new value, or alerts with the reason.
	 * @param ev The event.
	 */
	public override async onKeyDown(ev: KeyDownEvent<T>): Promise<void> {
		await this.refreshNow(ev.action.id, ev.payload.settings);
	}

	/**
	 * Refreshes at once when the touch strip is tapped.
	 * @param ev The event.
	 */
	public override async onTouchTap(ev: TouchTapEvent<T>): Promise<void> {
		await this.refreshNow(ev.action.id, ev.payload.settings);
	}

	/**
	 * Starts showing the value, once the global settings are known.
	 * @param ev The event.
	 */
	public override async onWillAppear(ev: WillAppearEvent<T>): Promise<void> {
		const { action } = ev;
		const key = this.adopt(this.createKey(action, (state) => this.#subscribe(state, ev.payload.settings)));
		const { subscription } = key;
		try {
			await globalSettings.ready();
		} catch (error) {
			// The key follows all the same: its reads wait for the settings again, and the key shows `Setup` if they
			// still do not come.
			streamDeck.logger.warn(`${this.spec.name}: ${describeError(error)}`);
		}
		if (this.keyOf(action.id) === key) subscription.follow();
	}

	/**
	 * What the key shows of a value.
	 * @param value The value read.
	 * @param settings The key's settings.
	 * @returns The label, value and template fields.
	 */
	protected abstract describe(value: V, settings: T): DisplayedValue;

	/**
	 * Describes the request of a key's settings.
	 * @param values The key's settings, parsed.
	 * @returns The request.
	 */
	protected abstract request(values: ValuesOf<S>): DisplayRequest<V>;

	/**
	 * Follows a key's channel once the connection settings changed and settled.
	 * @param key The key.
	 */
	protected override channelsChanged(key: K): void {
		key.subscription.followChannels();
	}

	/**
	 * Makes the state of a display key; the kinds whose keys keep more make their own.
	 * @param action The key or dial.
	 * @param subscribe Makes what it follows, with its display.
	 * @returns The state.
	 */
	protected createKey(action: OnScreen<T>, subscribe: Subscribe<T, V>): K {
		return new DisplayKey(action, subscribe) as K;
	}

	/**
	 * Refreshes a key's value at once, with new settings: the key shows the new value, or alerts with the reason.
	 * @param id The key's context.
	 * @param settings The key's settings now.
	 * @param okWhenSame Whether a value that did not change answers with `showOk` (a press), or with nothing (a dial
	 * stepping to another entry, where the entry itself is the answer).
	 */
	protected async refreshNow(id: string, settings: T, okWhenSame = true): Promise<void> {
		const key = this.keyOf(id);
		if (!key) return;
		const pending = new PendingSign(key);
		let outcome: RefreshOutcome<V>;
		try {
			outcome = await key.subscription.refreshNow(settings);
		} catch (error) {
			await pending.end();
			await showFailure(key, error, this.spec.name);
			return;
		}
		await pending.end();
		// A new value is its own answer; the same value again would look like a press that did nothing.
		const { before, after } = outcome;
		if (
			okWhenSame &&
			before !== undefined &&
			after !== undefined &&
			this.#sameShown(key.action, before, after, settings)
		) {
			await showSuccess(key);
		}
	}

	/**
	 * Makes what a key follows and how it draws: its subscription to its value, drawn on its image or its strip.
	 * @param key The key's state.
	 * @param settings Its settings.
	 * @returns The subscription, not following yet.
	 */
	#subscribe(key: KeyState<T>, settings: T): KeySubscription<T, V> {
		const { action } = key;
		// A dial's strip, like a key's image, changes at most 10 times a second.
		const target = action.isKey() ? action : key.strip;
		const renderer = new KeyRenderer<T, V, KeyAction<T>>(
			target,
			this.#look,
			() => key.display,
			// When a strip shows a failure: the channel whose answer takes the word down again.
			(error): string | undefined => (passesWhenAnswered(error) ? writeIdentity(subscription.settings) : undefined),
		);
		const subscription: KeySubscription<T, V> = new KeySubscription<T, V>({
			settings,
			polls: this.#polls,
			source: this.#source,
			drawing: renderer,
			flashProblem: (error) => {
				if (action.isKey()) void ignoreIfKeyGone(key.display.showReason(shortReason(error)));
			},
			// A background refresh that fails shows on the key: diagnostics list it with the key's failures.
			noteFailure: (error) => key.deck.noteFailure(error),
		});
		return subscription;
	}

	/**
	 * Whether two values look the same on a key or strip.
	 * @param action The key or dial.
	 * @param before The value shown before.
	 * @param after The value shown now.
	 * @param settings The key's settings.
	 * @returns `true` when the key or strip shows nothing new.
	 */
	#sameShown(action: DialAction<T> | KeyAction<T>, before: V, after: V, settings: T): boolean {
		const shown = (value: V): string =>
			JSON.stringify(action.isKey() ? this.#look.describe(value, settings) : this.#look.strip(value, settings));
		return shown(before) === shown(after);
	}

	/**
	 * Follows new settings, from the inspector or saved by the plugin, once they stopped changing.
	 * @param action The key or dial.
	 * @param settings Its new settings.
	 */
	protected override settingsChanged(action: OnScreen<T>, settings: T): void {
		this.keyOf(action.id)?.subscription.followSoon(settings);
	}

	/**
	 * The settings of a key on screen, as last received.
	 * @param id The key's context.
	 * @returns Its settings, or `undefined` when the key is not on screen.
	 */
	protected settingsOf(id: string): T | undefined {
		return this.keyOf(id)?.subscription.settings;
	}

	/**
	 * Shows new settings from a value at hand, when one covers them (e.g. a rank inside the list already read).
	 * @param id The key's context.
	 * @param settings The key's settings now.
	 * @returns `true` when the key shows them without a request; `false` when they need a read.
	 */
	protected showFromHand(id: string, settings: T): boolean {
		const key = this.keyOf(id);
		if (!key?.subscription.covers(settings)) return false;
		key.subscription.followNow(settings);
		return true;
	}

	/**
	 * What a dial's touch strip shows for a value; by default what the key shows, and whose or which (the label: the
	 * viewer, the data key), over the value alone, large. As on a key's heading, the words are cut before the label:
	 * two dials of one action set to different targets never read alike, where the value line would cut a name first.
	 * @param value The value read.
	 * @param settings The dial's settings.
	 * @returns The layout's `heading` and `value` texts.
	 */
	protected stripFeedback(value: V, settings: T): StripText {
		const shown = this.describe(value, settings);
		const font = STRIP_FONTS.heading;
		const joined = fitNameAndValue(shown.heading?.words ?? this.spec.name, `· ${shown.label}`, font);
		// No room for the words at all: the label alone, cut only if it does not fit by itself.
		return { heading: joined.startsWith("·") ? fitStripLine(shown.label, font) : joined, value: shown.value };
	}
}
