import { type IncomingMessage, Server, type ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";

import type { ApiEmulator } from "../tools/emulator/server";

/** An API request as the bench saw it, on the same `performance.now()` clock as the host's messages. */
export type TimedRequest = {
	/** HTTP method. */
	method: string;
	/** Path as received, still percent-encoded, without query. */
	path: string;
	/** When the emulator's server received it (headers parsed). */
	receivedAt: number;
	/** When the emulator handed the whole answer to the socket (`end()`); absent while unanswered. */
	sentAt?: number;
};

/** The part of the emulator's implementation the clock reaches into. */
type EmulatorInternals = {
	/** The HTTP server (a private field of the emulator). */
	server?: unknown;
};

/**
 * Times every request the API emulator answers. The emulator records arrival with `Date.now()` (whole
 * milliseconds) and not when it answers, so the bench listens on the emulator's own HTTP server instead: arrival
 * and answer on `performance.now()`, comparable with the `at` of the host's messages because both run in this
 * process.
 */
export class RequestClock {
	/** Every request since the clock was attached, in order of arrival. */
	public readonly requests: TimedRequest[] = [];

	/**
	 * Use {@link RequestClock.attach}.
	 */
	private constructor() {}

	/**
	 * Starts timing an emulator's requests.
	 * @param emulator A running emulator.
	 * @returns The clock.
	 */
	public static attach(emulator: ApiEmulator): RequestClock {
		// The emulator keeps its server private; the bench reaches in rather than asking the emulator to grow a hook.
		const server = (emulator as unknown as EmulatorInternals).server;
		if (!(server instanceof Server)) {
			throw new Error("cannot reach the API emulator's HTTP server (its private `server` field): no response timing");
		}
		const clock = new RequestClock();
		server.prependListener("request", (request: IncomingMessage, response: ServerResponse) =>
			clock.track(request, response),
		);
		return clock;
	}

	/**
	 * Counts the requests whose path contains a text, among those received in a time window.
	 * @param text Part of the path, e.g. `/get/bench-shared`.
	 * @param from Start of the window (inclusive), `performance.now()` milliseconds.
	 * @param to End of the window (exclusive).
	 * @returns The count.
	 */
	public countBetween(text: string, from: number, to: number): number {
		return this.requests.filter((r) => r.path.includes(text) && r.receivedAt >= from && r.receivedAt < to).length;
	}

	/**
	 * Records a request and wraps its response's `end()` to note when the answer went out.
	 * @param request The request.
	 * @param response Its response.
	 */
	private track(request: IncomingMessage, response: ServerResponse): void {
		const target = request.url ?? "/";
		const query = target.indexOf("?");
		const timed: TimedRequest = {
			method: request.method ?? "GET",
			path: query < 0 ? target : target.slice(0, query),
			receivedAt: performance.now(),
		};
		this.requests.push(timed);
		const end = response.end;
		response.end = function (this: ServerResponse, ...args: unknown[]): ServerResponse {
			timed.sentAt ??= performance.now();
			return (end as (...rest: unknown[]) => ServerResponse).apply(this, args);
		} as ServerResponse["end"];
	}
}
