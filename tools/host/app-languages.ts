import type { Language } from "@elgato/streamdeck";

/**
 * Each language the Stream Deck app runs in, by the code it passes to plugins and property inspectors
 * (`application.language` of the registration info), with its name for messages. A `Record` of the SDK's `Language`:
 * a language the SDK adds fails the type check until it is named here.
 */
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
	de: "German",
	en: "English",
	es: "Spanish",
	fr: "French",
	ja: "Japanese",
	ko: "Korean",
	zh_CN: "Chinese, simplified",
	zh_TW: "Chinese, traditional",
};

/** The eight languages of the Stream Deck app, by code, in the SDK's order. */
export const APP_LANGUAGES = Object.keys(LANGUAGE_NAMES) as readonly Language[];

/**
 * Checks that a language is one the Stream Deck app runs in: the app never passes any other.
 * @param code The language's code, e.g. `de`; `undefined` when none was given.
 * @param what What named it, for the error, e.g. `--language`.
 * @returns The language.
 * @throws An error that lists the eight, when it is none of them.
 */
export function appLanguage(code: string | undefined, what: string): Language {
	if (code !== undefined && Object.hasOwn(LANGUAGE_NAMES, code)) return code as Language;
	const languages = APP_LANGUAGES.map((language) => `${language} (${LANGUAGE_NAMES[language]})`).join(", ");
	const got = code === undefined ? "nothing" : JSON.stringify(code);
	throw new Error(`${what} takes a language of the Stream Deck app, one of ${languages}; got ${got}`);
}

/**
 * Takes `--language <code>` out of a command line.
 * @param args The command line's arguments.
 * @returns The language (`undefined` when the option is not there) and the other arguments.
 * @throws An error that lists the eight, when the code is none of them or missing.
 */
export function takeLanguageOption(args: readonly string[]): [Language | undefined, string[]] {
	const at = args.indexOf("--language");
	if (at < 0) return [undefined, [...args]];
	const code = args[at + 1];
	const language = appLanguage(code?.startsWith("--") ? undefined : code, "--language");
	return [language, [...args.slice(0, at), ...args.slice(at + 2)]];
}
