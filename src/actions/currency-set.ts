import { action } from "@elgato/streamdeck";

import type { ChannelCompanionClient } from "../api/client";
import { parseInteger, parseSegment } from "../api/validation";
import type { KeyOverride } from "../settings/api-client";
import { PressAction } from "./base/press-action";

/** Settings of Currency Set. */
export type CurrencySetSettings = KeyOverride & {
	/** The viewer's name or platform ID. */
	viewer?: string;
	/** The new balance, 0 or more. */
	amount?: number | string;
};

/**
 * Currency Set: sets a viewer's balance (`POST /api/currency/{W}/action/set/{viewer}/{amount}`).
 */
@action({ UUID: "com.channel.companion.currency-set" })
export class CurrencySet extends PressAction<CurrencySetSettings> {
	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Currency Set";
	}

	/**
	 * Sends the request.
	 * @param client The API client.
	 * @param settings The key's settings.
	 */
	protected override async send(client: ChannelCompanionClient, settings: CurrencySetSettings): Promise<void> {
		const viewer = parseSegment(settings.viewer, "viewer");
		const amount = parseInteger(settings.amount, "amount", { min: 0 });
		await client.setCurrency(viewer, amount);
	}
}
