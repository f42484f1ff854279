import { MAX_UNDO_WINDOW_SECONDS, MIN_UNDO_WINDOW_SECONDS, undoSpec } from "../../src/contract/specs/undo";
import { activationTexts, faceTexts, holdMsTexts } from "../lib/hold-texts";
import { inspectorPage } from "../lib/inspector-page";

/** The Undo inspector: the words of its settings, by setting. */
export const undoPage = inspectorPage(undoSpec, {
	windowSeconds: {
		label: "undo.windowSeconds.label",
		noun: "undo.windowSeconds.noun",
		hint: {
			translationKey: "undo.windowSeconds.hint",
			values: { min: MIN_UNDO_WINDOW_SECONDS, max: MAX_UNDO_WINDOW_SECONDS },
		},
	},
	activation: activationTexts(),
	holdMs: holdMsTexts,
	face: faceTexts,
});
