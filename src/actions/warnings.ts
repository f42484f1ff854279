import type { WarningCount } from "../api/types";
import { parseSettings, type SettingsOf } from "../contract/action-spec";
import { warningsSpec } from "../contract/specs/warnings";
import { DisplayAction, type DisplayedValue, type DisplayRequest } from "../display/display-action";
import { ACCENTS } from "../render/key-face";

/** Settings of Warning Count. */
export type WarningsSettings = SettingsOf<typeof warningsSpec>;

/**
 * Warning Count: shows a viewer's `warning_count` (`GET /api/warnings/{R}/get/{viewer}`).
 */
export class Warnings extends DisplayAction<WarningsSettings, WarningCount> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = warningsSpec.uuid;
	/**
	 * Colours the key image.
	 * @returns The family's colour.
	 */
	protected override get accent(): string {
		return ACCENTS.warnings;
	}

	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Warning Count";
	}

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
	 * @param settings The key's settings.
	 * @returns The request.
	 */
	protected override request(settings: WarningsSettings): DisplayRequest<WarningCount> {
		const { viewer } = parseSettings(warningsSpec, settings);
		return { parameters: viewer, read: (client) => client.getWarnings(viewer) };
	}
}
