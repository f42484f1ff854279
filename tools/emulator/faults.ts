import type { ServerResponse } from "node:http";

import { JSON_CONTENT_TYPE, writeText } from "./api-response";

/** Where a fault applies and how often. */
export type FaultScope = {
	/** Applies only when the raw (still percent-encoded) path contains this text, e.g. `"/goals/"`. */
	match?: string;
	/** How many requests it applies to; unlimited when absent. */
	times?: number;
};

/** Answers with a chosen HTTP status. */
export type StatusFault = {
	/** Discriminant. */
	kind: "status";
	/** HTTP status, e.g. 500, 401, 403, 429. */
	status: number;
	/** Body text instead of the default `{ success: false, code, error_code }`. */
	body?: string;
	/** Content type instead of JSON. */
	contentType?: string;
	/** Extra headers, e.g. `{ "Retry-After": "3" }`. */
	headers?: Record<string, string>;
};

/** Answers normally, after a pause. */
export type DelayFault = {
	/** Discriminant. */
	kind: "delay";
	/** The pause, in milliseconds. */
	ms: number;
	/**
	 * Whether the answer is worked out when the request arrives and only its sending waits, as a service whose answer
	 * is slow on the way back; by default it is worked out after the pause.
	 */
	answerOnArrival?: boolean;
};

/** Never answers (until the emulator closes). */
export type HangFault = {
	/** Discriminant. */
	kind: "hang";
};

/** Answers 200 with a JSON content type and a truncated JSON body. */
export type MalformedJsonFault = {
	/** Discriminant. */
	kind: "malformed-json";
};

/** Answers 200 with an HTML "Bad gateway" page, as a proxy might. */
export type HtmlFault = {
	/** Discriminant. */
	kind: "html";
};

/** Answers 200 with a `{ success: false, code: 200 }` body. */
export type SuccessFalseFault = {
	/** Discriminant. */
	kind: "success-false";
	/** The body's `error_code`, when given. */
	errorCode?: string;
};

/** Sends the headers and part of the body, then destroys the connection. */
export type ResetFault = {
	/** Discriminant. */
	kind: "reset";
};

/** What a fault does to the answer. */
export type FaultBehaviour =
	| DelayFault
	| HangFault
	| HtmlFault
	| MalformedJsonFault
	| ResetFault
	| StatusFault
	| SuccessFalseFault;

/** A switchable misbehaviour of the emulator. A request that gets a fault other than `delay` leaves the state alone. */
export type Fault = FaultBehaviour & FaultScope;

/** Faults that answer at once, written by {@link writeFaultResponse}. */
export type ImmediateFault = Exclude<FaultBehaviour, DelayFault | HangFault> & FaultScope;

/** The error codes a status fault's default body names. */
const DEFAULT_ERROR_CODES: Record<number, string> = {
	400: "invalid_parameter",
	401: "unauthorized",
	403: "invalid_api_key",
	404: "not_found",
	429: "too_many_requests",
	500: "internal_error",
	502: "bad_gateway",
	503: "service_unavailable",
	504: "gateway_timeout",
};

/** A fault with the number of requests it may still take. */
type ActiveFault = {
	/** The fault. */
	fault: Fault;
	/** Requests left; `Infinity` when unlimited. */
	remaining: number;
};

/**
 * The active faults, in the order they were added; the first one that matches a request applies.
 */
export class FaultList {
	/** Active faults, in order. */
	private readonly entries: ActiveFault[] = [];

	/**
	 * The faults still active.
	 * @returns Copies, in order.
	 */
	public get active(): Fault[] {
		return this.entries.map(({ fault }) => ({ ...fault }));
	}

	/**
	 * Adds a fault; one with `times` below 1 never applies and is dropped.
	 * @param fault The fault (copied).
	 */
	public add(fault: Fault): void {
		const remaining = fault.times ?? Number.POSITIVE_INFINITY;
		if (remaining >= 1) {
			this.entries.push({ fault: { ...fault }, remaining });
		}
	}

	/**
	 * Removes every fault.
	 */
	public clear(): void {
		this.entries.length = 0;
	}

	/**
	 * Finds the fault for a request and counts it as used.
	 * @param rawPath The raw request path.
	 * @returns The fault, or `undefined` to answer normally.
	 */
	public take(rawPath: string): Fault | undefined {
		const index = this.entries.findIndex(({ fault }) => fault.match === undefined || rawPath.includes(fault.match));
		if (index < 0) {
			return undefined;
		}
		const entry = this.entries[index];
		entry.remaining--;
		if (entry.remaining <= 0) {
			this.entries.splice(index, 1);
		}
		return entry.fault;
	}
}

/**
 * Writes the answer of a fault that answers at once.
 * @param response The response to write.
 * @param fault The fault.
 * @returns The HTTP status sent.
 */
export function writeFaultResponse(response: ServerResponse, fault: ImmediateFault): number {
	switch (fault.kind) {
		case "status": {
			const body =
				fault.body ??
				JSON.stringify({
					success: false,
					code: fault.status,
					error_code: DEFAULT_ERROR_CODES[fault.status] ?? "error",
				});
			writeText(response, fault.status, fault.contentType ?? JSON_CONTENT_TYPE, body, fault.headers);
			return fault.status;
		}
		case "malformed-json":
			writeText(response, 200, JSON_CONTENT_TYPE, '{"success": tr');
			return 200;
		case "html":
			writeText(
				response,
				200,
				"text/html; charset=utf-8",
				"<html><head><title>502 Bad Gateway</title></head><body><h1>Bad gateway</h1></body></html>",
			);
			return 200;
		case "success-false": {
			const body: Record<string, unknown> = { success: false, code: 200 };
			if (fault.errorCode !== undefined) {
				body.error_code = fault.errorCode;
			}
			writeText(response, 200, JSON_CONTENT_TYPE, JSON.stringify(body));
			return 200;
		}
		case "reset":
			writeTruncated(response);
			return 200;
	}
}

/**
 * Promises a full JSON body, sends its first part and then destroys the socket, so the client sees the
 * connection close mid-response.
 * @param response The response.
 */
function writeTruncated(response: ServerResponse): void {
	const body = JSON.stringify({ success: true, code: 200, list: [{ user_name: "cut", user_uid: "0", value: "1" }] });
	response.writeHead(200, { "Content-Type": JSON_CONTENT_TYPE, "Content-Length": Buffer.byteLength(body) });
	response.write(body.slice(0, 12), () => response.socket?.destroy());
}
