import type { ValuesOf } from "../contract/action-spec";
import { goalActionSpec } from "../contract/specs/goal-action";
import { GOAL_FAMILY } from "../contract/widget-verbs";
import { afterFeedback } from "../keys/press-feedback";
import { type Press, RequestAction } from "../press/request-action";
import { recordWidgetAction } from "../undo/record-change";
import { recordLockAction } from "../widgets/lock-switch";

/**
 * Goal Action: any goals widget action (`POST /api/goals/{W}/actions/{goalAction}/{widgetId}/{value}`).
 */
export class GoalAction extends RequestAction<typeof goalActionSpec> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = goalActionSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = goalActionSpec;

	/**
	 * Sends the request.
	 * @param press The key's parsed settings and its channel.
	 */
	protected override async send(press: Press<ValuesOf<typeof goalActionSpec>>): Promise<void> {
		const { action, channel, values } = press;
		await channel.client.goalAction(values.goalAction, values.widgetId, values.value);
		recordLockAction(GOAL_FAMILY, values.goalAction, values.widgetId, channel.identity, action.id);
		afterFeedback(() => recordWidgetAction(GOAL_FAMILY, values.goalAction, values, values.value, channel.identity));
	}
}
