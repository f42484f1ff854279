import type { CustomDataAnswer as Entry } from "../api/types";
import { parseSettings, type SettingsOf } from "../contract/action-spec";
import { numericValue } from "../contract/highlight-fields";
import { customDataSpec } from "../contract/specs/custom-data";
import { DisplayAction, type DisplayedValue, type DisplayRequest } from "../display/display-action";
import { ACCENTS } from "../render/key-face";

/** Settings of Custom Data. */
export type CustomDataSettings = SettingsOf<typeof customDataSpec>;

/**
 * Custom Data: shows a stored value's `val` (`GET /api/custom-data/{W}/get/{dataKey}`).
 */
export class CustomData extends DisplayAction<CustomDataSettings, Entry> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = customDataSpec.uuid;
	/**
	 * Colours the key image.
	 * @returns The family's colour.
	 */
	protected override get accent(): string {
		return ACCENTS.data;
	}

	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Custom Data";
	}

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
	 * @param settings The key's settings.
	 * @returns The request.
	 */
	protected override request(settings: CustomDataSettings): DisplayRequest<Entry> {
		const { dataKey } = parseSettings(customDataSpec, settings);
		return { parameters: dataKey, read: (client) => client.getCustomData(dataKey) };
	}
}
