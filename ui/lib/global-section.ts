import type { ConnectionTestRequest } from "../../src/settings/connection-test";
import { ConnectionTestView } from "./connection-test-view";
import { element } from "./dom";
import type { Field, Settings } from "./field-types";
import { SettingsForm } from "./settings-form";
import type { StreamDeckConnection } from "./stream-deck-connection";
import { baseUrl } from "./validators";

/** The global settings: one set for the whole plugin, shown in every property inspector. */
export const GLOBAL_FIELDS: readonly Field[] = [
	{
		kind: "text",
		name: "baseUrl",
		label: "Base URL",
		noun: "The base URL",
		placeholder: "https://api.example.com",
		validate: baseUrl,
	},
	{ kind: "password", name: "readKey", label: "Read key (R)", hint: "Used by Show Top and Warning Count." },
	{ kind: "password", name: "writeKey", label: "Write key (W)", hint: "Used by every other action." },
];

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
		this.#test = new ConnectionTestView(() => this.#startTest(connection));
		this.#status = element("span", { className: "status", attributes: { hidden: "" } });
		this.#form.onUpdate(() => this.#showStatus());

		const summary = element("summary", {}, [element("span", { className: "title", text: "Connection" }), this.#status]);
		const intro = element("p", {
			className: "intro",
			text: "Shared by all Channel Companion actions.",
		});
		const rows = GLOBAL_FIELDS.map((field) => this.#form.row(field.name));
		this.#fields = element("fieldset", { attributes: { disabled: "" } }, [...rows, this.#test.element]);
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
	 * Shows a message from the plugin, if it is a connection test result.
	 * @param payload The message.
	 * @returns `true` when it was one.
	 */
	public receive(payload: unknown): boolean {
		return this.#test.receive(payload);
	}

	/**
	 * Asks the plugin to try the keys as they are typed now.
	 * @param connection The line to the app.
	 * @returns Why the test cannot run, if it cannot.
	 */
	#startTest(connection: StreamDeckConnection): string | undefined {
		if (!this.#form.isValid("baseUrl")) return "Fix the base URL first.";
		const request: ConnectionTestRequest = {
			event: "testConnection",
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
		this.#status.textContent = ready ? hostOf(this.#form.saved.baseUrl) : `Missing ${missing.join(", ")}`;
		this.#status.classList.toggle("ready", ready);
		this.#status.hidden = this.#status.textContent === "";
	}

	/**
	 * Lists the global settings that are not filled in.
	 * @returns Their short names.
	 */
	#missing(): string[] {
		const saved = this.#form.saved;
		const names = { baseUrl: "base URL", readKey: "read key", writeKey: "write key" } as const;
		return Object.entries(names)
			.filter(([name]) => typeof saved[name] !== "string" || saved[name].trim() === "")
			.map(([, short]) => short);
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
