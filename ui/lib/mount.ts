import { element } from "./dom";
import type { Field, PasswordField } from "./field-types";
import { GlobalSection } from "./global-section";
import { languageFromInfo, setLanguage, t } from "./i18n";
import { SettingsForm } from "./settings-form";
import { type ConnectionArguments, StreamDeckConnection } from "./stream-deck-connection";

/** What an action's property inspector declares. */
export type PropertyInspectorSpec = {
	/** The action's settings, in the order shown. */
	fields: readonly Field[];
	/** The global key the action uses, which its own `apiKey` replaces. */
	key: "read" | "write";
};

/** The function the Stream Deck app calls once the page has loaded. */
type ConnectElgatoStreamDeckSocket = (
	port: number | string,
	uuid: string,
	registerEvent: string,
	info: string,
	actionInfo: string,
) => void;

declare global {
	interface Window {
		/** Called by the Stream Deck app with the WebSocket port and the action instance. */
		connectElgatoStreamDeckSocket?: ConnectElgatoStreamDeckSocket;
	}
}

/**
 * Makes this page an action's property inspector: once the app connects, shows the global Connection section, the
 * action's fields and the Advanced fold with its own API key in the app's language, and saves every valid change.
 * @param spec The action's fields.
 */
export function mountPropertyInspector(spec: PropertyInspectorSpec): void {
	window.connectElgatoStreamDeckSocket = (port, uuid, registerEvent, info, actionInfo) => {
		setLanguage(languageFromInfo(info));
		render(spec, { port, uuid, registerEvent, info, actionInfo });
	};
}

/**
 * Connects to the app and builds the page.
 * @param spec The action's fields.
 * @param args What the app passed.
 */
function render(spec: PropertyInspectorSpec, args: ConnectionArguments): void {
	// The app's messages arrive only after the socket opened, so the handlers never run before the forms exist.
	const connection = new StreamDeckConnection(args, {
		didReceiveSettings: (settings) => form.load(settings),
		didReceiveGlobalSettings: (settings) => global.load(settings),
		sendToPropertyInspector: (payload) => global.receive(payload),
	});
	const apiKey = apiKeyField(spec.key);
	const form = new SettingsForm([...spec.fields, apiKey], "setting", (settings) => connection.setSettings(settings));
	form.load(connection.actionInfo.settings);
	const global = new GlobalSection(connection);

	const fields = element(
		"section",
		{ className: "section fields", attributes: { "aria-label": t("section.actionSettings") } },
		spec.fields.map((field) => form.row(field.name)),
	);
	const advanced = element("details", { className: "section advanced" }, [
		element("summary", {}, [element("span", { className: "title", text: t("section.advanced") })]),
		form.row(apiKey.name),
	]);
	// A form, so that the browser knows the key fields; it is never submitted (Enter would reload the page).
	const page = element("form", { className: "pi", attributes: { autocomplete: "off", novalidate: "" } }, [
		global.element,
		fields,
		advanced,
	]);
	page.addEventListener("submit", (ev) => ev.preventDefault());
	document.body.replaceChildren(page);
}

/**
 * The action's own API key, for people who steer a second channel.
 * @param key The global key it replaces.
 * @returns The field.
 */
function apiKeyField(key: PropertyInspectorSpec["key"]): PasswordField {
	return {
		kind: "password",
		name: "apiKey",
		label: "apiKey.label",
		placeholder: "apiKey.placeholder",
		hint: key === "read" ? "apiKey.hint.read" : "apiKey.hint.write",
	};
}
