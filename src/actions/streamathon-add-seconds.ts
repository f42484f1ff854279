import { action } from "@elgato/streamdeck";

import type { ChannelCompanionClient } from "../api/client";
import { parseInteger } from "../api/validation";
import { ACCENTS } from "../feedback/key-face";
import { localize } from "../localization";
import { WidgetAdjustAction, type WidgetSettings } from "./base/widget-adjust-action";

/** Settings of Streamathon Add Seconds. */
export type StreamathonAddSecondsSettings = WidgetSettings & {
	/** Seconds added per press or per dial tick; at least 1, default 60. */
	seconds?: number | string;
};

/**
 * Streamathon Add Seconds: adds `seconds` to a streamathon timer per press
 * (`POST /api/streamathon/{W}/actions/add_seconds/{widgetId}/{seconds}`); a dial adds or removes `seconds` × ticks
 * and locks the timer when pressed.
 */
@action({ UUID: "com.channel.companion.streamathon-add-seconds" })
export class StreamathonAddSeconds extends WidgetAdjustAction<StreamathonAddSecondsSettings> {
	/**
	 * Colours the key image.
	 * @returns The family's colour.
	 */
	protected override get accent(): string {
		return ACCENTS.streamathon;
	}

	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Streamathon Add Seconds";
	}

	/**
	 * Names the widget on the touch strip.
	 * @returns The widget's kind.
	 */
	protected override get widgetKind(): string {
		return localize("Timer");
	}

	/**
	 * Adds or removes seconds.
	 * @param client The API client.
	 * @param widgetId The widget.
	 * @param change Positive to add, negative to remove.
	 */
	protected override async adjust(client: ChannelCompanionClient, widgetId: string, change: number): Promise<void> {
		await client.streamathonAction(change >= 0 ? "add_seconds" : "remove_seconds", widgetId, Math.abs(change));
	}

	/**
	 * Reads `seconds`.
	 * @param settings The key's settings.
	 * @returns The seconds per press or tick.
	 */
	protected override amount(settings: StreamathonAddSecondsSettings): number {
		return parseInteger(settings.seconds, "seconds", { min: 1, fallback: 60 });
	}

	/**
	 * Writes a change.
	 * @param change The signed seconds.
	 * @returns E.g. `+60 s`.
	 */
	protected override formatChange(change: number): string {
		return `${change >= 0 ? "+" : "−"}${Math.abs(change)} s`;
	}

	/**
	 * Locks or unlocks.
	 * @param client The API client.
	 * @param widgetId The widget.
	 * @param locked `true` to lock.
	 */
	protected override async setLocked(client: ChannelCompanionClient, widgetId: string, locked: boolean): Promise<void> {
		await client.streamathonAction(locked ? "lock" : "unlock", widgetId, 0);
	}
}
