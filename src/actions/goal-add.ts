import { action } from "@elgato/streamdeck";

import type { ChannelCompanionClient } from "../api/client";
import { parseInteger } from "../api/validation";
import { ACCENTS } from "../feedback/key-face";
import { localize } from "../localization";
import { WidgetAdjustAction, type WidgetSettings } from "./base/widget-adjust-action";

/** Settings of Goal Add. */
export type GoalAddSettings = WidgetSettings & {
	/** Added per press or per dial tick; at least 1, default 1. */
	value?: number | string;
};

/**
 * Goal Add: adds `value` to a goal widget per press (`POST /api/goals/{W}/actions/add/{widgetId}/{value}`); a dial
 * adds or removes `value` × ticks and locks the widget when pressed.
 */
@action({ UUID: "com.channel.companion.goal-add" })
export class GoalAdd extends WidgetAdjustAction<GoalAddSettings> {
	/**
	 * Colours the key image.
	 * @returns The family's colour.
	 */
	protected override get accent(): string {
		return ACCENTS.goal;
	}

	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Goal Add";
	}

	/**
	 * Names the widget on the touch strip.
	 * @returns The widget's kind.
	 */
	protected override get widgetKind(): string {
		return localize("Goal");
	}

	/**
	 * Adds or removes.
	 * @param client The API client.
	 * @param widgetId The widget.
	 * @param change Positive to add, negative to remove.
	 */
	protected override async adjust(client: ChannelCompanionClient, widgetId: string, change: number): Promise<void> {
		await client.goalAction(change >= 0 ? "add" : "remove", widgetId, Math.abs(change));
	}

	/**
	 * Reads `value`.
	 * @param settings The key's settings.
	 * @returns The amount per press or tick.
	 */
	protected override amount(settings: GoalAddSettings): number {
		return parseInteger(settings.value, "value", { min: 1, fallback: 1 });
	}

	/**
	 * Writes a change.
	 * @param change The signed amount.
	 * @returns E.g. `+5`.
	 */
	protected override formatChange(change: number): string {
		return change >= 0 ? `+${change}` : `−${Math.abs(change)}`;
	}

	/**
	 * Locks or unlocks.
	 * @param client The API client.
	 * @param widgetId The widget.
	 * @param locked `true` to lock.
	 */
	protected override async setLocked(client: ChannelCompanionClient, widgetId: string, locked: boolean): Promise<void> {
		await client.goalAction(locked ? "lock" : "unlock", widgetId, 0);
	}
}
