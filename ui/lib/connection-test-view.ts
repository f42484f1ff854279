import type { ConnectionTestResult, KeyTestOutcome } from "../../src/settings/connection-test";
import { element } from "./dom";
import { t, type TextKey } from "./i18n";

/** How long to wait for the plugin's answer: its probes give up after 10 s. */
const ANSWER_TIMEOUT_MS = 20_000;

/** One line of the result: whether it is good news, and what to say. */
type ResultLine = {
	/** `true` for a key that works. */
	good: boolean;
	/** The sentence. */
	text: string;
};

/** The two keys, as the form names them. */
const KEY_LABELS = { read: "global.readKey.label", write: "global.writeKey.label" } as const satisfies Record<
	string,
	TextKey
>;

/** The plugin's sentences that have words of their own in every language. */
const KNOWN_MESSAGES: Readonly<Record<string, TextKey>> = {
	"Unexpected failure.": "test.unexpected",
	"The server has no such API here: check the base URL.": "test.noSuchApi",
};

/** Words the plugin's refusal of a base URL in the user's language; gets the plugin's (English) sentence. */
export type BaseUrlExplainer = (pluginMessage: string) => string;

/**
 * The "Test connection" button and the lines that say how each key fared.
 */
export class ConnectionTestView {
	/** The button and the result, to place in the page. */
	public readonly element: HTMLElement;

	/** "Test connection". */
	readonly #button: HTMLButtonElement;
	/** Where the verdicts appear. */
	readonly #result: HTMLElement;
	/** Words a refused base URL. */
	readonly #explainBaseUrl: BaseUrlExplainer;
	/** Gives up waiting for the plugin's answer. */
	#timer: ReturnType<typeof setTimeout> | undefined;

	/**
	 * Builds the button and the result area.
	 * @param start Called on a click; returns why the test cannot run (shown as the result), or nothing once the
	 * request is on its way.
	 * @param explainBaseUrl Words the plugin's refusal of the base URL in the user's language.
	 */
	constructor(start: () => string | undefined, explainBaseUrl: BaseUrlExplainer = (message) => message) {
		this.#explainBaseUrl = explainBaseUrl;
		this.#button = element("button", {
			className: "button",
			text: t("test.button"),
			attributes: { type: "button" },
		});
		this.#result = element("div", { className: "test-result", attributes: { role: "status", "aria-live": "polite" } });
		this.#button.addEventListener("click", () => {
			const refusal = start();
			if (refusal !== undefined) {
				this.#show([{ good: false, text: refusal }]);
				return;
			}
			this.#wait();
		});
		const actions = element("div", { className: "row row-button" }, [
			element("span", { className: "label" }),
			element("div", { className: "value" }, [this.#button]),
		]);
		this.element = element("div", { className: "connection-test" }, [actions, this.#result]);
	}

	/**
	 * Shows the plugin's answer, if the message is one.
	 * @param payload What the plugin sent to the property inspector.
	 * @returns `true` when it was a connection test result.
	 */
	public receive(payload: unknown): boolean {
		if (!isResult(payload)) return false;
		this.#show(describe(payload, this.#explainBaseUrl));
		return true;
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

/**
 * Puts the plugin's verdicts into plain words in the user's language: one line per key, or one line about the server
 * when neither key could be tried.
 * @param result The plugin's answer.
 * @param explainBaseUrl Words the plugin's refusal of the base URL.
 * @returns The lines.
 */
export function describe(
	result: ConnectionTestResult,
	explainBaseUrl: BaseUrlExplainer = (message) => message,
): ResultLine[] {
	const { read, write } = result;
	if (read.verdict === write.verdict && (read.verdict === "unreachable" || read.verdict === "invalid-url")) {
		const text = read.verdict === "unreachable" ? t("test.unreachable") : explainBaseUrl(read.message);
		return [{ good: false, text }];
	}
	return [describeKey("read", read), describeKey("write", write)];
}

/**
 * Puts one key's verdict into words.
 * @param key Which key.
 * @param outcome How it fared; the plugin's sentence is used for verdicts without words of their own, shown as it
 * is when it has no translation and no HTTP status.
 * @returns The line.
 */
function describeKey(key: keyof typeof KEY_LABELS, outcome: KeyTestOutcome): ResultLine {
	const { verdict, message, status } = outcome;
	const values = { key: t(KEY_LABELS[key]) };
	switch (verdict) {
		case "ok":
			return { good: true, text: t("test.keyWorks", values) };
		case "refused":
			return { good: false, text: t("test.keyRefused", values) };
		case "missing":
			return { good: false, text: t("test.keyMissing", values) };
		case "unreachable":
			return { good: false, text: t("test.keyUnreachable", values) };
		default: {
			const known = Object.hasOwn(KNOWN_MESSAGES, message) ? KNOWN_MESSAGES[message] : undefined;
			let words = message;
			if (known) words = t(known);
			else if (status !== undefined) words = t("test.httpStatus", { status });
			return { good: false, text: t("test.keyError", { ...values, message: words }) };
		}
	}
}

/**
 * Tells whether a message from the plugin is a connection test result.
 * @param payload The message.
 * @returns `true` for a result.
 */
function isResult(payload: unknown): payload is ConnectionTestResult {
	if (payload === null || typeof payload !== "object") return false;
	const candidate = payload as Partial<ConnectionTestResult>;
	return (
		candidate.event === "connectionTestResult" &&
		typeof candidate.read?.verdict === "string" &&
		typeof candidate.write?.verdict === "string"
	);
}
