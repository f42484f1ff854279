import type { JsonObject } from "@elgato/utils";
import { describe, expect, it, vi } from "vitest";

import { countingSpec, type ParseCount } from "../../__mocks__/counting-field";

// The app never sends the global settings: the contract must not need them.
vi.mock("@elgato/streamdeck", async () =>
	(await import("../../../test/support/streamdeck-stub")).streamDeckStub(() => new Promise(() => undefined)),
);

const { CompanionAction } = await import("../companion-action");
const { KeyState } = await import("../key-state");
const { globalSettings } = await import("../../channels/global-settings");
const { sameSettings } = await import("../settings-read");

/** How often the test spec's `value` was parsed. */
const count: ParseCount = { parses: 0 };

/** A spec whose one field counts its parses. */
const spec = countingSpec(count);

/** A key state that counts how often it was disposed. */
class CountedKey extends KeyState {
	/** How often {@link CountedKey.end} ran. */
	public ended = 0;

	/**
	 * Counts the ending.
	 */
	protected override end(): void {
		this.ended++;
	}
}

/** An action of the contract that records what its handlers received. */
class TestAction extends CompanionAction<typeof spec, CountedKey> {
	/** Values each settings change received. */
	public readonly received: unknown[] = [];
	/** Keys told that the channels changed. */
	public readonly told: string[] = [];
	protected override readonly spec = spec;

	/**
	 * Keeps a key's state, as a kind does when its key appears.
	 * @param id The key's context.
	 * @returns The state.
	 */
	public appear(id: string): CountedKey {
		return this.adopt(new CountedKey(fakeKey(id)));
	}

	/**
	 * The state of a key.
	 * @param id Its context.
	 * @returns The state, while on screen.
	 */
	public stateOf(id: string): CountedKey | undefined {
		return this.keyOf(id);
	}

	/**
	 * Records the channels change.
	 * @param key The key.
	 */
	protected override channelsChanged(key: CountedKey): void {
		this.told.push(key.action.id);
	}

	/**
	 * Records the values a settings change hands down.
	 * @param _action The key.
	 * @param settings Its settings.
	 */
	protected override settingsChanged(_action: unknown, settings: JsonObject): void {
		const read = this.read(settings);
		this.received.push(read.ok ? read.values.value : "refused");
	}
}

/**
 * A key as the SDK hands it over, as far as the contract uses it.
 * @param id Its context.
 * @returns The key.
 */
function fakeKey(id: string): never {
	return { id, isKey: () => true, isDial: () => false } as never;
}

/**
 * A key's disappearance.
 * @param id Its context.
 * @returns The event.
 */
function disappear(id: string): never {
	return { action: fakeKey(id), payload: { settings: {} } } as never;
}

describe("CompanionAction", () => {
	it("reads an event's settings once and hands the values down", async () => {
		const action = new TestAction();
		count.parses = 0;
		await action.onDidReceiveSettings({ action: fakeKey("a"), payload: { settings: { value: " main " } } } as never);
		expect(count.parses).toBe(1);
		expect(action.received).toEqual(["main"]);
		await action.onDidReceiveSettings({ action: fakeKey("a"), payload: { settings: { value: "" } } } as never);
		expect(count.parses).toBe(2);
		expect(action.received).toEqual(["main", "refused"]);
	});

	it("counts settings as the same only when every value is the same text, number, boolean or null", () => {
		expect(sameSettings({ a: "x", b: 1, c: true, d: null }, { d: null, c: true, b: 1, a: "x" })).toBe(true);
		expect(sameSettings({ a: "x" }, { a: "x", b: 1 })).toBe(false);
		expect(sameSettings({ a: "x", b: 1 }, { a: "x", c: 1 })).toBe(false);
		expect(sameSettings({ a: 1 }, { a: "1" })).toBe(false);
		const list = ["x"];
		// Objects and lists are read again, even the same one: nothing proves they were not changed in place.
		expect(sameSettings({ a: list }, { a: list })).toBe(false);
	});

	it("disposes a key's state once when it disappears, and forgets it", () => {
		const action = new TestAction();
		const key = action.appear("gone");
		action.onWillDisappear(disappear("gone"));
		action.onWillDisappear(disappear("gone"));
		key.dispose();
		expect(key.ended).toBe(1);
		expect(key.disposed).toBe(true);
		expect(action.stateOf("gone")).toBeUndefined();
	});

	it("disposes the state a key's new appearance replaces", () => {
		const action = new TestAction();
		const first = action.appear("again");
		const second = action.appear("again");
		expect(first.ended).toBe(1);
		expect(second.ended).toBe(0);
		expect(action.stateOf("again")).toBe(second);
		action.onWillDisappear(disappear("again"));
	});

	it("tells the keys on screen, and only those, when the connection settings change", async () => {
		const action = new TestAction();
		action.appear("stays");
		action.appear("leaves");
		action.onWillDisappear(disappear("leaves"));
		// The store tells its listeners of settings that differ from those it holds.
		await globalSettings.writeChannels([{ id: "default", name: "", baseUrl: "https://api.example.com" }]);
		expect(action.told).toEqual(["stays"]);
	});
});
