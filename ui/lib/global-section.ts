import { DEMO_BASE_URL, isDemoBaseUrl } from "../../src/contract/base-url";
import { DEFAULT_CHANNEL_ID } from "../../src/contract/channels";
import { connectionSpec } from "../../src/contract/connection";
import { type ConnectionTestRequest, TEST_CONNECTION_EVENT } from "../../src/contract/connection-test-messages";
import { optionalTextField } from "../../src/contract/field-spec";
import { ChannelEditor } from "./channel-editor";
import { ChannelExportView } from "./channel-export-view";
import { ChannelImportView } from "./channel-import-view";
import { ConnectionTestView } from "./connection-test-view";
import { DiagnosticsView } from "./diagnostics-view";
import { element } from "./dom";
import type { Field } from "./field-types";
import type { GlobalSettingsSync } from "./global-settings-sync";
import { t } from "./i18n";
import { type FieldTexts, formFields } from "./page-texts";
import { SettingsForm } from "./settings-form";
import { setupHelp } from "./setup-help";
import { StarterPageView } from "./starter-page-view";
import type { StreamDeckConnection } from "./stream-deck-connection";

/** The global settings: one set for the whole plugin, shown in every property inspector. */
export const GLOBAL_FIELDS: readonly Field[] = formFields(connectionSpec.fields, {
	baseUrl: { label: "global.baseUrl.label", noun: "global.baseUrl.noun", placeholder: "global.baseUrl.placeholder" },
	readKey: { label: "global.readKey.label", hint: "global.readKey.hint" },
	writeKey: { label: "global.writeKey.label", hint: "global.writeKey.hint" },
} satisfies Record<keyof typeof connectionSpec.fields, FieldTexts>);

/** The fields of a channel other than the default one: its name, then its connection. */
const CHANNEL_FIELDS: readonly Field[] = [
	...formFields(
		{ name: optionalTextField() },
		{ name: { label: "channels.name.label", placeholder: "channels.name.placeholder" } },
	),
	...GLOBAL_FIELDS,
];

/**
 * The "Connection" section: the channels (the default one, and any others added), each with its base URL, read API key
 * and write API key, entered once for all actions, the connection test of the channel shown, and the export and import
 * that move the channels to another computer. It folds away once the default channel is filled in, and opens by itself
 * while something of it is missing.
 */
export class GlobalSection {
	/** The section, to place in the page. */
	public readonly element: HTMLDetailsElement;

	/** The channels, and which one the fields edit. */
	readonly #channels: ChannelEditor;
	/** The fields of the channel shown: base URL and API keys (and a name, for channels other than the default). */
	#form!: SettingsForm;
	/** The button and its verdicts. */
	#test!: ConnectionTestView;
	/** "Copy diagnostics". */
	readonly #diagnostics: DiagnosticsView;
	/** "Open the starter page". */
	readonly #starterPage: StarterPageView;
	/** What is missing, or which server, in the section's title. */
	readonly #status: HTMLElement;
	/** Holds the fields, disabled until the stored values arrived (typing earlier would save over them). */
	readonly #fields: HTMLFieldSetElement;
	/** Holds the fields of the channel shown and its connection test. */
	readonly #rows: HTMLElement;
	/** Whether the global settings arrived at least once. */
	#loaded = false;
	/** The id of the channel whose fields are shown. */
	#shown: string | undefined;

