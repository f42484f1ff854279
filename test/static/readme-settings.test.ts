import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { ACTION_SPECS } from "../../src/actions/action-catalogue";
import { isRequired } from "../support/action-specs";

const README = readFileSync("README.md", "utf8");

/**
 * The README's section of an action: from its heading to the next one.
 * @param name The action's name.
 * @returns The section's text.
 */
function sectionOf(name: string): string {
	const start = README.search(new RegExp(`^### ${name}\\b`, "m"));
	if (start < 0) return "";
	const end = README.indexOf("\n### ", start + 4);
	return README.slice(start, end < 0 ? undefined : end);
}

describe("the README's action sections follow the settings specs", () => {
	for (const spec of ACTION_SPECS) {
		const required = Object.entries(spec.fields)
			.filter(([, field]) => isRequired(field))
			.map(([name]) => name);
		it(`${spec.name} marks ${required.join(", ") || "nothing"} as required`, () => {
			const section = sectionOf(spec.name);
			expect(section, `no section for ${spec.name}`).not.toBe("");
			for (const name of required) expect(section).toContain(`\`${name}\` (required`);
			// What prettier did to asterisks once: it must never come back.
			expect(section).not.toMatch(/`[A-Za-z]+`_|\\\*/);
		});
	}
});
