import streamDeck, {
	type DialAction,
	type DidReceiveSettingsEvent,
	type KeyAction,
	type KeyDownEvent,
	SingletonAction,
	type WillAppearEvent,
	type WillDisappearEvent,
} from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ChannelCompanionClient } from "../../api/client";
import { parseInteger } from "../../api/validation";
import { KeyDisplay } from "../../feedback/key-display";
import { showFailure } from "../../feedback/press-feedback";
import { shortReason } from "../../feedback/reasons";
import { SharedPoller } from "../../polling/shared-poller";
import { channelIdentity, clientFor, type KeyOverride } from "../../settings/api-client";
import { globalSettings } from "../../settings/global-settings";

/** Settings every display action has. */
export type DisplaySettings = KeyOverride & {
	/** Seconds between refreshes while the key is visible; default 60, at least 5. */
	refreshSeconds?: number | string;
};

/** Refresh interval of a display key that does not say. */
export const DEFAULT_REFRESH_SECONDS = 60;
/** Shortest refresh interval; a smaller setting counts as this. */
export const MIN_REFRESH_SECONDS = 5;
/** Appended to a value that could not be refreshed. */
export const STALE_MARK = " ⚠";

/** What a display key asks the API for: checked parameters and the read itself. */
export type DisplayRequest<V> = {
	/** The parameters, as a stable string: keys with equal parameters share one poll. */
	parameters: string;
	/** Reads the value once. */
	read(client: ChannelCompanionClient): Promise<V>;
};

/** The two texts of a dial's touch strip that show a value. */
export type StripText = {
	/** Top line: what is shown. */
	title: string;
	/** Large line: the value. */
	value: string;
};

/** One visible display key. */
type VisibleKey<T extends JsonObject> = {
	/** The key or dial to draw on. */
	action: DialAction<T> | KeyAction<T>;
	/** The key's settings as last seen. */
	settings: T;
	/** The poll the key follows, while it follows one. */
	requestKey?: string;
	/** The last title shown from a fresh value, kept to mark it stale when a refresh fails. */
	title?: string;
	/** Ends the key's subscription to its poll. */
	stop?: () => void;
};

/** One poller for all display actions, so that keys of different actions never interfere but identical ones share. */
const poller = new SharedPoller();

/**
 * A key that shows a value read from the API: fetched when it appears, refreshed every `refreshSeconds` while
 * visible, after the computer wakes and when the global settings change, and at once on a press.
 */
export abstract class DisplayAction<T extends DisplaySettings & JsonObject, V> extends SingletonAction<T> {
	/** The keys of this action on screen now, by action ID. */
	readonly #visible = new Map<string, VisibleKey<T>>();

