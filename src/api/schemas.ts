import type {
	CacheTimestamp,
	CurrencyBalanceAnswer,
	CurrencyChange,
	CustomDataAnswer,
	TopList,
	Viewer,
	WarningCount,
	WidgetActionResult,
} from "./types";

/** Integer text as the service sends numbers in many places: an optional minus sign and digits, nothing else. */
const INTEGER_TEXT = /^-?\d{1,16}$/;

/** Numeric text of a ranking value: an integer, or a decimal number. */
const NUMERIC_TEXT = /^-?\d{1,16}(\.\d{1,16})?$/;

/** Why an answer does not have the shape of its operation: where the first field that is wrong sits. */
export class MalformedAnswer extends Error {
	/** The field's dot path, e.g. `list.0.value`; `answer` for the answer as a whole. */
	public readonly path: string;

	/**
	 * Creates the error.
	 * @param path Where the wrong field sits.
	 */
	constructor(path: string) {
		super(`malformed at ${path}`);
		this.name = "MalformedAnswer";
		this.path = path;
	}
}

/**
 * Checks the parsed body of a successful answer and gives what the caller needs of it.
 * @throws {MalformedAnswer} When a field the operation needs is missing or wrong.
 */
export type AnswerSchema<T> = (body: unknown) => T;

/** Reads one field: its value and where it sits; throws {@link MalformedAnswer} when the value is wrong. */
type Field<T> = (value: unknown, path: string) => T;

/**
 * Refuses a field.
 * @param path Where it sits.
 * @throws {MalformedAnswer} Always.
 */
function wrong(path: string): never {
	throw new MalformedAnswer(path);
}

/**
 * The fields of an object.
 * @param value The value.
 * @param path Where it sits.
 * @returns Its fields.
 */
function fieldsOf(value: unknown, path: string): Record<string, unknown> {
	return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : wrong(path);
}

/**
 * An integer the service may send as a JSON number or as integer text (`5` or `"5"`); anything else (decimals,
 * `"5 "`, `"0x5"`, `""`, `true`) is refused.
 * @param value The field's value.
 * @param path Where it sits.
 * @returns The number.
 */
function integer(value: unknown, path: string): number {
	const number = typeof value === "string" && INTEGER_TEXT.test(value) ? Number(value) : value;
	return typeof number === "number" && Number.isSafeInteger(number) ? number : wrong(path);
}

/**
 * A ranking value: a finite JSON number or numeric text.
 * @param value The field's value.
 * @param path Where it sits.
 * @returns The number.
 */
function rankingValue(value: unknown, path: string): number {
	if (typeof value === "number" && Number.isFinite(value)) return value;
	return typeof value === "string" && NUMERIC_TEXT.test(value) ? Number(value) : wrong(path);
}

/**
 * Text.
 * @param value The field's value.
 * @param path Where it sits.
 * @returns The text.
 */
function text(value: unknown, path: string): string {
	return typeof value === "string" ? value : wrong(path);
}

/**
 * An identifier the service sends as text or as an integer (`user_id`, `user_uid`).
 * @param value The field's value.
 * @param path Where it sits.
 * @returns The identifier as text.
 */
function identifier(value: unknown, path: string): string {
	return typeof value === "string" ? value : String(integer(value, path));
}

/**
 * Custom data `val`: text, or a finite number shown as text.
 * @param value The field's value.
 * @param path Where it sits.
 * @returns The value as text.
 */
function dataValue(value: unknown, path: string): string {
	return typeof value === "number" && Number.isFinite(value) ? String(value) : text(value, path);
}

/**
 * A viewer reference (`user`).
 * @param value The field's value.
 * @param path Where it sits.
 * @returns The viewer.
 */
function viewer(value: unknown, path: string): Viewer {
	const fields = fieldsOf(value, path);
	return { id: identifier(fields.user_id, `${path}.user_id`), name: text(fields.user_name, `${path}.user_name`) };
}

/**
 * The fields of a write's answer. Only `success` decides: once the server says it applied a change, a missing or odd
 * detail must not turn the press into an alert, or the streamer presses again and the change happens twice.
 * (`action_success: false` and any `error_code` are failures, judged before the schema.)
 * @param body The parsed body.
 * @returns Its fields.
 */
function writeFields(body: unknown): Record<string, unknown> {
	const fields = fieldsOf(body, "answer");
	if (fields.success !== true) wrong("success");
	return fields;
}

