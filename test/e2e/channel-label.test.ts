import { describe, expect, it } from "vitest";

import { contrastRatio } from "../../src/render/contrast";
import { connectionSettings } from "../../tools/deck";
import { backgroundOf, place, readFace, settle, useDeck } from "./deck";

/** What a key image says about its channel. */
type ChannelMark = {
	/** The channel's name as drawn. */
	text: string;
	/** Its colour. */
	fill: string;
};

/**
 * The channel's name a key image shows in its corner, and its colour.
 * @param image The key's image.
 * @returns The name and colour; `undefined` when the image shows none.
 */
function channelMarkOf(image: string | undefined): ChannelMark | undefined {
	const svg = decodeURIComponent(image?.replace(/^data:image\/svg\+xml;charset=utf8,/, "") ?? "");
	const element = /<text id="channel"[^>]* fill="([^"]*)"[^>]*>([^<]*)<\/text>/.exec(svg);
	return element === null ? undefined : { text: element[2], fill: element[1] };
}

/**
 * Waits until a condition holds, checking every 50 ms.
 * @param check The condition.
 * @param timeoutMs How long to wait.
 * @returns Whether it held in time.
 */
async function eventually(check: () => boolean, timeoutMs = 5000): Promise<boolean> {
	for (let waited = 0; waited < timeoutMs; waited += 50) {
		if (check()) return true;
		await settle(50);
	}
	return check();
}

describe("the channel a display key names", () => {
	const deck = useDeck();

	it("never reads as a rank: the default channel is `Default`, an unnamed one `Channel 2`, beside a rank badge", async () => {
		const connection = connectionSettings(deck.emulator);
		await deck.host.setGlobalSettings({
			...connection,
			channels: [
				{ id: "spare", name: "", ...connection },
				{ id: "named", name: "Orange", ...connection },
			],
		});
		const main = await place(deck.host, "show-top", { rank: 2 });
		const spare = await place(deck.host, "show-top", { rank: 2, channel: "spare" });
		const named = await place(deck.host, "warnings", {
			viewer: "night owl",
			channel: "named",
			highlight: "above",
			highlightValue: -1,
		});
		const keys = [main, spare, named];
		const image = (key: string): string | undefined => deck.host.keys.get(key)?.image;
		expect(await eventually(() => keys.every((key) => channelMarkOf(image(key)) !== undefined))).toBe(true);
		expect(await eventually(() => backgroundOf(image(named)) === "#E5484D")).toBe(true);

		expect(channelMarkOf(image(main))?.text).toBe("Default");
		expect(channelMarkOf(image(spare))?.text).toBe("Channel 2");
		expect(channelMarkOf(image(named))?.text).toBe("Orange");
		for (const key of [main, spare]) {
			// The rank is the badge's alone.
			expect(readFace(image(key))).toMatch(/ #2$/);
			expect(channelMarkOf(image(key))?.text).not.toMatch(/#\s*\d/);
		}
		for (const key of keys) {
			const mark = channelMarkOf(image(key))!;
			const behind = backgroundOf(image(key))!;
			expect(contrastRatio(mark.fill, behind), `${mark.text}: ${mark.fill} on ${behind}`).toBeGreaterThanOrEqual(4.5);
		}
	});
});
