import { describe, expect, it } from "vitest";

import { clientForChannel, type ResolvedChannel } from "../channel-clients";

/**
 * A channel as `resolveChannel` gives it.
 * @param readKey Its read key; the identity follows it, as it does in the plugin.
 * @returns The channel.
 */
function channel(readKey: string): ResolvedChannel {
	const settings = { id: "main", name: "", baseUrl: "https://api.example.com", readKey, writeKey: "w-key" };
	return { ...settings, identity: JSON.stringify(settings) };
}

describe("channel clients", () => {
	it("reuses a channel's client press after press", () => {
		expect(clientForChannel(channel("r-key"))).toBe(clientForChannel(channel("r-key")));
	});

	it("makes a new client once the channel's settings change", () => {
		expect(clientForChannel(channel("r-key-2"))).not.toBe(clientForChannel(channel("r-key")));
	});

	it("keeps a bounded number of clients", () => {
		const first = clientForChannel(channel("r-0"));
		for (let index = 1; index <= 40; index++) clientForChannel(channel(`r-${index}`));
		expect(clientForChannel(channel("r-0"))).not.toBe(first);
	});
});
