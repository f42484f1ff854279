import type { ChannelCompanionClient } from "../api/client";
import type { ValuesOf } from "../contract/action-spec";
import { currencySetSpec } from "../contract/specs/currency-set";
import { PressAction } from "../press/press-action";

/**
 * Currency Set: sets a viewer's balance (`POST /api/currency/{W}/action/set/{viewer}/{amount}`).
 */
export class CurrencySet extends PressAction<typeof currencySetSpec> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = currencySetSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = currencySetSpec;

	/**
	 * Sends the request.
	 * @param client The API client.
	 * @param values The key's settings.
	 */
	protected override async send(
		client: ChannelCompanionClient,
		values: ValuesOf<typeof currencySetSpec>,
	): Promise<void> {
		await client.setCurrency(values.viewer, values.amount);
	}
}
