import { isStarterPageResult, OPEN_STARTER_PAGE_EVENT } from "../../src/contract/starter-page-messages";
import { buttonRow, element } from "./dom";
import { t } from "./i18n";

/** How long to wait for the plugin's answer, which it gives at once. */
const ANSWER_TIMEOUT_MS = 5000;

/**
 * The "Open the starter page" button: asks the plugin to switch the key's device to its starter profile, then says
 * what was done, or that the device has none.
 */
export class StarterPageView {
	/** The button and its status line, to place in the page. */
	public readonly element: HTMLElement;

	/** "Open the starter page". */
	readonly #button: HTMLButtonElement;
	/** What the plugin did. */
	readonly #status: HTMLElement;
	/** Gives up waiting for the plugin's answer. */
	#timer: ReturnType<typeof setTimeout> | undefined;

	/**
	 * Builds the button.
	 * @param send Asks the plugin.
	 */
	constructor(send: (payload: object) => void) {
		this.#button = element("button", {
			className: "button",
			text: t("starter.button"),
			attributes: { type: "button" },
		});
		this.#status = element("p", { className: "starter-page-status", attributes: { role: "status" } });
		this.#button.addEventListener("click", () => {
			this.#button.disabled = true;
			this.#status.textContent = "";
			clearTimeout(this.#timer);
			this.#timer = setTimeout(() => this.#done(t("test.noAnswer")), ANSWER_TIMEOUT_MS);
			send({ event: OPEN_STARTER_PAGE_EVENT });
		});
		const actions = buttonRow(this.#button);
		this.element = element("div", { className: "starter-page" }, [actions, this.#status]);
	}

	/**
	 * Says what the plugin did, if the message is its answer.
	 * @param payload What the plugin sent to the property inspector.
	 * @returns `true` when it was the answer.
	 */
	public receive(payload: unknown): boolean {
		if (!isStarterPageResult(payload)) return false;
		this.#done(t(payload.outcome === "asked" ? "starter.asked" : "starter.none", { device: payload.device }));
		return true;
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
