import { renderKeyFace } from "../render/key-face";
import { localize } from "../render/localization";
import { svgDataUrl } from "../render/svg";
import { WIDGET_LOOKS } from "../render/widget-looks";
import type { UndoPreview } from "./change-history";

/** Colour of the undo key: neutral, it belongs to no one widget family. */
const UNDO_ACCENT = "#94A3B8";

/**
 * The image of an undo key: what its next press would undo (`−10 main`, under `Undo Goal`) with how many it could undo
 * as a badge, or `—` when there is nothing.
 * @param preview The key's next undo.
 * @returns A data URL.
 */
export function undoKeyImage(preview: UndoPreview): string {
	const next = preview.next;
	if (!next) return svgDataUrl(renderKeyFace({ accent: UNDO_ACCENT, label: localize("Undo"), value: "—" }));
	const look = WIDGET_LOOKS[next.family];
	return svgDataUrl(
		renderKeyFace({
			accent: look.accent,
			label: `${localize("Undo")} ${look.widgetWord()}`,
			value: `${look.formatChange(-next.change)} ${next.widgetId}`,
			badge: String(preview.count),
		}),
	);
}
