import { importChannels, planChannelImport } from "../../src/contract/channel-import";
import { parseChannelsTransfer, type TransferredChannel } from "../../src/contract/channel-transfer";
import { planLines, refusalText } from "./channel-transfer-words";
import { actionButton, element } from "./dom";
import type { GlobalSettingsSync } from "./global-settings-sync";
import { t } from "./i18n";

/**
 * "Import channels": a box to paste an export into and "Import", which says what would change before anything does
 * and applies it once confirmed, as one change of the global settings (applied to them as they stand when saved, so
 * that no other inspector reverts it). A text that cannot be imported is refused with what is wrong, and nothing
 * changes. The box is saved nowhere and emptied once imported: the text may hold API keys.
 */
export class ChannelImportView {
	/** The box, the button and what the import says, to place in the page. */
	public readonly element: HTMLElement;

	/** The global settings. */
	readonly #global: GlobalSettingsSync;
	/** Where the text is pasted. */
	readonly #text: HTMLTextAreaElement;
	/** "Import". */
	readonly #button: HTMLButtonElement;
	/** What would change and the question, or a refusal, or the outcome. */
	readonly #notice: HTMLElement;

	/**
	 * Builds the view.
	 * @param global The global settings, read again before each import is planned.
	 */
	constructor(global: GlobalSettingsSync) {
		this.#global = global;
		// No `name`: the box is no setting, and nothing reads it but this view.
		this.#text = element("textarea", {
			className: "transfer-text",
			attributes: {
				id: "channels-import-text",
				rows: "3",
				placeholder: t("transfer.import.placeholder"),
				spellcheck: "false",
				autocomplete: "off",
			},
		});
		this.#button = actionButton("channels-import", t("transfer.import.button"), () => this.#plan());
		this.#notice = element("div", {
			className: "transfer-notice",
			attributes: { id: "channels-import-notice", role: "status", "aria-live": "polite", hidden: "" },
		});
		// A question about another text would apply that one.
		this.#text.addEventListener("input", () => this.#say([]));
		const row = element("div", { className: "row transfer-import" }, [
			element("label", {
				className: "label",
				text: t("transfer.import.label"),
				attributes: { for: "channels-import-text" },
			}),
			element("div", { className: "value" }, [this.#text, this.#button]),
		]);
		this.element = element("div", { className: "transfer" }, [row, this.#notice]);
	}

	/**
	 * Reads the text, then the global settings as they stand, and says what the import would change; or why not.
	 */
	#plan(): void {
		if (this.#text.value.trim() === "") {
			this.#say([t("transfer.import.empty")], "bad");
			return;
		}
		const parsed = parseChannelsTransfer(this.#text.value);
		if (!parsed.ok) {
			this.#say([refusalText(parsed.refusal), t("transfer.import.unchanged")], "bad");
			return;
		}
		const pasted = this.#text.value;
		this.#button.disabled = true;
		this.#global.read((settings) => {
			this.#button.disabled = false;
			// The text changed while the settings were read: a question about it would apply the old one.
			if (this.#text.value !== pasted) return;
			const plan = planChannelImport(settings, parsed.value);
			if (!plan.ok) {
				this.#say([refusalText(plan.refusal), t("transfer.import.unchanged")], "bad");
				return;
			}
			const lines = planLines(plan.value);
			if (lines.length === 0) {
				this.#say([t("transfer.import.nothing")]);
				return;
			}
			this.#say(lines);
			this.#notice.append(
				element("div", { className: "channel-buttons" }, [
					actionButton("channels-import-confirm", t("transfer.import.confirm"), () => this.#apply(parsed.value)),
					actionButton("channels-import-cancel", t("transfer.import.cancel"), () => this.#say([])),
				]),
			);
		});
	}

	/**
	 * Imports the channels confirmed, and empties the box.
	 * @param channels The channels of the text.
	 */
	#apply(channels: readonly TransferredChannel[]): void {
		this.#global.change((global) => importChannels(global, channels));
		this.#text.value = "";
		this.#say([t("transfer.import.done")], "good");
	}

	/**
	 * Shows lines in the notice, or takes it down.
	 * @param lines The lines; none takes the notice down.
	 * @param tone Whether they say a refusal or a success.
	 */
	#say(lines: readonly string[], tone?: "bad" | "good"): void {
		this.#notice.hidden = lines.length === 0;
		this.#notice.className = tone === undefined ? "transfer-notice" : `transfer-notice ${tone}`;
		this.#notice.replaceChildren(...lines.map((text) => element("p", { className: "verdict", text })));
	}
}
