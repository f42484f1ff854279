import type { ValuesOf } from "../contract/action-spec";
import { goalActionSpec } from "../contract/specs/goal-action";
import { GOAL_FAMILY } from "../contract/widget-verbs";
import { type Press, PressAction } from "../press/press-action";
import type { PressNaming } from "../press/press-naming";
import { WIDGET_LOOKS } from "../render/widget-looks";
import { recordWidgetAction } from "../undo/record-change";
import { sendWidgetAction } from "../widgets/lock-switch";

/**
 * Goal Action: any goals widget action (`POST /api/goals/{W}/actions/{goalAction}/{widgetId}/{value}`).
 */
export class GoalAction extends PressAction<typeof goalActionSpec> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = goalActionSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = goalActionSpec;

	/**
	 * Names the goal and what a press does to it.
	 * @param values The key's settings.
	 * @returns The naming.
	 */
	protected override naming(values: ValuesOf<typeof goalActionSpec>): PressNaming {
		const look = WIDGET_LOOKS.goal;
		return { name: look.nameOf(values.widgetId), deed: look.deedOf(values.goalAction, values.value) };
	}

	/**
	 * Keeps an add or remove for undo.
	 * @param press The press.
	 */
	protected override record(press: Press<ValuesOf<typeof goalActionSpec>>): void {
		const { channel, values } = press;
		recordWidgetAction(GOAL_FAMILY, values.goalAction, values, values.value, channel.identity);
	}
	/**
	 * Sends the request; a lock or unlock is recorded at once, so that every key and dial of the widget follows.
	 * @param press The key's parsed settings and its channel.
	 */
	protected override async send(press: Press<ValuesOf<typeof goalActionSpec>>): Promise<void> {
		const { key, channel, values } = press;
		await sendWidgetAction({
			family: GOAL_FAMILY,
			verb: values.goalAction,
			widgetId: values.widgetId,
			channel,
			origin: key.action.id,
			send: () => channel.client.goalAction(values.goalAction, values.widgetId, values.value),
		});
	}
}
