import { describeResult, isConnectionTestResult, type ResultLine } from "./connection-test-words";
import { buttonRow, element } from "./dom";
import { t } from "./i18n";
import type { SettingsForm } from "./settings-form";

/** How long to wait for the plugin's answer: its probes give up after 10 s. */
const ANSWER_TIMEOUT_MS = 20_000;

/** The fields a connection test is about, as far as the view watches them: the global settings' form. */
export type TestedFields = Pick<SettingsForm, "onUpdate" | "text">;

/**
 * The "Test connection" button and the lines that say how each API key fared. The lines are about the fields as they
 * were when the button was pressed: once any of them changes, the lines go (and an answer still on its way is dropped),
 * so that a verdict never stands beside an API key it was not about.
 */
export class ConnectionTestView {
	/** The button and the result, to place in the page. */
	public readonly element: HTMLElement;

	/** "Test connection". */
	readonly #button: HTMLButtonElement;
	/** Where the verdicts appear. */
	readonly #result: HTMLElement;
	/** Gives up waiting for the plugin's answer. */
	#timer: ReturnType<typeof setTimeout> | undefined;
	/** The fields as they were when the test on screen (or on its way) started; none when nothing is shown. */
	#tested: string | undefined;

	/**
	 * Builds the button and the result area.
	 * @param start Called on a click; returns why the test cannot run (shown as the result), or nothing once the
	 * request is on its way.
	 * @param fields The fields the test is about, and their names; the result is cleared when any of them changes.
	 * @param names The names of the fields the test reads.
	 */
	constructor(start: () => string | undefined, fields: TestedFields, names: readonly string[]) {
		this.#button = element("button", {
			className: "button",
			text: t("test.button"),
			attributes: { type: "button" },
		});
		this.#result = element("div", { className: "test-result", attributes: { role: "status", "aria-live": "polite" } });
		const typed = (): string => JSON.stringify(names.map((name) => fields.text(name)));
		fields.onUpdate(() => {
			if (this.#tested !== undefined && this.#tested !== typed()) this.#clear();
		});
		this.#button.addEventListener("click", () => {
			this.#tested = typed();
			const refusal = start();
			if (refusal !== undefined) {
				this.#show([{ good: false, text: refusal }]);
				return;
			}
			this.#wait();
		});
		const actions = buttonRow(this.#button);
		this.element = element("div", { className: "connection-test" }, [actions, this.#result]);
	}

	/**
	 * Shows the plugin's answer, if the message is one.
	 * @param payload What the plugin sent to the property inspector.
	 * @returns `true` when it was a connection test result.
	 */
	public receive(payload: unknown): boolean {
		if (!isConnectionTestResult(payload)) return false;
		if (this.#tested !== undefined) this.#show(describeResult(payload));
		return true;
	}

	/**
	 * Takes the result down, and forgets a test still on its way: the fields changed since it started.
	 */
	#clear(): void {
		this.#tested = undefined;
		this.#show([]);
	}

	/**
	 * Disables the button until the answer arrives, or gives up after a while.
	 */
	#wait(): void {
		this.#button.disabled = true;
		this.#button.textContent = t("test.testing");
		this.#result.replaceChildren(element("p", { className: "verdict pending", text: t("test.asking") }));
		clearTimeout(this.#timer);
		this.#timer = setTimeout(() => this.#show([{ good: false, text: t("test.noAnswer") }]), ANSWER_TIMEOUT_MS);
	}

	/**
	 * Shows result lines and enables the button again.
	 * @param lines The lines.
	 */
	#show(lines: readonly ResultLine[]): void {
		clearTimeout(this.#timer);
		this.#button.disabled = false;
		this.#button.textContent = t("test.button");
		this.#result.replaceChildren(
			...lines.map((line) =>
				element("p", { className: `verdict ${line.good ? "good" : "bad"}` }, [
					element("span", { className: "mark", text: line.good ? "✓" : "✕", attributes: { "aria-hidden": "true" } }),
					element("span", { text: line.text }),
				]),
			),
		);
	}
}