	/**
	 * Builds the section.
	 * @param connection The line to the app.
	 * @param global The global settings, and the only way to change them.
	 */
	constructor(connection: StreamDeckConnection, global: GlobalSettingsSync) {
		this.#diagnostics = new DiagnosticsView((payload) => connection.ask(payload));
		this.#starterPage = new StarterPageView((payload) => connection.ask(payload));
		this.#status = element("span", { className: "status", attributes: { hidden: "" } });
		this.#rows = element("div", { className: "channel-fields" });
		this.#channels = new ChannelEditor(connection, global, () => this.#showChannel(connection));

		const summary = element("summary", {}, [
			element("span", { className: "title", text: t("section.connection") }),
			this.#status,
		]);
		const intro = element("p", { className: "intro", text: t("section.connectionIntro") });
		this.#fields = element("fieldset", { attributes: { disabled: "" } }, [
			this.#channels.element,
			this.#rows,
			this.#demoRow(),
			this.#diagnostics.element,
			this.#starterPage.element,
			new ChannelExportView(global).element,
			new ChannelImportView(global).element,
		]);
		this.element = element("details", { className: "section connection", attributes: { "aria-busy": "true" } }, [
			summary,
			intro,
			setupHelp(),
			this.#fields,
		]);
		this.#showChannel(connection);
	}

	/**
	 * Shows the global settings as they now stand; the first time, opens the section when something is missing.
	 */
	public load(): void {
		this.#channels.load();
		if (!this.#loaded) {
			this.#loaded = true;
			this.element.setAttribute("aria-busy", "false");
			this.#fields.disabled = false;
			this.element.open = this.#missing().length > 0;
		}
	}

	/**
	 * Shows a message from the plugin, if it is a connection test result, diagnostics, the starter page's answer or an answer
	 * about a channel.
	 * @param payload The message.
	 * @returns `true` when it was one.
	 */
	public receive(payload: unknown): boolean {
		return (
			this.#test.receive(payload) ||
			this.#diagnostics.receive(payload) ||
			this.#starterPage.receive(payload) ||
			this.#channels.receive(payload)
		);
	}

	/**
	 * Shows the fields of the channel the editor shows, with its stored values, and its connection test.
	 * @param connection The line to the app.
	 */
	#showChannel(connection: StreamDeckConnection): void {
		const id = this.#channels.selected;
		const fields = id === DEFAULT_CHANNEL_ID ? GLOBAL_FIELDS : CHANNEL_FIELDS;
		if (this.#shown !== id) {
			// A report asked for while another channel was shown would seem to be about this one.
			if (this.#shown !== undefined) this.#diagnostics.clear();
			this.#shown = id;
			this.#form = new SettingsForm(fields, "global", (values) => this.#channels.save(id, values));
			const names = GLOBAL_FIELDS.map((field) => field.name);
			this.#test = new ConnectionTestView(() => this.#startTest(connection, id), this.#form, names);
			this.#form.onUpdate(() => this.#showStatus());
			this.#rows.replaceChildren(...fields.map((field) => this.#form.row(field.name)), this.#test.element);
		}
		this.#form.load(this.#channels.stored(id));
	}

	/**
	 * The "Try the demo" button and what the demo is: it sets the base URL of the channel shown to `demo`, as if typed,
	 * and keeps the API keys typed.
	 * @returns The row.
	 */
	#demoRow(): HTMLElement {
		const button = element("button", { className: "button", text: t("demo.button"), attributes: { type: "button" } });
		button.addEventListener("click", () => {
			const id = this.#channels.selected;
			this.#channels.save(id, { ...this.#channels.stored(id), baseUrl: DEMO_BASE_URL });
			this.#form.load(this.#channels.stored(id));
		});
		const about = element("p", { className: "note", text: t("demo.about") });
		return element("div", { className: "row row-button demo" }, [
			element("span", { className: "label" }),
			element("div", { className: "value" }, [button, about]),
		]);
	}

	/**
	 * Asks the plugin to try the API keys of a channel as they are typed now.
	 * @param connection The line to the app.
	 * @param channel The channel's id.
	 * @returns Why the test cannot run, if it cannot.
	 */
	#startTest(connection: StreamDeckConnection, channel: string): string | undefined {
		if (!this.#form.isValid("baseUrl")) return t("test.fixBaseUrl");
		const request: ConnectionTestRequest = {
			event: TEST_CONNECTION_EVENT,
			channel,
			baseUrl: this.#form.text("baseUrl"),
			readKey: this.#form.text("readKey"),
			writeKey: this.#form.text("writeKey"),
		};
		connection.ask(request);
		return undefined;
	}

	/**
	 * Says in the section's title what is still missing, or else which server the actions talk to.
	 */
	#showStatus(): void {
		if (this.#shown !== DEFAULT_CHANNEL_ID) return;
		const missing = this.#missing();
		const ready = missing.length === 0;
		const { baseUrl } = this.#channels.stored(DEFAULT_CHANNEL_ID);
		this.#status.textContent = ready
			? isDemoBaseUrl(baseUrl)
				? t("status.demo")
				: hostOf(baseUrl)
			: t("status.missing", { list: missing.join(t("status.listSeparator")) });
		this.#status.classList.toggle("ready", ready);
		this.#status.hidden = this.#status.textContent === "";
	}

	/**
	 * Lists the global settings that are not filled in.
	 * @returns Their short names, in the user's language.
	 */
	#missing(): string[] {
		const saved = this.#channels.stored(DEFAULT_CHANNEL_ID);
		// The demo needs no API keys.
		if (isDemoBaseUrl(saved.baseUrl)) return [];
		const names = { baseUrl: "missing.baseUrl", readKey: "missing.readKey", writeKey: "missing.writeKey" } as const;
		return Object.entries(names)
			.filter(([name]) => typeof saved[name] !== "string" || saved[name].trim() === "")
			.map(([, short]) => t(short));
	}
}

/**
 * The host part of the base URL, to name the server briefly.
 * @param baseUrl The stored base URL.
 * @returns E.g. `api.example.com`; empty when the URL cannot be read.
 */
function hostOf(baseUrl: unknown): string {
	try {
		return new URL(String(baseUrl)).host;
	} catch {
		return "";
	}
}
