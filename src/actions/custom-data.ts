import type { CustomDataAnswer as Entry } from "../api/types";
import type { SettingsOf, ValuesOf } from "../contract/action-spec";
import { numericValue } from "../contract/highlight-fields";
import { customDataSpec } from "../contract/specs/custom-data";
import { DisplayAction, type DisplayedValue, type DisplayRequest } from "../display/display-action";
import { namedTarget } from "../display/display-naming";
import { localize } from "../render/localization";

/** Settings of Custom Data. */
export type CustomDataSettings = SettingsOf<typeof customDataSpec>;

/**
 * Custom Data: shows a stored value's `val` (`GET /api/custom-data/{W}/get/{dataKey}`).
 */
export class CustomData extends DisplayAction<typeof customDataSpec, CustomDataSettings, Entry> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = customDataSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = customDataSpec;

	/**
	 * Describes the value: `Data`, the data key the key is set to, its value.
	 * @param value The answer.
	 * @param settings The key's settings.
	 * @returns What the key shows.
	 */
	protected override describe(value: Entry, settings: CustomDataSettings): DisplayedValue {
		const fields = { key: value.dataKey, value: value.value };
		const label = namedTarget(String(settings.dataKey ?? "").trim(), { name: value.dataKey });
		return {
			heading: { words: localize("Data") },
			label,
			value: value.value,
			fields,
			number: numericValue(value.value),
		};
	}

	/**
	 * Describes the request.
	 * @param values The key's settings, parsed.
	 * @returns The request.
	 */
	protected override request(values: ValuesOf<typeof customDataSpec>): DisplayRequest<Entry> {
		const { dataKey } = values;
		return { parameters: dataKey, read: (client) => client.getCustomData(dataKey) };
	}
}
