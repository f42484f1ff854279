import streamDeck, {
	type DialAction,
	type DialDownEvent,
	type DidReceiveSettingsEvent,
	type KeyAction,
	type KeyDownEvent,
	SingletonAction,
	type TouchTapEvent,
	type WillAppearEvent,
	type WillDisappearEvent,
} from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ChannelCompanionClient } from "../../api/client";
import { parseInteger } from "../../api/validation";
import { KeyDisplay } from "../../feedback/key-display";
import { renderKeyFace, svgDataUrl } from "../../feedback/key-face";
import { showFailure } from "../../feedback/press-feedback";
import { shortReason } from "../../feedback/reasons";
import { fillTitleTemplate } from "../../feedback/title-template";
import { SharedPoller } from "../../polling/shared-poller";
import { channelIdentity, clientFor, type KeyOverride } from "../../settings/api-client";
import { globalSettings } from "../../settings/global-settings";

/** Settings every display action has. */
export type DisplaySettings = KeyOverride & {
	/** Seconds between refreshes while the key is visible; default 60, at least 5. */
	refreshSeconds?: number | string;
	/** The key's title, e.g. `{name}: {value}`; empty leaves the title to the user (the image shows the value). */
	titleTemplate?: string;
};

/** Refresh interval of a display key that does not say. */
export const DEFAULT_REFRESH_SECONDS = 60;
/** Shortest refresh interval; a smaller setting counts as this. */
export const MIN_REFRESH_SECONDS = 5;
/** Quiet time after a settings change before a key follows it, so typing a viewer or a key costs one request. */
export const SETTINGS_SETTLE_MS = 400;
/** Longest refresh interval, a day; a larger setting counts as this. */
export const MAX_REFRESH_SECONDS = 86_400;

/** What a display key asks the API for: checked parameters and the read itself. */
export type DisplayRequest<V> = {
	/** The parameters, as a stable string: keys with equal parameters share one poll. */
	parameters: string;
	/** Reads the value once. */
	read(client: ChannelCompanionClient): Promise<V>;
};

/** What a display key shows of one value. */
export type DisplayedValue = {
	/** Small line above the value: whose or what value it is. */
	label: string;
	/** The value, as the key shows it. */
	value: string;
	/** A corner mark, e.g. `#2` for a rank. */
	badge?: string;
	/** What the placeholders of a title template stand for, e.g. `name` and `value`. */
	fields: Record<string, string>;
};

/** What a dial's touch strip shows of a value. */
export type StripText = {
	/** Top line: what is shown. */
	title: string;
	/** Large line: the value. */
	value: string;
	/** Fill of the strip's bar, 0 to 100, when the value has a natural scale. */
	indicator?: number;
};

/** One visible display key. */
type VisibleKey<T extends JsonObject, V> = {
	/** The key or dial to draw on. */
	action: DialAction<T> | KeyAction<T>;
	/** The key's settings as last seen. */
	settings: T;
	/** The poll the key follows, while it follows one. */
	requestKey?: string;
	/** What the key shows of the last value read, kept to mark it stale when a refresh fails. */
	shown?: DisplayedValue;
	/** The last value read, kept to redraw it when only the way it is shown changed. */
	value?: V;
	/** The refresh interval the key's subscription asked for. */
	intervalMs?: number;
	/** Whether the value shown could not be refreshed. */
	stale?: boolean;
	/** Follows a settings change once typing paused. */
	settling?: NodeJS.Timeout;
	/** Ends the key's subscription to its poll. */
	stop?: () => void;
};

/** One poller for all display actions, so that keys of different actions never interfere but identical ones share. */
const poller = new SharedPoller();

/** Whether the poller already refreshes everything after the computer wakes. */
let refreshesOnWake = false;

/**
 * A key that shows a value read from the API: fetched when it appears, refreshed every `refreshSeconds` while
 * visible, after the computer wakes and when the global settings change, and at once on a press.
 */
export abstract class DisplayAction<T extends DisplaySettings & JsonObject, V> extends SingletonAction<T> {
	/** The keys of this action on screen now, by action ID. */
	readonly #visible = new Map<string, VisibleKey<T, V>>();

