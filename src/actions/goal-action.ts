import { type KeyDownEvent } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ChannelCompanionClient } from "../api/client";
import type { ValuesOf } from "../contract/action-spec";
import { goalActionSpec } from "../contract/specs/goal-action";
import { GOAL_FAMILY } from "../contract/widget-verbs";
import { PressAction } from "../press/press-action";
import { recordWidgetAction } from "../undo/record-change";
import { recordLockAction } from "../widgets/lock-switch";

/**
 * Goal Action: any goals widget action (`POST /api/goals/{W}/actions/{goalAction}/{widgetId}/{value}`).
 */
export class GoalAction extends PressAction<typeof goalActionSpec> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = goalActionSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = goalActionSpec;

	/**
	 * Sends the request.
	 * @param client The API client.
	 * @param values The key's settings.
	 * @param ev The press.
	 */
	protected override async send(
		client: ChannelCompanionClient,
		values: ValuesOf<typeof goalActionSpec>,
		ev: KeyDownEvent<JsonObject>,
	): Promise<void> {
		await client.goalAction(values.goalAction, values.widgetId, values.value);
		recordLockAction(GOAL_FAMILY, values.goalAction, values, ev.action.id);
		recordWidgetAction(GOAL_FAMILY, values.goalAction, values, values.value);
	}
}
