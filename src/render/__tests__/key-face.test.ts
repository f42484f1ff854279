import { describe, expect, it } from "vitest";

import { type KeyFace, renderKeyFace } from "../key-face";
import { layoutKeyFace, type PlacedText } from "../key-face-layout";
import { textWidth } from "../text-width";
import { fitTitle } from "../title-template";

/** A box on the key image. */
type Box = { left: number; right: number; top: number; bottom: number };

/**
 * Where a placed text is drawn: its width by the plugin's estimate, centred on its x; from its cap height above the
 * baseline to its descent below.
 * @param text The placed text.
 * @param bold Whether it is bold.
 * @returns Its box.
 */
function boxOf(text: PlacedText, bold: boolean): Box {
	const width = text.squeezeTo ?? textWidth(text.text, text.size, bold);
	return {
		left: text.x - width / 2,
		right: text.x + width / 2,
		top: text.y - text.size * 0.8,
		bottom: text.y + text.size * 0.22,
	};
}

/**
 * The badge's pill, as the face draws it around its text.
 * @param badge The placed badge.
 * @returns Its box.
 */
function badgeBox(badge: PlacedText): Box {
	const half = (badge.width + 6) / 2;
	return { left: badge.x - half, right: badge.x + half, top: badge.y - 18, bottom: badge.y + 6 };
}

