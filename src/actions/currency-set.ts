import type { ValuesOf } from "../contract/action-spec";
import { currencySetSpec } from "../contract/specs/currency-set";
import { type Press, PressAction } from "../press/press-action";
import type { PressNaming } from "../press/press-naming";

/**
 * Currency Set: sets a viewer's balance (`POST /api/currency/{W}/action/set/{viewer}/{amount}`).
 */
export class CurrencySet extends PressAction<typeof currencySetSpec> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = currencySetSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = currencySetSpec;

	/**
	 * Names the viewer and the balance a press sets.
	 * @param values The key's settings.
	 * @returns The naming.
	 */
	protected override naming(values: ValuesOf<typeof currencySetSpec>): PressNaming {
		return { name: values.viewer, deed: `= ${values.amount}` };
	}

	/**
	 * Sends the request.
	 * @param press The key's parsed settings and its channel.
	 */
	protected override async send(press: Press<ValuesOf<typeof currencySetSpec>>): Promise<void> {
		const { channel, values } = press;
		await channel.client.setCurrency(values.viewer, values.amount);
	}
}
