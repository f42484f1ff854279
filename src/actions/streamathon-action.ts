import type { ValuesOf } from "../contract/action-spec";
import { streamathonActionSpec } from "../contract/specs/streamathon-action";
import { STREAMATHON_FAMILY } from "../contract/widget-verbs";
import { type Press, PressAction } from "../press/press-action";
import type { PressNaming } from "../press/press-naming";
import { WIDGET_LOOKS } from "../render/widget-looks";
import { recordWidgetAction } from "../undo/record-change";
import { sendWidgetAction } from "../widgets/lock-switch";

/**
 * Streamathon Action: any streamathon action (`POST /api/streamathon/{W}/actions/{streamathonAction}/{widgetId}/{value}`).
 */
export class StreamathonAction extends PressAction<typeof streamathonActionSpec> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = streamathonActionSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = streamathonActionSpec;

	/**
	 * Names the timer and what a press does to it.
	 * @param values The key's settings.
	 * @returns The naming.
	 */
	protected override naming(values: ValuesOf<typeof streamathonActionSpec>): PressNaming {
		const look = WIDGET_LOOKS.streamathon;
		return {
			name: look.nameOf(values.widgetId),
			deed: look.deedOf(values.streamathonAction, values.value),
		};
	}

	/**
	 * Keeps an add or remove for undo.
	 * @param press The press.
	 */
	protected override record(press: Press<ValuesOf<typeof streamathonActionSpec>>): void {
		const { channel, values } = press;
		recordWidgetAction(STREAMATHON_FAMILY, values.streamathonAction, values, values.value, channel.identity);
	}
	/**
	 * Sends the request; a lock or unlock is recorded at once, so that every key and dial of the widget follows.
	 * @param press The key's parsed settings and its channel.
	 */
	protected override async send(press: Press<ValuesOf<typeof streamathonActionSpec>>): Promise<void> {
		const { key, channel, values } = press;
		await sendWidgetAction({
			family: STREAMATHON_FAMILY,
			verb: values.streamathonAction,
			widgetId: values.widgetId,
			channel,
			origin: key.action.id,
			send: () => channel.client.streamathonAction(values.streamathonAction, values.widgetId, values.value),
		});
	}
}
