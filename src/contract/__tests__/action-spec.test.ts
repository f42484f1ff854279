import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { ACTION_SPECS } from "../../actions/action-catalogue";
import { parseSettings } from "../action-spec";
import { refreshSecondsField } from "../common-fields";
import { connectionSpec } from "../connection";
import { ApiError } from "../errors";
import type { FieldSpec } from "../field-spec";
import { currencyRemoveSpec } from "../specs/currency-remove";
import { customEventSpec } from "../specs/custom-event";
import { goalActionSpec } from "../specs/goal-action";
import { goalAddSpec } from "../specs/goal-add";
import { goalLockSpec } from "../specs/goal-lock";
import { showTopSpec } from "../specs/show-top";
import { streamathonAddSecondsSpec } from "../specs/streamathon-add-seconds";
import { undoSpec } from "../specs/undo";
import { warningsSpec } from "../specs/warnings";

const manifest = JSON.parse(readFileSync("com.channel.companion.sdPlugin/manifest.json", "utf8")) as {
	Actions: { UUID: string; Name: string }[];
};

function refusal(run: () => unknown): ApiError {
	try {
		run();
	} catch (error) {
		if (error instanceof ApiError) return error;
		throw error;
	}
	throw new Error("expected a refusal");
}

describe("the specs cover the manifest", () => {
	it("has exactly one spec per action of the manifest, in its order, named as it is", () => {
		expect(ACTION_SPECS.map((spec) => spec.uuid)).toEqual(manifest.Actions.map((entry) => entry.UUID));
		for (const spec of ACTION_SPECS) {
			const name = manifest.Actions.find((entry) => entry.UUID === spec.uuid)?.Name ?? "";
			expect(name.startsWith(spec.name), `${spec.uuid}: ${name} vs ${spec.name}`).toBe(true);
		}
	});

	it("gives each action the key of its endpoint: the top lists and warnings read, everything else writes", () => {
		for (const spec of ACTION_SPECS) {
			const reads = spec.endpoint === "ranking" || spec.endpoint === "warnings";
			expect(spec.apiKeyKind, spec.uuid).toBe(reads ? "read" : "write");
		}
		const readers = ACTION_SPECS.filter((spec) => spec.apiKeyKind === "read").map((spec) => spec.uuid);
		expect(readers).toEqual(
			expect.arrayContaining(["com.channel.companion.show-top", "com.channel.companion.warnings"]),
		);
	});

	it("gives every action the 0.1 key override", () => {
		for (const spec of ACTION_SPECS) expect(spec.fields.apiKey.kind).toBe("secret");
	});
});

describe("the defaults docs/behaviour.md#actions states", () => {
	// Written out here rather than read from the specs, so that the inspectors' tests, which take their expected
	// defaults from the specs, still stand on the contract.
	it.each([
		[goalAddSpec, "value", 1],
		[goalAddSpec, "holdAction", "none"],
		[goalLockSpec, "mode", "toggle"],
		[goalActionSpec, "value", 0],
		[streamathonAddSecondsSpec, "seconds", 60],
		[customEventSpec, "mode", "path"],
		[customEventSpec, "activation", "press"],
		[customEventSpec, "holdMs", 600],
		[showTopSpec, "topType", "message"],
		[showTopSpec, "topSubType", "global"],
		[showTopSpec, "rank", 1],
		[warningsSpec, "refreshSeconds", 60],
		[warningsSpec, "highlight", "none"],
		[warningsSpec, "highlightColor", "#E5484D"],
		[currencyRemoveSpec, "force", false],
		[undoSpec, "windowSeconds", 300],
	] as const)("%#: a setting defaults as the contract says", (spec, name, expected) => {
		const field: FieldSpec = spec.fields[name as keyof typeof spec.fields];
		expect(["default" in field ? field.default : undefined, spec.name, name]).toEqual([expected, spec.name, name]);
	});
});

