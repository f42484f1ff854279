/**
 * The texts of Export channels and Import channels in English, the reference for the other languages: moving the
 * channels to another computer. Part of the English catalogue.
 */
export const enTransfer = {
	"transfer.export.button": "Export channels",
	"transfer.export.withApiKeys": "With API keys",
	"transfer.export.withApiKeysNote": "Whoever has a text with API keys can change your channel.",
	"transfer.export.copied": "Channels copied. On the other computer, paste them under Import channels.",
	"transfer.export.apiKeys": "The text holds your API keys: share it with no one.",
	"transfer.export.noApiKeys": "The text holds no API key.",
	"transfer.export.leftOut": "Left out, as their base URL is not valid: {list}.",
	"transfer.import.label": "Import channels",
	"transfer.import.placeholder": "Paste the text of Export channels",
	"transfer.import.button": "Import",
	"transfer.import.confirm": "Confirm import",
	"transfer.import.cancel": "Cancel",
	"transfer.import.empty": "Paste the text of Export channels first.",
	"transfer.import.nothing": "Nothing to change: every channel of the text is already here as it is.",
	"transfer.import.done": "Channels imported; none was removed.",
	"transfer.import.unchanged": "Nothing was changed.",
	"transfer.plan.added": "Added: {list}.",
	"transfer.plan.restored": "Back under the id they had here: {list}.",
	"transfer.plan.updated": "Updated: {list}.",
	"transfer.plan.unchanged": "Unchanged: {list}.",
	"transfer.plan.apiKeysReplaced": "API keys replaced by the text's: {list}.",
	"transfer.plan.apiKeysSet": "API keys from the text: {list}.",
	"transfer.plan.apiKeysKept": "API keys kept as they are here: {list}.",
	"transfer.plan.apiKeysNone": "No API keys yet (enter them after the import): {list}.",
	"transfer.plan.server": "“{name}” moves to another server: its lock states, undo history and values are forgotten.",
	"transfer.plan.serverApiKeys": "“{name}” keeps the API keys typed here and sends them to {server}.",
	"transfer.refused.too-large": "The text is over 64 KB: it is not an export of channels.",
	"transfer.refused.not-json": "This is not the text of Export channels: it is not JSON.",
	"transfer.refused.other-format": "This is not the text of Export channels: it is another format.",
	"transfer.refused.newer-version":
		"This text comes from a newer version of the plugin (format version {version}): update the plugin here first.",
	"transfer.refused.no-channels": "The text holds no channel.",
	"transfer.refused.not-a-channel":
		"Entry {position} of the text is not a channel: it has no id, or a name that is not text.",
	"transfer.refused.duplicate-id": "The id {id} is in the text twice.",
	"transfer.refused.channel": "Channel “{name}”: {reason}",
	"transfer.refused.too-many": "After the import there would be {count} channels; the plugin keeps at most {max}.",
} as const;