function overlaps(a: Box, b: Box): boolean {
	return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The band kept for the `DEMO` mark. */
const MARK_BAND: Box = { left: 0, right: 144, top: 0, bottom: 24 };
const NAMES = [
	"night owl",
	"Moderator_Mia_the_second_of_her_name",
	"夜更かしのフクロウさん配信者です",
	"🎉🎉 party 👩‍👩‍👧 family 🇩🇪🇩🇪🇩🇪",
	"WWWWWWWWWWWWWWWWWWWWWWWW",
	"ab",
];
const VALUES = ["0", "320", "12.3k", "Never Gonna Give You Up", "配信中のゲームは何ですか", "🎵🎵🎵🎵🎵🎵🎵🎵"];

describe("key face layout", () => {
	for (const name of NAMES) {
		for (const value of VALUES) {
			for (const variant of [
				{},
				{ badge: "#42" },
				{ stale: true },
				{ titled: true },
				{ titled: true, stale: true, badge: "#3" },
				{ heading: { words: name } },
				{ heading: { words: name, detail: "Month" }, channel: "Second channel", badge: "#42" },
				{ heading: { words: "Top Currency" }, channel: name, titled: true, stale: true, badge: "#3" },
			]) {
				const face: KeyFace = { accent: "#fff", label: name, value, ...variant };
				it(`never overlaps: ${JSON.stringify(face).slice(0, 90)}`, () => {
					const layout = layoutKeyFace(face);
					const label = boxOf(layout.label, false);
					const shown = boxOf(layout.value, true);
					// Everything within the key's width.
					for (const box of [label, shown]) {
						expect(box.left).toBeGreaterThanOrEqual(7.5);
						expect(box.right).toBeLessThanOrEqual(136.5);
					}
					expect(overlaps(label, shown)).toBe(false);
					if (layout.badge) expect(overlaps(label, badgeBox(layout.badge))).toBe(false);
					// The rows above the label: the channel's name (drawn from its start) and the heading.
					const rows = [
						...(layout.channel ? [{ ...boxOf(layout.channel, false), left: layout.channel.x }] : []),
						...(layout.heading ? [boxOf(layout.heading, false)] : []),
					];
					const badge = layout.badge ? [badgeBox(layout.badge)] : [];
					for (const [index, row] of rows.entries()) {
						expect(row.left).toBeGreaterThanOrEqual(2.5);
						expect(row.right).toBeLessThanOrEqual(141.5);
						for (const other of [...rows.slice(index + 1), label, shown, ...badge]) {
							expect(overlaps(row, other)).toBe(false);
						}
					}
					if (face.heading) expect(layout.heading?.text.endsWith(face.heading.detail ?? "")).toBe(true);
					// Nothing under the mark band; nothing smaller than 8 px on a 72-pixel key; the value whole.
					for (const box of [label, shown, ...rows]) expect(overlaps(box, MARK_BAND)).toBe(false);
					const sizes = [layout.label, layout.value, layout.heading, layout.channel].map((text) => text?.size ?? 16);
					expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
					expect(layout.value.text).toBe(value);
					if (layout.staleMark) {
						const mark = {
							left: layout.staleMark.x,
							right: layout.staleMark.x + 32,
							top: layout.staleMark.y,
							bottom: layout.staleMark.y + 26,
						};
						expect(overlaps(shown, mark)).toBe(false);
						expect(overlaps(label, mark)).toBe(false);
					}
					// A title at the bottom gets the lower third of the key.
					if (face.titled) expect(shown.bottom).toBeLessThanOrEqual(100);
				});
			}
		}
	}

	it("keeps short values large and whole, and shrinks before cutting", () => {
		expect(layoutKeyFace({ accent: "#fff", label: "a", value: "320" }).value).toMatchObject({ text: "320", size: 56 });
		const medium = layoutKeyFace({ accent: "#fff", label: "a", value: "12.3k pts" }).value;
		expect(medium.text).toBe("12.3k pts");
		expect(medium.size).toBeLessThan(56);
	});

	it("says what a display key shows above its label: a heading's detail whole, its words cut first", () => {
		const heading = (words: string, detail?: string): string | undefined =>
			layoutKeyFace({ accent: "#fff", heading: { words, detail }, label: "a", value: "1" }).heading?.text;
		expect(heading("Top Currency")).toBe("Top Currency");
		expect(heading("Messages", "Week")).toBe("Messages · Week");
		expect(heading("Tiempo de visualización", "Semana")).toMatch(/^Tiem.*… · Semana$/);
		expect(heading("Avertissements pour le spectateur")).toMatch(/^Avertissements.*…$/);
		// A face without a heading keeps its rows where they always were: Undo's, a hold's.
		expect(layoutKeyFace({ accent: "#fff", label: "Undo Goal", value: "−10 main" }).label.y).toBe(48);
		expect(layoutKeyFace({ accent: "#fff", label: "a", value: "1", channel: "Second" }).label.y).toBe(68);
	});

	it("cuts what cannot fit with an ellipsis and escapes it in the SVG", () => {
		const svg = renderKeyFace({ accent: "#fff", label: "<b>&\"'</b> with a long tail that cannot fit", value: "1" });
		expect(svg).not.toContain("<b>");
		expect(svg).toMatch(/id="label"[^>]*>&#60;b&#62;[^<]*…<\/text>/);
	});
});

describe("fitTitle", () => {
	it("leaves a short title alone and nothing to the user's own title", () => {
		expect(fitTitle("320 coins")).toBe("320 coins");
		expect(fitTitle(undefined)).toBeUndefined();
	});

	it("wraps after a word into at most two lines and cuts the rest", () => {
		expect(fitTitle("night owl (0)")).toBe("night owl\n(0)");
		const long = fitTitle("Moderator_Mia: 8000 coins and more words than fit") ?? "";
		expect(long.split("\n")).toHaveLength(2);
		expect(long.endsWith("…")).toBe(true);
		for (const line of long.split("\n")) expect(textWidth(line, 12)).toBeLessThanOrEqual(64);
	});

	it("keeps the lines the user started, and cuts a CJK or emoji line between characters", () => {
		expect(fitTitle("#2\n1.5k")).toBe("#2\n1.5k");
		for (const title of ["夜更かしのフクロウさん配信者", "🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉"]) {
			const lines = (fitTitle(title) ?? "").split("\n");
			for (const line of lines) expect(textWidth(line, 12)).toBeLessThanOrEqual(64);
		}
	});
});