	/**
	 * Starts following the global settings and the computer's sleep.
	 */
	constructor() {
		super();
		globalSettings.onChange(() => {
			for (const [id, key] of this.#visible) this.#followSoon(id, key);
		});
		if (!refreshesOnWake) {
			refreshesOnWake = true;
			streamDeck.system.onSystemDidWakeUp(() => poller.refreshAll());
		}
	}

	/**
	 * Colour of the action's family on its key image.
	 * @returns A CSS colour.
	 */
	protected abstract get accent(): string;

	/**
	 * What the action is, for log lines and the touch strip.
	 * @returns E.g. `Warning Count`.
	 */
	protected abstract get label(): string;

	/**
	 * Refreshes at once when the dial is pressed.
	 * @param ev The event.
	 */
	public override async onDialDown(ev: DialDownEvent<T>): Promise<void> {
		await this.refreshNow(ev.action.id, ev.payload.settings);
	}

	/**
	 * Follows new settings from the property inspector.
	 * @param ev The event.
	 */
	public override onDidReceiveSettings(ev: DidReceiveSettingsEvent<T>): void {
		const key = this.#visible.get(ev.action.id);
		if (!key) return;
		key.settings = ev.payload.settings;
		this.#followSoon(ev.action.id, key);
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
	 * Starts showing the value.
	 * @param ev The event.
	 */
	public override async onWillAppear(ev: WillAppearEvent<T>): Promise<void> {
		const key: VisibleKey<T, V> = { action: ev.action, settings: ev.payload.settings };
		this.#visible.set(ev.action.id, key);
		await globalSettings.ready().catch(() => undefined);
		if (this.#visible.get(ev.action.id) === key) this.#follow(ev.action.id, key);
	}

	/**
	 * Stops polling for a key that left.
	 * @param ev The event.
	 */
	public override onWillDisappear(ev: WillDisappearEvent<T>): void {
		clearTimeout(this.#visible.get(ev.action.id)?.settling);
		this.#visible.get(ev.action.id)?.stop?.();
		this.#visible.delete(ev.action.id);
		KeyDisplay.release(ev.action.id);
	}

	/**
	 * What the key shows of a value.
	 * @param value The value read.
	 * @param settings The key's settings.
	 * @returns The label, value and template fields.
	 */
	protected abstract describe(value: V, settings: T): DisplayedValue;

	/**
	 * Checks the settings and describes the request; throws an invalid-input error for bad settings.
	 * @param settings The key's settings.
	 * @returns The request.
	 */
	protected abstract request(settings: T): DisplayRequest<V>;

	/**
	 * Refreshes a key's value at once, with new settings: the key shows the new value, or alerts with the reason.
	 * @param id The key's context.
	 * @param settings The key's settings now.
	 */
	protected async refreshNow(id: string, settings: T): Promise<void> {
		const key = this.#visible.get(id);
		if (!key) return;
		key.settings = settings;
		clearTimeout(key.settling);
		try {
			const request = this.request(key.settings);
			const requestKey = this.#requestKey(key.settings, request);
			if (requestKey !== key.requestKey || !key.stop) this.#follow(id, key);
			await poller.refresh(requestKey);
		} catch (error) {
			await showFailure(key.action, error, this.label);
		}
	}

	/**
	 * The settings of a key on screen, as last received.
	 * @param id The key's context.
	 * @returns Its settings, or `undefined` when the key is not on screen.
	 */
	protected settingsOf(id: string): T | undefined {
		return this.#visible.get(id)?.settings;
	}

	/**
	 * What a dial's touch strip shows for a value; by default the action's name over the label and value.
	 * @param value The value read.
	 * @param settings The dial's settings.
	 * @returns The layout's `title` and `value` texts.
	 */
	protected stripFeedback(value: V, settings: T): StripText {
		const shown = this.describe(value, settings);
		return { title: this.label, value: `${shown.label} ${shown.value}` };
	}

	/**
	 * (Re)subscribes a key to the poll its current settings describe.
	 * @param id The key's context.
	 * @param key The key.
	 */
	#follow(id: string, key: VisibleKey<T, V>): void {
		let request: DisplayRequest<V>;
		try {
			request = this.request(key.settings);
		} catch (error) {
			key.stop?.();
			key.stop = undefined;
			key.requestKey = undefined;
			key.shown = undefined;
			key.value = undefined;
			this.#showProblem(key, error);
			return;
		}
		const requestKey = this.#requestKey(key.settings, request);
		const intervalMs = refreshIntervalMs(key.settings.refreshSeconds);
		if (requestKey === key.requestKey && intervalMs === key.intervalMs && key.stop) {
			if (key.value !== undefined) this.#showValue(key, key.value, key.stale);
			return;
		}
		key.stop?.();
		if (requestKey !== key.requestKey && key.requestKey !== undefined) this.#forgetValue(key);
		key.requestKey = requestKey;
		key.intervalMs = intervalMs;
		const settings = key.settings;
		key.stop = poller.subscribe(requestKey, async () => request.read(await clientFor(settings)), id, {
			intervalMs,
			onValue: (value) => this.#showValue(key, value as V),
			onError: (error) => this.#showProblem(key, error),
		});
	}

	/**
	 * Follows a settings change once the settings stopped changing for a moment.
	 * @param id The key's context.
	 * @param key The key.
	 */
	#followSoon(id: string, key: VisibleKey<T, V>): void {
		clearTimeout(key.settling);
		key.settling = setTimeout(() => {
			key.settling = undefined;
			if (this.#visible.get(id) === key) this.#follow(id, key);
		}, SETTINGS_SETTLE_MS);
	}

	/**
	 * Drops the value a key showed for other settings, so it never passes for the new request's value.
	 * @param key The key.
	 */
	#forgetValue(key: VisibleKey<T, V>): void {
		key.shown = undefined;
		key.value = undefined;
		key.stale = false;
		if (key.action.isKey()) key.action.setImage().catch(() => undefined);
	}

	/**
	 * The identity of a request: action, channel and parameters.
	 * @param settings The key's settings.
	 * @param request The request.
	 * @returns A string, kept in memory only.
	 */
	#requestKey(settings: T, request: DisplayRequest<V>): string {
		return `${this.manifestId}|${channelIdentity(settings)}|${request.parameters}`;
	}

	/**
	 * Shows why a key has no fresh value: the last value marked stale, or the short reason when there is none.
	 * @param key The key.
	 * @param error Why.
	 */
	#showProblem(key: VisibleKey<T, V>, error: unknown): void {
		const action = key.action;
		if (!action.isKey()) {
			action.setFeedback({ status: shortReason(error) }).catch(() => undefined);
			return;
		}
		if (key.shown) {
			key.stale = true;
			const face = renderKeyFace({ accent: this.accent, ...key.shown, stale: true });
			action.setImage(svgDataUrl(face)).catch(() => undefined);
			return;
		}
		action.setImage().catch(() => undefined);
		KeyDisplay.of(action)
			.setTitle(shortReason(error))
			.catch(() => undefined);
	}

