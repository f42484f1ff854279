import type { CurrencyBalanceAnswer as Balance } from "../api/types";
import { parseSettings, type SettingsOf } from "../contract/action-spec";
import { currencyBalanceSpec } from "../contract/specs/currency-balance";
import { DisplayAction, type DisplayedValue, type DisplayRequest } from "../display/display-action";
import { ACCENTS } from "../render/key-face";
import { compactNumber } from "../render/text-fit";

/** Settings of Currency Balance. */
export type CurrencyBalanceSettings = SettingsOf<typeof currencyBalanceSpec>;

/**
 * Currency Balance: shows a viewer's `currency` (`GET /api/currency/{W}/get/{viewer}`).
 */
export class CurrencyBalance extends DisplayAction<CurrencyBalanceSettings, Balance> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = currencyBalanceSpec.uuid;
	/**
	 * Colours the key image.
	 * @returns The family's colour.
	 */
	protected override get accent(): string {
		return ACCENTS.currency;
	}

	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Currency Balance";
	}

	/**
	 * Describes the value: the viewer over their balance, compact (`12.3k`).
	 * @param value The answer.
	 * @returns What the key shows.
	 */
	protected override describe(value: Balance): DisplayedValue {
		const compact = compactNumber(value.currency);
		return {
			label: value.viewer.name,
			value: compact,
			fields: { name: value.viewer.name, value: compact, exact: String(value.currency) },
			number: value.currency,
		};
	}

	/**
	 * Describes the request.
	 * @param settings The key's settings.
	 * @returns The request.
	 */
	protected override request(settings: CurrencyBalanceSettings): DisplayRequest<Balance> {
		const { viewer } = parseSettings(currencyBalanceSpec, settings);
		return { parameters: viewer, read: (client) => client.getCurrency(viewer) };
	}
}
