import { parseBaseUrl } from "./base-url";
import { type ChannelSettings, readChannels } from "./channels";
import { type InvalidInputRule, isApiError } from "./errors";
import { parseJsonText } from "./json-text";
import { checkSegment } from "./validation";

/*
 * The text that carries channels from one computer to another (see the contract, "Channels that travel"): a format
 * name and version, then each channel with its id, name and base URL, and its API keys only when the user asked for
 * them. Ids travel unchanged, so that keys of a profile made on the other computer find their channel.
 */

/** The format's name, the text's `format`: tells it from any other JSON a user might paste. */
export const CHANNELS_FORMAT = "channel-companion-channels";

/** The newest version of the format this plugin reads and the one it writes. */
export const CHANNELS_FORMAT_VERSION = 1;

/** The longest text an import reads, in bytes of UTF-8: far more than 32 channels take, so nothing real is refused. */
export const MAX_TRANSFER_BYTES = 64 * 1024;

/** The two API keys of a channel, as they travel. */
export const TRANSFER_API_KEYS = ["readKey", "writeKey"] as const;

/** One channel as the text carries it: always a base URL the usual rule accepts; API keys only when exported with them. */
export type TransferredChannel = {
	/** Its id, the same on both computers. */
	id: string;
	/** Its name; empty for the default channel or an unnamed one. */
	name: string;
	/** Its base URL, as typed (trimmed). */
	baseUrl: string;
	/** Its read API key, when the text carries it. */
	readKey?: string;
	/** Its write API key, when the text carries it. */
	writeKey?: string;
};

/** What is wrong with a text to import. */
export type TransferProblem =
	/** An API key (see `apiKey`) that is not text, is empty, or cannot travel in a request's path. */
	| "api-key"
	/** A base URL the usual rule refuses (see `rule`; `parseBaseUrl`). */
	| "base-url"
	/** Two channels with one id (see `id`). */
	| "duplicate-id"
	/** This format, written by a newer version of the plugin (see `version`). */
	| "newer-version"
	/** This format, without a single channel. */
	| "no-channels"
	/** An entry of `channels` (see `position`) that is not a channel: no id, or a name that is not text. */
	| "not-a-channel"
	/** Not JSON at all. */
	| "not-json"
	/** JSON, but not this format (another format, or no version that makes sense). */
	| "other-format"
	/** Longer than `MAX_TRANSFER_BYTES`. */
	| "too-large"
	/** More channels than the global settings may hold (`MAX_CHANNELS`) once imported (see `count`). */
	| "too-many";

/** Why a text to import was refused, with what the message names; nothing was changed. */
export type TransferRefusal = {
	/** What is wrong. */
	problem: TransferProblem;
	/** The channel concerned, for `base-url` and `api-key`. */
	channel?: TransferredChannel;
	/** The rule its base URL breaks, for `base-url`. */
	rule?: InvalidInputRule;
	/** Which API key, for `api-key`. */
	apiKey?: (typeof TRANSFER_API_KEYS)[number];
	/** The id that comes twice, for `duplicate-id`. */
	id?: string;
	/** The place of the entry in `channels`, counted from 1, for `not-a-channel`. */
	position?: number;
	/** The text's version, for `newer-version`. */
	version?: number;
	/** How many channels there would be, for `too-many`. */
	count?: number;
};

/** A result, or why there is none. */
export type TransferResult<T> =
	| {
			/** Accepted. */
			ok: true;
			/** The result. */
			value: T;
	  }
	| {
			/** Refused: nothing may change. */
			ok: false;
			/** Why. */
			refusal: TransferRefusal;
	  };

/** A channel an export left out because its base URL is not valid. */
export type LeftOutChannel = {
	/** The channel. */
	channel: ChannelSettings;
	/** Its place in the list (the default channel is 0), to name it. */
	index: number;
};

/** What an export made: the text, and the channels left out of it. */
export type ChannelsExport = {
	/** The text to copy. */
	text: string;
	/** The channels left out, because their base URL is not valid. */
	leftOut: LeftOutChannel[];
};

/** What an export carries besides ids, names and base URLs. */
export type ExportOptions = {
	/** Whether the text carries the API keys: whoever has such a text can change the channel. */
	withApiKeys: boolean;
};

/**
 * Writes the channels of the global settings as the text to copy to another computer. A channel whose base URL the
 * usual rule refuses (missing, not a URL, plain `http://` to another computer…) is left out and reported; `demo` is
 * valid. API keys are written only when asked for.
 * @param global The global settings as stored.
 * @param options Whether the text carries the API keys.
 * @returns The text and the channels left out.
 */
