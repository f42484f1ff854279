import { exportChannels } from "../../src/contract/channel-transfer";
import { exportLines } from "./channel-transfer-words";
import { copyText } from "./copy-text";
import { element } from "./dom";
import type { GlobalSettingsSync } from "./global-settings-sync";
import { t } from "./i18n";

/**
 * "Export channels": copies the channels (ids, names, base URLs) as a text for another computer, shown read-only (and
 * selected where the clipboard is refused). The API keys go into it only while the box beside the button is ticked;
 * the box starts unticked in every inspector and is saved nowhere, like the text, and a text with API keys is shown
 * only where the clipboard is refused.
 */
export class ChannelExportView {
	/** The button, the choice of API keys, the status and the text, to place in the page. */
	public readonly element: HTMLElement;

	/** "Export channels". */
	readonly #button: HTMLButtonElement;
	/** "With API keys", unticked at first. */
	readonly #withApiKeys: HTMLInputElement;
	/** Copied, or how to copy, and what the text holds. */
	readonly #status: HTMLElement;
	/** The text, read-only, so the user sees what they move. */
	readonly #text: HTMLTextAreaElement;

	/**
	 * Builds the view.
	 * @param global The global settings, read again before each export.
	 */
	constructor(global: GlobalSettingsSync) {
		this.#button = element("button", {
			className: "button",
			text: t("transfer.export.button"),
			attributes: { id: "channels-export", type: "button" },
		});
		// No `name`: the box is no setting, and nothing reads it but this view.
		this.#withApiKeys = element("input", { attributes: { id: "channels-export-api-keys", type: "checkbox" } });
		this.#status = element("div", {
			className: "transfer-status",
			attributes: { id: "channels-export-status", role: "status" },
		});
		this.#text = element("textarea", {
			className: "transfer-text",
			attributes: {
				id: "channels-export-text",
				readonly: "",
				rows: "5",
				hidden: "",
				"aria-label": t("transfer.export.button"),
				spellcheck: "false",
			},
		});
		this.#button.addEventListener("click", () => {
			this.#button.disabled = true;
			global.read((settings) => void this.#export(settings));
		});
		// A text shown with API keys must not stay once the user no longer wants them in it.
		this.#withApiKeys.addEventListener("change", () => this.#clear());
		const choice = element("label", { className: "check" }, [
			this.#withApiKeys,
			element("span", { text: t("transfer.export.withApiKeys") }),
		]);
		const row = element("div", { className: "row row-button transfer-export" }, [
			element("span", { className: "label" }),
			element("div", { className: "value" }, [
				this.#button,
				choice,
				element("p", { className: "note", text: t("transfer.export.withApiKeysNote") }),
			]),
		]);
		this.element = element("div", { className: "transfer" }, [
			row,
			element("div", { className: "transfer-output" }, [this.#status, this.#text]),
		]);
	}

	/**
	 * Writes the text from the settings as they stand, shows it and copies it.
	 * @param settings The global settings, just read.
	 */
	async #export(settings: Readonly<Record<string, unknown>>): Promise<void> {
		const withApiKeys = this.#withApiKeys.checked;
		const exported = exportChannels(settings, { withApiKeys });
		this.#text.value = exported.text;
		// API keys are shown only where they cannot be copied: a streamer's screen may be live.
		this.#text.hidden = withApiKeys;
		const copied = await copyText(this.#text);
		if (copied && withApiKeys) this.#clearText();
		const lines = [t(copied ? "transfer.export.copied" : "copy.select"), ...exportLines(exported.leftOut, withApiKeys)];
		this.#status.replaceChildren(...lines.map((line) => element("p", { className: "verdict", text: line })));
		this.#button.disabled = false;
	}

	/**
	 * Takes down the text and its status.
	 */
	#clear(): void {
		this.#clearText();
		this.#status.replaceChildren();
	}

	/**
	 * Takes down the text.
	 */
	#clearText(): void {
		this.#text.value = "";
		this.#text.hidden = true;
	}
}
