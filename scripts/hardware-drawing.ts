/**
 * A drawing of a Stream Deck + as HTML: a dark body, eight rounded LCD keys in two rows, the touch strip and four
 * round dials, at the device's own scale (a key shows the plugin's 144-pixel `@2x` image, a strip segment is the
 * layout's 200 × 100). It shows only what the plugin drew (see `device-faces.ts`): no harness controls, captions,
 * selection rings or host marks.
 */
import type { StripItem } from "../tools/virtual-deck/strip-items";
import type { DeviceFaces, KeyFace, SegmentFace } from "./device-faces";

/** Side of a key, in CSS pixels: the `@2x` key image, one to one. */
const KEY = 144;

/** Distance between key, segment and dial centres: one strip segment. */
const PITCH = 200;

/** Diameter of a dial. */
const DIAL = 118;

/** How a drawing is made. */
export type DrawingOptions = {
	/** `device`: the whole Stream Deck +; `controls`: only the part with the touch strip and the dials. */
	part: "controls" | "device";
	/** Scale of the whole drawing (1: one CSS pixel per device pixel). */
	zoom?: number;
	/** Whether the device lies tilted, seen from above and to the left. */
	tilted?: boolean;
};

/** Style of the drawing: add it once to a page that shows one. */
export const HARDWARE_STYLE = `
.hw-wrap { display: inline-block; }
.hw-wrap.tilted { transform: perspective(2400px) rotateX(24deg) rotateY(-16deg) rotateZ(4deg); }
.hw-body {
	position: relative; box-sizing: content-box; width: ${4 * PITCH}px; padding: 52px 56px 46px;
	border-radius: 40px; background: linear-gradient(180deg, #2c2d31 0%, #1c1d20 55%, #141517 100%);
	box-shadow: 0 2px 0 rgba(255,255,255,0.08) inset, 0 -3px 0 rgba(0,0,0,0.5) inset, 0 0 0 2px #0b0b0c,
		0 50px 100px rgba(0,0,0,0.65);
}
.hw-body.controls { padding-top: 44px; }
.hw-keys { display: grid; grid-template-columns: repeat(4, ${PITCH}px); row-gap: 36px; margin-bottom: 44px; }
.hw-key {
	position: relative; justify-self: center; width: ${KEY}px; height: ${KEY}px; border-radius: 18px; overflow: hidden;
	background: #000; box-shadow: 0 0 0 5px #0c0c0d, 0 0 0 6px #3a3b40, 0 8px 14px rgba(0,0,0,0.6);
}
.hw-key img { display: block; width: ${KEY}px; height: ${KEY}px; }
.hw-title {
	position: absolute; left: 0; right: 0; text-align: center; color: #fff; font: 600 24px/27px -apple-system,
	"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; text-shadow: 0 1px 2px #000; white-space: pre;
}
.hw-title.top { top: 8px; } .hw-title.middle { top: 50%; transform: translateY(-50%); } .hw-title.bottom { bottom: 8px; }
.hw-strip {
	position: relative; width: ${4 * PITCH}px; height: 100px; border-radius: 10px; overflow: hidden; background: #000;
	box-shadow: 0 0 0 5px #0c0c0d, 0 0 0 6px #3a3b40;
}
.hw-segment { position: absolute; top: 0; width: ${PITCH}px; height: 100px; overflow: hidden; }
.hw-item { position: absolute; display: flex; align-items: center; overflow: hidden; }
.hw-text {
	overflow: hidden; max-width: 100%; color: #fff; white-space: nowrap; text-overflow: ellipsis;
	font-family: -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; line-height: 1.15;
}
.hw-bar { border-radius: 999px; }
.hw-bar span { display: block; height: 100%; border-radius: inherit; }
.hw-pixmap img { width: 100%; height: 100%; object-fit: contain; }
.hw-dials { display: grid; grid-template-columns: repeat(4, ${PITCH}px); margin-top: 40px; }
.hw-dial {
	justify-self: center; width: ${DIAL}px; height: ${DIAL}px; border-radius: 50%;
	background: radial-gradient(circle at 50% 42%, #3a3b40 0%, #26272b 46%, #1a1b1e 62%, transparent 63%),
		repeating-conic-gradient(#2e2f33 0deg 3deg, #131416 3deg 6deg);
	box-shadow: 0 0 0 3px #0b0b0c, 0 10px 18px rgba(0,0,0,0.7), 0 1px 0 rgba(255,255,255,0.12) inset;
}
`;

