import { describe, expect, it } from "vitest";

import {
	CHANNELS_FORMAT,
	CHANNELS_FORMAT_VERSION,
	exportChannels,
	MAX_TRANSFER_BYTES,
	parseChannelsTransfer,
	type TransferRefusal,
} from "../channel-transfer";

/** Global settings with three channels: the default one, a named one and a demo one, each with API keys. */
const global = {
	baseUrl: "https://api.example.com/",
	readKey: "r-default",
	writeKey: "w-default",
	channels: [
		{ id: "ch-studio", name: "Studio", baseUrl: " https://studio.example ", readKey: "r-studio", writeKey: "w-studio" },
		{ id: "ch-demo", name: "", baseUrl: "demo" },
	],
	other: { kept: true },
};

/**
 * A text in the format, with some channels.
 * @param channels The entries of `channels`.
 * @param extra Fields of the document to replace.
 * @returns The text.
 */
function transfer(channels: unknown[], extra: Record<string, unknown> = {}): string {
	return JSON.stringify({ format: CHANNELS_FORMAT, version: CHANNELS_FORMAT_VERSION, channels, ...extra });
}

/**
 * The refusal of a text.
 * @param text The text.
 * @returns The refusal; the test fails when the text is accepted.
 */
function refusalOf(text: string): TransferRefusal {
	const result = parseChannelsTransfer(text);
	if (result.ok) throw new Error(`accepted ${text.slice(0, 80)}`);
	return result.refusal;
}

describe("exporting channels", () => {
	it("writes the format, its version and every channel with its id, name and base URL, and no API key", () => {
		const exported = exportChannels(global, { withApiKeys: false });
		expect(JSON.parse(exported.text)).toEqual({
			format: CHANNELS_FORMAT,
			version: CHANNELS_FORMAT_VERSION,
			channels: [
				{ id: "default", name: "", baseUrl: "https://api.example.com/" },
				{ id: "ch-studio", name: "Studio", baseUrl: "https://studio.example" },
				{ id: "ch-demo", name: "", baseUrl: "demo" },
			],
		});
		expect(exported.leftOut).toEqual([]);
		for (const apiKey of ["r-default", "w-default", "r-studio", "w-studio"])
			expect(exported.text).not.toContain(apiKey);
	});

	it("writes the API keys only when asked for, and none that is empty", () => {
		const exported = exportChannels(
			{ ...global, writeKey: "  ", channels: [{ id: "b", baseUrl: "demo", readKey: " r-b " }] },
			{ withApiKeys: true },
		);
		expect(JSON.parse(exported.text).channels).toEqual([
			{ id: "default", name: "", baseUrl: "https://api.example.com/", readKey: "r-default" },
			{ id: "b", name: "", baseUrl: "demo", readKey: "r-b" },
		]);
	});

	it("leaves out and names each channel whose base URL the usual rule refuses", () => {
		const exported = exportChannels(
			{
				channels: [
					{ id: "plain", name: "Plain", baseUrl: "http://192.168.1.5:8080" },
					{ id: "ok", name: "Ok", baseUrl: "http://127.0.0.1:9000" },
					{ id: "typo", name: "Typo", baseUrl: "not a url" },
				],
			},
			{ withApiKeys: true },
		);
		expect(exported.leftOut.map(({ channel, index }) => [channel.id, index])).toEqual([
			["default", 0],
			["plain", 1],
			["typo", 3],
		]);
		expect(JSON.parse(exported.text).channels).toEqual([{ id: "ok", name: "Ok", baseUrl: "http://127.0.0.1:9000" }]);
	});

	it("reads back what it writes", () => {
		const exported = exportChannels(global, { withApiKeys: true });
		const read = parseChannelsTransfer(exported.text);
		expect(read).toEqual({
			ok: true,
			value: [
				{ id: "default", name: "", baseUrl: "https://api.example.com/", readKey: "r-default", writeKey: "w-default" },
				{
					id: "ch-studio",
					name: "Studio",
					baseUrl: "https://studio.example",
					readKey: "r-studio",
					writeKey: "w-studio",
				},
				{ id: "ch-demo", name: "", baseUrl: "demo" },
			],
		});
	});
});

