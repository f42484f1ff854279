import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
	type Count,
	countLook,
	type CountSettings,
	FakeCountApi,
	FakeKey,
	readFace,
} from "../../__mocks__/display-fakes";
import { ApiError } from "../../contract/errors";
import { SharedPoller } from "../../polling/shared-poller";
import { KeyRenderer } from "../key-renderer";
import { KeySubscription, SETTINGS_SETTLE_MS } from "../key-subscription";

// The subscription must run without the Stream Deck SDK: importing it at run time fails every test here.
vi.mock("@elgato/streamdeck", () => {
	throw new Error("The Stream Deck SDK was imported.");
});

const OFFLINE = new ApiError("network", "The server cannot be reached.");

/** One key on a fake deck, following a fake API through a real shared poller. */
type Rig = {
	/** The API the key reads. */
	api: FakeCountApi;
	/** The poller, with `subscribe` spied on. */
	polls: SharedPoller;
	/** The key drawn on. */
	key: FakeKey;
	/** The key's subscription. */
	subscription: KeySubscription<CountSettings, Count>;
};

/**
 * Sets up a key with the given settings; it follows nothing yet.
 * @param settings The key's settings when it appears.
 * @param api The API, shared when several keys are set up.
 * @param polls The poller, shared when several keys are set up.
 * @returns The rig.
 */
function rig(settings: CountSettings, api = new FakeCountApi(), polls = new SharedPoller()): Rig {
	const key = new FakeKey();
	const drawing = new KeyRenderer<CountSettings, Count, FakeKey>(key, countLook, (target) => target);
	const subscription = new KeySubscription<CountSettings, Count>({ settings, polls, source: api.source, drawing });
	return { api, polls, key, subscription };
}

/**
 * The values a key's image showed, in order, `-` for a cleared image, `!` after a stale one, `⚠` before the reason
 * of an alert face and `⚙` before the reason of the setup mark.
 * @param key The key.
 * @returns E.g. `["3", "3!", "-", "⚠network"]`.
 */
function shownOn(key: FakeKey): string[] {
	return key.images().map((image) => {
		if (image === undefined) return "-";
		const face = readFace(image);
		if (face.reason !== undefined) return `${face.setup ? "⚙" : "⚠"}${face.reason}`;
		return `${face.label}=${face.value}${face.stale ? "!" : ""}`;
	});
}

