import * as v from "valibot";

import type { Viewer } from "./types";

/** Integer text as the service sends numbers in many places: an optional minus sign and digits, nothing else. */
const INTEGER_TEXT = /^-?\d{1,16}$/;

/** Numeric text of a ranking value: an integer, or a decimal number. */
const NUMERIC_TEXT = /^-?\d{1,16}(\.\d{1,16})?$/;

/**
 * An integer the service may send as a JSON number or as integer text (`5` or `"5"`); anything else (decimals,
 * `"5 "`, `"0x5"`, `""`, `true`) is refused. The output is always a number.
 */
const integer = v.union([
	v.pipe(v.number(), v.safeInteger()),
	v.pipe(
		v.string(),
		v.regex(INTEGER_TEXT, "not integer text"),
		v.transform(Number),
		v.safeInteger("integer text out of range"),
	),
]);

/** A ranking value: a finite JSON number or numeric text; the output is a number. */
const rankingValue = v.union([
	v.pipe(v.number(), v.finite()),
	v.pipe(v.string(), v.regex(NUMERIC_TEXT, "value is not numeric text"), v.transform(Number)),
]);

/** An identifier the service sends as text or as a number (`user_id`, `user_uid`); the output is text. */
const identifier = v.union([v.string(), v.pipe(integer, v.transform(String))]);

/** Custom data `val`: text, or a finite number shown as text. */
const dataValue = v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]);

/** Fields every answer carries (`success`, `code`) and that reads add (`cache_timestamps`, in seconds). */
const envelope = {
	success: v.literal(true),
	code: integer,
	cache_timestamps: v.optional(integer),
};

/**
 * The envelope of a write. Only `success` decides: once the server says it applied a change, a missing or odd
 * detail must not turn the press into an alert, or the streamer presses again and the change happens twice.
 * (`action_success: false` and any `error_code` are failures, judged before the schema.)
 */
const writeEnvelope = { success: v.literal(true) };

/** A viewer reference (`user`). */
const viewer = v.looseObject({ user_id: identifier, user_name: v.string() });

/** The first check of any answer: is it an object that says whether it succeeded, and did a write act? */
export const envelopeSchema = v.looseObject({
	success: v.boolean(),
	error_code: v.optional(v.unknown()),
	action_success: v.optional(v.unknown()),
});

/** Answer of the top lists (4.1); `value` is a number carried as text, or a JSON number. */
export const topListSchema = v.looseObject({
	...envelope,
	list: v.array(v.looseObject({ user_name: v.string(), user_uid: identifier, value: rankingValue })),
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

/** Answer of the custom data read (4.5); `val` may be text or a number, shown as text. */
export const customDataSchema = v.looseObject({ ...envelope, key: v.string(), val: dataValue });

/** Answer of the streamathon action (4.6) and the custom event (4.7): the envelope alone. */
export const acknowledgementSchema = v.looseObject(writeEnvelope);

/** Answer of the currency remove and set operations (4.8, 4.9). */
export const currencyChangeSchema = v.looseObject({
	...writeEnvelope,
	user: v.fallback(v.optional(viewer), undefined),
});

/** A viewer reference once read. */
type WireViewer = {
	/** The platform ID, as text. */
	user_id: string;
	/** The display name. */
	user_name: string;
};

/**
 * Converts the API's viewer reference.
 * @param user The `user` object.
 * @returns The viewer.
 */
export function toViewer(user: WireViewer): Viewer {
	return { id: user.user_id, name: user.user_name };
}