/**
 * The fields of a read's answer, which carries `code` and may carry `cache_timestamps` (in seconds) besides `success`.
 * @param body The parsed body.
 * @returns Its fields, and its cache timestamp.
 */
function readFields(body: unknown): [Record<string, unknown>, CacheTimestamp] {
	const fields = writeFields(body);
	integer(fields.code, "code");
	const cached = fields.cache_timestamps;
	return [fields, cached === undefined ? undefined : integer(cached, "cache_timestamps")];
}

/**
 * A field whose odd value is dropped rather than refused: a detail of a write the server applied.
 * @param read Reads the field.
 * @param value Its value.
 * @returns The field, or `undefined` when absent or wrong.
 */
function lenient<T>(read: Field<T>, value: unknown): T | undefined {
	try {
		return value === undefined ? undefined : read(value, "");
	} catch {
		// Only `success` decides a write: see writeFields.
		return undefined;
	}
}

/**
 * The top lists (4.1): rows largest first; `value` is a number carried as text, or a JSON number.
 * @param body The parsed body.
 * @returns The list.
 */
export function topListAnswer(body: unknown): TopList {
	const [fields, cacheTimestamp] = readFields(body);
	if (!Array.isArray(fields.list)) wrong("list");
	const entries = (fields.list as unknown[]).map((row, index) => {
		const at = `list.${index}`;
		const cells = fieldsOf(row, at);
		const userName = text(cells.user_name, `${at}.user_name`);
		const userId = identifier(cells.user_uid, `${at}.user_uid`);
		return { rank: index + 1, userName, userId, value: rankingValue(cells.value, `${at}.value`) };
	});
	return { entries, cacheTimestamp };
}

/**
 * The warning count (4.2).
 * @param body The parsed body.
 * @returns The viewer and their count.
 */
export function warningCountAnswer(body: unknown): WarningCount {
	const [fields, cacheTimestamp] = readFields(body);
	const who = viewer(fields.user, "user");
	return { viewer: who, warningCount: integer(fields.warning_count, "warning_count"), cacheTimestamp };
}

/**
 * The currency read (4.3).
 * @param body The parsed body.
 * @returns The viewer and their balance.
 */
export function currencyBalanceAnswer(body: unknown): CurrencyBalanceAnswer {
	const [fields, cacheTimestamp] = readFields(body);
	return { viewer: viewer(fields.user, "user"), currency: integer(fields.currency, "currency"), cacheTimestamp };
}

/**
 * The custom data read (4.5); `val` may be text or a number, shown as text.
 * @param body The parsed body.
 * @returns The entry.
 */
export function customDataAnswer(body: unknown): CustomDataAnswer {
	const [fields, cacheTimestamp] = readFields(body);
	return { dataKey: text(fields.key, "key"), value: dataValue(fields.val, "val"), cacheTimestamp };
}

/**
 * The goals widget action (4.4) and the streamathon action (4.6): the goals' answer carries `change_count`; the
 * specification gives the streamathon's none, but when one comes it counts as a goal's does.
 * @param body The parsed body.
 * @returns How many widgets changed, when the answer says so.
 */
export function widgetActionAnswer(body: unknown): WidgetActionResult {
	return { changeCount: lenient(integer, writeFields(body).change_count) };
}

/**
 * The custom event (4.7): `success` alone.
 * @param body The parsed body.
 */
export function acknowledgementAnswer(body: unknown): void {
	writeFields(body);
}

/**
 * The currency remove and set operations (4.8, 4.9).
 * @param body The parsed body.
 * @returns The viewer, when the answer names one.
 */
export function currencyChangeAnswer(body: unknown): CurrencyChange {
	return { viewer: lenient(viewer, writeFields(body).user) };
}

/** The first look at any answer: whether it is an object that says if it succeeded, and what else it says of it. */
export type Envelope = {
	/** `success`. */
	success: boolean;
	/** `error_code`, any value. */
	error_code?: unknown;
	/** `action_success`, any value (deprecated). */
	action_success?: unknown;
};

/**
 * Reads the envelope of any answer.
 * @param body The parsed body.
 * @returns The envelope; `undefined` when the body is not an object with a boolean `success` (not the API's answer).
 */
export function envelopeOf(body: unknown): Envelope | undefined {
	if (typeof body !== "object" || body === null) return undefined;
	const fields = body as Record<string, unknown>;
	if (typeof fields.success !== "boolean") return undefined;
	return { success: fields.success, error_code: fields.error_code, action_success: fields.action_success };
}
