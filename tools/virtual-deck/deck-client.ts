// Script of the deck page. It runs in the browser: the server compiles it and `strip-items.ts` with
// `ts.transpileModule`, so it may import types, and `strip-items.js` at run time.
import type { PropertyInspectorArgs } from "../host/stream-deck-host";
import type { ActivityEntry, ActivitySlice } from "./activity-log";
import type { DeckView, SlotView } from "./deck-view";
import { stripItems } from "./strip-items.js";

/** Header that every POST carries (see `ACTION_HEADER` on the server). */
const ACTION_HEADERS = { "x-virtual-deck": "1" };

/** How long an OK or alert mark stays beside a key, as long as the app shows its own on the key. */
const FLASH_MS = 1500;

/** Degrees the knob's notch turns per tick. */
const DEGREES_PER_TICK = 15;

/** Width of one touch strip segment, in the layout's pixels. */
const SEGMENT_WIDTH = 200;

/** Title line height on a key, in key pixels (the key is 72 × 72). */
const TITLE_LINE_HEIGHT = 13.5;

/** SVG namespace. */
const SVG_NS = "http://www.w3.org/2000/svg";

/** A checkmark in a green disc, the app's OK mark. */
const OK_MARK =
	'<svg viewBox="0 0 72 72" aria-hidden="true"><circle cx="36" cy="36" r="22" fill="#2FB344"/><path d="M25 36.5l7.5 7.5L47 29.5" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/** An exclamation mark in a yellow triangle, the app's alert mark. */
const ALERT_MARK =
	'<svg viewBox="0 0 72 72" aria-hidden="true"><path d="M36 13L62 58H10Z" fill="#F5C400" stroke="#F5C400" stroke-width="5" stroke-linejoin="round"/><path d="M36 29v14" stroke="#1A1A1A" stroke-width="5.5" stroke-linecap="round"/><circle cx="36" cy="51" r="3.3" fill="#1A1A1A"/></svg>';

/**
 * The elements of one key or dial, kept across renders so animations and focus survive updates.
 */
interface SlotElements {
	/** The slot's outer element. */
	root: HTMLElement;
	/** Where the OK / alert mark appears: beside the caption, never on the plugin's picture. */
	flash: HTMLElement;
	/** Caption: action name. */
	name: HTMLElement;
	/** Caption: settings summary. */
	detail: HTMLElement;
	/** Key face (keys). */
	face?: SVGSVGElement;
	/** Touch strip segment (dials). */
	segment?: HTMLElement;
	/** The knob's rotating part (dials). */
	notch?: HTMLElement;
	/** Current knob angle (dials). */
	angle: number;
	/** Counts last seen, to notice new OKs and alerts. */
	okCount: number;
	/** Counts last seen. */
	alertCount: number;
	/** Pending end of the mark. */
	flashTimer?: number;
	/** What the face was drawn from, to skip redraws. */
	drawn: string;
}

/** Elements by context. */
const slots = new Map<string, SlotElements>();

/** The latest view. */
let view: DeckView | undefined;

/** Context whose inspector is open. */
let inspected: string | undefined;

/** Rows of the request list by request number. */
const activityRows = new Map<number, HTMLLIElement>();

/** Where the request list says what it holds while it has no row, or that the demo sends nothing. */
let activityNote: HTMLLIElement | undefined;

/** The number of the next request the list lacks. */
let activityNext = 0;

/**
 * Looks up an element that the page must have.
 * @param id Its ID.
 * @returns The element.
 */
function byId<T extends HTMLElement>(id: string): T {
	const element = document.getElementById(id);
	if (!element) throw new Error(`#${id} is missing`);
	return element as T;
}

/**
 * Creates an element.
 * @param tag Tag name.
 * @param className Class attribute.
 * @param text Text content.
 * @returns The element.
 */
function make<K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text = ""): HTMLElementTagNameMap[K] {
	const element = document.createElement(tag);
	if (className) element.className = className;
	if (text) element.textContent = text;
	return element;
}

