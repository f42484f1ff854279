import type { ServerResponse } from "node:http";

/** JSON content type of every emulator answer. */
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** An answer before it is written: HTTP status, JSON body and extra headers. */
export type ApiResponse = {
	/** HTTP status. */
	status: number;
	/** Body, serialized as JSON. */
	body: unknown;
	/** Extra response headers. */
	headers?: Record<string, string>;
};

/**
 * An error answer thrown by validation and lookups, caught by the router.
 */
export class ApiFailure extends Error {
	/** The answer to send. */
	public readonly response: ApiResponse;

	/**
	 * Creates the failure.
	 * @param status HTTP status (also the body's `code`).
	 * @param errorCode The body's `error_code`.
	 * @param message Human-readable detail (the body's `message`).
	 */
	constructor(status: number, errorCode: string, message: string) {
		super(message);
		this.response = errorResponse(status, errorCode, message);
	}
}

/**
 * Builds an error answer: `{ success: false, code, error_code, message }`.
 * @param status HTTP status (also the body's `code`).
 * @param errorCode The body's `error_code`.
 * @param message Human-readable detail.
 * @returns The answer.
 */
export function errorResponse(status: number, errorCode: string, message: string): ApiResponse {
	return { status, body: { success: false, code: status, error_code: errorCode, message } };
}

/**
 * Builds a success answer: `{ success: true, ...fields, code: 200 }`.
 * @param fields Operation-specific fields.
 * @param withCacheTimestamp Whether to add `cache_timestamps` (Unix seconds), as reads and currency changes do.
 * @returns The answer.
 */
export function successResponse(fields: Record<string, unknown>, withCacheTimestamp: boolean): ApiResponse {
	const body: Record<string, unknown> = { success: true, ...fields, code: 200 };
	if (withCacheTimestamp) {
		body.cache_timestamps = Math.floor(Date.now() / 1000);
	}
	return { status: 200, body };
}

/**
 * Writes a JSON answer (`application/json; charset=utf-8`, never cached).
 * @param response The response to write.
 * @param answer The answer.
 */
export function writeApiResponse(response: ServerResponse, answer: ApiResponse): void {
	writeText(response, answer.status, JSON_CONTENT_TYPE, JSON.stringify(answer.body), answer.headers);
}

/**
 * Writes a complete answer with an exact `Content-Length`.
 * @param response The response to write.
 * @param status HTTP status.
 * @param contentType Content type.
 * @param body Body text.
 * @param headers Extra headers (they win over the defaults).
 */
export function writeText(
	response: ServerResponse,
	status: number,
	contentType: string,
	body: string,
	headers: Record<string, string> = {},
): void {
	response.writeHead(status, {
		"Content-Type": contentType,
		"Content-Length": Buffer.byteLength(body),
		"Cache-Control": "no-store",
		...headers,
	});
	response.end(body);
}
