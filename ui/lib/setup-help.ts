import { element } from "./dom";
import { t } from "./i18n";

/** The help page the plugin ships beside its property inspectors (`ui/help.html` in the plugin folder). */
export const HELP_PAGE = "help.html";

/**
 * The address of the shipped help page, resolved from the property inspector's own: the app loads the inspectors
 * from the plugin folder, so this names the page in the same folder, wherever the plugin is installed.
 * @param inspectorUrl The inspector page's address.
 * @returns An absolute URL.
 */
export function helpPageUrl(inspectorUrl: string): string {
	return new URL(HELP_PAGE, inspectorUrl).href;
}

/**
 * Where the base URL and the API keys come from, in the user's language, for the Connection section: the API page of
 * the user's Channel Companion dashboard, what each API key is for, never to share the write API key, and a link to the
 * help page, which the app opens in the browser.
 * @param openUrl Opens a page in the user's browser (the app's `openUrl`).
 * @param inspectorUrl The inspector page's address; the page's own by default.
 * @returns The block.
 */
export function setupHelp(openUrl: (url: string) => void, inspectorUrl: string = location.href): HTMLElement {
	const url = helpPageUrl(inspectorUrl);
	const link = element("a", { className: "help-link", text: t("help.link"), attributes: { href: url } });
	link.addEventListener("click", (event) => {
		// Followed inside the inspector, the link would replace it: the app opens it in the browser instead.
		event.preventDefault();
		openUrl(url);
	});
	return element("div", { className: "setup-help" }, [
		element("p", { text: t("help.where") }),
		element("p", { text: t("help.keys") }),
		element("p", { className: "secret", text: t("help.secret") }),
		element("p", {}, [link]),
	]);
}