/**
 * Sends a gesture to the server.
 * @param path E.g. `/api/press/<context>`.
 */
async function post(path: string): Promise<void> {
	const response = await fetch(path, { method: "POST", headers: ACTION_HEADERS });
	if (!response.ok) console.warn(`${path}: ${response.status} ${await response.text()}`);
}

/**
 * Builds the gear button that opens a slot's property inspector.
 * @param context The slot.
 * @returns The button.
 */
function gearButton(context: string): HTMLButtonElement {
	const gear = make("button", "gear", "⚙");
	gear.type = "button";
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
function caption(root: HTMLElement, context: string): Pick<SlotElements, "detail" | "flash" | "name"> {
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
function createKey(slot: SlotView): SlotElements {
	const root = make("div", "key-slot");
	root.dataset.context = slot.context;
	const button = make("button", "key");
	button.type = "button";
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
 * Creates the elements of a dial: its touch strip segment and its knob.
 * @param slot The dial.
 * @returns Its elements.
 */
function createDial(slot: SlotView): SlotElements {
	const context = encodeURIComponent(slot.context);
	const segment = make("button", "segment");
	segment.type = "button";
	segment.dataset.context = slot.context;
	segment.title = "Tap the touch strip";
	segment.addEventListener("click", () => void post(`/api/touch/${context}`));
	const canvas = make("div", "segment-canvas");
	segment.append(canvas);

	const root = make("div", "dial-slot");
	root.dataset.context = slot.context;
	const controls = make("div", "dial-controls");
	const left = make("button", "turn turn-left", "‹");
	const right = make("button", "turn turn-right", "›");
	const knob = make("button", "knob");
	const notch = make("span", "knob-notch");
	knob.append(notch);
	left.title = "Turn left";
	right.title = "Turn right";
	for (const button of [left, right, knob]) button.type = "button";
	controls.append(left, knob, right);
	root.append(controls);

	const elements: SlotElements = {
		root,
		segment,
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
 * Draws a key face: the image, then the title lines, placed as the app places them.
 * @param face The SVG.
 * @param slot The key.
 */
function drawFace(face: SVGSVGElement, slot: SlotView): void {
	face.replaceChildren();
	const clip = document.createElementNS(SVG_NS, "clipPath");
	clip.id = `clip-${slot.context}`;
	const round = document.createElementNS(SVG_NS, "rect");
	for (const [name, value] of [
		["width", "72"],
		["height", "72"],
		["rx", "14"],
	])
		round.setAttribute(name, value);
	clip.append(round);
	const background = document.createElementNS(SVG_NS, "rect");
	for (const [name, value] of [
		["width", "72"],
		["height", "72"],
		["rx", "14"],
		["class", "face-background"],
	]) {
		background.setAttribute(name, value);
	}
	face.append(clip, background);
	if (slot.imageUrl) {
		const image = document.createElementNS(SVG_NS, "image");
		image.setAttribute("href", slot.imageUrl);
		image.setAttribute("width", "72");
		image.setAttribute("height", "72");
		image.setAttribute("clip-path", `url(#clip-${slot.context})`);
		face.append(image);
	}
	const lines = slot.title ? slot.title.split("\n") : [];
	if (lines.length === 0) return;
	const span = (lines.length - 1) * TITLE_LINE_HEIGHT;
	const first = slot.titleAlignment === "top" ? 15 : slot.titleAlignment === "bottom" ? 65 - span : 36 + 4.2 - span / 2;
	const text = document.createElementNS(SVG_NS, "text");
	text.setAttribute("class", "key-title");
	text.setAttribute("text-anchor", "middle");
	lines.forEach((line, index) => {
		const tspan = document.createElementNS(SVG_NS, "tspan");
		tspan.setAttribute("x", "36");
		tspan.setAttribute("y", String(first + index * TITLE_LINE_HEIGHT));
		tspan.textContent = line;
		text.append(tspan);
	});
	face.append(text);
}

/**
 * Draws a touch strip segment from the dial's layout and feedback.
 * @param canvas The segment's 200 × 100 canvas.
 * @param slot The dial.
 */
function drawSegment(canvas: HTMLElement, slot: SlotView): void {
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
 * Shows the OK or alert mark beside a slot's name for a moment.
 * @param elements The slot.
 * @param kind Which mark.
 */
function flash(elements: SlotElements, kind: "alert" | "ok"): void {
	window.clearTimeout(elements.flashTimer);
	elements.flash.innerHTML = kind === "ok" ? OK_MARK : ALERT_MARK;
	elements.flash.dataset.kind = kind;
	elements.root.dataset.flash = kind;
	elements.flashTimer = window.setTimeout(() => {
		delete elements.flash.dataset.kind;
		delete elements.root.dataset.flash;
	}, FLASH_MS);
}

/**
 * Updates a slot's elements to a new view of it.
 * @param elements The slot's elements.
 * @param slot The view.
 */
function update(elements: SlotElements, slot: SlotView): void {
	const root = elements.root;
	root.dataset.slug = slot.slug;
	root.dataset.column = String(slot.column);
	root.dataset.row = String(slot.row);
	root.dataset.state = String(slot.state);
	root.dataset.title = slot.title ?? "";
	root.dataset.okCount = String(slot.okCount);
	root.dataset.alertCount = String(slot.alertCount);
	root.dataset.selected = String(slot.context === inspected);
	root.title = `${slot.name}${slot.caption ? ` · ${slot.caption}` : ""}`;
	const knob = root.querySelector<HTMLElement>(".knob");
	if (knob) knob.title = gestureHelp(slot.triggerDescription);
	elements.name.textContent = slot.name;
	elements.detail.textContent = slot.caption;
	const drawn = JSON.stringify([slot.imageUrl, slot.title, slot.titleAlignment, slot.feedback, slot.layout]);
	if (drawn !== elements.drawn) {
		elements.drawn = drawn;
		if (elements.face) drawFace(elements.face, slot);
		if (elements.segment) {
			elements.segment.dataset.selected = String(slot.context === inspected);
			const canvas = elements.segment.querySelector<HTMLElement>(".segment-canvas");
			if (canvas) drawSegment(canvas, slot);
		}
	}
	if (slot.alertCount > elements.alertCount) flash(elements, "alert");
	else if (slot.okCount > elements.okCount) flash(elements, "ok");
	elements.okCount = slot.okCount;
	elements.alertCount = slot.alertCount;
}

/**
 * Describes a dial's gestures for its tooltip.
 * @param description The trigger description (`Rotate`, `Push`, `Touch`, `LongTouch`).
 * @returns E.g. `Turn: Add / remove · Push: Lock / unlock`; a generic hint without a description.
 */
function gestureHelp(description: Record<string, unknown> | undefined): string {
	const parts: string[] = [];
	for (const [name, label] of [
		["Rotate", "Turn"],
		["Push", "Push"],
		["Touch", "Tap the strip"],
	]) {
		const text = description?.[name];
		if (typeof text === "string" && text) parts.push(`${label}: ${text}`);
	}
	return parts.length ? parts.join(" · ") : "Click to push, mouse wheel to turn";
}

/**
 * Brings the page in line with a view.
 * @param next The view.
 */
function render(next: DeckView): void {
	view = next;
	const keys = byId("keys");
	const strip = byId("strip");
	const dials = byId("dials");
	renderDevice(next.device, strip, dials);
	const seen = new Set<string>();
	for (const slot of [...next.keys, ...next.dials]) {
		seen.add(slot.context);
		let elements = slots.get(slot.context);
		if (!elements) {
			elements = slot.controller === "Keypad" ? createKey(slot) : createDial(slot);
			slots.set(slot.context, elements);
		}
		update(elements, slot);
		const parent = slot.controller === "Keypad" ? keys : dials;
		elements.root.style.gridColumn = String(slot.column + 1);
		elements.root.style.gridRow = String(slot.row + 1);
		if (elements.root.parentElement !== parent) parent.append(elements.root);
		if (elements.segment) {
			elements.segment.style.gridColumn = String(slot.column + 1);
			if (elements.segment.parentElement !== strip) strip.append(elements.segment);
		}
	}
	for (const [context, elements] of slots) {
		if (!seen.has(context)) {
			elements.root.remove();
			elements.segment?.remove();
			slots.delete(context);
		}
	}
	// The app closes the inspector of an action that left the device (another page).
	if (inspected !== undefined && !seen.has(inspected)) closeInspector();
	strip.style.setProperty("--strip-scale", String(strip.clientWidth / (4 * SEGMENT_WIDTH)));
	renderPages(next.page, next.pageCount);
	renderActivity(next.activity, next.channel.kind === "demo", next.emulatorUrl);
	const link = byId<HTMLAnchorElement>("emulator-link");
	link.href = `${next.emulatorUrl}/`;
	link.title = `State page of the API emulator at ${next.emulatorUrl}`;
	renderChannel(next.channel);
}

/** Width of a key and of the gap between keys on a deck of more than five columns: an XL fits beside the inspector. */
const NARROW_KEY = { key: "84px", gap: "14px" };

/**
 * Shapes the deck as the device: its columns of keys, and its touch strip and dials only if it has them.
 * @param device The device.
 * @param strip The touch strip.
 * @param dials The dials' row.
 */
function renderDevice(device: DeckView["device"], strip: HTMLElement, dials: HTMLElement): void {
	const root = document.documentElement.style;
	root.setProperty("--columns", String(device.columns));
	if (device.columns > 5) {
		root.setProperty("--key", NARROW_KEY.key);
		root.setProperty("--key-gap", NARROW_KEY.gap);
	}
	strip.style.display = device.dials > 0 ? "" : "none";
	dials.style.display = device.dials > 0 ? "" : "none";
	byId("deck-column").setAttribute("aria-label", device.name);
	const brand = document.querySelector(".brand-sub");
	if (brand) brand.textContent = `Virtual ${device.name}`;
}

/**
 * Says which channel the plugin uses, as the plugin resolves it, and offers the demo (or, in the demo, the emulator),
 * as the inspector's "Try the demo" would.
 * @param channel The channel now.
 */
function renderChannel(channel: DeckView["channel"]): void {
	const button = byId<HTMLButtonElement>("channel-switch");
	button.dataset.channel = channel.kind;
	const problem = channel.problem ? ` (${channel.problem})` : "";
	const offer = channel.kind === "demo" ? "switch to the API emulator" : "try the demo";
	button.textContent = `Channel: ${channel.name}${problem} · ${offer}`;
	const where = {
		demo: "The plugin answers every request itself (keys marked DEMO); it sends nothing, so the request list gets nothing.",
		emulator: "The plugin talks to the API emulator.",
		other: `The plugin talks to ${channel.name}, not to the API emulator.`,
		unset: "The plugin has no server it can use: its keys show Setup.",
	}[channel.kind];
	button.title =
		channel.kind === "demo"
			? `${where} Switch back to the API emulator.`
			: `${where} Switch to its demo channel (base URL demo), as Connection → Try the demo does in the Stream Deck app; same as npm start -- --demo.`;
}

/**
 * Shows which page of the profile is on the device, with a button per page.
 * @param page The page shown, from 0.
 * @param count How many pages there are.
 */
function renderPages(page: number, count: number): void {
	const bar = byId("pages");
	bar.dataset.page = String(page);
	if (bar.childElementCount !== count) {
		bar.replaceChildren(
			...Array.from({ length: count }, (_, index) => {
				const button = make("button", "page-button", `Page ${index + 1}`);
				button.type = "button";
				button.dataset.page = String(index);
				button.addEventListener("click", () => void post(`/api/page/${index}`));
				return button;
			}),
		);
	}
	for (const button of bar.querySelectorAll<HTMLButtonElement>(".page-button")) {
		button.setAttribute("aria-pressed", String(button.dataset.page === String(page)));
	}
}

/**
 * Draws one row of the request list.
 * @param row The row.
 * @param entry The request.
 * @param emulatorUrl Origin of the API emulator: a request that went elsewhere names where.
 */
function fillActivityRow(row: HTMLLIElement, entry: ActivityEntry, emulatorUrl: string): void {
	const time = new Date(entry.at).toLocaleTimeString([], { hour12: false });
	const elsewhere = entry.origin !== emulatorUrl;
	const origin = elsewhere ? [make("span", "activity-origin", entry.origin || "?")] : [];
	row.replaceChildren(
		make("time", "activity-time", time),
		make("span", `activity-method method-${entry.method.toLowerCase()}`, entry.method),
		make("span", "activity-path", entry.path),
		...origin,
		// The status alone keeps the path readable; what went wrong is in the row's tooltip.
		make("span", `activity-status status-${entry.ok ? "good" : "bad"}`, String(entry.status ?? entry.outcome)),
	);
	row.dataset.seq = String(entry.seq);
	row.title = `${entry.method} ${entry.origin}${entry.path} → ${entry.outcome}`;
}

/**
 * Says at the top of the request list what it holds: that the demo sends nothing while the demo is on, else, while the
 * list is empty, how to fill it.
 * @param list The list.
 * @param demo Whether the plugin uses the demo channel.
 */
function noteActivity(list: HTMLElement, demo: boolean): void {
	const text = demo
		? "Demo channel: the plugin answers every key itself and sends no request, so none is listed."
		: activityRows.size === 0
			? "Press a key: each request the plugin sends, to any address, shows up here."
			: "";
	list.dataset.demo = String(demo);
	if (text === "") {
		activityNote?.remove();
		activityNote = undefined;
		return;
	}
	activityNote ??= make("li", "activity-note");
	activityNote.textContent = text;
	if (list.firstElementChild !== activityNote) list.prepend(activityNote);
}

/**
 * Merges requests into the list (newest at the top), drops those the server no longer keeps, and keeps the rows a
 * reader scrolled to where they were.
 * @param slice The requests from the number the page asked for on.
 * @param demo Whether the plugin uses the demo channel now.
 * @param emulatorUrl Origin of the API emulator.
 */
function renderActivity(slice: ActivitySlice, demo: boolean, emulatorUrl: string): void {
	const list = byId("activity");
	const heightBefore = list.scrollHeight;
	for (const entry of slice.entries) {
		if (activityRows.has(entry.seq)) continue;
		const row = make("li", "activity-row");
		activityRows.set(entry.seq, row);
		// Newest at the top, under the note when there is one.
		if (activityNote?.parentElement === list) activityNote.after(row);
		else list.prepend(row);
		fillActivityRow(row, entry, emulatorUrl);
	}
	for (const [seq, row] of activityRows) {
		if (seq < slice.first) {
			row.remove();
			activityRows.delete(seq);
		}
	}
	activityNext = slice.next;
	list.dataset.count = String(activityRows.size);
	noteActivity(list, demo);
	// A reader who scrolled down keeps reading the same rows while new ones arrive at the top.
	if (list.scrollTop > 0) list.scrollTop += list.scrollHeight - heightBefore;
}

/**
 * Opens an instance's property inspector beside the deck the way the app does: loads the plugin's page, then calls
 * its `connectElgatoStreamDeckSocket` with the port, the instance, the registration event and the info.
 * @param context The instance.
 */
async function openInspector(context: string): Promise<void> {
	const slot = view && [...view.keys, ...view.dials].find((candidate) => candidate.context === context);
	if (!slot?.inspectorUrl) return;
	const panel = byId("inspector");
	const frame = byId<HTMLIFrameElement>("inspector-frame");
	if (inspected === context && panel.dataset.open === "true") return;
	inspected = context;
	panel.dataset.open = "true";
	panel.dataset.context = context;
	panel.dataset.connected = "false";
	const icon = byId<HTMLImageElement>("inspector-icon");
	icon.hidden = !slot.iconUrl;
	if (slot.iconUrl) icon.src = slot.iconUrl;
	byId("inspector-title").textContent = slot.name;
	const device = view?.device ?? { columns: 4, rows: 2, dials: 4 };
	const where =
		slot.controller === "Keypad"
			? `key ${slot.row * device.columns + slot.column + 1} of ${device.columns * device.rows}`
			: `dial ${slot.column + 1} of ${device.dials}`;
	byId("inspector-where").textContent = `Page ${(view?.page ?? 0) + 1}, ${where}`;
	byId("inspector-close").hidden = false;
	byId("inspector-placeholder").hidden = true;
	for (const [other, elements] of slots) {
		elements.root.dataset.selected = String(other === context);
		if (elements.segment) elements.segment.dataset.selected = String(other === context);
	}

	// A fresh frame per inspector: closing the old page closes its socket, as the app does when the selection moves.
	const fresh = frame.cloneNode(false) as HTMLIFrameElement;
	fresh.hidden = false;
	const loaded = new Promise<void>((resolve) => fresh.addEventListener("load", () => resolve(), { once: true }));
	fresh.src = slot.inspectorUrl;
	frame.replaceWith(fresh);
	await loaded;
	if (inspected !== context) return;
	const response = await fetch(`/api/inspector/${encodeURIComponent(context)}`);
	if (!response.ok || inspected !== context) return;
	const args = (await response.json()) as PropertyInspectorArgs;
	const inspectorWindow = fresh.contentWindow as
		| (Window & {
				/** Defined by the property inspector page. */
				connectElgatoStreamDeckSocket?: (...values: unknown[]) => void;
		  })
		| null;
	const connect = inspectorWindow?.connectElgatoStreamDeckSocket;
	if (!connect) {
		console.error(`${slot.inspectorUrl} defines no connectElgatoStreamDeckSocket`);
		return;
	}
	connect(args.port, args.uuid, args.registerEvent, args.info, args.actionInfo);
	panel.dataset.connected = "true";
}

/**
 * Closes the property inspector.
 */
function closeInspector(): void {
	inspected = undefined;
	const panel = byId("inspector");
	panel.dataset.open = "false";
	delete panel.dataset.context;
	panel.dataset.connected = "false";
	const frame = byId<HTMLIFrameElement>("inspector-frame");
	const blank = frame.cloneNode(false) as HTMLIFrameElement;
	blank.removeAttribute("src");
	blank.hidden = true;
	frame.replaceWith(blank);
	byId("inspector-icon").hidden = true;
	byId("inspector-title").textContent = "Property inspector";
	byId("inspector-where").textContent = "Pick ⚙ on a key or dial to configure it.";
	byId("inspector-close").hidden = true;
	byId("inspector-placeholder").hidden = false;
	for (const elements of slots.values()) {
		elements.root.dataset.selected = "false";
		if (elements.segment) elements.segment.dataset.selected = "false";
	}
}

/**
 * Follows the deck: asks for the view again as soon as it changes (the server holds the request until then).
 */
async function follow(): Promise<void> {
	const connection = byId("connection");
	for (;;) {
		try {
			const query = view ? `?after=${view.version}&since=${activityNext}` : "";
			const response = await fetch(`/api/deck${query}`);
			if (!response.ok) throw new Error(`HTTP ${response.status}`);
			render((await response.json()) as DeckView);
			document.body.dataset.ready = "true";
			connection.dataset.live = String(view?.pluginRunning === true);
			connection.textContent = view?.pluginRunning ? "plugin running" : "plugin stopped";
		} catch {
			connection.dataset.live = "false";
			connection.textContent = "disconnected, retrying…";
			await new Promise((resolve) => window.setTimeout(resolve, 1000));
		}
	}
}

byId("inspector-close").addEventListener("click", closeInspector);
byId("channel-switch").addEventListener("click", (event) => {
	const current = (event.currentTarget as HTMLButtonElement).dataset.channel;
	void post(`/api/channel/${current === "demo" ? "emulator" : "demo"}`);
});
void follow();

export {};
