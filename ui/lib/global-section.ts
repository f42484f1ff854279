import { type ConnectionTestRequest, TEST_CONNECTION_EVENT } from "../../src/settings/connection-test-messages";
import { connectionSpec } from "../../src/specs/connection";
import { ConnectionTestView } from "./connection-test-view";
import { DiagnosticsView } from "./diagnostics-view";
import { element } from "./dom";
import type { Field, Settings } from "./field-types";
import { t } from "./i18n";
import { type FieldTexts, formFields } from "./page-texts";
import { SettingsForm } from "./settings-form";
import type { StreamDeckConnection } from "./stream-deck-connection";

/** The global settings: one set for the whole plugin, shown in every property inspector. */
export const GLOBAL_FIELDS: readonly Field[] = formFields(connectionSpec.fields, {
	baseUrl: { label: "global.baseUrl.label", noun: "global.baseUrl.noun", placeholder: "global.baseUrl.placeholder" },
	readKey: { label: "global.readKey.label", hint: "global.readKey.hint" },
	writeKey: { label: "global.writeKey.label", hint: "global.writeKey.hint" },
} satisfies Record<keyof typeof connectionSpec.fields, FieldTexts>);

/**
 * The "Connection" section: base URL, read key and write key, entered once for all actions, and the connection test.
 * It folds away once everything is filled in, and opens by itself while something is missing.
 */
export class GlobalSection {
	/** The section, to place in the page. */
	public readonly element: HTMLDetailsElement;

	/** Base URL and keys. */
	readonly #form: SettingsForm;
	/** The button and its verdicts. */
	readonly #test: ConnectionTestView;
	/** "Copy diagnostics". */
	readonly #diagnostics: DiagnosticsView;
	/** What is missing, or which server, in the section's title. */
	readonly #status: HTMLElement;
	/** Holds the fields, disabled until the stored values arrived (typing earlier would save over them). */
	readonly #fields: HTMLFieldSetElement;
	/** Whether the global settings arrived at least once. */
	#loaded = false;

	/**
	 * Builds the section.
	 * @param connection The line to the app.
	 */
	constructor(connection: StreamDeckConnection) {
		this.#form = new SettingsForm(GLOBAL_FIELDS, "global", (settings) => connection.setGlobalSettings(settings));
		const names = GLOBAL_FIELDS.map((field) => field.name);
		this.#test = new ConnectionTestView(() => this.#startTest(connection), this.#form, names);
		this.#diagnostics = new DiagnosticsView((payload) => connection.sendToPlugin(payload));
		this.#status = element("span", { className: "status", attributes: { hidden: "" } });
		this.#form.onUpdate(() => this.#showStatus());

		const summary = element("summary", {}, [
			element("span", { className: "title", text: t("section.connection") }),
			this.#status,
		]);
		const intro = element("p", { className: "intro", text: t("section.connectionIntro") });
		const rows = GLOBAL_FIELDS.map((field) => this.#form.row(field.name));
		this.#fields = element("fieldset", { attributes: { disabled: "" } }, [
			...rows,
			this.#test.element,
			this.#diagnostics.element,
		]);
		this.element = element("details", { className: "section connection", attributes: { "aria-busy": "true" } }, [
			summary,
			intro,
			this.#fields,
		]);
	}

	/**
	 * Takes the global settings from the app; the first time, opens the section when something is missing.
	 * @param settings The stored global settings.
	 */
	public load(settings: Settings): void {
		this.#form.load(settings);
		if (!this.#loaded) {
			this.#loaded = true;
			this.element.setAttribute("aria-busy", "false");
			this.#fields.disabled = false;
			this.element.open = this.#missing().length > 0;
		}
	}

	/**
	 * Shows a message from the plugin, if it is a connection test result or diagnostics.
	 * @param payload The message.
	 * @returns `true` when it was one.
	 */
	public receive(payload: unknown): boolean {
		return this.#test.receive(payload) || this.#diagnostics.receive(payload);
	}

	/**
	 * Asks the plugin to try the keys as they are typed now.
	 * @param connection The line to the app.
	 * @returns Why the test cannot run, if it cannot.
	 */
	#startTest(connection: StreamDeckConnection): string | undefined {
		if (!this.#form.isValid("baseUrl")) return t("test.fixBaseUrl");
		const request: ConnectionTestRequest = {
			event: TEST_CONNECTION_EVENT,
			baseUrl: this.#form.text("baseUrl"),
			readKey: this.#form.text("readKey"),
			writeKey: this.#form.text("writeKey"),
		};
		connection.sendToPlugin(request);
		return undefined;
	}

	/**
	 * Says in the section's title what is still missing, or else which server the actions talk to.
	 */
	#showStatus(): void {
		const missing = this.#missing();
		const ready = missing.length === 0;
		this.#status.textContent = ready
			? hostOf(this.#form.saved.baseUrl)
			: t("status.missing", { list: missing.join(t("status.listSeparator")) });
		this.#status.classList.toggle("ready", ready);
		this.#status.hidden = this.#status.textContent === "";
	}

	/**
	 * Lists the global settings that are not filled in.
	 * @returns Their short names, in the user's language.
	 */
	#missing(): string[] {
		const saved = this.#form.saved;
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
