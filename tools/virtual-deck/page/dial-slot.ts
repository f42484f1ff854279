// A dial of the deck: its knob (turned with ‹ › or the wheel, pushed with a click) and its touch strip segment.
import type { SlotView } from "../deck-view";
import { stripItems } from "../strip-items.js";
import type { SlotElements } from "./deck-state.js";
import { make, makeButton, post } from "./dom.js";
import { caption } from "./slot-caption.js";

/** Degrees the knob's notch turns per tick. */
const DEGREES_PER_TICK = 15;

/**
 * Creates the elements of a dial: its knob, and its touch strip segment when the device has a strip.
 * @param slot The dial.
 * @param touchStrip Whether the device's dials have a touch strip.
 * @returns Its elements.
 */
export function createDial(slot: SlotView, touchStrip: boolean): SlotElements {
	const context = encodeURIComponent(slot.context);
	const root = make("div", "dial-slot");
	root.dataset.context = slot.context;
	const controls = make("div", "dial-controls");
	const left = makeButton("turn turn-left", "‹");
	const right = makeButton("turn turn-right", "›");
	const knob = makeButton("knob");
	const notch = make("span", "knob-notch");
	knob.append(notch);
	left.title = "Turn left";
	right.title = "Turn right";
	controls.append(left, knob, right);
	root.append(controls);

	const elements: SlotElements = {
		root,
		segment: touchStrip ? createSegment(slot.context) : undefined,
		notch,
		...caption(root, slot.context),
		angle: 0,
		okCount: slot.okCount,
		alertCount: slot.alertCount,
		drawn: "",
	};
	const turn = (ticks: number): void => {
		elements.angle += ticks * DEGREES_PER_TICK;
		notch.style.transform = `rotate(${elements.angle}deg)`;
		void post(`/api/rotate/${context}?ticks=${ticks}`);
	};
	left.addEventListener("click", () => turn(-1));
	right.addEventListener("click", () => turn(1));
	knob.addEventListener("click", () => void post(`/api/dial-press/${context}`));
	knob.addEventListener(
		"wheel",
		(event) => {
			event.preventDefault();
			if (event.deltaY !== 0) turn(event.deltaY < 0 ? 1 : -1);
		},
		{ passive: false },
	);
	return elements;
}

/**
 * Creates the touch strip segment above a dial; a tap on it is the strip's touch.
 * @param context The dial's context.
 * @returns The segment.
 */
function createSegment(context: string): HTMLElement {
	const segment = makeButton("segment");
	segment.dataset.context = context;
	segment.title = "Tap the touch strip";
	segment.addEventListener("click", () => void post(`/api/touch/${encodeURIComponent(context)}`));
	segment.append(make("div", "segment-canvas"));
	return segment;
}

/**
 * Draws a touch strip segment from the dial's layout and feedback.
 * @param canvas The segment's 200 × 100 canvas.
 * @param slot The dial.
 */
export function drawSegment(canvas: HTMLElement, slot: SlotView): void {
	canvas.replaceChildren();
	for (const item of stripItems(slot.layout, slot.feedback)) {
		const [x, y, width, height] = item.rect;
		const box = make("div", `item item-${item.type}`);
		box.dataset.key = item.key;
		Object.assign(box.style, { left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px` });
		if (item.opacity !== undefined) box.style.opacity = String(item.opacity);
		if (item.background !== undefined) box.style.background = item.background;
		if (item.type === "text") {
			const text = make("span", "item-text", item.text);
			text.style.fontSize = `${item.fontSize}px`;
			text.style.fontWeight = String(item.fontWeight);
			if (item.color !== undefined) text.style.color = item.color;
			box.style.justifyContent =
				item.alignment === "left" ? "flex-start" : item.alignment === "right" ? "flex-end" : "center";
			box.append(text);
		} else if (item.type === "bar") {
			box.style.background = item.barBackground;
			const fill = make("span", "item-bar-fill");
			fill.style.width = `${item.share * 100}%`;
			fill.style.background = item.barFill;
			box.append(fill);
		} else if (item.pixmap) {
			const image = make("img", "item-pixmap");
			image.src = item.pixmap.startsWith("data:") ? item.pixmap : `/plugin/${item.pixmap}`;
			image.alt = "";
			box.append(image);
		}
		canvas.append(box);
	}
}

/**
 * Describes a dial's gestures for its tooltip.
 * @param description The trigger description (`Rotate`, `Push`, `Touch`, `LongTouch`).
 * @param touchStrip Whether the dial has a touch strip to tap.
 * @returns E.g. `Turn: Add / remove · Push: Lock / unlock`; a generic hint without a description.
 */
export function gestureHelp(description: Record<string, unknown> | undefined, touchStrip: boolean): string {
	const parts: string[] = [];
	for (const [name, label] of [
		["Rotate", "Turn"],
		["Push", "Push"],
		...(touchStrip ? [["Touch", "Tap the strip"]] : []),
	]) {
		const text = description?.[name];
		if (typeof text === "string" && text) parts.push(`${label}: ${text}`);
	}
	return parts.length ? parts.join(" · ") : "Click to push, mouse wheel to turn";
}
