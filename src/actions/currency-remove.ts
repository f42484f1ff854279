import { action } from "@elgato/streamdeck";

import type { ChannelCompanionClient } from "../api/client";
import { parseBoolean, parseInteger, parseSegment } from "../api/validation";
import type { KeyOverride } from "../settings/api-client";
import { PressAction } from "./base/press-action";

/** Settings of Currency Remove. */
export type CurrencyRemoveSettings = KeyOverride & {
	/** The viewer's name or platform ID. */
	viewer?: string;
	/** How much to remove, at least 1. */
	amount?: number | string;
	/** Remove it even when the viewer lacks it; default false. */
	force?: boolean | string;
};

/**
 * Currency Remove: takes currency from a viewer
 * (`POST /api/currency/{W}/action/remove/{viewer}/{amount}/{0|1}`); without `force`, a short balance alerts "Funds".
 */
@action({ UUID: "com.channel.companion.currency-remove" })
export class CurrencyRemove extends PressAction<CurrencyRemoveSettings> {
	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Currency Remove";
	}

	/**
	 * Sends the request.
	 * @param client The API client.
	 * @param settings The key's settings.
	 */
	protected override async send(client: ChannelCompanionClient, settings: CurrencyRemoveSettings): Promise<void> {
		const viewer = parseSegment(settings.viewer, "viewer");
		const amount = parseInteger(settings.amount, "amount", { min: 1 });
		const force = parseBoolean(settings.force, "force", false);
		await client.removeCurrency(viewer, amount, force);
	}
}
