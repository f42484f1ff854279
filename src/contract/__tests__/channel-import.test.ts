import { describe, expect, it } from "vitest";

import { importChannels, planChannelImport } from "../channel-import";
import type { TransferredChannel } from "../channel-transfer";
import { MAX_CHANNELS } from "../channels";

/** Global settings on the computer that imports: a default channel, one other, and one removed before. */
const here = {
	baseUrl: "https://api.example.com",
	readKey: "r-here",
	writeKey: "w-here",
	channels: [{ id: "ch-b", name: "Bee", baseUrl: "https://b.example", readKey: "rb", writeKey: "wb" }],
	removedChannels: { "ch-gone": "", "ch-old": "ch-b" },
	other: 1,
};

describe("importing channels into the global settings", () => {
	it("updates channels under their ids, adds new ones at the end and keeps every other setting", () => {
		const next = importChannels(here, [
			{ id: "default", name: "ignored", baseUrl: "https://other.example" },
			{ id: "ch-new", name: "New", baseUrl: "demo", writeKey: "w-new" },
			{ id: "ch-b", name: "Bee 2", baseUrl: "https://b.example/" },
		]);
		expect(next).toEqual({
			...here,
			baseUrl: "https://other.example",
			channels: [
				{ id: "ch-b", name: "Bee 2", baseUrl: "https://b.example/", readKey: "rb", writeKey: "wb" },
				{ id: "ch-new", name: "New", baseUrl: "demo", writeKey: "w-new" },
			],
		});
	});

	it("replaces each API key the text carries and keeps the others", () => {
		const next = importChannels(here, [
			{ id: "default", name: "", baseUrl: "https://api.example.com", writeKey: "w-there" },
			{ id: "ch-b", name: "Bee", baseUrl: "https://b.example", readKey: "rb-there" },
		]);
		expect(next).toMatchObject({ readKey: "r-here", writeKey: "w-there" });
		expect(next.channels).toEqual([
			{ id: "ch-b", name: "Bee", baseUrl: "https://b.example", readKey: "rb-there", writeKey: "wb" },
		]);
	});

	it("brings a removed id back under that id and drops only its record", () => {
		const next = importChannels(here, [{ id: "ch-gone", name: "Back", baseUrl: "demo" }]);
		expect(next.channels).toEqual([...here.channels, { id: "ch-gone", name: "Back", baseUrl: "demo" }]);
		expect(next.removedChannels).toEqual({ "ch-old": "ch-b" });
		const both = importChannels(next, [{ id: "ch-old", name: "", baseUrl: "demo" }]);
		expect(both).not.toHaveProperty("removedChannels");
	});

	it("never removes a channel, and gives the same settings when imported twice", () => {
		const channels: TransferredChannel[] = [{ id: "ch-new", name: "", baseUrl: "demo" }];
		const once = importChannels(here, channels);
		expect(once).toMatchObject({ baseUrl: here.baseUrl, readKey: "r-here", writeKey: "w-here" });
		expect(importChannels(once, channels)).toEqual(once);
	});
});

describe("what an import would change, said before", () => {
	it("names each channel added, back, updated or unchanged, its API keys, and a change of server", () => {
		const plan = planChannelImport(here, [
			{ id: "default", name: "", baseUrl: "https://api.example.com/", readKey: "r-here" },
			{ id: "ch-b", name: "Bee", baseUrl: "demo", writeKey: "w-there" },
			{ id: "ch-gone", name: "", baseUrl: "demo" },
			{ id: "ch-new", name: "New", baseUrl: "https://n.example", readKey: "rn" },
		]);
		expect(plan.ok).toBe(true);
		if (!plan.ok) return;
		const summary = plan.value.map(({ channel, ...step }) => ({ id: channel.id, ...step }));
		expect(summary).toEqual([
			// Another spelling of the same server: updated, but lock states and undo history stay.
			{ id: "default", status: "updated", apiKeys: "kept", serverChanged: false, index: 0 },
			{ id: "ch-b", status: "updated", apiKeys: "replaced", serverChanged: true, index: 1 },
			{ id: "ch-gone", status: "restored", apiKeys: "none", serverChanged: false, index: 2 },
			{ id: "ch-new", status: "added", apiKeys: "set", serverChanged: false, index: 3 },
		]);
	});

	it("says unchanged for a channel already as the text has it, API keys included", () => {
		const plan = planChannelImport(here, [
			{ id: "ch-b", name: "Bee", baseUrl: "https://b.example", readKey: "rb", writeKey: "wb" },
		]);
		expect(plan).toMatchObject({ ok: true, value: [{ status: "unchanged", apiKeys: "kept", serverChanged: false }] });
	});

	it("says no change of server for a channel that had none, and API keys set where it had none", () => {
		const plan = planChannelImport({ baseUrl: "" }, [
			{ id: "default", name: "", baseUrl: "https://a.example", readKey: "r" },
		]);
		expect(plan).toMatchObject({ ok: true, value: [{ status: "updated", serverChanged: false, apiKeys: "set" }] });
	});

	it("says no API keys for a channel left without any, and kept only where it has some", () => {
		const plan = planChannelImport({ baseUrl: "https://a.example", channels: [{ id: "ch-k", baseUrl: "" }] }, [
			{ id: "default", name: "", baseUrl: "https://elsewhere.example" },
			{ id: "ch-k", name: "K", baseUrl: "demo" },
		]);
		expect(plan).toMatchObject({ ok: true, value: [{ apiKeys: "none" }, { apiKeys: "none" }] });
	});

	it(`refuses an import that would leave more than ${MAX_CHANNELS} channels, and counts those already here`, () => {
		const many = (from: number, count: number): TransferredChannel[] =>
			Array.from({ length: count }, (_, n) => ({ id: `c${from + n}`, name: "", baseUrl: "demo" }));
		// The default channel and ch-b are here: 30 more make the limit.
		expect(planChannelImport(here, many(0, MAX_CHANNELS - 2)).ok).toBe(true);
		expect(planChannelImport(here, many(0, MAX_CHANNELS - 1))).toEqual({
			ok: false,
			refusal: { problem: "too-many", count: MAX_CHANNELS + 1 },
		});
		// Channels that exist already do not count twice.
		const full = importChannels(here, many(0, MAX_CHANNELS - 2));
		expect(planChannelImport(full, many(0, MAX_CHANNELS - 2)).ok).toBe(true);
	});
});
