import type { JsonObject } from "@elgato/utils";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { ACTION_CATALOGUE } from "../../src/actions/action-catalogue";
import { parseSettings } from "../../src/contract/action-spec";
import { ACTION_SLUGS, ACTION_UUIDS, inspectorPathOf, readManifest } from "../../tools/deck";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import { INSPECTOR_PAGES } from "../../ui/page-catalogue";
import { DISPLAY_ACTIONS, taggedDisplayKey } from "../robustness/display-key-catalog";
import { PRESS_ACTIONS, taggedPressKey } from "../robustness/press-key-catalog";
import { expectationFor, PRESS_ORACLES } from "../robustness/settings-oracle";
import { isRequired, SPECS_BY_SLUG } from "../support/action-specs";

/** The action Undo: it names nothing of its own to tag, and `undo-faults.test.ts` covers it. */
const UNDO = "undo";

describe("the action catalogue is the one list", () => {
	it("holds every action of the manifest exactly once, in its order", () => {
		const uuids = ACTION_CATALOGUE.map((entry) => entry.spec.uuid);
		expect(new Set(uuids).size).toBe(uuids.length);
		expect(uuids).toEqual(readManifest(PLUGIN_DIR).Actions.map((action) => action.UUID));
	});

	it("pairs each spec with the class that handles its UUID, one class per action", () => {
		const classes = ACTION_CATALOGUE.map((entry) => entry.Action);
		expect(new Set(classes).size).toBe(classes.length);
		for (const { spec, Action } of ACTION_CATALOGUE) expect(new Action().manifestId).toBe(spec.uuid);
	});

	it("gives every action its page in the one inspector script, which the plugin's one page loads", () => {
		expect(INSPECTOR_PAGES.map((page) => page.spec)).toEqual(ACTION_CATALOGUE.map((entry) => entry.spec));
		const manifest = readManifest(PLUGIN_DIR);
		expect(manifest.PropertyInspectorPath).toBe("ui/inspector.html");
		for (const action of manifest.Actions)
			expect(inspectorPathOf(manifest, action), action.UUID).toBe("ui/inspector.html");
		const page = readFileSync("ui/inspector.html", "utf8");
		expect(page.match(/<script\b[^>]*>/g)).toEqual(['<script defer src="inspector.js">']);
	});

	it("has a README picture of every action, and the README shows it in the action's section", () => {
		// What each picture shows, the plugin's own face of the action's example, is test/e2e/readme-pictures.test.ts's.
		const readme = readFileSync("README.md", "utf8");
		for (const slug of ACTION_SLUGS) {
			expect(readFileSync(`docs/keys/${slug}.svg`, "utf8"), `docs/keys/${slug}.svg`).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
			const heading = `### ${SPECS_BY_SLUG.get(slug)?.name ?? slug}`;
			const section = readme.slice(readme.indexOf(heading), readme.indexOf("\n### ", readme.indexOf(heading) + 4));
			expect(readme.indexOf(heading), heading).toBeGreaterThan(0);
			expect(section, heading).toContain(`<img src="docs/keys/${slug}.svg"`);
		}
	});

	it("gives every action example settings that its spec accepts and that set every required setting", () => {
		for (const { spec } of ACTION_CATALOGUE) {
			expect(() => parseSettings(spec, spec.example), spec.uuid).not.toThrow();
			const required = Object.entries(spec.fields).filter(([, field]) => isRequired(field));
			for (const [name] of required) expect(spec.example, `${spec.uuid}: ${name}`).toHaveProperty(name);
		}
	});

	it("puts every action into one robustness catalogue, with settings its spec accepts", () => {
		expect([...PRESS_ACTIONS, ...DISPLAY_ACTIONS, UNDO].sort()).toEqual([...ACTION_SLUGS].sort());
		for (const slug of PRESS_ACTIONS) {
			const key = taggedPressKey(slug, "t0");
			expect(() => parseSettings(SPECS_BY_SLUG.get(slug)!, key.settings), slug).not.toThrow();
		}
		for (const slug of DISPLAY_ACTIONS) {
			const key = taggedDisplayKey(slug, 0);
			expect(() => parseSettings(SPECS_BY_SLUG.get(slug)!, key.settings), slug).not.toThrow();
		}
	});

	it("describes every action in the one oracle: the request its example sends, and a press action's soak entry", () => {
		const keys = { readKey: "R", writeKey: "W" };
		for (const slug of [...PRESS_ACTIONS, ...DISPLAY_ACTIONS]) {
			const example = SPECS_BY_SLUG.get(slug)!.example as JsonObject;
			expect([slug, expectationFor(slug, example, keys).kind]).toEqual([slug, "request"]);
		}
		expect(Object.keys(PRESS_ORACLES).sort(), "PRESS_ORACLES in settings-oracle.ts").toEqual([...PRESS_ACTIONS].sort());
	});

	it("reads the same actions from the manifest as the test support does", () => {
		expect([...SPECS_BY_SLUG.keys()]).toEqual(ACTION_SLUGS);
		expect(ACTION_CATALOGUE.map((entry) => entry.spec.uuid)).toEqual(ACTION_UUIDS);
	});
});
