import type { HttpAnswer } from "../api/http-transport";
import { DemoChannel } from "./demo-channel";
import { answerDemo } from "./demo-routes";

/** How long the demo takes to answer: about as long as the real service. */
export const DEMO_ANSWER_MS = 300;

/** The one demo channel of the plugin, the same for every channel set to `demo`; new on every start. */
let channel: DemoChannel | undefined;

/**
 * Answers a request in memory, as the service would: nothing leaves the computer. Same signature as the network
 * transport, so the client reads, checks and reports demo answers exactly like real ones.
 * @param method The HTTP method.
 * @param url The full URL: the demo base URL, then `/api/…` and the query.
 * @param timeoutMs How long the request may take; the demo always answers sooner.
 * @returns The answer, after {@link DEMO_ANSWER_MS}.
 */
export function sendDemo(method: "GET" | "POST", url: string, timeoutMs: number): Promise<HttpAnswer> {
	channel ??= new DemoChannel();
	const state = channel;
	const target = new URL(url.replace(/^[^/]*/, ""), "demo://channel");
	const [, api, ...segments] = target.pathname.split("/").map(decodeSegment);
	const answer =
		api === "api"
			? answerDemo(state, { method, segments, query: target.searchParams })
			: { status: 404, body: { success: false, code: 404, error_code: "not_found" } };
	return new Promise((resolve) => {
		setTimeout(
			() => resolve({ status: answer.status, retryAfter: undefined, body: JSON.stringify(answer.body) }),
			Math.min(DEMO_ANSWER_MS, timeoutMs),
		);
	});
}

/**
 * Decodes a path segment.
 * @param segment The segment as sent.
 * @returns It decoded; as sent when it is not valid percent-encoding (the client never sends such).
 */
function decodeSegment(segment: string): string {
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}
