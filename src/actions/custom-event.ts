import type { ValuesOf } from "../contract/action-spec";
import { customEventSpec } from "../contract/specs/custom-event";
import { type Press, PressAction } from "../press/press-action";
import type { PressNaming } from "../press/press-naming";

/**
 * Send Custom Event: `POST /api/custom-events/{W}/send/{value}`, with `DATA_VAL` or `JSON_VAL` in their modes.
 */
export class CustomEvent extends PressAction<typeof customEventSpec> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = customEventSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = customEventSpec;

	/**
	 * Names the event the key sends.
	 * @param values The key's settings.
	 * @returns The naming.
	 */
	protected override naming(values: ValuesOf<typeof customEventSpec>): PressNaming {
		return { name: values.value };
	}

	/**
	 * Sends the event.
	 * @param press The key's parsed settings and its channel.
	 */
	protected override async send(press: Press<ValuesOf<typeof customEventSpec>>): Promise<void> {
		const { channel, values } = press;
		await channel.client.sendCustomEvent(values.value, values.mode);
	}
}
