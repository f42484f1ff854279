import { element } from "./dom";
import { t, type TranslationKey } from "./i18n";

/**
 * The paragraphs of the folded Setup help, in the order they are read: the base URL, the two keys, the demo, and what
 * to do when Test connection fails. Each is a text of every language's catalogue.
 */
export const SETUP_HELP_TEXTS = [
	"help.baseUrl",
	"help.keys",
	"help.demo",
	"help.testFails",
] as const satisfies readonly TranslationKey[];

/**
 * The Setup help's texts in the current language, with the buttons they name (`{demo}`, `{test}`, `{diagnostics}`)
 * worded exactly as the Connection section shows them.
 * @returns The paragraphs, in {@link SETUP_HELP_TEXTS}' order.
 */
export function setupHelpParagraphs(): string[] {
	const buttons = { demo: t("demo.button"), test: t("test.button"), diagnostics: t("diagnostics.button") };
	return SETUP_HELP_TEXTS.map((key) => t(key, buttons));
}

/**
 * Where the base URL and the API keys come from, in the user's language, for the Connection section: a line that names
 * the API page of the dashboard, the warning never to share the write key, and the Setup help, folded, which says the
 * rest inside the inspector itself. The app is never asked to open a page: Elgato documents its `openUrl` for web
 * addresses only, and a page shipped in the plugin could only be reached by `file://`.
 * @returns The block.
 */
export function setupHelp(): HTMLElement {
	const summary = element("summary", {}, [element("span", { className: "title", text: t("help.title") })]);
	const paragraphs = setupHelpParagraphs().map((text) => element("p", { text }));
	return element("div", { className: "setup-help" }, [
		element("p", { text: t("help.where") }),
		element("p", { className: "secret", text: t("help.secret") }),
		element("details", { className: "help" }, [summary, ...paragraphs]),
	]);
}
