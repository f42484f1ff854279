import type { ValuesOf } from "../contract/action-spec";
import { streamathonActionSpec } from "../contract/specs/streamathon-action";
import { STREAMATHON_FAMILY } from "../contract/widget-verbs";
import { afterFeedback } from "../keys/press-feedback";
import { type Press, RequestAction } from "../press/request-action";
import { recordWidgetAction } from "../undo/record-change";
import { recordLockAction } from "../widgets/lock-switch";

/**
 * Streamathon Action: any streamathon action (`POST /api/streamathon/{W}/actions/{streamathonAction}/{widgetId}/{value}`).
 */
export class StreamathonAction extends RequestAction<typeof streamathonActionSpec> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = streamathonActionSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = streamathonActionSpec;

	/**
	 * Sends the request.
	 * @param press The key's parsed settings and its channel.
	 */
	protected override async send(press: Press<ValuesOf<typeof streamathonActionSpec>>): Promise<void> {
		const { action, channel, values } = press;
		await channel.client.streamathonAction(values.streamathonAction, values.widgetId, values.value);
		recordLockAction(STREAMATHON_FAMILY, values.streamathonAction, values.widgetId, channel.identity, action.id);
		afterFeedback(() =>
			recordWidgetAction(STREAMATHON_FAMILY, values.streamathonAction, values, values.value, channel.identity),
		);
	}
}
