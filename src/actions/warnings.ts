import type { WarningCount } from "../api/types";
import type { SettingsOf, ValuesOf } from "../contract/action-spec";
import { warningsSpec } from "../contract/specs/warnings";
import { DisplayAction, type DisplayedValue, type DisplayRequest } from "../display/display-action";
import { namedTarget } from "../display/display-naming";
import { localize } from "../render/localization";

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
	 * Describes the value: `Warnings`, the viewer the key is set to, their warning count.
	 * @param value The answer.
	 * @param settings The key's settings.
	 * @returns What the key shows.
	 */
	protected override describe(value: WarningCount, settings: WarningsSettings): DisplayedValue {
		const count = String(value.warningCount);
		const fields = { name: value.viewer.name, value: count };
		const label = namedTarget(String(settings.viewer ?? "").trim(), value.viewer);
		return { heading: { words: localize("Warnings") }, label, value: count, fields, number: value.warningCount };
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
