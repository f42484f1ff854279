import { describe, expect, it } from "vitest";

import { isLoopbackHost, originOf, parseBaseUrl } from "../base-url";
import { ApiError } from "../errors";

/**
 * Runs `parseBaseUrl` and returns the error it throws.
 * @param value The setting.
 * @returns The error; the test fails when nothing is thrown.
 */
function refusal(value: unknown): ApiError {
	try {
		parseBaseUrl(value);
	} catch (error) {
		expect(error).toBeInstanceOf(ApiError);
		return error as ApiError;
	}
	throw new Error(`parseBaseUrl accepted ${JSON.stringify(value)}`);
}

describe("parseBaseUrl", () => {
	it.each([undefined, null, 42, {}, "", "   ", "\t\n"])("says %j is not configured", (value) => {
		const error = refusal(value);
		expect(error.kind).toBe("not-configured");
		expect(error.rule).toBe("base-url-missing");
		expect(error.field).toBe("baseUrl");
	});

	it.each(["api.example.com", "not a url", "https://", "//api.example.com", "http://[::1"])(
		"refuses %j as not a URL",
		(value) => {
			const error = refusal(value);
			expect(error.kind).toBe("invalid-input");
			expect(error.rule).toBe("base-url-invalid");
			expect(error.field).toBe("baseUrl");
		},
	);

	it.each([
		["https://api.example.com", "https://api.example.com"],
		["https://api.example.com/", "https://api.example.com"],
		["https://api.example.com/v1///", "https://api.example.com/v1"],
		["  https://api.example.com/v1/  ", "https://api.example.com/v1"],
		["HTTPS://API.Example.COM/Base", "https://api.example.com/Base"],
		["https://api.example.com:443/", "https://api.example.com"],
		["https://api.example.com:8443", "https://api.example.com:8443"],
		["https://192.168.1.20", "https://192.168.1.20"],
		["https://api.example.com?", "https://api.example.com"],
		["https://api.example.com/#", "https://api.example.com"],
	])("accepts %j as %j", (value, expected) => {
		expect(parseBaseUrl(value)).toBe(expected);
	});

	it.each([
		["http://127.0.0.1:7070", "http://127.0.0.1:7070"],
		["http://127.0.0.1:7070/", "http://127.0.0.1:7070"],
		["http://127.8.9.10", "http://127.8.9.10"],
		["http://localhost:7070/api/", "http://localhost:7070/api"],
		["http://LOCALHOST", "http://localhost"],
		["http://[::1]:7070", "http://[::1]:7070"],
		["http://[0:0:0:0:0:0:0:1]/", "http://[::1]"],
		["http://127.1", "http://127.0.0.1"],
	])("accepts plain http to this computer: %j", (value, expected) => {
		expect(parseBaseUrl(value)).toBe(expected);
	});

	it.each([
		"http://api.example.com",
		"http://192.168.1.20:7070",
		"http://10.0.0.1",
		"http://0.0.0.0:7070",
		"http://128.0.0.1",
		"http://127.0.0.1.nip.io",
		"http://localhost.example.com",
		"http://[::2]",
		"http://[::ffff:7f00:1]",
		"ftp://127.0.0.1",
		"ws://localhost:7070",
		"file:///etc/passwd",
	])("refuses %j, which could send keys unencrypted", (value) => {
		const error = refusal(value);
		expect(error.kind).toBe("invalid-input");
		expect(error.rule).toBe("base-url-insecure");
		expect(error.message).toMatch(/https:\/\//);
	});

	it.each([
		"https://user@api.example.com",
		"https://user:secret@api.example.com",
		"https://:secret@api.example.com",
		"https://api.example.com/?key=1",
		"https://api.example.com/v1?x",
		"https://api.example.com/#top",
		"http://user@127.0.0.1:7070",
		"http://[::1]/?debug=1",
		"http://localhost/#x",
	])("refuses %j, which holds a user, a query or a fragment", (value) => {
		const error = refusal(value);
		expect(error.kind).toBe("invalid-input");
		expect(error.rule).toBe("base-url-parts");
		expect(error.message).not.toContain("secret");
	});

	it("checks the scheme before the other parts, so plain http to another host is always called insecure", () => {
		expect(refusal("http://user@api.example.com/?q").rule).toBe("base-url-insecure");
	});
});

describe("isLoopbackHost", () => {
	it.each(["localhost", "LocalHost", "127.0.0.1", "127.255.255.254", "[::1]"])("knows %j is this computer", (host) => {
		expect(isLoopbackHost(host)).toBe(true);
	});

	it.each([
		"::1",
		"[::2]",
		"128.0.0.1",
		"126.0.0.1",
		"127.0.0",
		"127.0.0.1.nip.io",
		"x127.0.0.1",
		"localhost.",
		"",
		"0.0.0.0",
	])("knows %j is not", (host) => {
		expect(isLoopbackHost(host)).toBe(false);
	});
});

describe("originOf", () => {
	it.each([
		["http://127.0.0.1:7070", "http://127.0.0.1:7070/"],
		["http://127.0.0.1:7070", "  http://127.0.0.1:7070//  "],
		["https://api.example.com", "HTTPS://API.Example.COM"],
		["https://api.example.com", "https://api.example.com:443/"],
		["http://localhost", "http://LOCALHOST:80"],
		["https://api.example.com", "https://api.example.com/proxy/v1/"],
		["http://[::1]:8080", "http://[::1]:8080/"],
	])("gives %j for %j: the same server however it is spelled", (origin, value) => {
		expect(originOf(value)).toBe(origin);
	});

	it.each([
		["http://127.0.0.1:7070", "http://127.0.0.1:7071"],
		["http://127.0.0.1:7070", "http://localhost:7070"],
		["https://api.example.com", "http://api.example.com"],
		["https://api.example.com", "https://api.example.com:8443"],
		["https://api.example.com", "https://api2.example.com"],
	])("tells %j from %j: another server", (one, other) => {
		expect(originOf(one)).not.toBe(originOf(other));
	});

	it.each([undefined, null, 42, "", "   ", "not a url", "file:///tmp/x", "https://"])(
		"gives no origin for %j, which names no server",
		(value) => {
			expect(originOf(value)).toBe("");
		},
	);
});