	/**
	 * Draws a value: the key image, and the title from the user's template (none by default).
	 * @param key The key.
	 * @param value The value read.
	 * @param stale Whether a later refresh failed.
	 */
	#showValue(key: VisibleKey<T, V>, value: V, stale = false): void {
		key.value = value;
		key.stale = stale;
		const action = key.action;
		if (!action.isKey()) {
			action.setFeedback({ ...this.stripFeedback(value, key.settings), status: "" }).catch(() => undefined);
			return;
		}
		const shown = this.describe(value, key.settings);
		key.shown = shown;
		const title = fillTitleTemplate(key.settings.titleTemplate, shown.fields);
		KeyDisplay.of(action)
			.setTitle(title)
			.catch(() => undefined);
		action.setImage(svgDataUrl(renderKeyFace({ accent: this.accent, ...shown, stale }))).catch(() => undefined);
	}
}

/**
 * Reads `refreshSeconds`: default 60, values below 5 count as 5 and above a day as a day, bad values take the
 * default.
 * @param value The raw setting.
 * @returns Milliseconds.
 */
export function refreshIntervalMs(value: unknown): number {
	let seconds = DEFAULT_REFRESH_SECONDS;
	try {
		seconds = parseInteger(value, "refreshSeconds", { fallback: DEFAULT_REFRESH_SECONDS });
	} catch {
		// A bad interval is not worth a broken key: keep the default.
	}
	return Math.min(Math.max(seconds, MIN_REFRESH_SECONDS), MAX_REFRESH_SECONDS) * 1000;
}
