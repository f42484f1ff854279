import { action } from "@elgato/streamdeck";

import type { ChannelCompanionClient } from "../api/client";
import {
	GOAL_ACTIONS,
	type GoalAction as GoalActionName,
	parseChoice,
	parseInteger,
	parseSegment,
} from "../api/validation";
import type { KeyOverride } from "../settings/api-client";
import { PressAction } from "./base/press-action";

/** Settings of Goal Action. */
export type GoalActionSettings = KeyOverride & {
	/** The widget's ID, or `all`. */
	widgetId?: string;
	/** One of add, remove, lock, unlock, reset, set, add_goal, set_goal. */
	goalAction?: GoalActionName;
	/** The number the action uses; default 0. */
	value?: number | string;
};

/**
 * Goal Action: any goals widget action (`POST /api/goals/{W}/actions/{goalAction}/{widgetId}/{value}`).
 */
@action({ UUID: "com.channel.companion.goal-action" })
export class GoalAction extends PressAction<GoalActionSettings> {
	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Goal Action";
	}

	/**
	 * Sends the request.
	 * @param client The API client.
	 * @param settings The key's settings.
	 */
	protected override async send(client: ChannelCompanionClient, settings: GoalActionSettings): Promise<void> {
		const verb = parseChoice(settings.goalAction, "goalAction", GOAL_ACTIONS);
		const widgetId = parseSegment(settings.widgetId, "widgetId");
		const value = parseInteger(settings.value, "value", { fallback: 0 });
		await client.goalAction(verb, widgetId, value);
	}
}
