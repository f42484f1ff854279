import type { ChannelCompanionClient } from "../api/client";
import type { ValuesOf } from "../contract/action-spec";
import { currencyRemoveSpec } from "../contract/specs/currency-remove";
import { PressAction } from "../press/press-action";

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
	 * Sends the request.
	 * @param client The API client.
	 * @param values The key's settings.
	 */
	protected override async send(
		client: ChannelCompanionClient,
		values: ValuesOf<typeof currencyRemoveSpec>,
	): Promise<void> {
		await client.removeCurrency(values.viewer, values.amount, values.force);
	}
}
