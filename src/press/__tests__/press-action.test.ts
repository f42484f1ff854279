import { afterEach, describe, expect, it, vi } from "vitest";

import { countingSpec, type ParseCount } from "../../__mocks__/counting-field";
import type { ValuesOf } from "../../contract/action-spec";
import { HOLD_FIELDS } from "../../contract/hold-fields";
import type { Press } from "../press-action";

/** The answers to `getGlobalSettings` the test gives; the demo channel needs no API key. */
const app = vi.hoisted(() => ({ answers: [] as ((settings: Record<string, unknown>) => void)[] }));

vi.mock("@elgato/streamdeck", async () =>
	(await import("../../../test/support/streamdeck-stub")).streamDeckStub(
		() => new Promise((resolve) => app.answers.push(resolve)),
	),
);

const { PressAction } = await import("../press-action");

/** How often the test spec's `value` was parsed. */
const count: ParseCount = { parses: 0 };

/** A spec whose `value` counts its parses, and that fires at once or once held. */
const spec = countingSpec(count, HOLD_FIELDS);

/** A press action that logs its steps with what they received, and fails a value `fail`. */
class TestAction extends PressAction<typeof spec> {
	/** The steps, in order. */
	public readonly log: string[];
	protected override readonly spec = spec;

	/**
	 * Creates the action.
	 * @param log Where the steps go, with the key's app calls.
	 */
	constructor(log: string[]) {
		super();
		this.log = log;
	}

	/**
	 * Logs the record.
	 * @param press The press.
	 */
	protected override record(press: Press<ValuesOf<typeof spec>>): void {
		this.log.push(`record ${press.values.value}`);
	}

	/**
	 * Logs the request; `fail` fails.
	 * @param press The key, its values and its channel.
	 */
	protected override async send(press: Press<ValuesOf<typeof spec>>): Promise<void> {
		this.log.push(`send ${press.values.value} ${press.gesture.kind === "key" ? press.gesture.times : ""}`.trim());
		if (press.values.value === "fail") throw new Error("refused");
	}
}

/**
 * A key that logs the app calls it gets.
 * @param id Its context.
 * @param log Where the calls go.
 * @returns The key.
 */
function fakeKey(id: string, log: string[]): never {
	const record = (call: string) => async () => void log.push(call);
	const key = {
		id,
		manifestId: spec.uuid,
		isKey: () => true,
		isDial: () => false,
		isInMultiAction: () => false,
		showOk: record("showOk"),
		showAlert: record("showAlert"),
		setImage: record("setImage"),
		setTitle: record("setTitle"),
	};
	return key as never;
}

/**
 * A key-down.
 * @param key The key.
 * @param settings Its settings.
 * @returns The event.
 */
function keyDown(key: never, settings: object): never {
	return { action: key, payload: { settings, isInMultiAction: false } } as never;
}

/**
 * Lets the bookkeeping that follows a press's signal run.
 */
async function settle(): Promise<void> {
	await new Promise((resolve) => setImmediate(resolve));
}

describe("PressAction", () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	it("waits for the global settings before its first press, then sends in the turn of the key-down", async () => {
		const log: string[] = [];
		const action = new TestAction(log);
		const key = fakeKey("first", log);
		const first = action.onKeyDown(keyDown(key, { value: "main" }));
		await Promise.resolve();
		expect(log).toEqual([]);
		app.answers[0]({ baseUrl: "demo" });
		await first;
		await settle();
		expect(log).toEqual(["send main 1", "showOk", "record main"]);
		// Known settings: the request leaves before the key-down's promise is awaited.
		const second = action.onKeyDown(keyDown(key, { value: "main" }));
		expect(log).toEqual(["send main 1", "showOk", "record main", "send main 1"]);
		await second;
	});

	it("runs settings, request, signal, then the record for undo; a failed press alerts and records nothing", async () => {
		const log: string[] = [];
		const action = new TestAction(log);
		const key = fakeKey("steps", log);
		await action.onKeyDown(keyDown(key, { value: "main" }));
		await settle();
		expect(log).toEqual(["send main 1", "showOk", "record main"]);
		log.length = 0;
		await action.onKeyDown(keyDown(key, { value: "fail" }));
		await settle();
		expect(log[0]).toBe("send fail 1");
		expect(log).toContain("showAlert");
		expect(log.join(" ")).not.toMatch(/showOk|record/);
	});

	it("refuses bad settings before anything is sent", async () => {
		const log: string[] = [];
		const action = new TestAction(log);
		await action.onKeyDown(keyDown(fakeKey("bad", log), { value: "" }));
		expect(log.join(" ")).not.toMatch(/send|showOk/);
		expect(log).toContain("showAlert");
	});

	it("parses a key's settings again only when an event carries other settings", async () => {
		const log: string[] = [];
		const action = new TestAction(log);
		const key = fakeKey("memo", log);
		count.parses = 0;
		await action.onKeyDown(keyDown(key, { value: "main" }));
		await action.onKeyDown(keyDown(key, { value: "main" }));
		expect(count.parses).toBe(1);
		await action.onKeyDown(keyDown(key, { value: "other" }));
		await action.onKeyDown(keyDown(key, { value: "other", channel: "" }));
		expect(count.parses).toBe(3);
		await settle();
	});

	it("fires a hold with the press its key-down prepared, without parsing again", async () => {
		vi.useFakeTimers();
		const log: string[] = [];
		const action = new TestAction(log);
		const key = fakeKey("held", log);
		count.parses = 0;
		await action.onKeyDown(keyDown(key, { value: "main", activation: "hold", holdMs: 300 }));
		expect(log.filter((call) => call.startsWith("send"))).toEqual([]);
		await vi.advanceTimersByTimeAsync(300);
		expect(log.filter((call) => call.startsWith("send"))).toEqual(["send main 1"]);
		expect(count.parses).toBe(1);
		action.onWillDisappear({ action: key, payload: { settings: {} } } as never);
	});
});
