import type { ReportedFailure } from "../contract/diagnostics-report";
import { isApiError } from "../contract/errors";

/** How many failures are kept per key. */
const PER_KEY = 3;

/** How many keys are remembered; the one that failed longest ago is forgotten first. */
const MAX_KEYS = 64;

/** The last failures of each key, by the key's action ID. */
const failures = new Map<string, ReportedFailure[]>();

/** What diagnostics need to know of a key. */
export type FailedKey = {
	/** The action's instance ID. */
	id: string;
	/** The action's UUID, e.g. `com.channel.companion.goal-add`. */
	manifestId: string;
	/** Where the key is, when it is on a device (not in a multi-action). */
	coordinates?: {
		/** Column. */
		column: number;
		/** Row. */
		row: number;
	};
};

/**
 * Notes a failure a key showed, for diagnostics: its kind, status and error code, never its message.
 * @param key The key.
 * @param error What went wrong.
 */
export function recordKeyFailure(key: FailedKey, error: unknown): void {
	const place = key.coordinates ? ` ${key.coordinates.column},${key.coordinates.row}` : "";
	const failure: ReportedFailure = {
		at: Date.now(),
		key: `${key.manifestId.split(".").pop() ?? "?"}${place}`,
		kind: isApiError(error) ? error.kind : "unexpected",
		...(isApiError(error) && error.status !== undefined ? { status: error.status } : {}),
		...(isApiError(error) && error.errorCode !== undefined ? { errorCode: error.errorCode } : {}),
	};
	const list = failures.get(key.id) ?? [];
	failures.delete(key.id);
	failures.set(key.id, [...list, failure].slice(-PER_KEY));
	if (failures.size > MAX_KEYS) {
		const oldest = failures.keys().next().value;
		if (oldest !== undefined) failures.delete(oldest);
	}
}

/**
 * The failures kept, of every key.
 * @returns Copies, oldest first.
 */
export function recentKeyFailures(): ReportedFailure[] {
	return [...failures.values()]
		.flat()
		.map((failure) => ({ ...failure }))
		.sort((a, b) => a.at - b.at);
}
