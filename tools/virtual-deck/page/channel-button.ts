// The Channel button at the top: which channel the plugin uses, and the switch to the demo or back.
import type { DeckView } from "../deck-view";
import { byId, post } from "./dom.js";

/**
 * Says which channel the plugin uses, as the plugin resolves it, and offers the demo (or, in the demo, the emulator),
 * as the inspector's "Try the demo" would.
 * @param channel The channel now.
 */
export function renderChannel(channel: DeckView["channel"]): void {
	const button = byId<HTMLButtonElement>("channel-switch");
	button.dataset.channel = channel.kind;
	const problem = channel.problem ? ` (${channel.problem})` : "";
	const offer = channel.kind === "demo" ? "switch to the API emulator" : "try the demo";
	button.textContent = `Channel: ${channel.name}${problem} · ${offer}`;
	const where = {
		demo: "The plugin answers every request itself (keys marked DEMO); it sends nothing, so the request list gets nothing.",
		emulator: "The plugin talks to the API emulator.",
		other: `The plugin talks to ${channel.name}, not to the API emulator.`,
		unset: "The plugin has no server it can use: its keys show Setup.",
	}[channel.kind];
	button.title =
		channel.kind === "demo"
			? `${where} Switch back to the API emulator.`
			: `${where} Switch to its demo channel (base URL demo), as Connection → Try the demo does in the Stream Deck app; same as npm start -- --demo.`;
}

/**
 * Makes the Channel button switch the plugin's channel: to the demo, or from it back to the API emulator.
 */
export function followChannelSwitch(): void {
	byId("channel-switch").addEventListener("click", (event) => {
		const current = (event.currentTarget as HTMLButtonElement).dataset.channel;
		void post(`/api/channel/${current === "demo" ? "emulator" : "demo"}`);
	});
}
