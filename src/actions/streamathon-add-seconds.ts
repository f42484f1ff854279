import type { ValuesOf } from "../contract/action-spec";
import { holdModeOf } from "../contract/hold-fields";
import { streamathonAddSecondsSpec } from "../contract/specs/streamathon-add-seconds";
import type { AdjustValues } from "../widgets/adjust-key";
import { WidgetAdjustAction } from "../widgets/widget-adjust-action";
import { STREAMATHON } from "../widgets/widget-family";

/**
 * Streamathon Add Seconds: adds `seconds` to a timer per press
 * (`POST /api/streamathon/{W}/actions/add_seconds/{widgetId}/{seconds}`); a dial adds or removes `seconds` × ticks
 * and locks the timer when pressed.
 */
export class StreamathonAddSeconds extends WidgetAdjustAction<typeof streamathonAddSecondsSpec> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = streamathonAddSecondsSpec.uuid;
	/** Streamathon timers. */
	protected override readonly family = STREAMATHON;
	/** The action's settings. */
	protected override readonly spec = streamathonAddSecondsSpec;
	/**
	 * One press or tick adds `seconds`.
	 * @param values The settings, parsed.
	 * @returns The widget and the amount.
	 */
	protected override adjustValues(values: ValuesOf<typeof streamathonAddSecondsSpec>): AdjustValues {
		const { widgetId, seconds, channel, apiKey, face } = values;
		return { widgetId, amount: seconds, channel, apiKey, mode: holdModeOf(values), face };
	}
}
