import { defineAction } from "../action-spec";
import { integerField } from "../field-spec";
import { PRESS_FIELDS } from "../press-fields";

/** Shortest undo window, in seconds. */
export const MIN_UNDO_WINDOW_SECONDS = 10;
/** Longest undo window, in seconds: the history keeps nothing older. */
export const MAX_UNDO_WINDOW_SECONDS = 3600;
/** Undo window of a key that does not say, in seconds. */
const DEFAULT_UNDO_WINDOW_SECONDS = 300;

/** Undo: reverts the newest goal or streamathon change this plugin sent within `windowSeconds`, one per press. */
export const undoSpec = defineAction({
	uuid: "com.channel.companion.undo",
	name: "Undo",
	endpoint: "goals",
	fields: {
		windowSeconds: integerField({
			min: MIN_UNDO_WINDOW_SECONDS,
			max: MAX_UNDO_WINDOW_SECONDS,
			default: DEFAULT_UNDO_WINDOW_SECONDS,
		}),
		...PRESS_FIELDS,
	},
	example: { windowSeconds: 300 },
});
