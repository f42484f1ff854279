import type { WarningCount } from "../api/types";
import type { SettingsOf, ValuesOf } from "../contract/action-spec";
import { warningsSpec } from "../contract/specs/warnings";
import { DisplayAction, type DisplayedValue, type DisplayRequest } from "../display/display-action";

/** Settings of Warning Count. */
export type WarningsSettings = SettingsOf<typeof warningsSpec>;

/**
 * Warning Count: shows a viewer's `warning_count` (`GET /api/warnings/{R}/get/{viewer}`).
 */
export class Warnings extends DisplayAction<typeof warningsSpec, WarningsSettings, WarningCount> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = warningsSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = warningsSpec;

	/**
	 * Describes the value: the viewer over their warning count.
	 * @param value The answer.
	 * @returns What the key shows.
	 */
	protected override describe(value: WarningCount): DisplayedValue {
		const count = String(value.warningCount);
		const fields = { name: value.viewer.name, value: count };
		return { label: value.viewer.name, value: count, fields, number: value.warningCount };
	}

	/**
	 * Describes the request.
	 * @param values The key's settings, parsed.
	 * @returns The request.
	 */
	protected override request(values: ValuesOf<typeof warningsSpec>): DisplayRequest<WarningCount> {
		const { viewer } = values;
		return { parameters: viewer, read: (client) => client.getWarnings(viewer) };
	}
}
