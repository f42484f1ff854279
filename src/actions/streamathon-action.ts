import { action } from "@elgato/streamdeck";

import type { ChannelCompanionClient } from "../api/client";
import {
	parseChoice,
	parseInteger,
	parseSegment,
	STREAMATHON_ACTIONS,
	type StreamathonAction as StreamathonActionName,
} from "../api/validation";
import type { KeyOverride } from "../settings/api-client";
import { PressAction } from "./base/press-action";

/** Settings of Streamathon Action. */
export type StreamathonActionSettings = KeyOverride & {
	/** The widget's ID, or `all`. */
	widgetId?: string;
	/** One of add_seconds, remove_seconds, lock, unlock, reset. */
	streamathonAction?: StreamathonActionName;
	/** Seconds to add or remove; minutes for reset; default 0. */
	value?: number | string;
};

/**
 * Streamathon Action: any streamathon widget action
 * (`POST /api/streamathon/{W}/actions/{streamathonAction}/{widgetId}/{value}`).
 */
@action({ UUID: "com.channel.companion.streamathon-action" })
export class StreamathonAction extends PressAction<StreamathonActionSettings> {
	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Streamathon Action";
	}

	/**
	 * Sends the request.
	 * @param client The API client.
	 * @param settings The key's settings.
	 */
	protected override async send(client: ChannelCompanionClient, settings: StreamathonActionSettings): Promise<void> {
		const verb = parseChoice(settings.streamathonAction, "streamathonAction", STREAMATHON_ACTIONS);
		const widgetId = parseSegment(settings.widgetId, "widgetId");
		const value = parseInteger(settings.value, "value", { fallback: 0 });
		await client.streamathonAction(verb, widgetId, value);
	}
}
