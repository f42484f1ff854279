import type { CurrencyBalanceAnswer as Balance } from "../api/types";
import type { SettingsOf, ValuesOf } from "../contract/action-spec";
import { currencyBalanceSpec } from "../contract/specs/currency-balance";
import { DisplayAction, type DisplayedValue, type DisplayRequest } from "../display/display-action";
import { namedTarget } from "../display/display-naming";
import { localize } from "../render/localization";
import { compactNumber } from "../render/text-fit";

/** Settings of Currency Balance. */
export type CurrencyBalanceSettings = SettingsOf<typeof currencyBalanceSpec>;

/**
 * Currency Balance: shows a viewer's `currency` (`GET /api/currency/{W}/get/{viewer}`).
 */
export class CurrencyBalance extends DisplayAction<typeof currencyBalanceSpec, CurrencyBalanceSettings, Balance> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = currencyBalanceSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = currencyBalanceSpec;

	/**
	 * Describes the value: `Balance`, the viewer the key is set to, their balance, compact (`12.3k`).
	 * @param value The answer.
	 * @param settings The key's settings.
	 * @returns What the key shows.
	 */
	protected override describe(value: Balance, settings: CurrencyBalanceSettings): DisplayedValue {
		const compact = compactNumber(value.currency);
		return {
			heading: { words: localize("Balance") },
			label: namedTarget(String(settings.viewer ?? "").trim(), value.viewer),
			value: compact,
			fields: { name: value.viewer.name, value: compact, exact: String(value.currency) },
			number: value.currency,
		};
	}

	/**
	 * Describes the request.
	 * @param values The key's settings, parsed.
	 * @returns The request.
	 */
	protected override request(values: ValuesOf<typeof currencyBalanceSpec>): DisplayRequest<Balance> {
		const { viewer } = values;
		return { parameters: viewer, read: (client) => client.getCurrency(viewer) };
	}
}
