import { type Catalogue, CATALOGUES, type TranslationKey } from "./catalogues";

export { CATALOGUES } from "./catalogues";
export type { TranslationKey } from "./catalogues";

/** A language the property inspectors speak. */
export type Language = keyof typeof CATALOGUES;

/** The `<base>` of a text with a form per count, translation keys `<base>.one` and `<base>.other`: `channels.inUse`. */
export type PluralTranslationKey = TranslationKey extends infer K
	? K extends `${infer Base}.one`
		? Base
		: never
	: never;

/** Values for a text's `{name}` placeholders. */
export type TextValues = Readonly<Record<string, number | string>>;

/** Words to show: a text's translation key, or one with the values of its placeholders. */
export type Phrase =
	| TranslationKey
	| {
			/** The text. */
			translationKey: TranslationKey;
			/** Its placeholders' values. */
			values: TextValues;
	  };

/** The part of the app's registration info that names its language; anything may be missing. */
type RegistrationInfoJson = {
	/** The Stream Deck app. */
	application?: {
		/** Its language, e.g. `de` or `zh_CN`. */
		language?: unknown;
	};
};

/** The language texts are shown in; English until the app says otherwise. */
let current: Language = "en";

/**
 * Picks the language closest to the one the app names: the same, the same without its region (`de-AT` → `de`), or
 * Chinese by script or region; English for any other.
 * @param requested The app's language, e.g. `de` or `zh_TW`.
 * @returns A language with texts.
 */
export function matchLanguage(requested: unknown): Language {
	if (typeof requested !== "string") return "en";
	const [base = "", ...rest] = requested.trim().replaceAll("-", "_").split("_");
	const language = base.toLowerCase();
	if (language === "zh") {
		const traditional = rest.some((part) => ["hant", "tw", "hk", "mo"].includes(part.toLowerCase()));
		return traditional ? "zh_TW" : "zh_CN";
	}
	return Object.hasOwn(CATALOGUES, language) ? (language as Language) : "en";
}

/**
 * Reads the app's language from the registration info it passes to the property inspector.
 * @param info The `info` argument of `connectElgatoStreamDeckSocket`, as JSON.
 * @returns The language to show texts in.
 */
export function languageFromInfo(info: string): Language {
	try {
		const parsed = JSON.parse(info) as RegistrationInfoJson | null;
		return matchLanguage(parsed?.application?.language);
	} catch {
		return "en";
	}
}

/**
 * Shows every text from now on in a language, and tells the page which language it is in.
 * @param language The language.
 */
export function setLanguage(language: Language): void {
	current = language;
	document.documentElement.lang = language.replace("_", "-");
}

/**
 * The language texts are shown in.
 * @returns The language.
 */
export function currentLanguage(): Language {
	return current;
}

/**
 * A text in the current language (English when it has none), its placeholders filled in.
 * @param translationKey The text's translation key.
 * @param values Values of its `{name}` placeholders.
 * @returns The text.
 */
export function t(translationKey: TranslationKey, values: TextValues = {}): string {
	return textIn(current, translationKey, values);
}

/**
 * A text in a given language (English when it has none), its placeholders filled in.
 * @param language The language.
 * @param translationKey The text's translation key.
 * @param values Values of its `{name}` placeholders.
 * @returns The text.
 */
function textIn(language: Language, translationKey: TranslationKey, values: TextValues): string {
	const catalogue: Partial<Catalogue> = CATALOGUES[language];
	const text = catalogue[translationKey] ?? CATALOGUES.en[translationKey] ?? translationKey;
	return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
		Object.hasOwn(values, name) ? String(values[name]) : placeholder,
	);
}

/**
 * A text about a number of things, in the form the language uses for that number ("1 key uses", "2 keys use";
 * languages without plural forms have one text for both).
 * @param base The base of the text's translation keys.
 * @param count The number, which fills `{count}`.
 * @param language The language; the current one unless given.
 * @returns The text.
 */
export function plural(base: PluralTranslationKey, count: number, language: Language = current): string {
	const form = new Intl.PluralRules(language.replace("_", "-")).select(count) === "one" ? "one" : "other";
	return textIn(language, `${base}.${form}`, { count });
}

/**
 * The words of a phrase in the current language.
 * @param phrase A translation key, or one with values.
 * @returns The text.
 */
export function say(phrase: Phrase): string {
	return typeof phrase === "string" ? t(phrase) : t(phrase.translationKey, phrase.values);
}
