import { describe, expect, it } from "vitest";

import { fillTitleTemplate } from "../title-template";

const FIELDS = { name: "night_owl", value: "12.3k", exact: "12345", rank: "2" };

describe("fillTitleTemplate", () => {
	it.each([undefined, null, 3, {}, ["{name}"], "", "   ", "\t"])("gives no title for %j", (template) => {
		expect(fillTitleTemplate(template, FIELDS)).toBeUndefined();
	});

	it("fills the placeholders the action knows, each time they occur", () => {
		expect(fillTitleTemplate("{name}: {value}", FIELDS)).toBe("night_owl: 12.3k");
		expect(fillTitleTemplate("{value}/{value} #{rank}", FIELDS)).toBe("12.3k/12.3k #2");
		expect(fillTitleTemplate("{name}{exact}", FIELDS)).toBe("night_owl12345");
	});

	it("keeps text without placeholders, spaces included", () => {
		expect(fillTitleTemplate("  Balance  ", FIELDS)).toBe("  Balance  ");
	});

	it("leaves unknown placeholders as typed, so a typo shows", () => {
		expect(fillTitleTemplate("{nmae}: {value}", FIELDS)).toBe("{nmae}: 12.3k");
		expect(fillTitleTemplate("{list}", FIELDS)).toBe("{list}");
		expect(fillTitleTemplate("{Name}", FIELDS)).toBe("{Name}");
	});

	it("leaves what is not a placeholder alone", () => {
		expect(fillTitleTemplate("{ name } {} {{value}} {name", FIELDS)).toBe("{ name } {} {12.3k} {name");
		expect(fillTitleTemplate("{na-me}", { "na-me": "x" })).toBe("{na-me}");
	});

	it("does not take names inherited by every object for fields", () => {
		expect(fillTitleTemplate("{constructor} {toString} {__proto__} {hasOwnProperty}", FIELDS)).toBe(
			"{constructor} {toString} {__proto__} {hasOwnProperty}",
		);
	});

	it("turns a typed \\n into a new line, and keeps real new lines", () => {
		expect(fillTitleTemplate("{name}\\n{value}", FIELDS)).toBe("night_owl\n12.3k");
		expect(fillTitleTemplate("\\n\\n{rank}\\n", FIELDS)).toBe("\n\n2\n");
		expect(fillTitleTemplate("{name}\n{value}", FIELDS)).toBe("night_owl\n12.3k");
		expect(fillTitleTemplate("a\\tb", FIELDS)).toBe("a\\tb");
	});

	it("puts values in as they are: no placeholders, new lines or replacement patterns inside them", () => {
		const fields = { name: "{value}", value: "\\n$&$1$$", key: "$`" };
		expect(fillTitleTemplate("{name}|{value}|{key}", fields)).toBe("{value}|\\n$&$1$$|$`");
	});

	it("fills an empty value as empty", () => {
		expect(fillTitleTemplate("[{name}]", { name: "" })).toBe("[]");
	});
});
