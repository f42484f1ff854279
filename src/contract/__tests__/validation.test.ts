import { describe, expect, it } from "vitest";

import { ApiError } from "../errors";
import {
	checkBoolean,
	checkChoice,
	checkDataKey,
	checkInteger,
	checkQueryText,
	checkSegment,
	isSendable,
	MAX_ENCODED_SEGMENT_LENGTH,
	parseBoolean,
	parseChoice,
	parseDataKey,
	parseInteger,
	parseJsonStringArray,
	parseQueryText,
	parseSegment,
	parseText,
} from "../validation";

function ruleOf(run: () => unknown): string | undefined {
	try {
		run();
	} catch (error) {
		if (error instanceof ApiError && error.kind === "invalid-input") return error.rule;
		throw error;
	}
	return undefined;
}

describe("parse rules read stored settings", () => {
	it("reads text trimmed, numbers as text, and refuses blank or broken text", () => {
		expect(parseText("  a b  ", "f")).toBe("a b");
		expect(parseText(42, "f")).toBe("42");
		expect(ruleOf(() => parseText("   ", "f"))).toBe("empty");
		expect(ruleOf(() => parseText(undefined, "f"))).toBe("empty");
		expect(ruleOf(() => parseText({}, "f"))).toBe("empty");
		expect(ruleOf(() => parseText("a\uD800b", "f"))).toBe("unsendable");
	});

	it("reads a segment and refuses what a URL would collapse or a server refuse", () => {
		expect(parseSegment(" a/b?c ", "f")).toBe("a/b?c");
		expect(ruleOf(() => parseSegment(" .. ", "f"))).toBe("dot-segment");
		expect(ruleOf(() => parseSegment(".", "f"))).toBe("dot-segment");
		expect(ruleOf(() => parseSegment("x".repeat(MAX_ENCODED_SEGMENT_LENGTH + 1), "f"))).toBe("too-long");
		// The limit is on the encoded form: 700 "é" are 4,200 encoded characters.
		expect(ruleOf(() => parseSegment("é".repeat(700), "f"))).toBe("too-long");
		expect(parseSegment("x".repeat(MAX_ENCODED_SEGMENT_LENGTH), "f")).toHaveLength(MAX_ENCODED_SEGMENT_LENGTH);
	});

	it("lets a query value be a dot", () => {
		expect(parseQueryText("..", "f")).toBe("..");
		expect(ruleOf(() => parseQueryText("", "f"))).toBe("empty");
	});

	it("reads integers from numbers or integer text, with range and default", () => {
		expect(parseInteger("  +5 ", "f")).toBe(5);
		expect(parseInteger("-3", "f")).toBe(-3);
		expect(parseInteger(undefined, "f", { fallback: 9 })).toBe(9);
		expect(parseInteger(null, "f", { fallback: 9 })).toBe(9);
		expect(parseInteger(" ", "f", { fallback: 9 })).toBe(9);
		expect(ruleOf(() => parseInteger(undefined, "f"))).toBe("empty");
		for (const bad of ["1e3", "0x10", "5.0", "five", true, [], 1.5, Number.POSITIVE_INFINITY, 2 ** 60]) {
			expect(
				ruleOf(() => parseInteger(bad, "f")),
				String(bad),
			).toBe("integer");
		}
		expect(ruleOf(() => parseInteger(0, "f", { min: 1 }))).toBe("integer");
		expect(ruleOf(() => parseInteger(101, "f", { max: 100 }))).toBe("integer");
	});

	it("words an integer's range in its message", () => {
		const messages = [{ min: 1, max: 100 }, { min: 1 }, { max: 3 }, {}].map((range) => {
			try {
				parseInteger("x", "rank", range);
			} catch (error) {
				return (error as Error).message;
			}
			return "";
		});
		expect(messages).toEqual([
			"rank must be a whole number from 1 to 100.",
			"rank must be a whole number of at least 1.",
			"rank must be a whole number of at most 3.",
			"rank must be a whole number.",
		]);
	});

	it("reads booleans from booleans, numbers and words", () => {
		for (const yes of [true, "true", " TRUE ", "1", 1, "on"]) expect(parseBoolean(yes, "f", false)).toBe(true);
		for (const no of [false, "false", "0", 0, "off"]) expect(parseBoolean(no, "f", true)).toBe(false);
		expect(parseBoolean(undefined, "f", true)).toBe(true);
		expect(parseBoolean("", "f", false)).toBe(false);
		expect(ruleOf(() => parseBoolean("yes", "f", false))).toBe("boolean");
	});

	it("reads a choice, trimmed, with its default, and lists the choices when refusing", () => {
		expect(parseChoice(" b ", "f", ["a", "b"])).toBe("b");
		expect(parseChoice(undefined, "f", ["a", "b"], "a")).toBe("a");
		expect(ruleOf(() => parseChoice(undefined, "f", ["a", "b"]))).toBe("choice");
		try {
			parseChoice("c", "f", ["a", "b"]);
		} catch (error) {
			expect((error as ApiError).choices).toEqual(["a", "b"]);
		}
	});

	it("reads a data key: letters, digits, - and _ only", () => {
		expect(parseDataKey(" now-playing_2 ")).toBe("now-playing_2");
		for (const bad of ["now playing", "a/b", "ключ", "a.b"]) expect(ruleOf(() => parseDataKey(bad))).toBe("data-key");
	});

	it("compacts a JSON array of strings", () => {
		expect(parseJsonStringArray(' [ "a" , "b" ] ')).toBe('["a","b"]');
		expect(parseJsonStringArray("[]")).toBe("[]");
		for (const bad of ["[1]", '{"a":"b"}', '"a"', "[a", "null"]) {
			expect(ruleOf(() => parseJsonStringArray(bad))).toBe("json-array");
		}
	});
});

describe("check rules guard the API client's boundary", () => {
	it("takes typed values as they are: no trimming, no text for numbers", () => {
		expect(checkSegment("  night owl  ", "viewer")).toBe("  night owl  ");
		expect(ruleOf(() => checkSegment(" .. ", "viewer"))).toBe("dot-segment");
		expect(ruleOf(() => checkSegment("   ", "viewer"))).toBe("empty");
		expect(ruleOf(() => checkInteger("5" as never, "value"))).toBe("integer");
		expect(ruleOf(() => checkBoolean("true" as never, "force"))).toBe("boolean");
		expect(ruleOf(() => checkChoice(" add", "goalAction", ["add"]))).toBe("choice");
	});

	it("uses the same rules as the parse side", () => {
		expect(checkInteger(100, "limit", { min: 1, max: 100 })).toBe(100);
		expect(ruleOf(() => checkInteger(0, "limit", { min: 1, max: 100 }))).toBe("integer");
		expect(ruleOf(() => checkDataKey("a b"))).toBe("data-key");
		expect(checkQueryText("..", "value")).toBe("..");
		expect(ruleOf(() => checkQueryText("x".repeat(3000), "value"))).toBe("too-long");
	});

	it("knows which text can be percent-encoded", () => {
		expect(isSendable("emoji 🎉")).toBe(true);
		expect(isSendable("\uDC00")).toBe(false);
		expect(isSendable("a\uD83D")).toBe(false);
	});
});
