import type { ValuesOf } from "../contract/action-spec";
import { currencyRemoveSpec } from "../contract/specs/currency-remove";
import { type Press, PressAction } from "../press/press-action";
import type { PressNaming } from "../press/press-naming";

/**
 * Currency Remove: takes currency from a viewer
 * (`POST /api/currency/{W}/action/remove/{viewer}/{amount}/{0|1}`); without `force`, a short balance alerts "Funds".
 */
export class CurrencyRemove extends PressAction<typeof currencyRemoveSpec> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = currencyRemoveSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = currencyRemoveSpec;

	/**
	 * Names the viewer and the amount a press takes.
	 * @param values The key's settings.
	 * @returns The naming.
	 */
	protected override naming(values: ValuesOf<typeof currencyRemoveSpec>): PressNaming {
		return { name: values.viewer, deed: `−${values.amount}` };
	}

	/**
	 * Sends the request.
	 * @param press The key's parsed settings and its channel.
	 */
	protected override async send(press: Press<ValuesOf<typeof currencyRemoveSpec>>): Promise<void> {
		const { channel, values } = press;
		await channel.client.removeCurrency(values.viewer, values.amount, values.force);
	}
}
