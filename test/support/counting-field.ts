import { segmentField, type TextFieldSpec } from "../../src/contract/field-spec";

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
