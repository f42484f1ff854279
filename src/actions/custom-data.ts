import type { CustomDataAnswer as Entry } from "../api/types";
import type { SettingsOf, ValuesOf } from "../contract/action-spec";
import { numericValue } from "../contract/highlight-fields";
import { customDataSpec } from "../contract/specs/custom-data";
import { DisplayAction, type DisplayedValue, type DisplayRequest } from "../display/display-action";

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
	 * Describes the value: the entry's key over its value.
	 * @param value The answer.
	 * @returns What the key shows.
	 */
	protected override describe(value: Entry): DisplayedValue {
		const fields = { key: value.dataKey, value: value.value };
		return { label: value.dataKey, value: value.value, fields, number: numericValue(value.value) };
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
