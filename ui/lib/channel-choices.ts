import { type ChannelSettings, DEFAULT_CHANNEL_ID, readChannels } from "../../src/contract/channels";
import { ApiError } from "../../src/contract/errors";
import type { Choice, SelectField, Settings } from "./field-types";
import { t } from "./i18n";

/**
 * What the inspectors call a channel: its name; "Default" for the default channel, "Channel 2" for a channel
 * without a name (the key's corner says the same; never `#2`, which reads as a rank).
 * @param channel The channel.
 * @param index Its place in the list, the default channel first.
 * @returns The text, in the user's language.
 */
export function channelTitle(channel: ChannelSettings, index: number): string {
	if (channel.id === DEFAULT_CHANNEL_ID) return t("channel.default");
	return channel.name.trim() || t("channel.untitled", { n: index + 1 });
}

/**
 * The entries of a channel dropdown.
 * @param global The global settings as stored.
 * @returns One entry per channel, the default one first.
 */
export function channelChoices(global: Settings): Choice[] {
	return readChannels(global).map((channel, index) => ({ value: channel.id, text: channelTitle(channel, index) }));
}

/**
 * The channel an action picks: a dropdown of the channels of the global settings, the default one first. The default
 * channel is stored as no `channel` at all; an id that names no channel is refused, as the plugin refuses it.
 * @returns The field; its choices follow the global settings.
 */
export function channelSelectField(): SelectField {
	const field: SelectField = {
		name: "channel",
		kind: "select",
		label: "channel.label",
		noun: "channel.noun",
		hint: "channel.hint",
		default: DEFAULT_CHANNEL_ID,
		dynamic: true,
		choices: channelChoices({}),
		parse: (raw, noun) => {
			const id = typeof raw === "string" ? raw.trim() : "";
			if (id === "" || id === DEFAULT_CHANNEL_ID) return undefined;
			if (!field.choices.some((choice) => choice.value === id)) {
				throw new ApiError("invalid-input", `${noun} names no channel.`, { field: "channel", rule: "channel" });
			}
			return id;
		},
	};
	return field;
}
