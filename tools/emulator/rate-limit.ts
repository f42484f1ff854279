import { type ApiResponse, errorResponse } from "./api-response";

/** How fast the emulated service lets one key call it: at most `requests` within any `perMs` milliseconds. */
export type RateLimit = {
	/** Requests allowed within the window. */
	requests: number;
	/** The window, in milliseconds. */
	perMs: number;
};

/**
 * The service's rate limit as its clients know it: calling too fast is answered with HTTP 500 and
 * `error_code: "spam_limit_exceeded"` (not 429). Counted per key (the path's third segment); refused requests do not
 * count. The window and the count are assumptions: the operator does not publish them.
 */
export class RateLimiter {
	/** When each key's counted requests arrived, oldest first. */
	readonly #arrivals = new Map<string, number[]>();

	/** The limit; none when `undefined`. */
	#limit: RateLimit | undefined;

	/**
	 * Creates the limiter.
	 * @param limit The limit; none when `undefined`.
	 */
	constructor(limit?: RateLimit) {
		this.set(limit);
	}

	/**
	 * Changes the limit and forgets earlier requests.
	 * @param limit The limit; none when `undefined`.
	 */
	public set(limit: RateLimit | undefined): void {
		if (limit !== undefined && !(limit.requests >= 1 && limit.perMs > 0)) {
			throw new Error(`a rate limit needs requests ≥ 1 and perMs > 0, got ${JSON.stringify(limit)}`);
		}
		this.#limit = limit;
		this.#arrivals.clear();
	}

	/**
	 * Counts a request, or refuses it.
	 * @param segments The decoded path segments (`api`, family, key, …).
	 * @param now The time, in milliseconds.
	 * @returns The refusal, or `undefined` when the request may go on.
	 */
	public take(segments: readonly string[], now = Date.now()): ApiResponse | undefined {
		const limit = this.#limit;
		if (limit === undefined || segments[0] !== "api" || segments.length < 3) return undefined;
		const key = segments[2];
		const recent = (this.#arrivals.get(key) ?? []).filter((at) => now - at < limit.perMs);
		if (recent.length >= limit.requests) {
			this.#arrivals.set(key, recent);
			return errorResponse(500, "spam_limit_exceeded", "too many requests, slow down");
		}
		recent.push(now);
		this.#arrivals.set(key, recent);
		return undefined;
	}
}
