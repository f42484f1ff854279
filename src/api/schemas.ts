import * as v from "valibot";

import type { Viewer } from "./types";

const integer = v.pipe(v.number(), v.integer());

/** Fields every answer carries (`success`, `code`) and that reads add (`cache_timestamps`, in seconds). */
const envelope = {
	success: v.literal(true),
	code: integer,
	cache_timestamps: v.optional(integer),
};

/**
 * The envelope of a write. Only `success` decides: once the server says it applied a change, a missing or odd
 * detail must not turn the press into an alert, or the streamer presses again and the change happens twice.
 */
const writeEnvelope = { success: v.literal(true) };

/** A viewer reference (`user`). */
const viewer = v.looseObject({ user_id: v.union([v.string(), integer]), user_name: v.string() });

/** The first check of any answer: is it an object that says whether it succeeded? */
export const envelopeSchema = v.looseObject({
	success: v.boolean(),
	error_code: v.optional(v.unknown()),
});

/** Answer of the top lists (4.1); `value` is a number carried as text. */
export const topListSchema = v.looseObject({
	...envelope,
	list: v.array(
		v.looseObject({
			user_name: v.string(),
			user_uid: v.union([v.string(), integer]),
			value: v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/, "value is not numeric text")),
		}),
	),
});

/** Answer of the warning count (4.2). */
export const warningCountSchema = v.looseObject({ ...envelope, user: viewer, warning_count: integer });

/** Answer of the currency read (4.3). */
export const currencyBalanceSchema = v.looseObject({ ...envelope, user: viewer, currency: integer });

/** Answer of the goals widget action (4.4). */
export const goalActionSchema = v.looseObject({
	...writeEnvelope,
	change_count: v.fallback(v.optional(integer), undefined),
});

/** Answer of the custom data read (4.5). */
export const customDataSchema = v.looseObject({ ...envelope, key: v.string(), val: v.string() });

/** Answer of the streamathon action (4.6) and the custom event (4.7): the envelope alone. */
export const acknowledgementSchema = v.looseObject(writeEnvelope);

/** Answer of the currency remove and set operations (4.8, 4.9). */
export const currencyChangeSchema = v.looseObject({
	...writeEnvelope,
	user: v.fallback(v.optional(viewer), undefined),
});

/** A viewer reference as the API sends it. */
type WireViewer = {
	/** The platform ID. */
	user_id: number | string;
	/** The display name. */
	user_name: string;
};

/**
 * Converts the API's viewer reference.
 * @param user The `user` object.
 * @returns The viewer.
 */
export function toViewer(user: WireViewer): Viewer {
	return { id: String(user.user_id), name: user.user_name };
}
