import { afterEach, describe, expect, it, vi } from "vitest";

import { ApiError, type ApiErrorKind } from "../../contract/errors";
import * as localization from "../localization";
import { describeError, passesWhenAnswered, shortReason } from "../reasons";

describe("shortReason", () => {
	afterEach(() => {
		vi.restoreAllMocks();
	});

	it.each<[ApiErrorKind, number | undefined, string]>([
		["not-configured", undefined, "Setup"],
		["invalid-input", undefined, "Setup"],
		["key-refused", 401, "Key?"],
		["key-refused", 403, "Key?"],
		["network", undefined, "Offline"],
		["timeout", undefined, "Timeout"],
		["http", 429, "Busy"],
		["rate-limited", 429, "Busy"],
		["rate-limited", 500, "Busy"],
		["http", 500, "Error"],
		["http", 404, "URL?"],
		["http", 403, "URL?"],
		["http", 302, "URL?"],
		["http", undefined, "Error"],
		["api", 200, "Error"],
		["api", 429, "Error"],
		["insufficient-funds", 200, "Funds"],
		["malformed-response", 200, "Error"],
		["no-change", 200, "No chg"],
		["viewer-not-found", 404, "Viewer?"],
		["widget-not-found", 404, "Widget?"],
	])("shows a %s failure (status %s) as %s", (kind, status, word) => {
		expect(shortReason(new ApiError(kind, "message", { status }))).toBe(word);
	});

	it("shows an answer that is not the API's (a web page) as URL?, and a malformed answer of the API as Error", () => {
		expect(shortReason(new ApiError("malformed-response", "m", { status: 200, foreign: true }))).toBe("URL?");
		expect(shortReason(new ApiError("malformed-response", "m", { status: 200, foreign: false }))).toBe("Error");
	});

	it.each([new Error("boom"), new TypeError("x is undefined"), "text", undefined, null, { kind: "network" }])(
		"shows anything that is not an API error, such as %j, as Error",
		(error) => {
			expect(shortReason(error)).toBe("Error");
		},
	);

	it("fits every reason on a key", () => {
		const kinds: ApiErrorKind[] = [
			"api",
			"http",
			"insufficient-funds",
			"invalid-input",
			"key-refused",
			"malformed-response",
			"network",
			"no-change",
			"not-configured",
			"rate-limited",
			"timeout",
			"viewer-not-found",
			"widget-not-found",
		];
		for (const kind of kinds) {
			expect(shortReason(new ApiError(kind, "m", { status: 429 })).length).toBeLessThanOrEqual(7);
		}
	});

	it("asks for the word in the app's language", () => {
		const localize = vi
			.spyOn(localization, "localize")
			.mockImplementation((key) => ({ Offline: "未接続", Busy: "混雑" })[key as string] ?? `?${key}`);
		expect(shortReason(new ApiError("network", "m"))).toBe("未接続");
		expect(shortReason(new ApiError("http", "m", { status: 429 }))).toBe("混雑");
		expect(shortReason(new ApiError("insufficient-funds", "m"))).toBe("?Funds");
		expect(localize).toHaveBeenCalledTimes(3);
	});
});

describe("describeError", () => {
	it("gives an API error's own message, which never holds a key", () => {
		expect(describeError(new ApiError("http", "HTTP 500 from GET /api/top/***"))).toBe(
			"HTTP 500 from GET /api/top/***",
		);
	});

	it("reduces any other error to its name, so its message cannot leak a key", () => {
		const secret = "s3cr3t-key";
		expect(describeError(new Error(`GET /api/${secret}`))).toBe("Unexpected Error");
		expect(describeError(new TypeError(secret))).toBe("Unexpected TypeError");
		expect(describeError(secret)).toBe("Unexpected failure");
		expect(describeError({ message: secret })).toBe("Unexpected failure");
		expect(describeError(undefined)).toBe("Unexpected failure");
	});
});

describe("passesWhenAnswered", () => {
	it.each<[ApiErrorKind, number | undefined, boolean]>([
		["network", undefined, true],
		["timeout", undefined, true],
		["rate-limited", 429, true],
		["http", 429, true],
		["http", 500, true],
		["http", 503, true],
		["http", 404, false],
		["key-refused", 403, false],
		["widget-not-found", 404, false],
		["insufficient-funds", 400, false],
		["no-change", 200, false],
		["invalid-input", undefined, false],
	])("%s (%s): %s", (kind, status, passes) => {
		expect(passesWhenAnswered(new ApiError(kind, "message", { status }))).toBe(passes);
	});

	it("keeps words that are not the API's", () => {
		expect(passesWhenAnswered(new Error("boom"))).toBe(false);
		expect(passesWhenAnswered(undefined)).toBe(false);
	});
});
