import { action } from "@elgato/streamdeck";

import type { CustomData as Entry } from "../api/types";
import { parseDataKey } from "../api/validation";
import { fitLine } from "../feedback/text-fit";
import { DisplayAction, type DisplayRequest, type DisplaySettings } from "./base/display-action";

/** Settings of Custom Data. */
export type CustomDataSettings = DisplaySettings & {
	/** The entry's key: letters, digits, `-` and `_`. */
	dataKey?: string;
};

/**
 * Custom Data: shows a stored value's `val` (`GET /api/custom-data/{W}/get/{dataKey}`).
 */
@action({ UUID: "com.channel.companion.custom-data" })
export class CustomData extends DisplayAction<CustomDataSettings, Entry> {
	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Custom Data";
	}

	/**
	 * Describes the request.
	 * @param settings The key's settings.
	 * @returns The request.
	 */
	protected override request(settings: CustomDataSettings): DisplayRequest<Entry> {
		const dataKey = parseDataKey(settings.dataKey);
		return { parameters: dataKey, read: (client) => client.getCustomData(dataKey) };
	}

	/**
	 * Writes the title.
	 * @param value The answer.
	 * @returns The key and the value.
	 */
	protected override title(value: Entry): string {
		return `${fitLine(value.key)}\n${fitLine(value.value)}`;
	}
}
