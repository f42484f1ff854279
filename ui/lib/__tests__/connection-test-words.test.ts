import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
	type ApiKeyTestOutcome,
	BASE_URL_RULES,
	type ConnectionTestResult,
	PLAIN_ERROR_REASONS,
	PLAIN_VERDICTS,
	STATUS_ERROR_REASONS,
} from "../../../src/contract/connection-test-messages";
import { describeResult, isConnectionTestResult } from "../connection-test-words";
import { CATALOGUES, type Language, setLanguage, t } from "../i18n";

/**
 * The lines a result is put into, as text: `✓ ` before good news, `✕ ` before bad.
 * @param read How the read key fared.
 * @param write How the write key fared.
 * @returns The lines.
 */
function linesOf(read: ApiKeyTestOutcome, write: ApiKeyTestOutcome): string[] {
	return describeResult({ event: "connectionTestResult", read, write }).map(
		(line) => `${line.good ? "✓" : "✕"} ${line.text}`,
	);
}

/** One outcome of every code the plugin can send. */
const EVERY_OUTCOME: readonly ApiKeyTestOutcome[] = [
	...PLAIN_VERDICTS.map((verdict) => ({ verdict })),
	...BASE_URL_RULES.map((reason) => ({ verdict: "invalid-url", reason }) as const),
	...PLAIN_ERROR_REASONS.map((reason) => ({ verdict: "error", reason }) as const),
	...STATUS_ERROR_REASONS.map((reason) => ({ verdict: "error", reason, status: 503 }) as const),
];

