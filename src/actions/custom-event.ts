import { action } from "@elgato/streamdeck";

import type { ChannelCompanionClient } from "../api/client";
import { CUSTOM_EVENT_MODES, type CustomEventMode, parseChoice } from "../api/validation";
import type { KeyOverride } from "../settings/api-client";
import { PressAction } from "./base/press-action";

/** Settings of Send Custom Event. */
export type CustomEventSettings = KeyOverride & {
	/** The event's value; in `json` mode a JSON array of strings. */
	value?: string;
	/** `path` (default), `data` (also as query `DATA_VAL`) or `json` (also as query `JSON_VAL`). */
	mode?: CustomEventMode;
};

/**
 * Send Custom Event: `POST /api/custom-events/{W}/send/{value}`, with `DATA_VAL` or `JSON_VAL` in their modes.
 */
@action({ UUID: "com.channel.companion.custom-event" })
export class CustomEvent extends PressAction<CustomEventSettings> {
	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Send Custom Event";
	}

	/**
	 * Sends the event.
	 * @param client The API client.
	 * @param settings The key's settings.
	 */
	protected override async send(client: ChannelCompanionClient, settings: CustomEventSettings): Promise<void> {
		const mode = parseChoice(settings.mode, "mode", CUSTOM_EVENT_MODES, "path");
		await client.sendCustomEvent(settings.value as string, mode);
	}
}
