import { action } from "@elgato/streamdeck";

import type { WarningCount } from "../api/types";
import { parseSegment } from "../api/validation";
import { fitLine } from "../feedback/text-fit";
import { DisplayAction, type DisplayRequest, type DisplaySettings } from "./base/display-action";

/** Settings of Warning Count. */
export type WarningsSettings = DisplaySettings & {
	/** The viewer's name or platform ID. */
	viewer?: string;
};

/**
 * Warning Count: shows a viewer's `warning_count` (`GET /api/warnings/{R}/get/{viewer}`).
 */
@action({ UUID: "com.channel.companion.warnings" })
export class Warnings extends DisplayAction<WarningsSettings, WarningCount> {
	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Warning Count";
	}

	/**
	 * Describes the request.
	 * @param settings The key's settings.
	 * @returns The request.
	 */
	protected override request(settings: WarningsSettings): DisplayRequest<WarningCount> {
		const viewer = parseSegment(settings.viewer, "viewer");
		return { parameters: viewer, read: (client) => client.getWarnings(viewer) };
	}

	/**
	 * Writes the title.
	 * @param value The answer.
	 * @returns The viewer and the count.
	 */
	protected override title(value: WarningCount): string {
		return `${fitLine(value.viewer.name)}\n${value.warningCount}`;
	}
}
