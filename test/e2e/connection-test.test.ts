import type { JsonObject, JsonValue } from "@elgato/utils";
import { describe, expect, it } from "vitest";

import type { ApiKeyTestOutcome, ConnectionTestResult } from "../../src/contract/connection-test-messages";
import { closedLoopbackPort } from "../../tools/host/ports";
import { PropertyInspectorClient } from "../../tools/host/property-inspector-client";
import { place, READ_KEY, useDeck, uuid, WRITE_KEY } from "./deck";

const deck = useDeck();

/** How long the plugin may take to answer: its probes give up after 10 s. */
const ANSWER_TIMEOUT_MS = 14_000;

/**
 * Every text in a message.
 * @param value The message, or part of it.
 * @returns Its strings, keys of objects included.
 */
function textsIn(value: JsonValue | undefined): string[] {
	if (typeof value === "string") return [value];
	if (Array.isArray(value)) return value.flatMap(textsIn);
	if (value !== null && typeof value === "object") {
		return Object.entries(value).flatMap(([name, inner]) => [name, ...textsIn(inner)]);
	}
	return [];
}

/**
 * Runs a connection test the way a property inspector does and returns the plugin's answer, after checking that it
 * holds codes only: no sentence, no key.
 * @param request What the inspector sends besides the event name.
 * @returns The answer's payload.
 */
async function testConnection(request: JsonObject): Promise<ConnectionTestResult> {
	const context = await place(deck.host, "goal-add");
	const pi = await PropertyInspectorClient.connect(deck.host.propertyInspectorArgs(context));
	try {
		const since = pi.messages.length;
		await pi.sendToPlugin(uuid("goal-add"), { event: "testConnection", ...request });
		const answer = await pi.waitFor((m) => m.event === "sendToPropertyInspector", {
			since,
			timeoutMs: ANSWER_TIMEOUT_MS,
		});
		const payload = answer.payload as JsonValue;
		for (const text of textsIn(payload)) {
			expect(text, JSON.stringify(payload)).toMatch(/^[a-z][A-Za-z-]*$/);
		}
		return payload as ConnectionTestResult;
	} finally {
		await pi.close();
	}
}

/**
 * The answer expected for two outcomes.
 * @param read How the read key fared.
 * @param write How the write key fared.
 * @returns The answer.
 */
function answer(read: ApiKeyTestOutcome, write: ApiKeyTestOutcome = read): ConnectionTestResult {
	return { event: "connectionTestResult", read, write };
}

describe("the plugin answers a connection test in codes", () => {
	it("ok, refused, missing and invalid keys", async () => {
		expect(await testConnection({})).toEqual(answer({ verdict: "ok" }));
		expect(await testConnection({ readKey: "wrong-key", writeKey: READ_KEY })).toEqual(answer({ verdict: "refused" }));
		expect(await testConnection({ readKey: "", writeKey: WRITE_KEY })).toEqual(
			answer({ verdict: "missing" }, { verdict: "ok" }),
		);
		expect(await testConnection({ readKey: READ_KEY, writeKey: ".." })).toEqual(
			answer({ verdict: "ok" }, { verdict: "error", reason: "key-invalid" }),
		);
	});

	it("a refused base URL, by the rule it broke", async () => {
		const rules: [string, string][] = [
			["", "base-url-missing"],
			["not a url", "base-url-invalid"],
			["http://example.com", "base-url-insecure"],
			["https://user@example.com", "base-url-parts"],
		];
		for (const [baseUrl, reason] of rules) {
			expect(await testConnection({ baseUrl }), baseUrl).toEqual(
				answer({ verdict: "invalid-url", reason } as ApiKeyTestOutcome),
			);
		}
		expect(deck.emulator.requests).toEqual([]);
	});

	it("a server that is not the API, fails, answers nonsense or cannot be reached", async () => {
		const { emulator } = deck;
		expect(await testConnection({ baseUrl: `${emulator.url}/not-the-api` })).toEqual(
			answer({ verdict: "error", reason: "no-such-api" }),
		);

		emulator.fault({ kind: "status", status: 503, match: "/ranking/" });
		emulator.fault({ kind: "html", match: "/custom-data/" });
		expect(await testConnection({})).toEqual(
			answer({ verdict: "error", reason: "http-status", status: 503 }, { verdict: "error", reason: "no-such-api" }),
		);
		emulator.clearFaults();

		const port = await closedLoopbackPort();
		expect(await testConnection({ baseUrl: `http://127.0.0.1:${port}` })).toEqual(answer({ verdict: "unreachable" }));
	});
});

describe("the connection test tells the key from the address", () => {
	it("a base URL with a path gets 403 for both keys: the address, not the keys", async () => {
		const { emulator } = deck;
		expect(await testConnection({ baseUrl: `${emulator.url}/api` })).toEqual(
			answer({ verdict: "error", reason: "no-such-api" }),
		);
		expect(emulator.requests.map((request) => request.status)).toEqual([403, 403]);
	});

	it("a 403 page that names nothing is the key's fault when the other key works at the same address", async () => {
		const body = "<html><body>403 Forbidden</body></html>";
		deck.emulator.fault({ kind: "status", status: 403, contentType: "text/html", body, match: "/ranking/" });
		expect(await testConnection({})).toEqual(answer({ verdict: "refused" }, { verdict: "ok" }));
	});

	it("a redirect, a page that is not the API, and the rate limit", async () => {
		const { emulator } = deck;
		emulator.fault({ kind: "status", status: 301, headers: { Location: "https://example.com/" }, body: "" });
		expect(await testConnection({})).toEqual(answer({ verdict: "error", reason: "redirected" }));
		emulator.clearFaults();
		emulator.fault({ kind: "status", status: 404, contentType: "text/html", body: "<html>Not found</html>" });
		expect(await testConnection({})).toEqual(answer({ verdict: "error", reason: "no-such-api" }));
		emulator.clearFaults();
		emulator.setRateLimit({ requests: 1, perMs: 60_000 });
		try {
			await testConnection({ writeKey: "" });
			expect(await testConnection({})).toEqual(answer({ verdict: "rate-limited" }, { verdict: "ok" }));
		} finally {
			emulator.setRateLimit(undefined);
		}
	});
});
