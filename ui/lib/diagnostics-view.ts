import { diagnosticsLines, GET_DIAGNOSTICS_EVENT, isDiagnostics } from "../../src/contract/diagnostics-report";
import { copyText } from "./copy-text";
import { buttonRow, element } from "./dom";
import { t } from "./i18n";

/** How long to wait for the plugin's answer, which it gives at once. */
const ANSWER_TIMEOUT_MS = 5000;

/**
 * The "Copy diagnostics" button: asks the plugin for its report, shows it read-only and copies it to the clipboard;
 * where the app's webview allows no clipboard, the text is selected for the user to copy.
 */
export class DiagnosticsView {
	/** The button, the status line and the report, to place in the page. */
	public readonly element: HTMLElement;

	/** "Copy diagnostics". */
	readonly #button: HTMLButtonElement;
	/** Copied, or how to copy. */
	readonly #status: HTMLElement;
	/** The report, read-only, so the user sees what they share. */
	readonly #text: HTMLTextAreaElement;
	/** Gives up waiting for the plugin's answer. */
	#timer: ReturnType<typeof setTimeout> | undefined;

	/**
	 * Builds the button.
	 * @param send Asks the plugin for the report.
	 */
	constructor(send: (payload: object) => void) {
		this.#button = element("button", {
			className: "button",
			text: t("diagnostics.button"),
			attributes: { type: "button" },
		});
		this.#status = element("p", { className: "diagnostics-status", attributes: { role: "status" } });
		this.#text = element("textarea", {
			className: "diagnostics-text",
			attributes: { readonly: "", rows: "6", hidden: "", "aria-label": t("diagnostics.button"), spellcheck: "false" },
		});
		this.#button.addEventListener("click", () => {
			this.#button.disabled = true;
			clearTimeout(this.#timer);
			this.#timer = setTimeout(() => this.#done(t("test.noAnswer")), ANSWER_TIMEOUT_MS);
			send({ event: GET_DIAGNOSTICS_EVENT });
		});
		const actions = buttonRow(this.#button);
		// In the value column, as the connection test's verdicts.
		const output = element("div", { className: "diagnostics-output" }, [this.#status, this.#text]);
		this.element = element("div", { className: "diagnostics" }, [actions, output]);
	}

	/**
	 * Takes down the report and its status, e.g. when another channel is shown: the report was asked for before.
	 */
	public clear(): void {
		this.#text.value = "";
		this.#text.hidden = true;
		this.#status.textContent = "";
	}

	/**
	 * Shows and copies the plugin's report, if the message is one.
	 * @param payload What the plugin sent to the property inspector.
	 * @returns `true` when it was diagnostics.
	 */
	public receive(payload: unknown): boolean {
		if (!isDiagnostics(payload)) return false;
		this.#text.value = diagnosticsLines(payload).join("\n");
		this.#text.hidden = false;
		void this.#copy();
		return true;
	}

	/**
	 * Copies the report, or selects it and says how to copy it where the webview allows no copy.
	 */
	async #copy(): Promise<void> {
		const copied = await copyText(this.#text);
		this.#done(t(copied ? "diagnostics.copied" : "copy.select"));
	}

	/**
	 * Shows the outcome and enables the button again.
	 * @param message What to say.
	 */
	#done(message: string): void {
		clearTimeout(this.#timer);
		this.#button.disabled = false;
		this.#status.textContent = message;
	}
}
