// The caption under a key or dial: the deck's own OK / alert mark, the action's name, its ⚙ and its settings.
import type { SlotElements } from "./deck-state.js";
import { make, makeButton } from "./dom.js";
import { openInspector } from "./inspector-panel.js";

/** How long an OK or alert mark stays beside a key, as long as the app shows its own on the key. */
const FLASH_MS = 1500;

/** A checkmark in a green disc, the app's OK mark. */
const OK_MARK =
	'<svg viewBox="0 0 72 72" aria-hidden="true"><circle cx="36" cy="36" r="22" fill="#2FB344"/><path d="M25 36.5l7.5 7.5L47 29.5" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/** An exclamation mark in a yellow triangle, the app's alert mark. */
const ALERT_MARK =
	'<svg viewBox="0 0 72 72" aria-hidden="true"><path d="M36 13L62 58H10Z" fill="#F5C400" stroke="#F5C400" stroke-width="5" stroke-linejoin="round"/><path d="M36 29v14" stroke="#1A1A1A" stroke-width="5.5" stroke-linecap="round"/><circle cx="36" cy="51" r="3.3" fill="#1A1A1A"/></svg>';

/**
 * Builds the gear button that opens a slot's property inspector.
 * @param context The slot.
 * @returns The button.
 */
function gearButton(context: string): HTMLButtonElement {
	const gear = makeButton("gear", "⚙");
	gear.title = "Open the property inspector";
	gear.setAttribute("aria-label", "Open the property inspector");
	gear.addEventListener("click", (event) => {
		event.stopPropagation();
		void openInspector(context);
	});
	return gear;
}

/**
 * Builds the caption under a key or dial: the OK / alert mark, the action's name and the gear on one line, the settings
 * summary under it. The deck's own marks sit here, below the key or dial, so that none covers what the plugin draws.
 * @param root The slot.
 * @param context The slot's context, for the gear.
 * @returns The mark, name and detail elements.
 */
export function caption(root: HTMLElement, context: string): Pick<SlotElements, "detail" | "flash" | "name"> {
	const box = make("div", "caption");
	const line = make("div", "caption-line");
	const flash = make("span", "flash");
	const name = make("span", "caption-name");
	const detail = make("span", "caption-detail");
	line.append(flash, name, gearButton(context));
	box.append(line, detail);
	root.append(box);
	return { flash, name, detail };
}

/**
 * Shows the OK or alert mark beside a slot's name for a moment.
 * @param elements The slot.
 * @param kind Which mark.
 */
export function flash(elements: SlotElements, kind: "alert" | "ok"): void {
	window.clearTimeout(elements.flashTimer);
	elements.flash.innerHTML = kind === "ok" ? OK_MARK : ALERT_MARK;
	elements.flash.dataset.kind = kind;
	elements.root.dataset.flash = kind;
	elements.flashTimer = window.setTimeout(() => {
		delete elements.flash.dataset.kind;
		delete elements.root.dataset.flash;
	}, FLASH_MS);
}
