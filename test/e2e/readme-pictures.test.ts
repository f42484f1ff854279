import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { ownFace, readmePictures } from "../../scripts/readme-pictures";
import { svgDataUrl } from "../../src/render/svg";
import { ACTION_SLUGS } from "../../tools/deck";

/** Limit of the test: the built plugin starts and draws a key of every action. */
const PICTURES_TIMEOUT_MS = 60_000;

describe("the README's key pictures", () => {
	it(
		"are what the built plugin draws on a key of each action's example on the demo channel, without the demo's band",
		async () => {
			const pictures = await readmePictures();
			expect([...pictures.keys()].slice(0, ACTION_SLUGS.length)).toEqual(ACTION_SLUGS);
			for (const [name, svg] of pictures) {
				expect(svg, name).toMatch(/^<svg[\s\S]*<\/svg>\n$/);
				expect(svg, name).not.toContain('id="demo"');
				expect(readFileSync(`docs/keys/${name}.svg`, "utf8"), `docs/keys/${name}.svg is the build's`).toBe(svg);
			}
			// No picture the build no longer draws is left for the README to show.
			expect(readdirSync("docs/keys").sort()).toEqual([...pictures.keys()].map((name) => `${name}.svg`).sort());
		},
		PICTURES_TIMEOUT_MS,
	);

	it("take a face once the plugin drew its own on the demo channel, never the manifest's image or one before it", () => {
		const face = '<svg xmlns="http://www.w3.org/2000/svg"><text>Goal main</text></svg>';
		const band = '<g id="demo"><rect width="144" height="26" fill="#ffffff"/><text>DEMO</text></g>';
		const manifest = '<svg width="72"><path d="M0 0"/></svg>';
		const marked = (svg: string): string => svgDataUrl(svg.replace(/<\/svg>$/, `${band}</svg>`));
		expect(ownFace(marked(face), [manifest])).toBe(face);
		// Before the plugin knew its channel: no band yet.
		expect(ownFace(svgDataUrl(face), [manifest])).toBeUndefined();
		// A display key before its answer: the manifest's image, redrawn under the band.
		expect(ownFace(marked(`<svg><g transform="scale(0.6)">${manifest}</g></svg>`), [manifest])).toBeUndefined();
		expect(ownFace(undefined, [])).toBeUndefined();
	});
});