describe("connection test results in words", () => {
	beforeEach(() => {
		// `setLanguage` marks the page's language; these tests have no page.
		vi.stubGlobal("document", { documentElement: { lang: "" } });
		setLanguage("en");
	});

	afterEach(() => {
		setLanguage("en");
		vi.unstubAllGlobals();
	});

	it("says how each key fared", () => {
		expect(linesOf({ verdict: "ok" }, { verdict: "ok" })).toEqual(["✓ Read key (R) works.", "✓ Write key (W) works."]);
		expect(linesOf({ verdict: "missing" }, { verdict: "refused" })).toEqual([
			"✕ Read key (R) is not entered.",
			"✕ Write key (W) is refused by the server: copy it again from your Channel Companion account, and check that the read and write keys are not swapped.",
		]);
		expect(linesOf({ verdict: "ok" }, { verdict: "unreachable" })).toEqual([
			"✓ Read key (R) works.",
			"✕ Write key (W): the server cannot be reached.",
		]);
	});

	it("says once that the server cannot be reached when neither key could be tried", () => {
		expect(linesOf({ verdict: "unreachable" }, { verdict: "unreachable" })).toEqual([
			"✕ The server cannot be reached. Check the base URL and that the server is up.",
		]);
	});

	it("words a refused base URL by its rule, once, as the field's own check does", () => {
		const refused = (reason: (typeof BASE_URL_RULES)[number]): string[] =>
			linesOf({ verdict: "invalid-url", reason }, { verdict: "invalid-url", reason });
		expect(refused("base-url-missing")).toEqual(["✕ No API base URL is set."]);
		expect(refused("base-url-invalid")).toEqual(["✕ The base URL is not a valid URL."]);
		expect(refused("base-url-insecure")).toEqual([
			"✕ Use https:// — keys must never travel unencrypted (http:// is only for this computer).",
		]);
		expect(refused("base-url-parts")).toEqual([
			"✕ The base URL must not contain a user, a query or a #fragment.",
		]);
	});

	it("words each reason of a failure by its code", () => {
		expect(
			linesOf({ verdict: "error", reason: "no-such-api" }, { verdict: "error", reason: "http-status", status: 502 }),
		).toEqual([
			"✕ Read key (R): This address does not answer as the Channel Companion API: the base URL must be the API's address alone, e.g. https://api.example.com (without /api or another path).",
			"✕ Write key (W): The server answered with an error (HTTP 502).",
		]);
		expect(linesOf({ verdict: "error", reason: "key-invalid" }, { verdict: "error", reason: "key-invalid" })).toEqual([
			"✕ Read key (R): The read key (R) is not a valid key.",
			"✕ Write key (W): The write key (W) is not a valid key.",
		]);
		expect(
			linesOf(
				{ verdict: "error", reason: "malformed-answer", status: 200 },
				{ verdict: "error", reason: "unexpected" },
			),
		).toEqual([
			"✕ Read key (R): The server answered with an error (HTTP 200).",
			"✕ Write key (W): Unexpected failure.",
		]);
	});

	it("tells a redirect and the rate limit apart, each with its fix", () => {
		expect(linesOf({ verdict: "error", reason: "redirected" }, { verdict: "rate-limited" })).toEqual([
			"✕ Read key (R): The server sends this address elsewhere (a redirect): enter the address it leads to as the base URL, with https://.",
			"✕ Write key (W): The server says it got too many requests: wait a few seconds, then test again.",
		]);
		expect(linesOf({ verdict: "rate-limited" }, { verdict: "rate-limited" })).toEqual([
			"✕ The server says it got too many requests: wait a few seconds, then test again.",
		]);
	});

	it("calls a code it does not know an unexpected failure", () => {
		const unknown = JSON.parse('{ "verdict": "error", "reason": "new-reason" }') as ApiKeyTestOutcome;
		const stranger = JSON.parse('{ "verdict": "new-verdict" }') as ApiKeyTestOutcome;
		expect(linesOf(unknown, stranger)).toEqual([
			"✕ Read key (R): Unexpected failure.",
			"✕ Write key (W): Unexpected failure.",
		]);
	});

	it.each(Object.keys(CATALOGUES) as Language[])("words every code in %s", (language) => {
		setLanguage(language);
		const unexpected = t("test.unexpected");
		for (const outcome of EVERY_OUTCOME) {
			const lines = linesOf(outcome, outcome);
			const what = JSON.stringify(outcome);
			for (const line of lines) {
				expect(line, what).not.toMatch(/\{\w+\}/);
				expect(line.length, what).toBeGreaterThan(4);
			}
			if (!(outcome.verdict === "error" && outcome.reason === "unexpected")) {
				expect(lines.join("\n"), what).not.toContain(unexpected);
			}
			if (language !== "en") {
				setLanguage("en");
				const english = linesOf(outcome, outcome);
				setLanguage(language);
				expect(lines, what).not.toEqual(english);
			}
		}
	});

	it("takes only connection test results", () => {
		const result: ConnectionTestResult = {
			event: "connectionTestResult",
			read: { verdict: "ok" },
			write: { verdict: "error", reason: "http-status", status: 500 },
		};
		expect(isConnectionTestResult(result)).toBe(true);
		expect(isConnectionTestResult({ ...result, event: "somethingElse" })).toBe(false);
		expect(isConnectionTestResult({ event: "connectionTestResult", read: { verdict: "ok" } })).toBe(false);
		expect(isConnectionTestResult(null)).toBe(false);
		expect(isConnectionTestResult("connectionTestResult")).toBe(false);
	});
});

describe("the messages between plugin and property inspector", () => {
	it("are defined in a module that both sides can import: types from the plugin's own code, nothing from Node or the SDK", () => {
		const source = readFileSync(new URL("../../../src/contract/connection-test-messages.ts", import.meta.url), "utf8");
		const imports = [...source.matchAll(/^import\b[^;]*;/gm)].map((match) => match[0]);
		expect(imports.length).toBeGreaterThan(0);
		for (const line of imports) {
			expect(line).toMatch(/^import type .* from "\.\.?\/[^"]+";$/s);
		}
		expect(source).not.toMatch(/\brequire\(|\bimport\(/);
	});
});
