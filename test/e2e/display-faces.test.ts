import type { JsonObject } from "@elgato/utils";
import { describe, expect, it } from "vitest";

import type { ActionSpec } from "../../src/contract/action-spec";
import { ACTION_SLUGS, connectionSettings } from "../../tools/deck";
import { smallestTextAt72 } from "../../tools/text-sizes";
import { isDisplaySpec, otherTargets, specOf, targetsOf } from "../support/action-specs";
import {
	ALERT_MARK,
	clearDeck,
	forgetKeptValues,
	type PageKey,
	placePage,
	readFace,
	SETUP_MARK,
	useDeck,
	waitForQuiet,
} from "./deck";

const deck = useDeck();

/** How long a page of keys may take to show its values, at most. */
const DRAWN_WITHIN_MS = 10_000;

/**
 * The settings of each key of the test: the spec's example, then the example with one target changed, for each target
 * and each other choice of it.
 * @param spec A display action's spec.
 * @returns The settings, the example first.
 */
function keySettings(spec: ActionSpec): JsonObject[] {
	return [spec.example as JsonObject, ...targetsOf(spec).flatMap((name) => otherTargets(spec, name))];
}

/**
 * What a key image says, for a failure's message: its heading, then its face as {@link readFace} reads it.
 * @param image The image.
 * @returns E.g. `Top Currency | FrostyTiger · 4.9k`.
 */
function described(image: string | undefined): string {
	const svg = decodeURIComponent(image ?? "");
	const heading = /<text id="heading"[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];
	return `${heading ?? "(no heading)"} | ${readFace(image) ?? "(no image)"}`;
}

/**
 * Whether a key shows a value of its own: an image the plugin drew that is neither the setup mark nor an alert.
 * @param context The key.
 * @returns `true` once it does.
 */
function showsValue(context: string): boolean {
	const face = readFace(deck.host.keys.get(context)?.image);
	return face !== undefined && !face.startsWith(SETUP_MARK) && !face.startsWith(ALERT_MARK);
}

/**
 * Whether a dial's strip shows a value and what it is of.
 * @param context The dial.
 * @returns `true` once it does.
 */
function stripShowsValue(context: string): boolean {
	const { heading, value, status } = deck.host.keys.get(context)?.feedback ?? {};
	return typeof heading === "string" && heading !== "" && typeof value === "string" && value !== "" && !status;
}

/**
 * Shows a page of keys and dials, one of each per settings, and waits until the service has answered every read and
 * each shows what it was given.
 * @param slug The action.
 * @param settings The settings of each key and dial.
 * @returns The keys' and the dials' contexts, each in the order of the settings.
 */
async function showPage(slug: string, settings: JsonObject[]): Promise<{ keys: string[]; dials: string[] }> {
	const page: PageKey[] = [
		...settings.map((one) => ({ slug, settings: one })),
		...settings.map((one) => ({ slug, settings: one, options: { controller: "Encoder" as const } })),
	];
	const contexts = await placePage(deck.host, page);
	await waitForQuiet(deck.emulator);
	return { keys: contexts.slice(0, settings.length), dials: contexts.slice(settings.length) };
}

/**
 * One answer of the service to the action's reads, as it gave it to the page's keys: of every read it answered, the
 * one with the most in it (a top list read far enough for every place on the page).
 * @param endpoint The action's endpoint family, e.g. `ranking`.
 * @returns The answer's body.
 */
async function oneAnswer(endpoint: string): Promise<string> {
	const paths = new Set(
		deck.emulator.requests
			.filter((request) => request.status === 200 && request.segments[1] === endpoint)
			.map((request) => request.rawPath),
	);
	const bodies = await Promise.all([...paths].map(async (path) => (await fetch(`${deck.emulator.url}${path}`)).text()));
	expect(bodies.length, `no read of /api/${endpoint}/ was answered`).toBeGreaterThan(0);
	return bodies.reduce((most, body) => (body.length > most.length ? body : most));
}

/**
 * The heading a key image shows.
 * @param context The key.
 * @returns Its text; `undefined` while the image has none.
 */
function headingOf(context: string): string | undefined {
	const svg = decodeURIComponent(deck.host.keys.get(context)?.image ?? "");
	return /<text id="heading"[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];
}

describe("display keys at their true size", () => {
	it("a title the user types takes the heading's place at once, the value staying, and the heading comes back when it goes", async () => {
		const [key] = await placePage(deck.host, [{ slug: "show-top", settings: { topType: "currency" } }]);
		await expect.poll(() => headingOf(key), { timeout: DRAWN_WITHIN_MS }).toBe("Top Currency");
		const face = readFace(deck.host.keys.get(key)?.image);
		await deck.host.titleParametersDidChange(key, "Richest");
		await expect.poll(() => deck.host.keys.get(key)?.image?.includes("heading")).toBe(false);
		expect(readFace(deck.host.keys.get(key)?.image)).toBe(face);
		await deck.host.titleParametersDidChange(key, "");
		await expect.poll(() => headingOf(key)).toBe("Top Currency");
	});

	for (const slug of ACTION_SLUGS.filter((name) => isDisplaySpec(specOf(name)))) {
		const spec = specOf(slug);
		const settings = keySettings(spec);
		it(`${slug}: ${settings.length} keys and dials whose targets differ (${targetsOf(spec).join(", ")}) never look alike given one same answer, and read at 72 px`, async () => {
			expect(targetsOf(spec).length, "a display action without a target").toBeGreaterThan(0);
			// The service's own answer to one of these keys' reads, then that answer to every read of the page.
			await showPage(slug, settings);
			const answer = await oneAnswer(spec.endpoint);
			await clearDeck(deck.host);
			await forgetKeptValues(deck.host, connectionSettings(deck.emulator));
			deck.emulator.fault({ kind: "status", status: 200, body: answer, match: `/api/${spec.endpoint}/` });
			const { keys, dials } = await showPage(slug, settings);
			await expect
				.poll(() => [...keys.filter((key) => !showsValue(key)), ...dials.filter((dial) => !stripShowsValue(dial))], {
					timeout: DRAWN_WITHIN_MS,
				})
				.toEqual([]);
			// Images go at most ten a second: wait for the last of each, which the throttle sends after the gap.
			const imagesNow = (): string[] => keys.map((key) => deck.host.keys.get(key)?.image ?? "");
			await expect
				.poll(() => new Set(imagesNow()).size, {
					timeout: DRAWN_WITHIN_MS,
					message: imagesNow().map(described).join("\n"),
				})
				.toBe(settings.length);
			const images = imagesNow();
			const faces = images.map(described);
			// Each says what it shows, and nothing on it is under 8 px on a 72-pixel key.
			for (const [index, image] of images.entries()) {
				const svg = decodeURIComponent(image);
				expect(svg, faces[index]).toContain('id="heading"');
				expect(smallestTextAt72(svg), faces[index]).toBeGreaterThanOrEqual(8);
			}
			const strips = (): string[] =>
				dials.map((dial) => {
					const { heading, value } = deck.host.keys.get(dial)?.feedback ?? {};
					return `${String(heading)} | ${String(value)}`;
				});
			await expect.poll(() => new Set(strips()).size, { timeout: DRAWN_WITHIN_MS }).toBe(settings.length);
		}, 60_000);
	}
});
