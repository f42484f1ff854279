import type { RateLimit } from "./rate-limit";

/** How the emulator imitates the real service when people run it (`npm run emulator`, `npm start`). */
export type ServiceOptions = {
	/** Milliseconds every answer takes. */
	latencyMs: number;
	/** The rate limit, or none. */
	rateLimit: RateLimit | undefined;
};

/** About what the real service takes to answer. */
export const DEFAULT_LATENCY_MS = 300;

/** Assumed: the operator publishes no figure; a client author spaces calls by 1.5 s because of the limit. */
export const DEFAULT_RATE_LIMIT: RateLimit = { requests: 20, perMs: 10_000 };

/** What the options look like, for error messages. */
const USAGE = "options: --latency <ms> (default 300), --rate-limit <requests>/<seconds> or off (default 20/10)";

/**
 * Reads `--latency <ms>` and `--rate-limit <requests>/<seconds>|off` from the command line.
 * @param args The arguments after the script's name.
 * @returns The options, with the defaults for those not given.
 */
export function parseServiceOptions(args: readonly string[]): ServiceOptions {
	const options: ServiceOptions = { latencyMs: DEFAULT_LATENCY_MS, rateLimit: DEFAULT_RATE_LIMIT };
	for (let index = 0; index < args.length; index += 2) {
		const [name, value] = [args[index], args[index + 1] ?? ""];
		if (name === "--latency" && /^\d{1,6}$/.test(value)) {
			options.latencyMs = Number(value);
		} else if (name === "--rate-limit" && value === "off") {
			options.rateLimit = undefined;
		} else if (
			name === "--rate-limit" &&
			/^[1-9]\d{0,5}\/\d{1,5}(\.\d{1,3})?$/.test(value) &&
			Number(value.split("/")[1]) > 0
		) {
			const [requests, seconds] = value.split("/").map(Number);
			options.rateLimit = { requests, perMs: seconds * 1000 };
		} else {
			throw new Error(`cannot read ${JSON.stringify(name)} ${JSON.stringify(value)}; ${USAGE}`);
		}
	}
	return options;
}

/**
 * Describes the options in one line, for the start-up message.
 * @param options The options.
 * @returns E.g. `answers in 300 ms, rate limit 20 requests per 10 s per key`.
 */
export function describeServiceOptions(options: ServiceOptions): string {
	const limit = options.rateLimit
		? `rate limit ${options.rateLimit.requests} requests per ${options.rateLimit.perMs / 1000} s per key (HTTP 500 spam_limit_exceeded)`
		: "no rate limit";
	return `answers in ${options.latencyMs} ms, ${limit}`;
}
