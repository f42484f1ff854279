import { enTransfer } from "./en-transfer";

/**
 * Every text of the property inspectors in English: the reference catalogue. Other languages have exactly these keys;
 * `{name}` marks a value filled in when shown.
 */
export const en = {
	// Page sections
	"section.connection": "Connection",
	"section.connectionIntro": "Shared by all Channel Companion actions.",
	"section.actionSettings": "Action settings",
	"page.unknownAction": "This plugin has no settings page for {action}: update the plugin.",
	"section.advanced": "Advanced",
	"status.missing": "Missing {list}",
	"status.listSeparator": ", ",
	"status.demo": "Demo",
	"missing.baseUrl": "base URL",
	"missing.readKey": "read key",
	"missing.writeKey": "write key",

	// Connection (global settings)
	"global.baseUrl.label": "Base URL",
	"global.baseUrl.noun": "The base URL",
	"global.baseUrl.placeholder": "https://api.example.com",
	"global.readKey.label": "Read key (R)",
	"global.readKey.hint": "Used by Show Top and Warning Count.",
	"global.writeKey.label": "Write key (W)",
	"global.writeKey.hint": "Used by every other action.",
	"demo.button": "Try the demo",
	"demo.about":
		"The demo is a simulation inside the plugin: every action works on made-up viewers, goals and timers, with no keys, and nothing leaves your computer. The button sets the base URL to demo; keys you typed stay.",

	// Where the connection settings come from
	"help.where": "Copy the base URL and both keys from the API page (API keys) of your Channel Companion dashboard.",
	"help.keys":
		"The read key (R) only reads top lists and warnings. The write key (W) does everything else: goals, timers, events, balances and custom data.",
	"help.secret":
		"Never share the write key or show it on stream: whoever has it can change your channel. Exported profiles never contain it.",
	// The folded Setup help
	"help.title": "Setup help",
	"help.baseUrl":
		"Base URL: the API's address alone, such as https://api.example.com, with nothing after it (not even /api). Plain http:// works only for this computer.",
	"help.demo":
		"No account yet? Press “{demo}”: every action works on made-up data inside the plugin, and its keys and dials show DEMO. To leave it, enter your own base URL.",
	"help.testFails":
		"If “{test}” fails, do what its message says: copy a refused key again, check that R and W are not swapped, or correct the base URL. Still failing? Press “{diagnostics}” and paste the report into your message to support: it holds no key.",

	// Controls
	"reveal.show": "Show",
	"reveal.hide": "Hide",
	"reveal.showLabel": "Show {label}",
	"reveal.hideLabel": "Hide {label}",
	"select.prompt": "Choose…",
	"select.unknown": "{value} (unknown)",

	// Channels: which connection an action uses, and the channel editor of the Connection section
	"channel.label": "Channel",
	"channels.edit.label": "Edit channel",
	"channel.noun": "The channel",
	"channel.hint": "The connection this action uses. Add channels under Connection.",
	"channel.default": "Default",
	"channel.untitled": "Channel {n}",
	"channels.name.label": "Name",
	"channels.name.placeholder": "e.g. Second channel",
	"channels.add": "Add channel",
	"channels.remove": "Remove channel",
	"channels.asking": "Checking which keys use this channel…",
	"channels.inUse.one": "{count} key the plugin has seen uses this channel.",
	"channels.inUse.other": "{count} keys the plugin has seen use this channel.",
	"channels.confirm": "Remove the channel “{name}”? Choose where its keys go.",
	"channels.unseen":
		"Keys on pages or profiles not shown since the plugin started are not counted: they follow the same choice when they appear.",
	"channels.moveTo": "Move its keys to",
	"channels.move": "Move the keys and remove",
	"channels.orphan": "Remove; its keys show Setup",
	"channels.keep": "Keep the channel",
	"channels.noAnswer":
		"The plugin did not say how many keys use this channel; your choice still applies to all of them.",
	"channels.removed": "Channel removed. Its keys now use “{name}”, and keys not shown yet follow when they appear.",
	"channels.removedSetup": "Channel removed. Its keys show Setup until you pick a channel for them.",

	// Test connection
	"test.button": "Test connection",
	"test.testing": "Testing…",
	"test.asking": "Asking the server…",
	"test.noAnswer": "No answer from the plugin. Is Stream Deck running it?",
	"test.fixBaseUrl": "Fix the base URL first.",
	"test.unreachable": "The server cannot be reached. Check the base URL and that the server is up.",
	"test.keyWorks": "{key} works.",
	"test.keyRefused":
		"{key} is refused by the server: copy it again from your Channel Companion account, and check that the read and write keys are not swapped.",
	"test.keyMissing": "{key} is not entered.",
	"test.keyUnreachable": "{key}: the server cannot be reached.",
	"test.keyError": "{key}: {message}",
	"test.httpStatus": "The server answered with an error (HTTP {status}).",
	"test.unexpected": "Unexpected failure.",
	"test.noSuchApi":
		"This address does not answer as the Channel Companion API: the base URL must be the API's address alone, e.g. https://api.example.com (without /api or another path).",
	"test.redirected":
		"The server sends this address elsewhere (a redirect): enter the address it leads to as the base URL, with https://.",
	"test.rateLimited": "The server says it got too many requests: wait a few seconds, then test again.",
	"test.readKeyInvalid": "The read key (R) is not a valid key.",
	"test.writeKeyInvalid": "The write key (W) is not a valid key.",
	"test.demo": "Demo channel: the plugin answers by itself. No keys needed, nothing is sent.",

	// Diagnostics
	"diagnostics.button": "Copy diagnostics",
	"diagnostics.copied": "Diagnostics copied. Paste them into your message to support; they hold no key.",
	"starter.button": "Open the starter page",
	"starter.asked":
		"Stream Deck was asked to show the starter page on {device}; it installs it first when it is missing. OpenDeck has no starter pages.",
	"starter.none": "{device} has no starter page: drag the actions you want onto its keys.",
	"copy.select": "Copying is not allowed here: the text below is selected, press Ctrl+C (⌘C on a Mac).",

	...enTransfer,

	// Fields several actions share
	"field.widgetId.label": "Widget ID",
	"field.widgetId.placeholder": "ID, or all",
	"field.widgetId.hint": "The widget's ID, or all for every widget.",
	"field.viewer.label": "Viewer",
	"field.viewer.placeholder": "Name or platform ID",
	"field.mode.label": "Mode",
	"field.value.label": "Value",
	"field.amount.label": "Amount",
	"field.action.label": "Action",
	"field.action.prompt": "Choose an action…",
	"field.refreshSeconds.label": "Refresh (s)",
	"field.refreshSeconds.noun": "The refresh interval",
	"field.refreshSeconds.hint": "Seconds between refreshes; anything below 5 counts as 5. A press refreshes at once.",
	"field.titleTemplate.placeholder": "{name}: {value}",
	"field.titleTemplate.label": "Title",
	"field.titleTemplate.hint":
		"Placeholders: {fields}. \\n starts a new line. Empty: the image alone shows the value; a title typed in the Stream Deck app always wins.",
	"lockMode.toggle": "Toggle lock / unlock",
	"lockMode.lock": "Always lock",
	"lockMode.unlock": "Always unlock",

	// Goals
	"goalAdd.value.hint": "Added per press, or per dial tick (turning left removes it).",
	"goalAction.add": "Add",
	"goalAction.remove": "Remove",
	"goalAction.set": "Set",
	"goalAction.reset": "Reset",
	"goalAction.lock": "Lock",
	"goalAction.unlock": "Unlock",
	"goalAction.add_goal": "Add to target",
	"goalAction.set_goal": "Set target",
	"goalAction.value.hint": "The number the action adds, removes or sets.",
	"goalAction.value.hint.lock": "Not used by lock and unlock.",

	// Streamathon
	"streamathonAddSeconds.seconds.label": "Seconds",
	"streamathonAddSeconds.seconds.hint": "Added per press, or per dial tick (turning left removes them).",
	"streamathonAction.add_seconds": "Add seconds",
	"streamathonAction.remove_seconds": "Remove seconds",
	"streamathonAction.reset": "Reset",
	"streamathonAction.lock": "Lock",
	"streamathonAction.unlock": "Unlock",
	"streamathonAction.value.hint": "Seconds to add or remove; minutes for reset.",
	"streamathonAction.value.hint.add_seconds": "Seconds to add.",
	"streamathonAction.value.hint.remove_seconds": "Seconds to remove.",
	"streamathonAction.value.hint.reset": "Minutes the timer is reset to.",
	"streamathonAction.value.hint.lock": "Not used by lock.",
	"streamathonAction.value.hint.unlock": "Not used by unlock.",

	// Custom event
	"customEvent.mode.path": "Path",
	"customEvent.mode.data": "Data (DATA_VAL)",
	"customEvent.mode.json": "JSON (JSON_VAL)",
	"customEvent.value.placeholder": "Event value",
	"customEvent.value.hint.path": "Sent in the URL path.",
	"customEvent.value.hint.data": "Sent in the path and as DATA_VAL.",
	"customEvent.value.hint.json": 'A JSON array of strings, e.g. ["a","b"]; sent as JSON_VAL.',

	// Show Top
	"showTop.topType.label": "Top list",
	"showTop.topType.message": "Messages",
	"showTop.topType.uptime": "Uptime",
	"showTop.topType.currency": "Currency",
	"showTop.topType.ranks": "Ranks",
	"showTop.topType.level": "Level",
	"showTop.topSubType.label": "Period",
	"showTop.topSubType.global": "Global (all time)",
	"showTop.topSubType.month": "Month",
	"showTop.topSubType.week": "Week",
	"showTop.topSubType.hint": "Only the uptime and messages lists use the period.",
	"showTop.rank.label": "Rank",
	"showTop.rank.hint": "Place shown, 1 to {max}; a dial steps through them.",

	// Currency
	"currencySet.amount.hint": "The viewer's new balance.",
	"currencyRemove.amount.hint": "Taken from the viewer's balance.",
	"currencyRemove.force.label": "Force",
	"currencyRemove.force.caption": "Remove even when the balance is too low",

	// Custom data
	"customData.dataKey.label": "Data key",
	"customData.dataKey.placeholder": "e.g. deaths_count",
	"customData.dataKey.hint": "Letters, digits, - and _ only.",

	// Hold, long press, colour by value, undo
	"field.activation.label": "Fires",
	"activation.press": "On press",
	"activation.hold": "When held",
	"activation.hint":
		"Whether a tap is enough: on press the key sends at once; when held it sends only after the hold time, so a stray tap sends nothing.",
	"activation.recommended": "Hard to take back: When held is recommended, so that a stray tap sends nothing.",
	"field.holdMs.label": "Hold (ms)",
	"field.holdMs.noun": "The hold time",
	"field.holdMs.hint": "Milliseconds to hold, {min} to {max}.",
	"field.face.label": "Key face",
	"face.named": "Names what it acts on",
	"face.icon": "Icon and title only",
	"face.hint":
		"Named: the key shows its icon with what it acts on and by how much, so that two keys never look alike. Icon only: your own icon and title, as set in the Stream Deck app.",
	"field.holdAction.label": "Long press",
	"holdAction.none": "Same as a press",
	"holdAction.remove": "Removes the amount",
	"holdAction.hint.none": "What holding the key does, as a second job: now the same as a tap.",
	"holdAction.hint.remove": "A tap adds when released; holding removes the same amount.",
	"field.highlight.label": "Colour by value",
	"highlight.none": "Off",
	"highlight.above": "At or above a value",
	"highlight.below": "Below a value",
	"highlight.rule.none": "The key keeps its usual colours.",
	"highlight.rule.above": "When the value is at least {value}, the key is drawn on the colour.",
	"highlight.rule.below": "When the value is below {value}, the key is drawn on the colour.",
	"highlight.rule.invalid": "No colour rule yet: the threshold is not a number.",
	"field.highlightValue.label": "Threshold",
	"field.highlightValue.noun": "The threshold",
	"field.highlightColor.label": "Colour",
	"field.highlightColor.noun": "The colour",
	"undo.windowSeconds.label": "Window (s)",
	"undo.windowSeconds.noun": "The undo window",
	"undo.windowSeconds.hint":
		"Changes of the last so many seconds ({min} to {max}) can be undone; a restart of the plugin forgets them.",

	// Why a value is refused (the plugin's rules); {noun} names the field
	"validation.empty": "{noun} is empty.",
	"validation.dot-segment": '{noun} cannot be "{value}": URLs collapse it.',
	"validation.too-long": "{noun} is too long.",
	"validation.unsendable": "{noun} holds characters that cannot be sent.",
	"validation.integer": "{noun} must be a whole number.",
	"validation.integer.between": "{noun} must be a whole number from {min} to {max}.",
	"validation.integer.atLeast": "{noun} must be a whole number of at least {min}.",
	"validation.integer.atMost": "{noun} must be a whole number of at most {max}.",
	"validation.boolean": "{noun} must be true or false.",
	"validation.channel": "{noun} is not one of the channels under Connection.",
	"validation.choice": "{noun} must be one of: {choices}.",
	"validation.data-key": '{noun} may only hold letters, digits, "-" and "_".',
	"validation.json-array": '{noun} must be a JSON array of strings, e.g. ["a","b"].',
	"validation.number": "{noun} must be a number, e.g. 1000 or 12.5.",
	"validation.colour": "{noun} must be a colour written #RRGGBB.",
	"validation.base-url-missing": "No API base URL is set.",
	"validation.base-url-invalid": "The base URL is not a valid URL.",
	"validation.base-url-insecure":
		"Use https:// — keys must never travel unencrypted (http:// is only for this computer).",
	"validation.base-url-parts": "The base URL must not contain a user, a query or a #fragment.",
	"validation.invalid": "{noun} is not valid.",
} as const;
