import { describe, expect, it } from "vitest";

import { followSentRequests, type KeptRequest, recentRequests, recordRequest } from "../request-log";

describe("the request log", () => {
	it("keeps every request for diagnostics, and tells the follower only of those that left the plugin", () => {
		const told: string[] = [];
		followSentRequests((request: KeptRequest) => told.push(`${request.method} ${request.path()}`));
		const base = { at: 1, method: "GET" as const, status: 200, ms: 5 };
		recordRequest({ ...base, demo: false, path: () => "/api/warnings/{R}/sent", channel: "default" });
		recordRequest({ ...base, demo: true, path: () => "/api/warnings/{R}/demo", channel: "default" });
		recordRequest({ ...base, demo: false, method: "POST", path: () => "/api/goals/{W}/x", channel: "c2" });
		expect(told).toEqual(["GET /api/warnings/{R}/sent", "POST /api/goals/{W}/x"]);
		expect(recentRequests().map((request) => request.path)).toEqual([
			"/api/warnings/{R}/sent",
			"/api/warnings/{R}/demo",
			"/api/goals/{W}/x",
		]);
		expect(recentRequests()[2]).toMatchObject({ channel: "c2" });
	});
});
