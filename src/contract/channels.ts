import { ApiError } from "./errors";
import type { TextFieldSpec } from "./field-spec";

/** The id of the default channel: the top-level `baseUrl`, `readKey` and `writeKey` of the global settings. */
export const DEFAULT_CHANNEL_ID = "default";

/** The most channels the global settings hold, the default one included: an import that would pass it is refused. */
export const MAX_CHANNELS = 32;

/** One channel of the global settings: a name, where its API is and its two API keys (see the contract, "Channels"). */
export type ChannelSettings = {
	/** Unique, non-empty; `default` for the top-level connection. */
	id: string;
	/** The name the user gave it; empty for the default channel (the inspectors word it). */
	name: string;
	/** Origin of its API. */
	baseUrl?: string;
	/** Its read API key (R). */
	readKey?: string;
	/** Its write API key (W). */
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
 * @returns Its base URL and API keys, where they are text.
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
 * Reads `removedChannels` of the global settings: each removed channel id and the id its keys moved to, or `""` when
 * they were left without a channel (see the contract, "Removing a channel"). Entries that are not text are ignored.
 * @param global The global settings as stored.
 * @returns The removals, by removed id.
 */
export function readRemovedChannels(global: Readonly<Record<string, unknown>>): Record<string, string> {
	const stored = global.removedChannels;
	const removed: Record<string, string> = {};
	if (stored === null || typeof stored !== "object" || Array.isArray(stored)) return removed;
	for (const [id, to] of Object.entries(stored as Record<string, unknown>)) {
		if (id.trim() !== "" && id.trim() !== DEFAULT_CHANNEL_ID && typeof to === "string") removed[id.trim()] = to.trim();
	}
	return removed;
}

/**
 * The channel a key that names an id uses, after every removal: a removed id leads to the id its keys moved to, which
 * may have been removed in turn. An id that was never removed is its own answer.
 * @param removed The removals, from {@link readRemovedChannels}.
 * @param id The id the key names.
 * @returns The id to use, or `""` when the keys of a removed channel were left without one (`Setup`).
 */
export function followRemovals(removed: Readonly<Record<string, string>>, id: string): string {
	let current = id;
	const visited = new Set<string>();
	// Ids are never reused, so a chain ends; a hand-edited loop ends as "no channel" rather than spinning.
	while (Object.hasOwn(removed, current)) {
		if (visited.has(current)) return "";
		visited.add(current);
		current = removed[current];
		if (current === "") return "";
	}
	return current;
}

/**
 * Every id a new channel must not take: those in use and those removed (a key on a page not shown since may still
 * name a removed one, and would otherwise land on the new channel).
 * @param global The global settings as stored.
 * @returns The ids.
 */
export function takenChannelIds(global: Readonly<Record<string, unknown>>): string[] {
	const removed = readRemovedChannels(global);
	const ids = [
		...readChannels(global).map((channel) => channel.id),
		...Object.keys(removed),
		...Object.values(removed),
	];
	return [...new Set(ids)].filter((id) => id !== "");
}

/**
 * A new channel id, unlike every id taken (pass {@link takenChannelIds}: removed ones are never reused).
 * @param taken The ids in use or removed.
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
