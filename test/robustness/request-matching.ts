import { isDeepStrictEqual } from "node:util";

import type { ReceivedRequest } from "../../tools/emulator/server";
import type { ExpectedRequest } from "./settings-oracle";

/**
 * Whether a request the server received is the one expected: same method, the same decoded segments (any non-empty
 * one where a stand-in is allowed, one of several where the expectation names them, a number at least as large where
 * it says so), the same query, JSON parameters compared by meaning.
 * @param expected The expected request.
 * @param received The received request.
 * @returns `true` when it matches.
 */
export function requestMatches(expected: ExpectedRequest, received: ReceivedRequest): boolean {
	if (received.method !== expected.method || received.segments.length !== expected.segments.length) return false;
	const segmentsMatch = expected.segments.every((segment, index) => {
		const got = received.segments[index];
		if (segment === undefined) return got !== "";
		if (expected.oneOf?.[index]) return expected.oneOf[index].includes(got);
		if (expected.atLeast === index) return /^\d+$/.test(got) && Number(got) >= Number(segment);
		return got === segment;
	});
	if (!segmentsMatch) return false;
	const names = Object.keys(expected.query).sort();
	if (!isDeepStrictEqual(Object.keys(received.query).sort(), names)) return false;
	return names.every((name) =>
		expected.jsonQuery?.includes(name)
			? received.query[name].length === 1 && sameJson(received.query[name][0], expected.query[name][0])
			: isDeepStrictEqual(received.query[name], expected.query[name]),
	);
}

/**
 * Whether two JSON texts mean the same.
 * @param actual A text that may not be JSON.
 * @param expected A JSON text.
 * @returns `true` when both parse to equal values.
 */
function sameJson(actual: string, expected: string): boolean {
	try {
		return isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected));
	} catch {
		return false;
	}
}

/**
 * Whether an expected request leaves any part open (a stand-in segment or a JSON parameter), so that it should be
 * matched after the exact ones.
 * @param expected The expected request.
 * @returns `true` when it is loose.
 */
export function isLoose(expected: ExpectedRequest): boolean {
	return expected.segments.includes(undefined) || (expected.jsonQuery?.length ?? 0) > 0;
}

/**
 * Describes a request briefly, for failure messages.
 * @param request A received request.
 * @returns E.g. `POST api/goals/…/add/main/5 {}`, long segments shortened.
 */
export function describeRequest(request: ReceivedRequest): string {
	const segments = request.segments.map((segment) => (segment.length > 40 ? `${segment.slice(0, 40)}…` : segment));
	return `${request.method} ${JSON.stringify(segments)} ${JSON.stringify(request.query).slice(0, 120)}`;
}