export function exportChannels(global: Readonly<Record<string, unknown>>, options: ExportOptions): ChannelsExport {
	const channels: TransferredChannel[] = [];
	const leftOut: LeftOutChannel[] = [];
	readChannels(global).forEach((channel, index) => {
		if (baseUrlRule(channel.baseUrl) !== undefined) {
			leftOut.push({ channel, index });
			return;
		}
		const entry: TransferredChannel = { id: channel.id, name: channel.name, baseUrl: channel.baseUrl!.trim() };
		for (const apiKey of options.withApiKeys ? TRANSFER_API_KEYS : []) {
			const value = channel[apiKey]?.trim();
			if (value) entry[apiKey] = value;
		}
		channels.push(entry);
	});
	const text = JSON.stringify({ format: CHANNELS_FORMAT, version: CHANNELS_FORMAT_VERSION, channels }, null, 2);
	return { text, leftOut };
}

/**
 * Reads a text to import, checking all of it before anything may change: its size, the format and version, each
 * channel's id, name, base URL (the usual rule) and API keys (text that can travel in a request's path), and that no
 * id comes twice. Fields it does not know are ignored.
 * @param text The text pasted.
 * @returns The channels, trimmed; or the first thing wrong.
 */
export function parseChannelsTransfer(text: string): TransferResult<TransferredChannel[]> {
	const refuse = (refusal: TransferRefusal): TransferResult<never> => ({ ok: false, refusal });
	if (new TextEncoder().encode(text).length > MAX_TRANSFER_BYTES) return refuse({ problem: "too-large" });
	const document = parseJsonText(text.trim());
	if (document === undefined) return refuse({ problem: "not-json" });
	if (!isObject(document) || document.format !== CHANNELS_FORMAT) return refuse({ problem: "other-format" });
	const { version, channels: entries } = document;
	if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
		return refuse({ problem: "other-format" });
	}
	if (version > CHANNELS_FORMAT_VERSION) return refuse({ problem: "newer-version", version });
	if (!Array.isArray(entries)) return refuse({ problem: "other-format" });
	if (entries.length === 0) return refuse({ problem: "no-channels" });

	const channels: TransferredChannel[] = [];
	for (const [index, entry] of (entries as unknown[]).entries()) {
		const id = isObject(entry) && typeof entry.id === "string" ? entry.id.trim() : "";
		const name: unknown = isObject(entry) ? (entry.name ?? "") : undefined;
		if (!isObject(entry) || id === "" || typeof name !== "string") {
			return refuse({ problem: "not-a-channel", position: index + 1 });
		}
		if (channels.some((channel) => channel.id === id)) return refuse({ problem: "duplicate-id", id });
		const channel: TransferredChannel = {
			id,
			name: name.trim(),
			baseUrl: typeof entry.baseUrl === "string" ? entry.baseUrl.trim() : "",
		};
		const rule = baseUrlRule(entry.baseUrl);
		if (rule !== undefined) return refuse({ problem: "base-url", channel, rule });
		for (const apiKey of TRANSFER_API_KEYS) {
			const value = entry[apiKey];
			if (value === undefined) continue;
			if (typeof value !== "string" || !isApiKeyShape(value.trim())) {
				return refuse({ problem: "api-key", channel, apiKey });
			}
			channel[apiKey] = value.trim();
		}
		channels.push(channel);
	}
	return { ok: true, value: channels };
}

/**
 * The rule a base URL breaks, by the one check requests are built with.
 * @param value The base URL, as stored or pasted.
 * @returns The rule; `undefined` for a valid one (`demo` included).
 */
function baseUrlRule(value: unknown): InvalidInputRule | undefined {
	try {
		parseBaseUrl(value);
		return undefined;
	} catch (error) {
		return (isApiError(error) && error.rule) || "base-url-invalid";
	}
}

/**
 * Tells whether an API key can be what requests carry: text that travels as one path segment.
 * @param value The API key, trimmed.
 * @returns `false` for an empty one, `.` or `..`, broken characters, or one too long for a request line.
 */
function isApiKeyShape(value: string): boolean {
	try {
		checkSegment(value, "apiKey");
		return true;
	} catch {
		// The segment rule's own refusal: the import names the key instead.
		return false;
	}
}

/**
 * Tells whether a value is a JSON object.
 * @param value The value.
 * @returns `true` for an object that is not an array or `null`.
 */
function isObject(value: unknown): value is Record<string, unknown> {
	return value !== null && typeof value === "object" && !Array.isArray(value);
}
