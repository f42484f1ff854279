import { afterEach, describe, expect, it, vi } from "vitest";

import { countingSpec, type ParseCount } from "../../__mocks__/counting-field";
import type { ValuesOf } from "../../contract/action-spec";
import { HOLD_FIELDS } from "../../contract/hold-fields";
import type { Press } from "../request-action";

// The demo channel needs no API key: a key that names it is ready to send.
vi.mock("@elgato/streamdeck", async () =>
	(await import("../../../test/support/streamdeck-stub")).streamDeckStub(async () => ({ baseUrl: "demo" })),
);

const { RequestAction } = await import("../request-action");
const { KeyDisplay } = await import("../../render/key-display");

/** How often the test spec's `value` was parsed. */
const count: ParseCount = { parses: 0 };

/** A spec whose `value` counts its parses, and that fires at once or once held. */
const spec = countingSpec(count, HOLD_FIELDS);

/** What one press's `send` received. */
type Sent = {
	/** The parsed value. */
	value: string;
	/** Whether the press came with its channel's client. */
	client: boolean;
};

/** A one-request action that records what its `send` received. */
class TestAction extends RequestAction<typeof spec> {
	/** What each press sent. */
	public readonly sent: Sent[] = [];
	protected override readonly spec = spec;

	/**
	 * Records the press.
	 * @param press The key, its values and its channel.
	 */
	protected override async send(press: Press<ValuesOf<typeof spec>>): Promise<void> {
		this.sent.push({ value: press.values.value, client: press.channel.client !== undefined });
	}
}

/**
 * A key that records the app calls it gets.
 * @param id Its context.
 * @returns The key and its calls.
 */
function fakeKey(id: string): { key: never; calls: string[] } {
	const calls: string[] = [];
	const record = (call: string) => async () => void calls.push(call);
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
	return { key: key as never, calls };
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

describe("RequestAction", () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	it("reads a press's settings once and sends the parsed values with the resolved channel", async () => {
		const action = new TestAction();
		const { key, calls } = fakeKey("press");
		count.parses = 0;
		await action.onKeyDown(keyDown(key, { value: " main " }));
		expect(count.parses).toBe(1);
		expect(action.sent).toEqual([{ value: "main", client: true }]);
		expect(calls).toContain("showOk");
		KeyDisplay.release("press");
	});

	it("refuses bad settings with the one reading's refusal, and sends nothing", async () => {
		const action = new TestAction();
		const { key, calls } = fakeKey("bad");
		count.parses = 0;
		await action.onKeyDown(keyDown(key, { value: "" }));
		expect(count.parses).toBe(1);
		expect(action.sent).toEqual([]);
		expect(calls).toContain("showAlert");
		KeyDisplay.release("bad");
	});

	it("fires a hold with the values its key-down read, without reading them again", async () => {
		vi.useFakeTimers();
		const action = new TestAction();
		const { key } = fakeKey("held");
		count.parses = 0;
		await action.onKeyDown(keyDown(key, { value: "main", activation: "hold", holdMs: 300 }));
		expect(action.sent).toEqual([]);
		await vi.advanceTimersByTimeAsync(300);
		expect(action.sent).toEqual([{ value: "main", client: true }]);
		expect(count.parses).toBe(1);
		action.onWillDisappear({ action: key, payload: { settings: {} } } as never);
	});
});
