import type { JsonObject } from "@elgato/utils";
import { describe, expect, it } from "vitest";

import { type Endpoint, ENDPOINT_API_KEYS } from "../../src/contract/endpoints";
import { ACTION_SLUGS, connectionSettings } from "../../tools/deck";
import { specOf } from "../support/action-specs";
import { place, pressAndSettle, readFace, reasonsIn, settle, SETUP_MARK, useDeck } from "./deck";

const deck = useDeck();

/** The setup mark as {@link readFace} reads it. */
const SETUP_FACE = `${SETUP_MARK} Setup`;

/**
 * Waits until a condition holds, checking every 100 ms for at most 15 s (a loaded machine draws 14 keys slowly).
 * @param condition The condition.
 * @returns Whether it held.
 */
async function eventually(condition: () => boolean): Promise<boolean> {
	for (let round = 0; round < 150 && !condition(); round++) await settle(100);
	return condition();
}

/** Connection settings that lack something, and which kinds of key they leave an action without. */
const BROKEN_CONNECTIONS: { name: string; settings: (configured: JsonObject) => JsonObject; lacks: string[] }[] = [
	{ name: "no base URL", settings: (c) => ({ ...c, baseUrl: "" }), lacks: ["read", "write"] },
	{
		name: "a base URL refused by validation (http:// to another computer)",
		settings: (c) => ({ ...c, baseUrl: "http://example.com" }),
		lacks: ["read", "write"],
	},
	{ name: "no write key", settings: (c) => ({ ...c, writeKey: "" }), lacks: ["write"] },
	{ name: "no read key", settings: (c) => ({ ...c, readKey: " " }), lacks: ["read"] },
];

describe("every action's key shows the setup mark while its channel lacks what it needs", () => {
	for (const broken of BROKEN_CONNECTIONS) {
		it(`${broken.name}: marked keys refuse presses with Setup and send nothing, and recover once it is fixed`, async () => {
			const configured = connectionSettings(deck.emulator);
			await deck.host.setGlobalSettings(broken.settings(configured));
			const keys = new Map<string, string>();
			for (const slug of ACTION_SLUGS) keys.set(slug, await place(deck.host, slug, specOf(slug).example));
			const lacking = (slug: string): boolean => broken.lacks.includes(specOf(slug).apiKeyKind);
			const faceOf = (slug: string): string | undefined => readFace(deck.host.keys.get(keys.get(slug)!)?.image);
			const marked = ACTION_SLUGS.filter(lacking);
			expect(marked.length).toBeGreaterThan(0);
			await eventually(() => marked.every((slug) => faceOf(slug) === SETUP_FACE));
			expect(marked.filter((slug) => faceOf(slug) !== SETUP_FACE).map((slug) => [slug, faceOf(slug)])).toEqual([]);
			// The others are ready: none of them shows the mark once it settled.
			await settle(300);
			expect(ACTION_SLUGS.filter((slug) => !lacking(slug) && faceOf(slug) === SETUP_FACE)).toEqual([]);

			const sent = deck.emulator.requests.length;
			for (const slug of marked) {
				const outcome = await pressAndSettle(deck.host, keys.get(slug)!);
				expect([slug, outcome.feedback, reasonsIn(outcome.messages)]).toEqual([slug, "showAlert", ["Setup"]]);
			}
			// Nothing of the kind they lack reached the server (ready display keys of the other kind may poll).
			const lacksKeyOf = (family: string | undefined): boolean =>
				broken.lacks.includes(ENDPOINT_API_KEYS[family as Endpoint]);
			expect(deck.emulator.requests.slice(sent).filter((r) => lacksKeyOf(r.segments[1]))).toEqual([]);

			await deck.host.setGlobalSettings(configured);
			await eventually(() => marked.every((slug) => faceOf(slug) !== SETUP_FACE));
			expect(marked.filter((slug) => faceOf(slug) === SETUP_FACE)).toEqual([]);
		}, 60_000);
	}
});
