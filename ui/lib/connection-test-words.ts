import {
	type ApiKeyTestOutcome,
	BASE_URL_RULES,
	type BaseUrlRule,
	CONNECTION_TEST_RESULT_EVENT,
	type ConnectionTestResult,
} from "../../src/contract/connection-test-messages";
import { t, type TextKey } from "./i18n";

/** One line of a connection test's result: whether it is good news, and what to say. */
export type ResultLine = {
	/** `true` for a key that works. */
	good: boolean;
	/** The sentence, in the user's language. */
	text: string;
};

/** The two keys, as the form names them. */
const KEY_LABELS = { read: "global.readKey.label", write: "global.writeKey.label" } as const satisfies Record<
	string,
	TextKey
>;

/** What to say about a key that cannot travel in a URL, by key. */
const INVALID_KEY = { read: "test.readKeyInvalid", write: "test.writeKeyInvalid" } as const satisfies Record<
	keyof typeof KEY_LABELS,
	TextKey
>;

/**
 * Puts the plugin's verdicts into plain words in the user's language: one line per key, or one line about the server
 * when neither key could be tried.
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
	return [describeKey("read", read), describeKey("write", write)];
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
 * Puts one key's verdict into words.
 * @param key Which key.
 * @param outcome How it fared.
 * @returns The line.
 */
function describeKey(key: keyof typeof KEY_LABELS, outcome: ApiKeyTestOutcome): ResultLine {
	const values = { key: t(KEY_LABELS[key]) };
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
			return { good: false, text: t("test.keyError", { ...values, message: errorWords(key, outcome) }) };
	}
}

/**
 * Words why a key's test failed.
 * @param key Which key.
 * @param outcome The failure; any other verdict, or a reason this page does not know, is an unexpected failure.
 * @returns The sentence.
 */
function errorWords(key: keyof typeof KEY_LABELS, outcome: ApiKeyTestOutcome): string {
	if (outcome.verdict !== "error") return t("test.unexpected");
	switch (outcome.reason) {
		case "key-invalid":
			return t(INVALID_KEY[key]);
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
