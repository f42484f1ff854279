import { isDemoBaseUrl, originOf } from "../../src/contract/base-url";
import type { ImportStep } from "../../src/contract/channel-import";
import type { LeftOutChannel, TransferredChannel, TransferRefusal } from "../../src/contract/channel-transfer";
import { DEFAULT_CHANNEL_ID, MAX_CHANNELS } from "../../src/contract/channels";
import { channelTitle } from "./channel-choices";
import { t, type TranslationKey } from "./i18n";

/**
 * Words why a text to import was refused, in the user's language.
 * @param refusal What is wrong.
 * @returns The sentence; the caller adds that nothing changed.
 */
export function refusalText(refusal: TransferRefusal): string {
	switch (refusal.problem) {
		case "base-url":
			return channelText(refusal.channel, t(`validation.${refusal.rule ?? "base-url-invalid"}`));
		case "api-key":
			return channelText(
				refusal.channel,
				t(refusal.apiKey === "readKey" ? "test.readKeyInvalid" : "test.writeKeyInvalid"),
			);
		case "newer-version":
			return t("transfer.refused.newer-version", { version: refusal.version ?? "?" });
		case "not-a-channel":
			return t("transfer.refused.not-a-channel", { position: refusal.position ?? "?" });
		case "duplicate-id":
			return t("transfer.refused.duplicate-id", { id: refusal.id ?? "" });
		case "too-many":
			return t("transfer.refused.too-many", { count: refusal.count ?? "?", max: MAX_CHANNELS });
		default:
			return t(`transfer.refused.${refusal.problem}`);
	}
}

/**
 * Says before an import what it changes: the channels added, back, updated and unchanged, their API keys, and each
 * channel that moves to another server.
 * @param steps What the import does to each channel of the text.
 * @returns The lines, in order; none when nothing would change.
 */
export function planLines(steps: readonly ImportStep[]): string[] {
	if (steps.every((step) => step.status === "unchanged")) return [];
	const titles = (keep: (step: ImportStep) => boolean): string =>
		steps
			.filter(keep)
			.map((step) => channelTitle(step.channel, step.index))
			.join(t("status.listSeparator"));
	const groups: Array<[TranslationKey, (step: ImportStep) => boolean]> = [
		["transfer.plan.added", (step) => step.status === "added"],
		["transfer.plan.restored", (step) => step.status === "restored"],
		["transfer.plan.updated", (step) => step.status === "updated"],
		["transfer.plan.unchanged", (step) => step.status === "unchanged"],
		["transfer.plan.apiKeysReplaced", (step) => step.apiKeys === "replaced"],
		["transfer.plan.apiKeysSet", (step) => step.apiKeys === "set"],
		["transfer.plan.apiKeysKept", (step) => step.apiKeys === "kept"],
		["transfer.plan.apiKeysNone", (step) => step.apiKeys === "none"],
	];
	const lines = groups
		.map(([translationKey, keep]) => [translationKey, titles(keep)] as const)
		.filter(([, list]) => list !== "")
		.map(([translationKey, list]) => t(translationKey, { list }));
	for (const step of steps.filter((candidate) => candidate.serverChanged)) {
		const name = channelTitle(step.channel, step.index);
		lines.push(t("transfer.plan.server", { name }));
		// Keys typed here for one server would go to another: the user must see where before confirming.
		if (step.apiKeys === "kept" && !isDemoBaseUrl(step.channel.baseUrl)) {
			lines.push(t("transfer.plan.serverApiKeys", { name, server: originOf(step.channel.baseUrl) }));
		}
	}
	return lines;
}

/**
 * Says what an export copied: whether it holds API keys, and which channels it left out.
 * @param leftOut The channels left out, their base URL not valid.
 * @param withApiKeys Whether the text carries API keys.
 * @returns The lines.
 */
export function exportLines(leftOut: readonly LeftOutChannel[], withApiKeys: boolean): string[] {
	const lines = [t(withApiKeys ? "transfer.export.apiKeys" : "transfer.export.noApiKeys")];
	if (leftOut.length > 0) {
		const list = leftOut.map(({ channel, index }) => channelTitle(channel, index)).join(t("status.listSeparator"));
		lines.push(t("transfer.export.leftOut", { list }));
	}
	return lines;
}

/**
 * A refusal about one channel of the text: its name (or its id when it has none), then why.
 * @param channel The channel as the text carries it.
 * @param reason Why it is refused.
 * @returns The sentence.
 */
function channelText(channel: TransferredChannel | undefined, reason: string): string {
	const id = channel?.id ?? "";
	const name = channel?.name.trim() || (id === DEFAULT_CHANNEL_ID ? t("channel.default") : id);
	return t("transfer.refused.channel", { name, reason });
}