describe("parseSettings reads settings as 0.1 stored them", () => {
	it("accepts numbers as numbers or as text, and fills in defaults", () => {
		expect(parseSettings(goalAddSpec, { widgetId: " main ", value: "5" })).toMatchObject({
			widgetId: "main",
			value: 5,
		});
		expect(parseSettings(goalAddSpec, { widgetId: "main", value: 7 }).value).toBe(7);
		expect(parseSettings(goalAddSpec, { widgetId: "main" }).value).toBe(1);
		expect(parseSettings(goalAddSpec, { widgetId: "main", value: "" }).value).toBe(1);
		expect(parseSettings(streamathonAddSecondsSpec, { widgetId: "t" }).seconds).toBe(60);
		expect(parseSettings(goalActionSpec, { widgetId: "main", goalAction: "reset" }).value).toBe(0);
	});

	it("accepts booleans as booleans or as text", () => {
		const base = { viewer: "night owl", amount: 5 };
		expect(parseSettings(currencyRemoveSpec, base).force).toBe(false);
		expect(parseSettings(currencyRemoveSpec, { ...base, force: true }).force).toBe(true);
		expect(parseSettings(currencyRemoveSpec, { ...base, force: "true" }).force).toBe(true);
		expect(parseSettings(currencyRemoveSpec, { ...base, force: "0" }).force).toBe(false);
	});

	it("trims the key override and reads an empty one as none", () => {
		expect(parseSettings(warningsSpec, { viewer: "a", apiKey: "  k  " }).apiKey).toBe("k");
		expect(parseSettings(warningsSpec, { viewer: "a", apiKey: "   " }).apiKey).toBeUndefined();
	});

	it("refuses the first bad setting with its name and rule", () => {
		const cases: [() => unknown, string, string][] = [
			[() => parseSettings(goalAddSpec, { widgetId: "  " }), "widgetId", "empty"],
			[() => parseSettings(goalAddSpec, { widgetId: "main", value: "0" }), "value", "integer"],
			[() => parseSettings(goalAddSpec, { widgetId: "main", value: "2.5" }), "value", "integer"],
			[() => parseSettings(goalAddSpec, { widgetId: "main", value: "ten" }), "value", "integer"],
			[() => parseSettings(goalAddSpec, { widgetId: "..", value: 1 }), "widgetId", "dot-segment"],
			[() => parseSettings(goalActionSpec, { widgetId: "main" }), "goalAction", "choice"],
			[() => parseSettings(goalActionSpec, { widgetId: "main", goalAction: "explode" }), "goalAction", "choice"],
			[() => parseSettings(currencyRemoveSpec, { viewer: "a", amount: 1, force: "maybe" }), "force", "boolean"],
			[() => parseSettings(currencyRemoveSpec, { viewer: "a" }), "amount", "empty"],
			[() => parseSettings(showTopSpec, { rank: 101 }), "rank", "integer"],
			[() => parseSettings(showTopSpec, { topType: "followers" }), "topType", "choice"],
		];
		for (const [run, field, rule] of cases) {
			const error = refusal(run);
			expect(error.kind).toBe("invalid-input");
			expect([error.field, error.rule]).toEqual([field, rule]);
		}
	});

	it("reports the range of an integer so the inspector can word it", () => {
		const error = refusal(() => parseSettings(showTopSpec, { rank: 0 }));
		expect(error.limits).toEqual({ min: 1, max: 100 });
	});

	it("uses a caller's noun in messages (the inspector passes the field's label)", () => {
		const error = refusal(() => goalAddSpec.fields.value.parse("x", "Amount", {}));
		expect(error.message).toBe("Amount must be a whole number of at least 1.");
	});
});

describe("Send Custom Event reads its value by the rules of its mode", () => {
	it("sends a path value as one segment", () => {
		expect(parseSettings(customEventSpec, { value: " confetti " })).toMatchObject({ mode: "path", value: "confetti" });
		expect(refusal(() => parseSettings(customEventSpec, { value: ".." })).rule).toBe("dot-segment");
	});

	it("lets a data value be anything sendable, dots included", () => {
		expect(parseSettings(customEventSpec, { mode: "data", value: ".." }).value).toBe("..");
	});

	it("compacts a JSON array of strings and refuses anything else", () => {
		expect(parseSettings(customEventSpec, { mode: "json", value: '[ "a", "b/c" ]' }).value).toBe('["a","b/c"]');
		for (const value of ['{"a":1}', "[1,2]", "[a"]) {
			expect(refusal(() => parseSettings(customEventSpec, { mode: "json", value })).rule).toBe("json-array");
		}
	});

	it("reports a bad mode on the mode, before the value", () => {
		expect(refusal(() => parseSettings(customEventSpec, { mode: "body", value: "x" })).field).toBe("mode");
	});
});

describe("refreshSeconds bends rather than breaks a key", () => {
	const cases: [unknown, number][] = [
		[undefined, 60],
		["", 60],
		[30, 30],
		["30", 30],
		[1, 5],
		[0, 5],
		[-10, 5],
		[100_000, 86_400],
		["abc", 60],
		["2.5", 60],
		[Number.NaN, 60],
		[Number.MAX_VALUE, 60],
	];
	for (const [raw, seconds] of cases) {
		it(`reads ${JSON.stringify(raw) ?? "undefined"} as ${seconds} s`, () => {
			expect(refreshSecondsField.parse(raw, "refreshSeconds", {})).toBe(seconds);
		});
	}

	it("declares the range the inspector enforces", () => {
		expect(refreshSecondsField).toMatchObject({ min: 5, max: 86_400, default: 60 });
	});
});

describe("the connection spec", () => {
	it("reads an empty base URL as not set, and refuses plain http to another machine", () => {
		expect(connectionSpec.fields.baseUrl.parse("  ", "baseUrl", {})).toBeUndefined();
		expect(connectionSpec.fields.baseUrl.parse("http://127.0.0.1:7070/", "baseUrl", {})).toBe("http://127.0.0.1:7070");
		expect(refusal(() => connectionSpec.fields.baseUrl.parse("http://example.com", "baseUrl", {})).rule).toBe(
			"base-url-insecure",
		);
	});
});