describe("reading a text to import", () => {
	it("trims what it reads and ignores fields it does not know", () => {
		const text = transfer([{ id: " b ", name: " Bee ", baseUrl: " https://b.example ", writeKey: " w ", colour: 1 }], {
			note: "hi",
		});
		expect(parseChannelsTransfer(`\n${text}\n`)).toEqual({
			ok: true,
			value: [{ id: "b", name: "Bee", baseUrl: "https://b.example", writeKey: "w" }],
		});
		expect(parseChannelsTransfer(transfer([{ id: "b", baseUrl: "demo" }]))).toEqual({
			ok: true,
			value: [{ id: "b", name: "", baseUrl: "demo" }],
		});
	});

	it.each([
		["", { problem: "not-json" }],
		["{ channels: [] }", { problem: "not-json" }],
		["[1, 2]", { problem: "other-format" }],
		['"channels"', { problem: "other-format" }],
		[JSON.stringify({ format: "streamerbot-connection", version: 1, channels: [] }), { problem: "other-format" }],
		[transfer([], { version: "1" }), { problem: "other-format" }],
		[transfer([], { version: 0 }), { problem: "other-format" }],
		[transfer([], { version: 1.5 }), { problem: "other-format" }],
		[transfer([], { channels: { id: "b" } }), { problem: "other-format" }],
		[transfer([{ id: "b", baseUrl: "demo" }], { version: 2 }), { problem: "newer-version", version: 2 }],
		[transfer([]), { problem: "no-channels" }],
	])("refuses %j", (text, refusal) => {
		expect(refusalOf(text)).toEqual(refusal);
	});

	it.each([
		[[null]],
		[["b"]],
		[[{ name: "No id", baseUrl: "demo" }]],
		[[{ id: "  ", baseUrl: "demo" }]],
		[[{ id: 7, baseUrl: "demo" }]],
		[[{ id: "b", name: 7, baseUrl: "demo" }]],
	])("refuses an entry that is not a channel, naming its place: %j", (channels) => {
		expect(refusalOf(transfer([{ id: "a", baseUrl: "demo" }, ...channels]))).toEqual({
			problem: "not-a-channel",
			position: 2,
		});
	});

	it("refuses two channels with one id, trimmed", () => {
		const text = transfer([
			{ id: "b", baseUrl: "demo" },
			{ id: " b", baseUrl: "https://b.example" },
		]);
		expect(refusalOf(text)).toEqual({ problem: "duplicate-id", id: "b" });
	});

	it.each([
		["http://192.168.1.5", "base-url-insecure"],
		["http://api.example.com", "base-url-insecure"],
		["api.example.com", "base-url-invalid"],
		["https://user:pw@api.example.com", "base-url-parts"],
		["", "base-url-missing"],
		[undefined, "base-url-missing"],
		[42, "base-url-missing"],
	])("refuses the base URL %j as the usual rule does (%s), naming its channel", (baseUrl, rule) => {
		const refusal = refusalOf(
			transfer([
				{ id: "default", baseUrl: "demo" },
				{ id: "b", name: "Bee", baseUrl },
			]),
		);
		expect(refusal).toMatchObject({ problem: "base-url", rule, channel: { id: "b", name: "Bee" } });
	});

	it("accepts plain http:// to this computer and the demo", () => {
		const text = transfer([
			{ id: "a", baseUrl: "http://localhost:8080" },
			{ id: "b", baseUrl: "http://[::1]:9" },
			{ id: "c", baseUrl: "DEMO" },
		]);
		expect(parseChannelsTransfer(text).ok).toBe(true);
	});

	it.each([
		["readKey", 12],
		["writeKey", null],
		["writeKey", ""],
		["readKey", "   "],
		["readKey", ".."],
		["writeKey", "\uD800broken"],
		["writeKey", "x".repeat(2001)],
		["readKey", ["r"]],
	])("refuses the %s %j as the wrong shape, naming its channel", (apiKey, value) => {
		const refusal = refusalOf(transfer([{ id: "b", name: "Bee", baseUrl: "demo", [apiKey]: value }]));
		expect(refusal).toMatchObject({ problem: "api-key", apiKey, channel: { id: "b" } });
	});

	it("refuses a text over 64 KB before reading it, and reads one just under", () => {
		const entry = (n: number): object => ({ id: `c${n}`, name: "n".repeat(100), baseUrl: "demo" });
		const big = transfer(Array.from({ length: 600 }, (_, n) => entry(n)));
		expect(big.length).toBeGreaterThan(MAX_TRANSFER_BYTES);
		expect(refusalOf(big)).toEqual({ problem: "too-large" });
		// Bytes count, not characters: three bytes each in UTF-8.
		const wide = transfer([{ id: "b", name: "界".repeat(22_000), baseUrl: "demo" }]);
		expect(wide.length).toBeLessThan(MAX_TRANSFER_BYTES);
		expect(refusalOf(wide)).toEqual({ problem: "too-large" });
		const fits = transfer([{ id: "b", name: "n".repeat(MAX_TRANSFER_BYTES - 200), baseUrl: "demo" }]);
		expect(parseChannelsTransfer(fits).ok).toBe(true);
	});
});
