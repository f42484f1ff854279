import type { ChannelCompanionClient } from "../api/client";
import type { ValuesOf } from "../contract/action-spec";
import { customEventSpec } from "../contract/specs/custom-event";
import { PressAction } from "../press/press-action";

/**
 * Send Custom Event: `POST /api/custom-events/{W}/send/{value}`, with `DATA_VAL` or `JSON_VAL` in their modes.
 */
export class CustomEvent extends PressAction<typeof customEventSpec> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = customEventSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = customEventSpec;

	/**
	 * Sends the event.
	 * @param client The API client.
	 * @param values The key's settings.
	 */
	protected override async send(
		client: ChannelCompanionClient,
		values: ValuesOf<typeof customEventSpec>,
	): Promise<void> {
		await client.sendCustomEvent(values.value, values.mode);
	}
}