describe("KeySubscription", () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it("reads when it follows, then every refresh interval, and shows each value", async () => {
		const { api, key, subscription } = rig({ viewer: "alice", refreshSeconds: 5 });
		api.counts.set("alice", 3);
		subscription.follow();
		await vi.advanceTimersByTimeAsync(0);
		expect(api.reads).toEqual(["alice"]);
		api.counts.set("alice", 4);
		await vi.advanceTimersByTimeAsync(5_000);
		expect(api.reads).toEqual(["alice", "alice"]);
		expect(shownOn(key)).toEqual(["alice=3", "alice=4"]);
	});

	it("follows several settings changes within the settle time once, with the last settings", async () => {
		const { api, polls, key, subscription } = rig({ viewer: "alice" });
		const subscribe = vi.spyOn(polls, "subscribe");
		subscription.follow();
		await vi.advanceTimersByTimeAsync(0);
		for (const viewer of ["b", "bo", "bob"]) {
			subscription.followSoon({ viewer });
			expect(subscription.settings).toEqual({ viewer });
			await vi.advanceTimersByTimeAsync(SETTINGS_SETTLE_MS - 1);
		}
		expect(api.reads).toEqual(["alice"]);
		expect(subscribe).toHaveBeenCalledTimes(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(api.reads).toEqual(["alice", "bob"]);
		expect(subscribe).toHaveBeenCalledTimes(2);
		expect(polls.size).toBe(1);
		expect(shownOn(key)).toEqual(["alice=0", "-", "bob=0"]);
	});

	it("keeps its subscription when the request is unchanged, and only draws the value again", async () => {
		const { api, polls, key, subscription } = rig({ viewer: "alice" });
		const subscribe = vi.spyOn(polls, "subscribe");
		subscription.follow();
		await vi.advanceTimersByTimeAsync(0);
		subscription.followSoon({ viewer: " alice ", titleTemplate: "{name}!" });
		await vi.advanceTimersByTimeAsync(SETTINGS_SETTLE_MS);
		subscription.followSoon({ viewer: "alice", titleTemplate: "{name}!" });
		await vi.advanceTimersByTimeAsync(SETTINGS_SETTLE_MS);
		expect(subscribe).toHaveBeenCalledTimes(1);
		expect(api.reads).toEqual(["alice"]);
		// Each redraw sends the title; in the plugin, `KeyDisplay` passes on only a changed one.
		expect(key.titles()).toEqual([undefined, "alice!", "alice!"]);
		expect(shownOn(key)).toEqual(["alice=0", "alice=0", "alice=0"]);
	});

	it("subscribes again when only the refresh interval changed, without dropping the value", async () => {
		const { api, polls, key, subscription } = rig({ viewer: "alice", refreshSeconds: 60 });
		const subscribe = vi.spyOn(polls, "subscribe");
		subscription.follow();
		await vi.advanceTimersByTimeAsync(0);
		subscription.followSoon({ viewer: "alice", refreshSeconds: 5 });
		await vi.advanceTimersByTimeAsync(SETTINGS_SETTLE_MS);
		expect(subscribe).toHaveBeenCalledTimes(2);
		expect(subscribe.mock.calls[1][2].intervalMs).toBe(5_000);
		expect(shownOn(key)).not.toContain("-");
		// The value read 400 ms ago is fresh for the new interval too: no read until 5 s after it.
		expect(api.reads).toEqual(["alice"]);
		await vi.advanceTimersByTimeAsync(5_000 - SETTINGS_SETTLE_MS - 1);
		expect(api.reads).toEqual(["alice"]);
		await vi.advanceTimersByTimeAsync(1);
		expect(api.reads).toEqual(["alice", "alice"]);
		await vi.advanceTimersByTimeAsync(5_000);
		expect(api.reads).toHaveLength(3);
	});

	it("drops the value of the old settings and never shows it for the new ones, even while the API fails", async () => {
		const { api, key, subscription } = rig({ viewer: "alice", refreshSeconds: 5 });
		api.counts.set("alice", 3);
		subscription.follow();
		await vi.advanceTimersByTimeAsync(0);
		api.failure = OFFLINE;
		subscription.followSoon({ viewer: "bob", refreshSeconds: 5, titleTemplate: "{value}" });
		await vi.advanceTimersByTimeAsync(SETTINGS_SETTLE_MS);
		expect(api.reads).toEqual(["alice", "bob"]);
		expect(shownOn(key)).toEqual(["alice=3", "-", "⚠network"]);
		expect(key.titles().at(-1)).toBeUndefined();
		await vi.advanceTimersByTimeAsync(60_000);
		subscription.followSoon({ viewer: "bob", refreshSeconds: 5, titleTemplate: "{name}" });
		await vi.advanceTimersByTimeAsync(SETTINGS_SETTLE_MS);
		expect(
			shownOn(key)
				.slice(1)
				.every((shown) => shown === "-" || shown === "⚠network"),
		).toBe(true);
		api.failure = undefined;
		api.counts.set("bob", 7);
		await subscription.refreshNow({ viewer: "bob", refreshSeconds: 5 });
		expect(shownOn(key).at(-1)).toBe("bob=7");
	});

	it("does not draw a read of the old settings that lands after the switch", async () => {
		const { api, key, subscription } = rig({ viewer: "alice" });
		api.delayMs = 1_000;
		api.counts.set("alice", 3);
		api.counts.set("bob", 5);
		subscription.follow();
		subscription.followSoon({ viewer: "bob" });
		await vi.advanceTimersByTimeAsync(SETTINGS_SETTLE_MS);
		await vi.advanceTimersByTimeAsync(2_000);
		expect(api.reads).toEqual(["alice", "bob"]);
		expect(shownOn(key)).toEqual(["-", "bob=5"]);
	});

	it("shows the problem of invalid settings and stops polling until they are valid again", async () => {
		const { api, polls, key, subscription } = rig({ viewer: "alice", refreshSeconds: 5 });
		subscription.follow();
		await vi.advanceTimersByTimeAsync(0);
		subscription.followSoon({ viewer: "  ", refreshSeconds: 5 });
		await vi.advanceTimersByTimeAsync(SETTINGS_SETTLE_MS);
		expect(polls.size).toBe(0);
		expect(shownOn(key)).toEqual(["alice=0", "⚙invalid-input"]);
		expect(key.titles().at(-1)).toBeUndefined();
		await vi.advanceTimersByTimeAsync(600_000);
		expect(api.reads).toEqual(["alice"]);
		subscription.followSoon({ viewer: "alice", refreshSeconds: 5 });
		await vi.advanceTimersByTimeAsync(SETTINGS_SETTLE_MS);
		expect(api.reads).toEqual(["alice", "alice"]);
		expect(shownOn(key).at(-1)).toBe("alice=0");
	});

	it("never polls for settings that are invalid from the start", async () => {
		const { api, polls, key, subscription } = rig({});
		subscription.follow();
		await vi.advanceTimersByTimeAsync(600_000);
		expect(api.reads).toEqual([]);
		expect(polls.size).toBe(0);
		expect(shownOn(key)).toEqual(["⚙invalid-input"]);
		expect(key.titles()).toEqual([undefined]);
	});

	it("marks the last value stale when a refresh fails, keeps it, and clears the mark on recovery", async () => {
		const { api, key, subscription } = rig({ viewer: "alice", refreshSeconds: 5, titleTemplate: "{value}" });
		api.counts.set("alice", 3);
		subscription.follow();
		await vi.advanceTimersByTimeAsync(0);
		api.failure = OFFLINE;
		api.counts.set("alice", 9);
		await vi.advanceTimersByTimeAsync(5_000);
		expect(shownOn(key)).toEqual(["alice=3", "alice=3!"]);
		expect(key.titles()).toEqual(["3"]);
		subscription.followSoon({ viewer: "alice", refreshSeconds: 5, titleTemplate: "{name}" });
		await vi.advanceTimersByTimeAsync(SETTINGS_SETTLE_MS);
		expect(shownOn(key).at(-1)).toBe("alice=3!");
		api.failure = undefined;
		await vi.advanceTimersByTimeAsync(10_000);
		expect(shownOn(key).at(-1)).toBe("alice=9");
		expect(key.titles().at(-1)).toBe("alice");
	});

	it("refreshes now with a read sent after the press: one that went out before is waited for, then one more", async () => {
		const { api, key, subscription } = rig({ viewer: "alice" });
		api.delayMs = 1_000;
		api.counts.set("alice", 3);
		subscription.follow();
		await vi.advanceTimersByTimeAsync(500);
		api.counts.set("alice", 4);
		const pressed = subscription.refreshNow({ viewer: "alice" });
		await vi.advanceTimersByTimeAsync(1_500);
		await expect(pressed).resolves.toEqual({ before: undefined, after: { name: "alice", count: 4 } });
		expect(api.reads).toEqual(["alice", "alice"]);
		expect(shownOn(key)).toEqual(["alice=3", "alice=4"]);
	});

	it("refreshes a shared poll once for every key that shows it", async () => {
		const api = new FakeCountApi();
		const polls = new SharedPoller();
		const first = rig({ viewer: "alice" }, api, polls);
		const second = rig({ viewer: "alice" }, api, polls);
		first.subscription.follow();
		second.subscription.follow();
		await vi.advanceTimersByTimeAsync(0);
		api.counts.set("alice", 8);
		await first.subscription.refreshNow({ viewer: "alice" });
		expect(api.reads).toEqual(["alice", "alice"]);
		expect(shownOn(second.key).at(-1)).toBe("alice=8");
	});

	it("refreshes now with new settings at once, without waiting for them to settle", async () => {
		const { api, subscription } = rig({ viewer: "alice" });
		subscription.follow();
		await vi.advanceTimersByTimeAsync(0);
		subscription.followSoon({ viewer: "bo" });
		await subscription.refreshNow({ viewer: "bob" });
		expect(api.reads).toEqual(["alice", "bob"]);
		await vi.advanceTimersByTimeAsync(SETTINGS_SETTLE_MS * 2);
		expect(api.reads).toEqual(["alice", "bob"]);
		expect(subscription.settings).toEqual({ viewer: "bob" });
	});

	it("rejects a refresh now with why it failed: a failed read, or invalid settings with nothing sent", async () => {
		const { api, key, subscription } = rig({ viewer: "alice" });
		subscription.follow();
		await vi.advanceTimersByTimeAsync(0);
		api.failure = OFFLINE;
		await expect(subscription.refreshNow({ viewer: "alice" })).rejects.toBe(OFFLINE);
		expect(shownOn(key).at(-1)).toBe("alice=0!");
		await expect(subscription.refreshNow({ viewer: "" })).rejects.toMatchObject({ kind: "invalid-input" });
		expect(api.reads).toEqual(["alice", "alice"]);
	});

	it("stops on disappear: no more reads, no pending settle, and no following afterwards", async () => {
		const { api, polls, key, subscription } = rig({ viewer: "alice", refreshSeconds: 5 });
		subscription.follow();
		await vi.advanceTimersByTimeAsync(0);
		subscription.followSoon({ viewer: "bob", refreshSeconds: 5 });
		subscription.stop();
		expect(polls.size).toBe(0);
		await vi.advanceTimersByTimeAsync(600_000);
		subscription.follow();
		await vi.advanceTimersByTimeAsync(600_000);
		expect(api.reads).toEqual(["alice"]);
		expect(shownOn(key)).toEqual(["alice=0"]);
	});

	it("leaves the poll to the other keys that show it when one stops", async () => {
		const api = new FakeCountApi();
		const polls = new SharedPoller();
		const first = rig({ viewer: "alice", refreshSeconds: 5 }, api, polls);
		const second = rig({ viewer: "alice", refreshSeconds: 5 }, api, polls);
		first.subscription.follow();
		second.subscription.follow();
		await vi.advanceTimersByTimeAsync(0);
		first.subscription.stop();
		await vi.advanceTimersByTimeAsync(5_000);
		expect(api.reads).toEqual(["alice", "alice"]);
		expect(shownOn(first.key)).toHaveLength(1);
		expect(shownOn(second.key)).toHaveLength(2);
	});

	it("keeps the value, marked stale, when only the connection changed, flashing why a read with the new one failed", async () => {
		const api = new FakeCountApi();
		let channel = "old";
		const source = {
			...api.source,
			identify: (_settings: CountSettings, request: { parameters: string }) => `${channel}|${request.parameters}`,
		};
		const key = new FakeKey();
		const drawing = new KeyRenderer<CountSettings, Count, FakeKey>(key, countLook, (target) => target);
		const flashed: unknown[] = [];
		const polls = new SharedPoller();
		const subscription = new KeySubscription<CountSettings, Count>({
			settings: { viewer: "alice", refreshSeconds: 5 },
			polls,
			source,
			drawing,
			flashProblem: (error) => flashed.push(error),
		});
		api.counts.set("alice", 3);
		subscription.follow();
		await vi.advanceTimersByTimeAsync(0);
		api.failure = OFFLINE;
		api.delayMs = 1_000;
		channel = "new";
		subscription.followSoon();
		await vi.advanceTimersByTimeAsync(SETTINGS_SETTLE_MS);
		expect(shownOn(key)).toEqual(["alice=3", "alice=3!"]);
		await vi.advanceTimersByTimeAsync(1_000);
		expect(api.reads).toEqual(["alice", "alice"]);
		expect(flashed).toEqual([OFFLINE]);
		expect(shownOn(key).every((shown) => shown.startsWith("alice=3"))).toBe(true);
		expect(key.titles()).not.toContain("network");
		api.failure = undefined;
		api.counts.set("alice", 4);
		// The failed read backs off for two intervals, and the next one takes its second.
		await vi.advanceTimersByTimeAsync(11_000);
		expect(shownOn(key).at(-1)).toBe("alice=4");
		expect(flashed).toEqual([OFFLINE]);
		expect(polls.size).toBe(1);
	});

	it("shares one poll among keys of one list that need different parts, and keeps a key's value only for its part", async () => {
		const api = new FakeCountApi();
		const needs: number[] = [];
		const source = {
			...api.source,
			request: (settings: CountSettings) => ({
				...api.source.request(settings),
				need: Number(settings.titleTemplate ?? 1),
			}),
			read: (request: { parameters: string }, _settings: CountSettings, need: number) => {
				needs.push(need);
				return api.read(request.parameters);
			},
		};
		const polls = new SharedPoller();
		const subscriptions = [1, 2, 3].map((need) => {
			const key = new FakeKey();
			const drawing = new KeyRenderer<CountSettings, Count, FakeKey>(key, countLook, (target) => target);
			const settings = { viewer: "alice", refreshSeconds: 5, titleTemplate: String(need) };
			return {
				key,
				subscription: new KeySubscription<CountSettings, Count>({
					settings,
					polls,
					source,
					drawing,
				}),
			};
		});
		for (const { subscription } of subscriptions) subscription.follow();
		await vi.advanceTimersByTimeAsync(100);
		expect(needs).toEqual([3]);
		expect(subscriptions.map(({ key }) => shownOn(key))).toEqual([["alice=0"], ["alice=0"], ["alice=0"]]);
		subscriptions[0].subscription.followSoon({ viewer: "alice", refreshSeconds: 5, titleTemplate: "2" });
		await vi.advanceTimersByTimeAsync(SETTINGS_SETTLE_MS);
		expect(needs).toEqual([3]);
		subscriptions[0].subscription.followSoon({ viewer: "alice", refreshSeconds: 5, titleTemplate: "9" });
		await vi.advanceTimersByTimeAsync(SETTINGS_SETTLE_MS + 100);
		expect(needs).toEqual([3, 9]);
		expect(polls.size).toBe(1);
	});
});
