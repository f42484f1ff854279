import { type ActionSpec, defineAction, type FieldSpecs } from "../contract/action-spec";
import { segmentField, type TextFieldSpec } from "../contract/field-spec";

/** How often a {@link countingField} was parsed, since it was made or last reset. */
export type ParseCount = {
	/** The parses counted. */
	parses: number;
};

/**
 * A required text field that counts its parses: a test action built with it proves how often an event reads its
 * settings.
 * @param count Where the parses are counted.
 * @returns The field.
 */
export function countingField(count: ParseCount): TextFieldSpec {
	const field = segmentField();
	return { ...field, parse: (value, name, settings) => (count.parses++, field.parse(value, name, settings)) };
}

/** The field of a {@link countingSpec} that counts its parses. */
type CountingFields = {
	/** Counts its parses. */
	value: TextFieldSpec;
};

/**
 * The spec of a test action whose `value` counts its parses, with further fields when given.
 * @param count Where the parses are counted.
 * @param fields Further fields.
 * @returns The spec.
 */
export function countingSpec<F extends FieldSpecs = Record<never, never>>(
	count: ParseCount,
	fields?: F,
): ActionSpec<CountingFields & F> {
	return defineAction({
		uuid: "com.channel.companion.test",
		name: "Test",
		endpoint: "custom-events",
		fields: { value: countingField(count), ...(fields as F) },
		example: {},
	});
}