	/**
	 * Starts following the global settings and the computer's sleep.
	 */
	constructor() {
		super();
		globalSettings.onChange(() => {
			for (const [id, key] of this.#visible) this.#follow(id, key);
		});
		streamDeck.system.onSystemDidWakeUp(() => poller.refreshAll());
	}

	/**
	 * What the action is, for log lines.
	 * @returns E.g. `Warning Count`.
	 */
	protected abstract get label(): string;

	/**
	 * Follows new settings from the property inspector.
	 * @param ev The event.
	 */
	public override onDidReceiveSettings(ev: DidReceiveSettingsEvent<T>): void {
		const key = this.#visible.get(ev.action.id);
		if (!key) return;
		key.settings = ev.payload.settings;
		this.#follow(ev.action.id, key);
	}

	/**
	 * Refreshes at once: the key shows the new value, or alerts with the reason.
	 * @param ev The event.
	 */
	public override async onKeyDown(ev: KeyDownEvent<T>): Promise<void> {
		await this.refreshNow(ev.action.id, ev.payload.settings);
	}

	/**
	 * Starts showing the value.
	 * @param ev The event.
	 */
	public override async onWillAppear(ev: WillAppearEvent<T>): Promise<void> {
		const key: VisibleKey<T> = { action: ev.action, settings: ev.payload.settings };
		this.#visible.set(ev.action.id, key);
		await globalSettings.ready().catch(() => undefined);
		if (this.#visible.get(ev.action.id) === key) this.#follow(ev.action.id, key);
	}

	/**
	 * Stops polling for a key that left.
	 * @param ev The event.
	 */
	public override onWillDisappear(ev: WillDisappearEvent<T>): void {
		this.#visible.get(ev.action.id)?.stop?.();
		this.#visible.delete(ev.action.id);
		KeyDisplay.release(ev.action.id);
	}

	/**
	 * Checks the settings and describes the request; throws an invalid-input error for bad settings.
	 * @param settings The key's settings.
	 * @returns The request.
	 */
	protected abstract request(settings: T): DisplayRequest<V>;

	/**
	 * The title for a value.
	 * @param value The value read.
	 * @param settings The key's settings.
	 * @returns The key's title, one or two short lines.
	 */
	protected abstract title(value: V, settings: T): string;

	/**
	 * Refreshes a key's value at once, with new settings: the key shows the new value, or alerts with the reason.
	 * @param id The key's context.
	 * @param settings The key's settings now.
	 */
	protected async refreshNow(id: string, settings: T): Promise<void> {
		const key = this.#visible.get(id);
		if (!key) return;
		key.settings = settings;
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
	 * What a dial's touch strip shows for a value; by default the action's name over the key's title.
	 * @param value The value read.
	 * @param settings The dial's settings.
	 * @returns The layout's `title` and `value` texts.
	 */
	protected stripFeedback(value: V, settings: T): StripText {
		return { title: this.label, value: this.title(value, settings).replace(/\n/g, " ") };
	}

	/**
	 * (Re)subscribes a key to the poll its current settings describe.
	 * @param id The key's context.
	 * @param key The key.
	 */
	#follow(id: string, key: VisibleKey<T>): void {
		let request: DisplayRequest<V>;
		try {
			request = this.request(key.settings);
		} catch (error) {
			key.stop?.();
			key.stop = undefined;
			key.requestKey = undefined;
			this.#show(key, shortReason(error));
			return;
		}
		const requestKey = this.#requestKey(key.settings, request);
		if (requestKey === key.requestKey && key.stop) return;
		key.stop?.();
		key.requestKey = requestKey;
		const settings = key.settings;
		key.stop = poller.subscribe(requestKey, async () => request.read(await clientFor(settings)), id, {
			intervalMs: refreshIntervalMs(settings.refreshSeconds),
			onValue: (value) => {
				key.title = this.title(value as V, key.settings);
				if (key.action.isKey()) {
					this.#show(key, key.title);
				} else {
					const strip = { ...this.stripFeedback(value as V, key.settings), status: "" };
					key.action.setFeedback(strip).catch(() => undefined);
				}
			},
			onError: (error) => this.#show(key, key.title ? `${key.title}${STALE_MARK}` : shortReason(error)),
		});
	}

	/**
	 * The identity of a request: channel plus parameters plus interval class.
	 * @param settings The key's settings.
	 * @param request The request.
	 * @returns A string, kept in memory only.
	 */
	#requestKey(settings: T, request: DisplayRequest<V>): string {
		return `${this.manifestId}|${channelIdentity(settings)}|${request.parameters}`;
	}

	/**
	 * Puts a title on a key.
	 * @param key The key.
	 * @param title The title.
	 */
	#show(key: VisibleKey<T>, title: string): void {
		const showing = key.action.isKey()
			? KeyDisplay.of(key.action).setTitle(title)
			: key.action.setFeedback({ status: title.replace(/\n/g, " ") });
		showing.catch(() => undefined);
	}
}

/**
 * Reads `refreshSeconds`: default 60, values below 5 count as 5, bad values take the default.
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
	return Math.max(seconds, MIN_REFRESH_SECONDS) * 1000;
}
