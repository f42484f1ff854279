import type { ValuesOf } from "../contract/action-spec";
import { holdModeOf } from "../contract/hold-fields";
import { goalAddSpec } from "../contract/specs/goal-add";
import type { AdjustValues } from "../widgets/adjust-key";
import { WidgetAdjustAction } from "../widgets/widget-adjust-action";
import { GOALS } from "../widgets/widget-family";

/**
 * Goal Add: adds `value` to a goal widget per press (`POST /api/goals/{W}/actions/add/{widgetId}/{value}`); a dial
 * adds or removes `value` × ticks and locks the widget when pressed.
 */
export class GoalAdd extends WidgetAdjustAction<typeof goalAddSpec> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = goalAddSpec.uuid;
	/** Goals. */
	protected override readonly family = GOALS;
	/** The action's settings. */
	protected override readonly spec = goalAddSpec;
	/**
	 * One press or tick adds `value`.
	 * @param values The settings, parsed.
	 * @returns The widget and the amount.
	 */
	protected override adjustValues(values: ValuesOf<typeof goalAddSpec>): AdjustValues {
		const { widgetId, value, channel, apiKey, face } = values;
		return { widgetId, amount: value, channel, apiKey, mode: holdModeOf(values), face };
	}
}
