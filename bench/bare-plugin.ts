/**
 * The bench's floor: the least a Stream Deck plugin can do per press on the same SDK, built the way ours is (one
 * rollup bundle, minified: `bench/bare-build.ts`) and sending its request through the same HTTP client
 * (`src/api/http-transport.ts`, a kept-alive `node:http` request). One action: on keyDown, one request to
 * `settings.url`, then `showOk` (any 2xx) or `showAlert`; on appear, `settings.title` as the title.
 */
import streamDeck, { type KeyDownEvent, SingletonAction, type WillAppearEvent } from "@elgato/streamdeck";

import { sendHttp } from "../src/api/http-transport";

/** The bare action's settings. */
type BareSettings = {
	/** Shown as the title when the key appears. */
	title?: string;
	/** Requested on every press. */
	url?: string;
	/** Method of that request; POST unless set. */
	method?: "GET" | "POST";
};

/** How long a request may take, as in our client. */
const TIMEOUT_MS = 10_000;

/**
 * Sends one request per key press and shows the outcome on the key.
 */
class RequestAction extends SingletonAction<BareSettings> {
	/** UUID of the action in the manifest. */
	public override readonly manifestId = "com.channel.bare.fetch";

	/**
	 * Sends the configured request once and shows OK or an alert.
	 * @param ev The event.
	 */
	public override async onKeyDown(ev: KeyDownEvent<BareSettings>): Promise<void> {
		const { url, method } = ev.payload.settings;
		try {
			const answer = await sendHttp(method ?? "POST", url ?? "", TIMEOUT_MS);
			if (answer.status >= 200 && answer.status < 300) {
				await ev.action.showOk();
			} else {
				await ev.action.showAlert();
			}
		} catch (error) {
			streamDeck.logger.warn(`request failed: ${error instanceof Error ? error.message : String(error)}`);
			await ev.action.showAlert();
		}
	}

	/**
	 * Shows the configured title, if any.
	 * @param ev The event.
	 */
	public override async onWillAppear(ev: WillAppearEvent<BareSettings>): Promise<void> {
		if (typeof ev.payload.settings.title === "string") {
			await ev.action.setTitle(ev.payload.settings.title);
		}
	}
}

streamDeck.actions.registerAction(new RequestAction());
await streamDeck.connect();
