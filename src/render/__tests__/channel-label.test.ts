import { describe, expect, it } from "vitest";

import { contrastRatio, readableTextColour, relativeLuminance } from "../contrast";
import { ACCENTS, type KeyFace, renderKeyFace } from "../key-face";
import { layoutKeyFace } from "../key-face-layout";
import { textWidth } from "../text-width";

/** The least contrast small text needs (WCAG 2, level AA). */
const MIN_CONTRAST = 4.5;

/** Height of the accent bar along the top of every key. */
const ACCENT_BAR_HEIGHT = 8;

/** The band kept for the `DEMO` mark across the top of every key. */
const MARK_BAND_HEIGHT = 24;

/** Colours a user may pick for colour by value: the default red, yellows, white, black, greys and others. */
const PICKED = [
	"#E5484D",
	"#FFD60A",
	"#FFFF00",
	"#EAB308",
	"#FFFFFF",
	"#000000",
	"#767676",
	"#777777",
	"#808080",
	"#959595",
	"#00FF00",
	"#336699",
	"#FF00FF",
	"#00FFFF",
	"#F97316",
	...Object.values(ACCENTS),
];

/** A grid over the whole colour cube, six steps per channel. */
const GRID = [0, 51, 102, 153, 204, 255].flatMap((red) =>
	[0, 51, 102, 153, 204, 255].flatMap((green) =>
		[0, 51, 102, 153, 204, 255].map(
			(blue) => `#${[red, green, blue].map((c) => c.toString(16).padStart(2, "0")).join("")}`,
		),
	),
);

/** Every colour a key may be drawn on: its usual dark (no highlight), then each highlight colour. */
const BACKGROUNDS: (string | undefined)[] = [undefined, ...PICKED, ...GRID];

/** The kinds of display key a channel name sits on. */
const VARIANTS: Partial<KeyFace>[] = [
	{},
	{ badge: "#2" },
	{ stale: true },
	{ titled: true, stale: true, badge: "#3" },
	{ heading: { words: "Warnings" }, titled: true, stale: true, badge: "#3" },
];

/**
 * An attribute of the first element with an id in an SVG document.
 * @param svg The document.
 * @param id The element's id.
 * @param name The attribute.
 * @returns Its value, if there is one.
 */
function attributeOf(svg: string, id: string, name: string): string | undefined {
	const element = new RegExp(`<[a-z]+ id="${id}"[^>]*>`).exec(svg)?.[0];
	return element === undefined ? undefined : new RegExp(` ${name}="([^"]*)"`).exec(element)?.[1];
}

describe("the channel name on a key", () => {
	it("measures contrast as WCAG 2 does", () => {
		expect(relativeLuminance("#000000")).toBe(0);
		expect(relativeLuminance("#FFFFFF")).toBeCloseTo(1, 10);
		expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 10);
		expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
		expect(contrastRatio("#E5484D", "#E5484D")).toBe(1);
		// What the name used to be drawn in (the family's colour) is unreadable on the default red.
		expect(contrastRatio(ACCENTS.warnings, "#E5484D")).toBeLessThan(MIN_CONTRAST);
	});

	it("picks white or black text, whichever reads better", () => {
		expect(readableTextColour("#17181c")).toBe("#ffffff");
		expect(readableTextColour("#FFD60A")).toBe("#000000");
		expect(readableTextColour("#FFFFFF")).toBe("#000000");
		expect(readableTextColour("#000000")).toBe("#ffffff");
	});

	for (const variant of VARIANTS) {
		it(`reads at least 4.5:1 against every colour behind it, on ${BACKGROUNDS.length} backgrounds: ${JSON.stringify(variant)}`, () => {
			for (const background of BACKGROUNDS) {
				const face: KeyFace = {
					accent: ACCENTS.warnings,
					label: "night owl",
					value: "3",
					channel: "Second",
					background,
					...variant,
				};
				const svg = renderKeyFace(face);
				const behind = attributeOf(svg, "background", "fill");
				const text = attributeOf(svg, "channel", "fill");
				expect(behind, String(background)).toBe(background ?? "#17181c");
				expect(text, String(background)).toMatch(/^#[0-9a-f]{6}$/i);
				expect(contrastRatio(text!, behind!), `${text} on ${behind}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
			}
		});
	}

	it("sits on the key's background alone: below the mark band, clear of the badge and the label, at 8 px or more on a 72-pixel key", () => {
		for (const name of ["Second", "A much longer channel name than fits", "配信チャンネル二番目"]) {
			const layout = layoutKeyFace({
				accent: ACCENTS.top,
				label: "night owl",
				value: "320",
				badge: "#2",
				channel: name,
			});
			const channel = layout.channel!;
			const box = {
				left: channel.x,
				right: channel.x + textWidth(channel.text, channel.size, false),
				top: channel.y - channel.size * 0.8,
				bottom: channel.y + channel.size * 0.22,
			};
			expect(box.top).toBeGreaterThanOrEqual(Math.max(ACCENT_BAR_HEIGHT, MARK_BAND_HEIGHT));
			expect(box.bottom).toBeLessThanOrEqual(layout.badge!.y - 18);
			expect(box.bottom).toBeLessThanOrEqual(layout.label.y - layout.label.size * 0.8);
			expect(channel.size).toBeGreaterThanOrEqual(16);
		}
	});

	it("is drawn unlike the rank badge: plain text, not bold, not in the badge's colour, on no box of its own", () => {
		const svg = renderKeyFace({
			accent: ACCENTS.top,
			label: "night owl",
			value: "320",
			badge: "#2",
			channel: "Second",
		});
		const channel = /<text id="channel"[^>]*>[^<]*<\/text>/.exec(svg)?.[0] ?? "";
		expect(channel).toContain(">Second<");
		expect(channel).not.toContain("font-weight");
		expect(attributeOf(svg, "channel", "fill")).not.toBe(ACCENTS.top);
		expect(attributeOf(svg, "badge", "fill")).not.toBe(attributeOf(svg, "channel", "fill"));
		// The only boxes are the background, the accent bar and the badge's.
		expect(svg.match(/<rect /g)).toHaveLength(3);
	});
});

describe("the heading of a display key", () => {
	it("reads at least 4.5:1 on the dark in each display family's colour, else in white", () => {
		for (const accent of [ACCENTS.top, ACCENTS.warnings, ACCENTS.currency, ACCENTS.data, ACCENTS.event]) {
			const svg = renderKeyFace({ accent, heading: { words: "Warnings" }, label: "night owl", value: "3" });
			const text = attributeOf(svg, "heading", "fill")!;
			expect(contrastRatio(text, "#17181c"), `${text} for ${accent}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
			// The family's colour where it reads: the violet of events does not.
			expect(text === accent, accent).toBe(contrastRatio(accent, "#17181c") >= MIN_CONTRAST);
		}
	});

	it(`reads at least 4.5:1 on each of ${BACKGROUNDS.length} colours a user may pick for the value`, () => {
		for (const background of BACKGROUNDS) {
			const face: KeyFace = {
				accent: ACCENTS.top,
				heading: { words: "Top Currency" },
				label: "a",
				value: "1",
				background,
			};
			const svg = renderKeyFace(face);
			const text = attributeOf(svg, "heading", "fill")!;
			const behind = attributeOf(svg, "background", "fill")!;
			expect(contrastRatio(text, behind), `${text} on ${behind}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
		}
	});
});
