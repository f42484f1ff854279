import { type KeyDownEvent, SingletonAction, type WillDisappearEvent } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ChannelCompanionClient } from "../../api/client";
import { KeyDisplay } from "../../feedback/key-display";
import { runPress } from "../../feedback/press-feedback";
import { clientFor, type KeyOverride } from "../../settings/api-client";

/**
 * A key that sends one request per press and answers with the check mark or an alert and a short reason.
 */
export abstract class PressAction<T extends JsonObject & KeyOverride> extends SingletonAction<T> {
	/**
	 * What the action is, for log lines.
	 * @returns E.g. `Goal Add`.
	 */
	protected abstract get label(): string;

	/**
	 * Runs the press.
	 * @param ev The event.
	 */
	public override async onKeyDown(ev: KeyDownEvent<T>): Promise<void> {
		const settings = ev.payload.settings;
		await runPress(ev.action, this.label, async () => this.send(await clientFor(settings), settings, ev));
	}

	/**
	 * Forgets a key that left.
	 * @param ev The event.
	 */
	public override onWillDisappear(ev: WillDisappearEvent<T>): void {
		KeyDisplay.release(ev.action.id);
	}

	/**
	 * Checks the settings and sends the request; throws to fail the press.
	 * @param client The API client for this key.
	 * @param settings The key's settings.
	 * @param ev The press.
	 */
	protected abstract send(client: ChannelCompanionClient, settings: T, ev: KeyDownEvent<T>): Promise<void>;
}
