import type { ActionSpec } from "../../src/specs/action-spec";
import type { KeyKind } from "../../src/specs/endpoints";
import { element } from "./dom";
import type { Field } from "./field-types";
import { GlobalSection } from "./global-section";
import { languageFromInfo, setLanguage, t } from "./i18n";
import { type FieldTexts, formField, formFields, type PageTexts } from "./page-texts";
import { SettingsForm } from "./settings-form";
import { type ConnectionArguments, StreamDeckConnection } from "./stream-deck-connection";

/** What a property inspector page shows: the action's fields, and the key its requests carry. */
type PageLayout = {
	/** The action's settings, in the order shown. */
	fields: readonly Field[];
	/** The action's own key, which replaces the global key of the kind it needs. */
	apiKey: Field;
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
 * @param spec The action's settings spec.
 * @param texts The words of each of its settings.
 */
export function mountPropertyInspector<S extends ActionSpec>(spec: S, texts: PageTexts<S>): void {
	const layout: PageLayout = {
		fields: formFields(spec.fields, texts as Readonly<Record<string, FieldTexts>>),
		apiKey: formField("apiKey", spec.fields.apiKey, apiKeyTexts(spec.key)),
	};
	window.connectElgatoStreamDeckSocket = (port, uuid, registerEvent, info, actionInfo) => {
		setLanguage(languageFromInfo(info));
		render(layout, { port, uuid, registerEvent, info, actionInfo });
	};
}

/**
 * Connects to the app and builds the page.
 * @param layout The action's fields.
 * @param args What the app passed.
 */
function render(layout: PageLayout, args: ConnectionArguments): void {
	// The app's messages arrive only after the socket opened, so the handlers never run before the forms exist.
	const connection = new StreamDeckConnection(args, {
		didReceiveSettings: (settings) => form.load(settings),
		didReceiveGlobalSettings: (settings) => global.load(settings),
		sendToPropertyInspector: (payload) => global.receive(payload),
	});
	const { apiKey } = layout;
	const form = new SettingsForm([...layout.fields, apiKey], "setting", (settings) => connection.setSettings(settings));
	form.load(connection.actionInfo.settings);
	const global = new GlobalSection(connection);

	const fields = element(
		"section",
		{ className: "section fields", attributes: { "aria-label": t("section.actionSettings") } },
		layout.fields.map((field) => form.row(field.name)),
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
 * The words of the action's own API key, for people who steer a second channel.
 * @param key The kind of global key it replaces.
 * @returns The words.
 */
function apiKeyTexts(key: KeyKind): FieldTexts {
	return {
		label: "apiKey.label",
		placeholder: "apiKey.placeholder",
		hint: key === "read" ? "apiKey.hint.read" : "apiKey.hint.write",
	};
}
