import type { ChoiceFieldSpec } from "./field-spec";
import { HOLD_FIELDS } from "./hold-fields";

/**
 * What a press key shows while it is ready: `named`, its glyph with what it acts on (the widget, the viewer and amount,
 * the event); `icon`, only the action's icon, or the one the streamer set in the app, with their title.
 */
export const KEY_FACES = ["named", "icon"] as const;

/** What a press key shows while it is ready. */
export type KeyFaceChoice = (typeof KEY_FACES)[number];

/**
 * What a press key shows (`face`): a setting of looks alone, so that one the plugin cannot read never stops a key from
 * firing: anything but `icon` (trimmed) names the key's target.
 */
export const faceField: ChoiceFieldSpec<KeyFaceChoice> = {
	kind: "choice",
	choices: KEY_FACES,
	default: "named",
	parse: (raw) => (typeof raw === "string" && raw.trim() === "icon" ? "icon" : "named"),
};

/** The settings every press action has: how it fires (`activation`, `holdMs`) and what its key shows (`face`). */
export const PRESS_FIELDS = { ...HOLD_FIELDS, face: faceField } as const;