/**
 * Draws a Stream Deck + showing the given faces.
 * @param faces What the keys and strip show.
 * @param options Which part, scale and pose.
 * @returns An HTML fragment (needs {@link HARDWARE_STYLE}).
 */
export function deviceHtml(faces: DeviceFaces, options: DrawingOptions): string {
	const keys =
		options.part === "device"
			? `<div class="hw-keys">${positions(2)
					.map(([column, row]) => keyHtml(faces.keys.find((k) => k.column === column && k.row === row)))
					.join("")}</div>`
			: "";
	const strip = `<div class="hw-strip">${faces.segments.map(segmentHtml).join("")}</div>`;
	const dials = `<div class="hw-dials">${'<div class="hw-dial"></div>'.repeat(4)}</div>`;
	const zoom = options.zoom ?? 1;
	return `<div class="hw-wrap${options.tilted ? " tilted" : ""}" style="zoom:${zoom}"><div class="hw-body ${options.part}">${keys}${strip}${dials}</div></div>`;
}

/**
 * Every key position of the device, row by row.
 * @param rows Rows of keys.
 * @returns `[column, row]` pairs.
 */
function positions(rows: number): [number, number][] {
	return Array.from({ length: rows * 4 }, (_, index) => [index % 4, Math.floor(index / 4)]);
}

/**
 * One key: its image and title, or a dark key when nothing is on it.
 * @param face The key; `undefined` for an empty position.
 * @returns HTML.
 */
function keyHtml(face: KeyFace | undefined): string {
	const image = face?.image ? `<img src="${attribute(face.image)}" alt="">` : "";
	const title = face?.title
		? `<div class="hw-title ${["top", "bottom"].includes(face.titleAlignment) ? face.titleAlignment : "middle"}">${text(face.title)}</div>`
		: "";
	return `<div class="hw-key">${image}${title}</div>`;
}

/**
 * One touch strip segment.
 * @param face The segment.
 * @returns HTML.
 */
function segmentHtml(face: SegmentFace): string {
	return `<div class="hw-segment" style="left:${face.column * PITCH}px">${face.items.map(itemHtml).join("")}</div>`;
}

/**
 * One item of a segment, placed as its layout says.
 * @param item The item.
 * @returns HTML.
 */
function itemHtml(item: StripItem): string {
	const [x, y, width, height] = item.rect;
	const place = `left:${x}px;top:${y}px;width:${width}px;height:${height}px;${item.opacity === undefined ? "" : `opacity:${item.opacity};`}`;
	if (item.type === "bar") {
		return `<div class="hw-item hw-bar" style="${place}background:${colour(item.barBackground, "#2A3142")}"><span style="width:${item.share * 100}%;background:${colour(item.barFill, "#2DD4BF")}"></span></div>`;
	}
	if (item.type === "pixmap") {
		return item.pixmap
			? `<div class="hw-item hw-pixmap" style="${place}"><img src="${attribute(item.pixmap)}" alt=""></div>`
			: "";
	}
	const justify = item.alignment === "left" ? "flex-start" : item.alignment === "right" ? "flex-end" : "center";
	const style = `font-size:${item.fontSize}px;font-weight:${item.fontWeight};${item.color ? `color:${colour(item.color, "#fff")};` : ""}`;
	// A text item's box may have a colour of its own (the demo mark's band), drawn under its text.
	const box = item.background ? `background:${colour(item.background, "transparent")};` : "";
	return `<div class="hw-item" style="${place}${box}justify-content:${justify}"><span class="hw-text" style="${style}">${text(item.text)}</span></div>`;
}

/**
 * A colour from the plugin, if it is one CSS may take as it is.
 * @param value The colour.
 * @param fallback Used for anything else.
 * @returns The colour.
 */
function colour(value: string, fallback: string): string {
	return /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(value) ? value : fallback;
}

/**
 * Escapes text for HTML.
 * @param value Plain text.
 * @returns Escaped text.
 */
function text(value: string): string {
	return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Escapes a value for a double-quoted HTML attribute.
 * @param value The value.
 * @returns Escaped value.
 */
function attribute(value: string): string {
	return text(value).replace(/"/g, "&quot;");
}
