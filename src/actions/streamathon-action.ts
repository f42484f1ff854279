import { type KeyDownEvent } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ChannelCompanionClient } from "../api/client";
import type { ValuesOf } from "../contract/action-spec";
import { streamathonActionSpec } from "../contract/specs/streamathon-action";
import { STREAMATHON_FAMILY } from "../contract/widget-verbs";
import { PressAction } from "../press/press-action";
import { recordWidgetAction } from "../undo/record-change";
import { recordLockAction } from "../widgets/lock-switch";

/**
 * Streamathon Action: any streamathon action (`POST /api/streamathon/{W}/actions/{streamathonAction}/{widgetId}/{value}`).
 */
export class StreamathonAction extends PressAction<typeof streamathonActionSpec> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = streamathonActionSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = streamathonActionSpec;

	/**
	 * Sends the request.
	 * @param client The API client.
	 * @param values The key's settings.
	 * @param ev The press.
	 */
	protected override async send(
		client: ChannelCompanionClient,
		values: ValuesOf<typeof streamathonActionSpec>,
		ev: KeyDownEvent<JsonObject>,
	): Promise<void> {
		await client.streamathonAction(values.streamathonAction, values.widgetId, values.value);
		recordLockAction(STREAMATHON_FAMILY, values.streamathonAction, values, ev.action.id);
		recordWidgetAction(STREAMATHON_FAMILY, values.streamathonAction, values, values.value);
	}
}
