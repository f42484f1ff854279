import { describe, expect, it } from "vitest";

import {
	type Diagnostics,
	DIAGNOSTICS_EVENT,
	diagnosticsLines,
	isDiagnostics,
	MAX_REPORTED_REQUESTS,
	readSentRequestLine,
	sentRequestLine,
} from "../diagnostics-report";

/** 2026-11-03T18:04:05Z. */
const AT = Date.UTC(2026, 10, 3, 18, 4, 5);

/**
 * Diagnostics with nothing in them but what a test sets.
 * @param overrides What the test sets.
 * @returns The diagnostics.
 */
function diagnostics(overrides: Partial<Diagnostics> = {}): Diagnostics {
	return {
		event: DIAGNOSTICS_EVENT,
		pluginVersion: "0.2.0",
		appVersion: "7.1.0",
		os: "mac 15.1",
		node: "24.1.0",
		host: "api.example.com",
		requests: [],
		failures: [],
		...overrides,
	};
}

describe("isDiagnostics", () => {
	it("knows the plugin's answer by its event and its two lists", () => {
		expect(isDiagnostics(diagnostics())).toBe(true);
		expect(isDiagnostics({ ...diagnostics(), event: "channelUsageResult" })).toBe(false);
		expect(isDiagnostics({ ...diagnostics(), requests: undefined })).toBe(false);
		expect(isDiagnostics({ ...diagnostics(), failures: "none" })).toBe(false);
		expect(isDiagnostics(null)).toBe(false);
		expect(isDiagnostics("diagnostics")).toBe(false);
	});
});

describe("diagnosticsLines", () => {
	it("names the versions, the host of every channel, and says so when a channel has none", () => {
		const lines = diagnosticsLines(
			diagnostics({
				host: "",
				channels: [
					{ id: "night", host: "night.example.com" },
					{ id: "spare", host: "" },
				],
			}),
		);
		expect(lines.slice(0, 4)).toEqual([
			"Channel Companion 0.2.0 · Stream Deck 7.1.0 · mac 15.1 · Node 24.1.0",
			"API host: (not set)",
			"Channel night: night.example.com",
			"Channel spare: (not set)",
		]);
	});

	it("lists each request with its time, channel, method, path, outcome and whole milliseconds", () => {
		const lines = diagnosticsLines(
			diagnostics({
				requests: [
					{ at: AT, method: "GET", path: "/api/goal/{R}/get", status: 200, ms: 41.6 },
					{
						at: AT + 1000,
						method: "POST",
						path: "/api/goal/{W}/add/5",
						status: 500,
						kind: "rate-limited",
						ms: 12,
						channel: "night",
					},
					{ at: AT + 2000, method: "GET", path: "/api/warnings/{R}", kind: "network", ms: 3 },
					{ at: Number.NaN, method: "GET", path: "/api/warnings/{R}", ms: 0 },
				],
			}),
		);
		expect(lines).toContain("Last 4 requests (time, [channel,] method, path, status or failure, ms):");
		expect(lines).toContain("  2026-11-03T18:04:05Z GET /api/goal/{R}/get 200 42 ms");
		expect(lines).toContain("  2026-11-03T18:04:06Z [night] POST /api/goal/{W}/add/5 500 rate-limited 12 ms");
		expect(lines).toContain("  2026-11-03T18:04:07Z GET /api/warnings/{R} network 3 ms");
		expect(lines).toContain("  ? GET /api/warnings/{R} ? 0 ms");
	});

	it(`keeps only the last ${MAX_REPORTED_REQUESTS} requests`, () => {
		const requests = Array.from({ length: MAX_REPORTED_REQUESTS + 5 }, (_, i) => ({
			at: AT,
			method: "GET",
			path: `/api/goal/{R}/get/${i}`,
			status: 200,
			ms: 1,
		}));
		const lines = diagnosticsLines(diagnostics({ requests }));
		const listed = lines.filter((line) => line.includes("/api/goal/"));
		expect(listed).toHaveLength(MAX_REPORTED_REQUESTS);
		expect(listed[0]).toContain("/get/5 ");
		expect(listed.at(-1)).toContain(`/get/${MAX_REPORTED_REQUESTS + 4} `);
		expect(lines).toContain(
			`Last ${MAX_REPORTED_REQUESTS} requests (time, [channel,] method, path, status or failure, ms):`,
		);
	});

	it("lists each key's last failure with its status and error code when there are some", () => {
		const lines = diagnosticsLines(
			diagnostics({
				failures: [
					{ at: AT, key: "goal-add 2,0", kind: "api", status: 200, errorCode: "insufficient_funds" },
					{ at: AT, key: "warnings 0,1", kind: "timeout" },
				],
			}),
		);
		expect(lines.slice(-3)).toEqual([
			"Last failures per key (2):",
			"  2026-11-03T18:04:05Z goal-add 2,0: api HTTP 200 insufficient_funds",
			"  2026-11-03T18:04:05Z warnings 0,1: timeout",
		]);
	});
});

describe("the plugin log's line of a sent request", () => {
	it("is read back whole, a failure without a status and a channel included", () => {
		const requests = [
			{ at: AT, method: "POST", path: "/api/goals/{W}/actions/add/main/10", status: 200, ms: 12 },
			{
				at: AT,
				method: "GET",
				path: "/api/currency/{W}/get/night%20owl",
				kind: "network" as const,
				ms: 3,
				channel: "c2",
			},
		];
		for (const request of requests) {
			const line = sentRequestLine(request);
			expect(line).toMatch(/^Request sent: \{/);
			expect(readSentRequestLine(line)).toEqual(request);
		}
	});

	it("reads no other line, and no line whose request is not well-formed", () => {
		for (const line of [
			"Display refresh recovered",
			"Request sent: {not json",
			'Request sent: {"at":1,"method":"GET","path":"/api","ms":"3"}',
			'Request sent: {"at":1,"method":"GET","ms":3}',
			"Request sent: null",
			' Request sent: {"at":1,"method":"GET","path":"/api","ms":3}',
		]) {
			expect(readSentRequestLine(line)).toBeUndefined();
		}
	});
});
