// A key of the deck: the mouse's presses and holds, and the face the plugin draws, titled as the app titles it.
import type { SlotView } from "../deck-view";
import type { SlotElements } from "./deck-state.js";
import { make, makeButton, post, SVG_NS } from "./dom.js";
import { caption } from "./slot-caption.js";

/** Title line height on a key, in key pixels (the key is 72 × 72). */
const TITLE_LINE_HEIGHT = 13.5;

/**
 * Turns the mouse on a key into the app's events: pressing the button sends key-down, releasing it (or leaving the
 * key, or losing the pointer) sends key-up, so that a key can be held. Keyboard clicks (Enter, Space) press and
 * release at once.
 * @param button The key's button.
 * @param context The key's context.
 */
function followPresses(button: HTMLButtonElement, context: string): void {
	const path = encodeURIComponent(context);
	let down = false;
	// One request after the other: a key-up must never overtake its key-down.
	let sending: Promise<unknown> = Promise.resolve();
	const send = (gesture: string): void => {
		sending = sending.then(() => post(`/api/${gesture}/${path}`)).catch(() => undefined);
	};
	const release = (): void => {
		if (!down) return;
		down = false;
		send("key-up");
	};
	button.addEventListener("pointerdown", (event) => {
		if (event.button !== 0 || down) return;
		down = true;
		button.setPointerCapture(event.pointerId);
		send("key-down");
	});
	button.addEventListener("pointerup", release);
	button.addEventListener("pointercancel", release);
	button.addEventListener("lostpointercapture", release);
	button.addEventListener("click", (event) => {
		if (event.detail === 0) send("press");
	});
}

/**
 * Creates the elements of a key.
 * @param slot The key.
 * @returns Its elements.
 */
export function createKey(slot: SlotView): SlotElements {
	const root = make("div", "key-slot");
	root.dataset.context = slot.context;
	const button = makeButton("key");
	const face = document.createElementNS(SVG_NS, "svg");
	face.setAttribute("viewBox", "0 0 72 72");
	face.classList.add("key-face");
	button.append(face);
	followPresses(button, slot.context);
	root.append(button);
	return {
		root,
		face,
		...caption(root, slot.context),
		angle: 0,
		okCount: slot.okCount,
		alertCount: slot.alertCount,
		drawn: "",
	};
}

/**
 * Sets the attributes of an SVG element.
 * @param element The element.
 * @param attributes Its attributes by name.
 */
function setAttributes(element: Element, attributes: Record<string, string>): void {
	for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

/**
 * Draws a key face: the image, then the title lines, placed as the app places them.
 * @param face The SVG.
 * @param slot The key.
 */
export function drawFace(face: SVGSVGElement, slot: SlotView): void {
	face.replaceChildren();
	const clip = document.createElementNS(SVG_NS, "clipPath");
	clip.id = `clip-${slot.context}`;
	const round = document.createElementNS(SVG_NS, "rect");
	setAttributes(round, { width: "72", height: "72", rx: "14" });
	clip.append(round);
	const background = document.createElementNS(SVG_NS, "rect");
	setAttributes(background, { width: "72", height: "72", rx: "14", class: "face-background" });
	face.append(clip, background);
	if (slot.imageUrl) {
		const image = document.createElementNS(SVG_NS, "image");
		setAttributes(image, { href: slot.imageUrl, width: "72", height: "72", "clip-path": `url(#clip-${slot.context})` });
		face.append(image);
	}
	const lines = slot.title ? slot.title.split("\n") : [];
	if (lines.length === 0) return;
	const span = (lines.length - 1) * TITLE_LINE_HEIGHT;
	const first = slot.titleAlignment === "top" ? 15 : slot.titleAlignment === "bottom" ? 65 - span : 36 + 4.2 - span / 2;
	const text = document.createElementNS(SVG_NS, "text");
	setAttributes(text, { class: "key-title", "text-anchor": "middle" });
	lines.forEach((line, index) => {
		const tspan = document.createElementNS(SVG_NS, "tspan");
		setAttributes(tspan, { x: "36", y: String(first + index * TITLE_LINE_HEIGHT) });
		tspan.textContent = line;
		text.append(tspan);
	});
	face.append(text);
}
