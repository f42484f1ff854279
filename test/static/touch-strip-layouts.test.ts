import { Ajv, type ErrorObject } from "ajv";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { readManifest } from "../../tools/deck";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";

/** Elgato's JSON schema of a touch strip layout, from `@elgato/schemas` (the one `streamdeck validate` knows). */
const LAYOUT_SCHEMA: object = createRequire(import.meta.url)("@elgato/schemas/streamdeck/plugins/layout.json");

/**
 * Item keys the app binds to something of the user's: `title` takes the user's title (`setTitle`, the title settings
 * of the inspector) and ignores the layout's font and colour. None of our items is meant for the user's title.
 */
const USER_BOUND_KEYS: readonly string[] = ["title"];

/** Size of one touch strip segment, in the layout's pixels. */
const CANVAS = { width: 200, height: 100 };

/** One item of a layout, as far as these checks read it. */
type Item = { key: string; type: string; rect: [number, number, number, number]; zOrder?: number };

const LAYOUT_DIR = path.join(PLUGIN_DIR, "layouts");
const layouts = readdirSync(LAYOUT_DIR)
	.filter((file) => file.endsWith(".json"))
	.map((file) => ({
		file,
		layout: JSON.parse(readFileSync(path.join(LAYOUT_DIR, file), "utf8")) as { id: string; items: Item[] },
	}));

// Elgato's schema carries editor keywords (`markdownDescription`, `errorMessage`) that Ajv does not know.
const validate = new Ajv({ allErrors: true, strict: false }).compile(LAYOUT_SCHEMA);

/**
 * Ajv's errors as one line each, with the item they are about.
 * @param errors The errors.
 * @returns E.g. `/items/0/font/size must be number`.
 */
function described(errors: ErrorObject[] | null | undefined): string[] {
	return (errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? error.keyword}`);
}

/**
 * Whether two rectangles share any pixel.
 * @param a One `[x, y, width, height]`.
 * @param b The other.
 * @returns `true` when they overlap.
 */
function overlaps(a: Item["rect"], b: Item["rect"]): boolean {
	return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
}

describe("touch strip layouts", () => {
	it("the plugin has layouts, and every dial of the manifest uses one of them or a built-in one", () => {
		expect(layouts.length).toBeGreaterThan(0);
		const files = new Set(layouts.map(({ file }) => `layouts/${file}`));
		for (const action of readManifest(PLUGIN_DIR).Actions) {
			const layout = action.Encoder?.layout;
			if (layout === undefined || layout.startsWith("$")) continue;
			expect(files.has(layout), `${action.UUID}: ${layout}`).toBe(true);
		}
	});

	for (const { file, layout } of layouts) {
		it(`${file}: every item is valid by Elgato's layout schema`, () => {
			expect(validate(layout), file).toBe(true);
			expect(described(validate.errors)).toEqual([]);
			// Each item once more on its own, so that a failure names the item's key.
			for (const item of layout.items) {
				const alone = { id: layout.id, items: [item] };
				expect(validate(alone) ? [] : described(validate.errors), `${file}: item ${item.key}`).toEqual([]);
			}
		});

		it(`${file}: no item takes the user's title; the plugin's texts keep the layout's font and colour`, () => {
			const bound = layout.items.filter((item) => USER_BOUND_KEYS.includes(item.key)).map((item) => item.key);
			expect(bound, `${file} items bound to the user's title`).toEqual([]);
		});

		it(`${file}: keys are unique, rects lie on the strip and items of one layer do not overlap`, () => {
			const keys = layout.items.map((item) => item.key);
			expect(new Set(keys).size).toBe(keys.length);
			for (const { key, rect } of layout.items) {
				const [x, y, width, height] = rect;
				expect(x >= 0 && y >= 0 && x + width <= CANVAS.width && y + height <= CANVAS.height, key).toBe(true);
			}
			for (const [i, a] of layout.items.entries()) {
				for (const b of layout.items.slice(i + 1)) {
					if ((a.zOrder ?? 0) !== (b.zOrder ?? 0)) continue;
					expect(overlaps(a.rect, b.rect), `${a.key} and ${b.key}`).toBe(false);
				}
			}
		});

		it(`${file}: the DEMO mark lies where no other item is, so it covers no heading, value, status or bar`, () => {
			const demo = layout.items.find((item) => item.key === "demo");
			expect(demo, "a demo item").toBeDefined();
			for (const item of layout.items.filter((other) => other !== demo)) {
				expect(overlaps(demo!.rect, item.rect), `demo and ${item.key}`).toBe(false);
			}
		});
	}
});
