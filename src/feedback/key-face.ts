import { fitLine } from "./text-fit";

/** Colours of the action families, shared by the key faces and the manifest's images. */
export const ACCENTS = {
	goal: "#2DD4BF",
	streamathon: "#F59E0B",
	event: "#8B5CF6",
	top: "#EAB308",
	warnings: "#F97316",
	currency: "#22C55E",
	data: "#06B6D4",
} as const;

/** What a key image shows: a value large, its label small, and optional marks. */
export type KeyFace = {
	/** Colour of the family the action belongs to. */
	accent: string;
	/** Small line above the value, e.g. the viewer's name. */
	label: string;
	/** The value, large. */
	value: string;
	/** A short mark in the top-right corner, e.g. `#2` for a rank. */
	badge?: string;
	/** Whether the value could not be refreshed: it is dimmed and marked. */
	stale?: boolean;
};

/** Size of the key image; the app scales it to the key (72 px, 144 px on high-density decks). */
const SIZE = 144;
/** Characters of the label that fit the key's width. */
const LABEL_LENGTH = 12;
/** Characters of the value that fit the key's width at the smallest size. */
const VALUE_LENGTH = 9;

/**
 * Draws a key image as SVG.
 * @param face What to show.
 * @returns The SVG document.
 */
export function renderKeyFace(face: KeyFace): string {
	const value = fitLine(face.value, VALUE_LENGTH);
	const label = fitLine(face.label, LABEL_LENGTH);
	const valueSize = fontSizeFor(Array.from(value).length);
	const opacity = face.stale ? 0.55 : 1;
	const parts = [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
		`<rect width="${SIZE}" height="${SIZE}" rx="18" fill="#17181c"/>`,
		`<rect x="0" y="0" width="${SIZE}" height="8" fill="${face.accent}"/>`,
		`<text id="label" x="72" y="42" text-anchor="middle" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="19" fill="#b8bcc6">${escapeXml(label)}</text>`,
		`<text id="value" x="72" y="${88 + valueSize / 3}" text-anchor="middle" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="${valueSize}" font-weight="700" fill="#ffffff" fill-opacity="${opacity}">${escapeXml(value)}</text>`,
	];
	if (face.badge) {
		parts.push(
			`<rect x="${SIZE - 52}" y="14" width="44" height="26" rx="13" fill="${face.accent}"/>`,
			`<text id="badge" x="${SIZE - 30}" y="33" text-anchor="middle" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="17" font-weight="700" fill="#17181c">${escapeXml(fitLine(face.badge, 4))}</text>`,
		);
	}
	if (face.stale) {
		parts.push(
			`<g id="stale"><path d="M122 108 L138 134 L106 134 Z" fill="#F59E0B"/><text x="122" y="131" text-anchor="middle" font-family="Arial, sans-serif" font-size="16" font-weight="700" fill="#17181c">!</text></g>`,
		);
	}
	parts.push("</svg>");
	return parts.join("");
}

/**
 * Wraps an SVG document so `setImage` accepts it.
 * @param svg The SVG document.
 * @returns A `data:` URL.
 */
export function svgDataUrl(svg: string): string {
	return `data:image/svg+xml;charset=utf8,${encodeURIComponent(svg)}`;
}

/**
 * Picks the value's font size so that it fits the key.
 * @param length Characters in the value.
 * @returns Pixels.
 */
function fontSizeFor(length: number): number {
	if (length <= 3) return 56;
	if (length <= 5) return 44;
	if (length <= 7) return 34;
	return 27;
}

/**
 * Escapes text for an SVG text node.
 * @param text The text.
 * @returns The escaped text.
 */
function escapeXml(text: string): string {
	return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
