import { ApiError } from "../api/errors";
import type { TextFieldSpec } from "./field-spec";

/** The id of the default channel: the top-level `baseUrl`, `readKey` and `writeKey` of the global settings. */
export const DEFAULT_CHANNEL_ID = "default";

/** One channel of the global settings: a name, where its API is and its two keys (see the contract, "Channels"). */
export type ChannelSettings = {
	/** Unique, non-empty; `default` for the top-level connection. */
	id: string;
	/** The name the user gave it; empty for the default channel (the inspectors word it). */
	name: string;
	/** Origin of its API. */
	baseUrl?: string;
	/** Its read key (R). */
	readKey?: string;
	/** Its write key (W). */
	writeKey?: string;
};

/**
 * Reads the channels of the global settings: the default channel first, then each well-formed entry of `channels`
 * (an object with a non-empty text `id` that is not `default` and not taken by an earlier entry), in order.
 * @param global The global settings as stored.
 * @returns The channels.
 */
export function readChannels(global: Readonly<Record<string, unknown>>): ChannelSettings[] {
	const channels: ChannelSettings[] = [{ id: DEFAULT_CHANNEL_ID, name: "", ...connectionOf(global) }];
	const stored = Array.isArray(global.channels) ? (global.channels as unknown[]) : [];
	for (const entry of stored) {
		if (entry === null || typeof entry !== "object" || Array.isArray(entry)) continue;
		const raw = entry as Record<string, unknown>;
		const id = typeof raw.id === "string" ? raw.id.trim() : "";
		if (id === "" || channels.some((channel) => channel.id === id)) continue;
		channels.push({ id, name: typeof raw.name === "string" ? raw.name : "", ...connectionOf(raw) });
	}
	return channels;
}

/**
 * The text fields of a connection.
 * @param raw A channel, or the global settings.
 * @returns Its base URL and keys, where they are text.
 */
function connectionOf(raw: Readonly<Record<string, unknown>>): Omit<ChannelSettings, "id" | "name"> {
	const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
	return { baseUrl: text(raw.baseUrl), readKey: text(raw.readKey), writeKey: text(raw.writeKey) };
}

/**
 * Writes channels back into global settings: the default channel at the top level, the others in `channels` (none
 * without other channels).
 * @param global The global settings as stored (other settings are kept).
 * @param channels The channels, the default one first.
 * @returns The new global settings.
 */
export function writeChannels(
	global: Readonly<Record<string, unknown>>,
	channels: readonly ChannelSettings[],
): Record<string, unknown> {
	const [first, ...others] = channels;
	const next: Record<string, unknown> = { ...global, channels: others.map((channel) => ({ ...channel })) };
	if (others.length === 0) delete next.channels;
	for (const name of ["baseUrl", "readKey", "writeKey"] as const) {
		if (first[name] === undefined) delete next[name];
		else next[name] = first[name];
	}
	return next;
}

/**
 * A new channel id, unlike every id in use and unlikely to equal one removed earlier (an action on a page not shown
 * since may still name it).
 * @param taken The ids in use.
 * @returns The id, e.g. `ch-lx3k9a-4f2`.
 */
export function newChannelId(taken: readonly string[]): string {
	const stem = `ch-${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
	let id = stem;
	for (let n = 2; taken.includes(id); n++) id = `${stem}-${n}`;
	return id;
}

/**
 * The channel an action picks (`channel`): a plain id, not a secret. Empty or absent picks the default channel; whether
 * the id names a channel is checked where the channels are known (the plugin's client, the inspector's dropdown).
 * @returns The field.
 */
export function channelField(): TextFieldSpec {
	return {
		kind: "text",
		required: false,
		parse: (raw, name) => {
			if (raw === undefined || raw === null) return DEFAULT_CHANNEL_ID;
			if (typeof raw !== "string") {
				throw new ApiError("invalid-input", `${name} is not a channel.`, { field: name, rule: "channel" });
			}
			return raw.trim() || DEFAULT_CHANNEL_ID;
		},
	};
}

/**
 * The refusal of a channel id that names no channel.
 * @param id The id.
 * @param name What messages call the setting.
 * @returns The error (`Setup` on a key).
 */
export function unknownChannel(id: string, name = "channel"): ApiError {
	return new ApiError("invalid-input", `${name} names no channel (${id}).`, { field: name, rule: "channel" });
}
