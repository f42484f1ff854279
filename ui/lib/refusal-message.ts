import { isApiError } from "../../src/contract/errors";
import { currentLanguage, t, type TranslationKey } from "./i18n";

/**
 * Words a refusal of the plugin's rules in the user's language. The plugin's errors carry the rule they enforce; an
 * error without one keeps its own (English) message in English, and gets a general sentence in other languages.
 * @param error What the check threw.
 * @param noun What the message calls the field, in the user's language.
 * @param text What the field holds, for messages that quote it.
 * @returns The sentence to show under the field.
 */
export function refusalMessage(error: unknown, noun: string, text: string): string {
	if (!isApiError(error) || error.rule === undefined) {
		const own = error instanceof Error && currentLanguage() === "en" ? error.message : "";
		return own || t("validation.invalid", { noun });
	}
	switch (error.rule) {
		case "integer":
			return integerMessage(noun, error.limits?.min, error.limits?.max);
		case "choice":
			return t("validation.choice", { noun, choices: (error.choices ?? []).join(", ") });
		case "dot-segment":
			return t("validation.dot-segment", { noun, value: text.trim() });
		default:
			return t(`validation.${error.rule}`, { noun });
	}
}

/**
 * Words the refusal of an integer, by the range allowed.
 * @param noun What the message calls the field.
 * @param min Smallest value allowed, if any.
 * @param max Largest value allowed, if any.
 * @returns The sentence.
 */
function integerMessage(noun: string, min: number | undefined, max: number | undefined): string {
	let translationKey: TranslationKey = "validation.integer";
	if (min !== undefined && max !== undefined) translationKey = "validation.integer.between";
	else if (min !== undefined) translationKey = "validation.integer.atLeast";
	else if (max !== undefined) translationKey = "validation.integer.atMost";
	return t(translationKey, { noun, min: min ?? "", max: max ?? "" });
}
