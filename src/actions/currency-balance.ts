import { action } from "@elgato/streamdeck";

import type { CurrencyBalance as Balance } from "../api/types";
import { parseSegment } from "../api/validation";
import { compactNumber, fitLine } from "../feedback/text-fit";
import { DisplayAction, type DisplayRequest, type DisplaySettings } from "./base/display-action";

/** Settings of Currency Balance. */
export type CurrencyBalanceSettings = DisplaySettings & {
	/** The viewer's name or platform ID. */
	viewer?: string;
};

/**
 * Currency Balance: shows a viewer's `currency` (`GET /api/currency/{W}/get/{viewer}`).
 */
@action({ UUID: "com.channel.companion.currency-balance" })
export class CurrencyBalance extends DisplayAction<CurrencyBalanceSettings, Balance> {
	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Currency Balance";
	}

	/**
	 * Describes the request.
	 * @param settings The key's settings.
	 * @returns The request.
	 */
	protected override request(settings: CurrencyBalanceSettings): DisplayRequest<Balance> {
		const viewer = parseSegment(settings.viewer, "viewer");
		return { parameters: viewer, read: (client) => client.getCurrency(viewer) };
	}

	/**
	 * Writes the title.
	 * @param value The answer.
	 * @returns The viewer and the balance.
	 */
	protected override title(value: Balance): string {
		return `${fitLine(value.viewer.name)}\n${compactNumber(value.currency)}`;
	}
}
