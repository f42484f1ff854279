import {
	type ApiKeyTestOutcome,
	BASE_URL_RULES,
	type BaseUrlRule,
	CONNECTION_TEST_RESULT_EVENT,
	type ConnectionTestResult,
} from "../../src/contract/connection-test-messages";
import { t, type TranslationKey } from "./i18n";

/** One line of a connection test's result: whether it is good news, and what to say. */
export type ResultLine = {
	/** `true` for an API key that works. */
	good: boolean;
	/** The sentence, in the user's language. */
	text: string;
};

/** The two API keys, as the form names them. */
const API_KEY_LABELS = { read: "global.readKey.label", write: "global.writeKey.label" } as const satisfies Record<
	string,
	TranslationKey
>;

/** What to say about an API key that cannot travel in a URL, by its kind. */
const INVALID_API_KEY = { read: "test.readKeyInvalid", write: "test.writeKeyInvalid" } as const satisfies Record<
	keyof typeof API_KEY_LABELS,
	TranslationKey
>;

/**
 * Puts the plugin's verdicts into plain words in the user's language: one line per API key, or one line about the
 * server when neither API key could be tried.
 * @param result The plugin's answer.
 * @returns The lines.
 */
export function describeResult(result: ConnectionTestResult): ResultLine[] {
	const { read, write } = result;
	if (result.demo === true && read.verdict === "ok" && write.verdict === "ok") {
		return [{ good: true, text: t("test.demo") }];
	}
	if (read.verdict === "unreachable" && write.verdict === "unreachable") {
		return [{ good: false, text: t("test.unreachable") }];
	}
	if (read.verdict === "rate-limited" && write.verdict === "rate-limited") {
		return [{ good: false, text: t("test.rateLimited") }];
	}
	if (read.verdict === "invalid-url" && write.verdict === "invalid-url") {
		return [{ good: false, text: baseUrlWords(read.reason) }];
	}
	return [describeApiKey("read", read), describeApiKey("write", write)];
}

/**
 * Tells whether a message from the plugin is a connection test result.
 * @param payload The message.
 * @returns `true` for a result.
 */
export function isConnectionTestResult(payload: unknown): payload is ConnectionTestResult {
	if (payload === null || typeof payload !== "object") return false;
	const candidate = payload as Partial<ConnectionTestResult>;
	return (
		candidate.event === CONNECTION_TEST_RESULT_EVENT &&
		typeof candidate.read?.verdict === "string" &&
		typeof candidate.write?.verdict === "string"
	);
}

/**
 * Puts one API key's verdict into words.
 * @param kind Which API key.
 * @param outcome How it fared.
 * @returns The line.
 */
function describeApiKey(kind: keyof typeof API_KEY_LABELS, outcome: ApiKeyTestOutcome): ResultLine {
	// `{key}` is the catalogue's placeholder for the API key's name.
	const values = { key: t(API_KEY_LABELS[kind]) };
	switch (outcome.verdict) {
		case "ok":
			return { good: true, text: t("test.keyWorks", values) };
		case "refused":
			return { good: false, text: t("test.keyRefused", values) };
		case "missing":
			return { good: false, text: t("test.keyMissing", values) };
		case "unreachable":
			return { good: false, text: t("test.keyUnreachable", values) };
		case "rate-limited":
			return { good: false, text: t("test.keyError", { ...values, message: t("test.rateLimited") }) };
		case "invalid-url":
			return { good: false, text: t("test.keyError", { ...values, message: baseUrlWords(outcome.reason) }) };
		default:
			return { good: false, text: t("test.keyError", { ...values, message: errorWords(kind, outcome) }) };
	}
}

/**
 * Words why an API key's test failed.
 * @param kind Which API key.
 * @param outcome The failure; any other verdict, or a reason this page does not know, is an unexpected failure.
 * @returns The sentence.
 */
function errorWords(kind: keyof typeof API_KEY_LABELS, outcome: ApiKeyTestOutcome): string {
	if (outcome.verdict !== "error") return t("test.unexpected");
	switch (outcome.reason) {
		case "key-invalid":
			return t(INVALID_API_KEY[kind]);
		case "no-such-api":
			return t("test.noSuchApi");
		case "redirected":
			return t("test.redirected");
		case "http-status":
		case "malformed-answer":
			return t("test.httpStatus", { status: outcome.status });
		default:
			return t("test.unexpected");
	}
}

/**
 * Words the rule a refused base URL broke, as the field's own check words it.
 * @param rule The rule.
 * @returns The sentence.
 */
function baseUrlWords(rule: BaseUrlRule): string {
	const noun = t("global.baseUrl.noun");
	return BASE_URL_RULES.includes(rule) ? t(`validation.${rule}`, { noun }) : t("validation.invalid", { noun });
}
