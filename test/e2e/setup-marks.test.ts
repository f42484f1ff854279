import type { JsonObject } from "@elgato/utils";
import { describe, expect, it } from "vitest";

import { ACTION_SLUGS, connectionSettings } from "../../tools/deck";
import { place, pressAndSettle, readFace, reasonsIn, settle, SETUP_MARK, useDeck } from "./deck";

const deck = useDeck();

/** Settings with which each action of the manifest is ready to send, once its channel is. */
const READY_SETTINGS: Readonly<Record<string, JsonObject>> = {
	"goal-add": { widgetId: "main", value: 1 },
	"goal-lock": { widgetId: "main" },
	"goal-action": { widgetId: "main", goalAction: "add", value: 1 },
	"streamathon-add-seconds": { widgetId: "main", seconds: 60 },
	"streamathon-lock": { widgetId: "main" },
	"streamathon-action": { widgetId: "main", streamathonAction: "add_seconds", value: 5 },
	"custom-event": { value: "hello" },
	"show-top": {},
	warnings: { viewer: "night owl" },
	"currency-balance": { viewer: "night owl" },
	"currency-set": { viewer: "night owl", amount: 5 },
	"currency-remove": { viewer: "night owl", amount: 1 },
	"custom-data": { dataKey: "song" },
	undo: {},
};

/** The actions whose requests carry the read key (CONTRACT.md, global settings); every other one carries the write key. */
const READ_ACTIONS = new Set(["show-top", "warnings"]);

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
	it("the table covers every action of the manifest", () => {
		expect(Object.keys(READY_SETTINGS).sort()).toEqual([...ACTION_SLUGS].sort());
	});

	for (const broken of BROKEN_CONNECTIONS) {
		it(`${broken.name}: marked keys refuse presses with Setup and send nothing, and recover once it is fixed`, async () => {
			const configured = connectionSettings(deck.emulator);
			await deck.host.setGlobalSettings(broken.settings(configured));
			const keys = new Map<string, string>();
			for (const slug of ACTION_SLUGS) keys.set(slug, await place(deck.host, slug, READY_SETTINGS[slug]));
			const lacking = (slug: string): boolean => broken.lacks.includes(READ_ACTIONS.has(slug) ? "read" : "write");
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
			expect(deck.emulator.requests.slice(sent).filter((r) => lacking(slugOfPath(r.segments[1])))).toEqual([]);

			await deck.host.setGlobalSettings(configured);
			await eventually(() => marked.every((slug) => faceOf(slug) !== SETUP_FACE));
			expect(marked.filter((slug) => faceOf(slug) === SETUP_FACE)).toEqual([]);
		}, 60_000);
	}
});

/**
 * An action whose requests go to an endpoint family, by the kind of key it carries.
 * @param family The path's first segment after `/api/`.
 * @returns A slug of an action of that kind.
 */
function slugOfPath(family: string | undefined): string {
	return family === "ranking" ? "show-top" : family === "warnings" ? "warnings" : "goal-add";
}
