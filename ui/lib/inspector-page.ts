import type { ActionSpec } from "../../src/contract/action-spec";
import { channelChoices, channelSelectField } from "./channel-choices";
import { element } from "./dom";
import type { Field, Settings } from "./field-types";
import { GlobalSection } from "./global-section";
import { GlobalSettingsSync } from "./global-settings-sync";
import { languageFromInfo, setLanguage, t } from "./i18n";
import { type FieldTexts, formFields, type PageTexts } from "./page-texts";
import { SettingsForm } from "./settings-form";
import { parseActionInfo, StreamDeckConnection, type StreamDeckConnectionArguments } from "./stream-deck-connection";

/** One action's property inspector: its settings spec and the words of each setting. */
export type InspectorPage = {
	/** The action's settings spec; its UUID is the one the app passes in `actionInfo`. */
	readonly spec: ActionSpec;
	/** The words of each of its settings. */
	readonly texts: Readonly<Record<string, FieldTexts>>;
};

/** What a property inspector page shows: the channel the action talks to, and the action's fields. */
type PageLayout = {
	/** The action's settings, in the order shown. */
	fields: readonly Field[];
	/** The channel, a dropdown of the channels of the global settings. */
	channel: Field;
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
 * Declares an action's property inspector; the type checks that every setting of the spec has its words.
 * @param spec The action's settings spec.
 * @param texts The words of each of its settings.
 * @returns The page, for {@link mountPropertyInspectors}.
 */
export function inspectorPage<S extends ActionSpec>(spec: S, texts: PageTexts<S>): InspectorPage {
	return { spec, texts: texts as Readonly<Record<string, FieldTexts>> };
}

/**
 * Makes this page the property inspector of every action: once the app connects, picks the action's page by the
 * UUID in `actionInfo`, then shows the global Connection section, the action's channel and fields in the app's
 * language, and saves every change. An action with no page gets a message that says so rather than a blank pane.
 * @param pages Every action's page.
 */
export function mountPropertyInspectors(pages: readonly InspectorPage[]): void {
	window.connectElgatoStreamDeckSocket = (port, uuid, registerEvent, info, actionInfo) => {
		setLanguage(languageFromInfo(info));
		const args = { port, uuid, registerEvent, info, actionInfo };
		const { action } = parseActionInfo(actionInfo);
		const page = pages.find((candidate) => candidate.spec.uuid === action);
		if (!page) {
			document.body.replaceChildren(
				element("p", { className: "unknown-action", text: t("page.unknownAction", { action: action || "?" }) }),
			);
			return;
		}
		document.title = page.spec.name;
		render({ fields: formFields(page.spec.fields, page.texts), channel: channelSelectField() }, args);
	};
}

/**
 * Connects to the app and builds the page.
 * @param layout The action's fields.
 * @param args What the app passed.
 */
function render(layout: PageLayout, args: StreamDeckConnectionArguments): void {
	// The app's messages arrive only after the socket opened, so the handlers never run before the forms exist.
	// 0.1's own API key, while the plugin has not moved it into a channel yet: never shown, but carried along on every
	// save so that an edit made meanwhile neither loses it nor moves the API key to another channel.
	let legacyApiKey: unknown;
	const load = (settings: Settings): void => {
		legacyApiKey = settings.apiKey;
		form.load(withoutLegacyApiKey(settings));
	};
	const save = (settings: Settings): void =>
		connection.setSettings(legacyApiKey === undefined ? settings : { ...settings, apiKey: legacyApiKey });
	const connection = new StreamDeckConnection(args, {
		didReceiveSettings: (settings) => load(settings),
		didReceiveGlobalSettings: (settings) => sync.receive(settings),
		sendToPropertyInspector: (payload) => global.receive(payload),
	});
	const { channel } = layout;
	const form = new SettingsForm([channel, ...layout.fields], "setting", save);
	load(connection.actionInfo.settings);
	const sync = new GlobalSettingsSync(connection);
	const global = new GlobalSection(connection, sync);
	sync.onChange((settings) => {
		form.setChoices(channel.name, channelChoices(settings));
		global.load();
	});
	// Another inspector may have changed the global settings while this one was hidden: the app would not say.
	window.addEventListener("focus", () => sync.refresh());
	document.addEventListener("visibilitychange", () => {
		if (document.visibilityState === "visible") sync.refresh();
	});

	const fields = element(
		"section",
		{ className: "section fields", attributes: { "aria-label": t("section.actionSettings") } },
		[channel, ...layout.fields].map((field) => form.row(field.name)),
	);
	// A form, so that the browser knows the API key fields; it is never submitted (Enter would reload the page).
	const page = element("form", { className: "pi", attributes: { autocomplete: "off", novalidate: "" } }, [
		global.element,
		fields,
	]);
	page.addEventListener("submit", (ev) => ev.preventDefault());
	document.body.replaceChildren(page);
}

/**
 * The settings to show: 0.1's own API key never (the plugin moves it into a channel).
 * @param settings The stored settings.
 * @returns The settings without `apiKey`.
 */
function withoutLegacyApiKey(settings: Settings): Settings {
	const shown = { ...settings };
	delete shown.apiKey;
	return shown;
}
