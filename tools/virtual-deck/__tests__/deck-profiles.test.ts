import { describe, expect, it } from "vitest";

import type { AppearOptions, StreamDeckHost } from "../../host/stream-deck-host";
import { DeckProfiles } from "../deck-profiles";
import type { ProfileEntry } from "../profile-pages";

/** What the app told the plugin, in order: `appear <slug> <context>` and `disappear <context>`. */
type Told = string[];

/**
 * A host that keeps only what the deck's profiles use of it: the instances, and what it told the plugin.
 * @returns The host and its record.
 */
function recordingHost(): { host: StreamDeckHost; told: Told } {
	const told: Told = [];
	const keys = new Map<string, { action: string; visible: boolean }>();
	let next = 0;
	const host = {
		keys,
		appear: (options: AppearOptions): Promise<string> => {
			const context = options.context ?? `c${next++}`;
			keys.set(context, { action: options.action, visible: true });
			told.push(`appear ${options.action.split(".").at(-1)} ${context}`);
			return Promise.resolve(context);
		},
		disappear: (context: string): Promise<void> => {
			keys.get(context)!.visible = false;
			told.push(`disappear ${context}`);
			return Promise.resolve();
		},
	};
	return { host: host as unknown as StreamDeckHost, told };
}

/**
 * A key entry.
 * @param slug The action.
 * @param page Its page.
 * @returns The entry.
 */
function key(slug: string, page = 0): ProfileEntry {
	return { slug, controller: "Keypad", column: 0, row: 0, settings: {}, page };
}

describe("the profiles of the virtual deck", () => {
	it("puts a profile it opens on the device, and goes back to the one before on the page it showed", async () => {
		const { host, told } = recordingHost();
		const profiles = new DeckProfiles(host, { name: "sample", entries: [key("goal-lock"), key("goal-add", 1)] });
		await profiles.show(1);
		await profiles.open("profiles/starter-plus", () => [key("undo"), key("warnings")]);
		expect(profiles.names).toEqual(["sample", "profiles/starter-plus"]);
		expect([profiles.profile, profiles.current, profiles.count]).toEqual([1, 0, 1]);
		expect(await profiles.back()).toBe(true);
		expect([profiles.profile, profiles.current]).toEqual([0, 1]);
		// Opened again, the profile is the one the deck keeps: its instances come back, nothing is read again.
		await profiles.open("profiles/starter-plus", () => {
			throw new Error("read twice");
		});
		expect(told).toEqual([
			"appear goal-add c0",
			"disappear c0",
			"appear undo c1",
			"appear warnings c2",
			"disappear c1",
			"disappear c2",
			"appear goal-add c0",
			"disappear c0",
			"appear undo c1",
			"appear warnings c2",
		]);
	});

	it("changes nothing when a profile cannot be read or has no such page, or there is none to go back to", async () => {
		const { host, told } = recordingHost();
		const profiles = new DeckProfiles(host, { name: "sample", entries: [key("goal-lock")] });
		await profiles.show(0);
		expect(await profiles.back()).toBe(false);
		await expect(
			profiles.open("profiles/missing", () => {
				throw new Error("no such file");
			}),
		).rejects.toThrow("no such file");
		await expect(profiles.open("profiles/starter-plus", () => [key("undo")], 2)).rejects.toThrow(
			"profiles/starter-plus has no page 3",
		);
		await expect(profiles.showProfile(1)).rejects.toThrow(RangeError);
		await expect(profiles.show(1)).rejects.toThrow(RangeError);
		expect(profiles.names).toEqual(["sample"]);
		expect([profiles.profile, profiles.current]).toEqual([0, 0]);
		expect(told).toEqual(["appear goal-lock c0"]);
	});
});
