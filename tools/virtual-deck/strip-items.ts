// What a touch strip segment shows, from a dial's layout and feedback. Shared by the virtual deck's page (which
// imports it at run time: it may import nothing itself) and the Marketplace pictures.
import type { LayoutItem } from "./action-catalog";

/** Layout of a dial whose layout is a built-in one (`$A0` …) that is not drawn here: title and value. */
const FALLBACK_LAYOUT: LayoutItem[] = [
	{ key: "title", type: "text", rect: [8, 6, 184, 24], alignment: "center" },
	{ key: "value", type: "text", rect: [8, 34, 184, 40], alignment: "center", font: { size: 24, weight: 700 } },
];

/**
 * One item of a segment, ready to draw in its 200 × 100 box.
 */
export interface StripItem {
	/** The layout item's key. */
	key: string;
	/** `text`, `bar` (for `bar` and `gbar`) or `pixmap`. */
	type: "bar" | "pixmap" | "text";
	/** `[x, y, width, height]` in the segment. */
	rect: [number, number, number, number];
	/** Opacity, when the layout or feedback sets one. */
	opacity?: number;
	/** Background colour of the item's box, when set (the demo channel's mark). */
	background?: string;
	/** Text of a text item. */
	text: string;
	/** Font size in pixels. */
	fontSize: number;
	/** Font weight. */
	fontWeight: number;
	/** Text colour, when set. */
	color?: string;
	/** Horizontal alignment of the text. */
	alignment: "center" | "left" | "right";
	/** How full a bar is, 0–1. */
	share: number;
	/** Bar background colour. */
	barBackground: string;
	/** Bar fill colour. */
	barFill: string;
	/** Image of a pixmap item: a `data:` URL or a plugin-relative path; empty when none. */
	pixmap: string;
}

/**
 * Resolves what each item of a dial's layout shows: the layout's own properties, overridden by the feedback (either a
 * value or an object of properties with `value`). Items turned off (`enabled: false`) are left out.
 * @param layout The layout items; the fallback layout when empty.
 * @param feedback The dial's merged feedback.
 * @returns The items to draw, in layout order.
 */
export function stripItems(layout: readonly LayoutItem[], feedback: Record<string, unknown>): StripItem[] {
	const items: StripItem[] = [];
	for (const item of layout.length ? layout : FALLBACK_LAYOUT) {
		const entry = feedback[item.key];
		const isObject = entry !== null && typeof entry === "object" && !Array.isArray(entry);
		const overrides = isObject ? (entry as Record<string, unknown>) : {};
		const props: Record<string, unknown> = { ...item, ...overrides };
		const value = isObject ? (overrides.value ?? item.value) : (entry ?? item.value);
		if (props.enabled === false) continue;
		const font = (props.font ?? {}) as Record<string, unknown>;
		const range = (props.range ?? { min: 0, max: 100 }) as Record<string, number>;
		const number = typeof value === "number" ? value : Number(value ?? range.min);
		const type = props.type === "bar" || props.type === "gbar" ? "bar" : props.type === "pixmap" ? "pixmap" : "text";
		items.push({
			key: item.key,
			type,
			rect: props.rect as StripItem["rect"],
			opacity: typeof props.opacity === "number" ? props.opacity : undefined,
			background: typeof props.background === "string" ? props.background : undefined,
			text: type === "text" && value !== undefined && value !== null ? String(value) : "",
			fontSize: typeof font.size === "number" ? font.size : 16,
			fontWeight: typeof font.weight === "number" ? font.weight : 500,
			color: typeof props.color === "string" ? props.color : undefined,
			alignment: props.alignment === "left" || props.alignment === "right" ? props.alignment : "center",
			share: Math.min(1, Math.max(0, (number - range.min) / (range.max - range.min || 1))) || 0,
			barBackground: typeof props.bar_bg_c === "string" ? props.bar_bg_c : "#2A3142",
			barFill: typeof props.bar_fill_c === "string" ? props.bar_fill_c : "#2DD4BF",
			pixmap: type === "pixmap" && typeof value === "string" ? value : "",
		});
	}
	return items;
}
