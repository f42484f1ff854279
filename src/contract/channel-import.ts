import { isDemoBaseUrl, originOf } from "./base-url";
import { addChannel, type ChannelFieldChanges, editChannel } from "./channel-edits";
import { TRANSFER_API_KEYS, type TransferredChannel, type TransferResult } from "./channel-transfer";
import { type ChannelSettings, DEFAULT_CHANNEL_ID, MAX_CHANNELS, readChannels, readRemovedChannels } from "./channels";

/*
 * What an import of channels does to the global settings: it adds and updates channels under their own ids and never
 * removes one (see the contract, "Channels that travel"). It is one change of the global settings, applied to them
 * as they stand when saved, like every edit of the Connection section.
 */

/** Global settings as stored: any JSON object. */
type Global = Readonly<Record<string, unknown>>;

/** What an import does to one channel of the text. */
export type ImportStep = {
	/** The channel as the text carries it. */
	channel: TransferredChannel;
	/** New here; back under an id removed here; changed; or already as the text has it. */
	status: "added" | "restored" | "unchanged" | "updated";
	/**
	 * The API keys: `set` from the text where the channel had none (a new channel, or one without them), `none` when the
	 * channel is left without any, `replaced` where the text carries one that differs from one here, or `kept`.
	 */
	apiKeys: "kept" | "none" | "replaced" | "set";
	/**
	 * Whether an existing channel moves to another server (origin, or demo or not): its lock states, undo history and
	 * values are then forgotten.
	 */
	serverChanged: boolean;
	/** Its place among the channels once imported (the default channel is 0), to name an unnamed one. */
	index: number;
};

/**
 * Applies an import to the global settings: each channel of the text is updated where its id exists (name and base
 * URL, and each API key the text carries) or added at the end; an id recorded in `removedChannels` leaves that record
 * and comes back under that id. No channel is removed, and every other setting is kept.
 * @param global The global settings as stored now.
 * @param channels The channels of the text, from `parseChannelsTransfer`.
 * @returns The new global settings.
 */
export function importChannels(global: Global, channels: readonly TransferredChannel[]): Record<string, unknown> {
	let next: Record<string, unknown> = { ...global };
	const removed = readRemovedChannels(global);
	if (channels.some((channel) => Object.hasOwn(removed, channel.id))) {
		const kept = Object.entries(removed).filter(([id]) => !channels.some((channel) => channel.id === id));
		next.removedChannels = Object.fromEntries(kept);
		if (kept.length === 0) delete next.removedChannels;
	}
	for (const channel of channels) {
		if (readChannels(next).some((candidate) => candidate.id === channel.id)) {
			const changes: ChannelFieldChanges = { baseUrl: channel.baseUrl };
			if (channel.id !== DEFAULT_CHANNEL_ID) changes.name = channel.name;
			for (const apiKey of TRANSFER_API_KEYS) if (channel[apiKey] !== undefined) changes[apiKey] = channel[apiKey];
			next = editChannel(next, channel.id, changes);
		} else {
			next = addChannel(next, { ...channel });
		}
	}
	return next;
}

/**
 * Says what an import would change, before anything changes: for each channel of the text whether it is added, comes
 * back, is updated or stays as it is, what happens to its API keys, and whether it moves to another server. An import
 * that would leave more than {@link MAX_CHANNELS} channels is refused.
 * @param global The global settings as stored now.
 * @param channels The channels of the text, from `parseChannelsTransfer`.
 * @returns One step per channel of the text, in its order; or the refusal `too-many`.
 */
export function planChannelImport(
	global: Global,
	channels: readonly TransferredChannel[],
): TransferResult<ImportStep[]> {
	const after = readChannels(importChannels(global, channels));
	if (after.length > MAX_CHANNELS) return { ok: false, refusal: { problem: "too-many", count: after.length } };
	const before = readChannels(global);
	const removed = readRemovedChannels(global);
	const steps = channels.map((channel): ImportStep => {
		const index = after.findIndex((candidate) => candidate.id === channel.id);
		const old = before.find((candidate) => candidate.id === channel.id);
		const carriesApiKeys = TRANSFER_API_KEYS.some((apiKey) => channel[apiKey] !== undefined);
		if (old === undefined) {
			const status = Object.hasOwn(removed, channel.id) ? "restored" : "added";
			return { channel, status, apiKeys: carriesApiKeys ? "set" : "none", serverChanged: false, index };
		}
		const now = after[index];
		const changed = TRANSFER_API_KEYS.filter((apiKey) => (old[apiKey] ?? "") !== (now[apiKey] ?? ""));
		const replaced = changed.some((apiKey) => (old[apiKey]?.trim() ?? "") !== "");
		const hasApiKeys = TRANSFER_API_KEYS.some((apiKey) => (now[apiKey]?.trim() ?? "") !== "");
		const unchangedApiKeys = hasApiKeys ? "kept" : "none";
		return {
			channel,
			status: sameChannel(old, now) ? "unchanged" : "updated",
			apiKeys: changed.length === 0 ? unchangedApiKeys : replaced ? "replaced" : "set",
			serverChanged: serverOf(old.baseUrl) !== "" && serverOf(old.baseUrl) !== serverOf(now.baseUrl),
			index,
		};
	});
	return { ok: true, value: steps };
}

/**
 * Tells whether an import leaves a channel as it was.
 * @param old The channel before.
 * @param now The channel after.
 * @returns `true` when its name, base URL and API keys are the same.
 */
function sameChannel(old: ChannelSettings, now: ChannelSettings): boolean {
	return (["name", "baseUrl", ...TRANSFER_API_KEYS] as const).every(
		(field) => (old[field] ?? "") === (now[field] ?? ""),
	);
}

/**
 * The server a base URL talks to, as lock states, undo history and values are kept by (see the contract, "Channel
 * identity"): the demo, or the origin.
 * @param baseUrl The base URL, as stored.
 * @returns `demo`, the origin, or `""` when it names no server (nothing is kept for it).
 */
function serverOf(baseUrl: string | undefined): string {
	return isDemoBaseUrl(baseUrl) ? "demo" : originOf(baseUrl);
}
