import { beforeEach, describe, expect, it, vi } from "vitest";

/** The listeners the router subscribed, by the SDK function it subscribed with. */
const listeners = new Map<string, ((ev: unknown) => void)[]>();

/** What the router logged as failed. */
const errors: unknown[][] = [];

/**
 * An SDK subscription function that keeps its listener.
 * @param name Where it lives in the SDK, e.g. `actions.onKeyDown`.
 * @returns The function.
 */
function subscription(name: string): (listener: (ev: unknown) => void) => void {
	return (listener) => listeners.set(name, [...(listeners.get(name) ?? []), listener]);
}

vi.mock("@elgato/streamdeck", () => {
	const group = (prefix: string, names: string[]) =>
		Object.fromEntries(names.map((name) => [name, subscription(`${prefix}.${name}`)]));
	return {
		default: {
			actions: group("actions", [
				"onKeyDown",
				"onKeyUp",
				"onDialDown",
				"onDialUp",
				"onDialRotate",
				"onTouchTap",
				"onWillAppear",
				"onWillDisappear",
				"onTitleParametersDidChange",
				"onDidReceiveResources",
			]),
			settings: group("settings", ["onDidReceiveSettings"]),
			ui: group("ui", ["onSendToPlugin", "onDidAppear", "onDidDisappear"]),
			logger: { error: (...args: unknown[]) => errors.push(args) },
		},
	};
});

const { routeActionEvents } = await import("../action-router");

/** An action that records the events its handlers received. */
class RecordingAction {
	/** The events received, by handler. */
	public readonly received: [string, unknown][] = [];

	/**
	 * Creates the action.
	 * @param manifestId Its UUID.
	 */
	constructor(public readonly manifestId: string) {}

	/**
	 * Records a key-down.
	 * @param ev The event.
	 */
	public async onKeyDown(ev: unknown): Promise<void> {
		this.received.push(["onKeyDown", ev]);
	}

	/**
	 * Records a key that left, without a promise (as the contract's handler does).
	 * @param ev The event.
	 */
	public onWillDisappear(ev: unknown): void {
		this.received.push(["onWillDisappear", ev]);
	}
}

/**
 * An event for an action.
 * @param manifestId The action's UUID.
 * @returns The event.
 */
function eventFor(manifestId: string): { action: { manifestId: string } } {
	return { action: { manifestId } };
}

/**
 * Sends an event to every listener subscribed with one SDK function.
 * @param name The function, e.g. `actions.onKeyDown`.
 * @param ev The event.
 */
function emit(name: string, ev: unknown): void {
	for (const listener of listeners.get(name) ?? []) listener(ev);
}

describe("routeActionEvents", () => {
	beforeEach(() => {
		listeners.clear();
		errors.length = 0;
	});

	it("subscribes one listener per kind of event, however many actions there are", () => {
		const actions = Array.from({ length: 14 }, (_, index) => new RecordingAction(`com.test.action-${index}`));
		routeActionEvents(actions as never);
		expect(listeners.size).toBe(14);
		for (const [name, subscribed] of listeners) expect(subscribed, name).toHaveLength(1);
	});

	it("hands each event to the action its UUID names, and to no other", () => {
		const first = new RecordingAction("com.test.first");
		const second = new RecordingAction("com.test.second");
		routeActionEvents([first, second] as never);
		const down = eventFor("com.test.second");
		const gone = eventFor("com.test.first");
		emit("actions.onKeyDown", down);
		emit("actions.onWillDisappear", gone);
		emit("actions.onKeyDown", eventFor("com.test.unknown"));
		// An event whose handler the action does not have goes nowhere.
		emit("actions.onDialRotate", eventFor("com.test.first"));
		expect(second.received).toEqual([["onKeyDown", down]]);
		expect(first.received).toEqual([["onWillDisappear", gone]]);
		expect(errors).toEqual([]);
	});

	it("logs a handler that rejects or throws, and goes on routing", async () => {
		const failing = new RecordingAction("com.test.failing");
		failing.onKeyDown = async () => {
			throw new Error("broken press at http://127.0.0.1/api/goals/secret-write-key/actions/add/main/1");
		};
		failing.onWillDisappear = () => {
			throw new Error("broken leave");
		};
		routeActionEvents([failing] as never);
		emit("actions.onKeyDown", eventFor("com.test.failing"));
		emit("actions.onWillDisappear", eventFor("com.test.failing"));
		await vi.waitFor(() => expect(errors).toHaveLength(2));
		expect(errors.map(([message]) => message).sort()).toEqual([
			"com.test.failing onKeyDown failed: Unexpected Error",
			"com.test.failing onWillDisappear failed: Unexpected Error",
		]);
		// An unexpected error's text, which could quote a URL with an API key, stays out of the log.
		expect(JSON.stringify(errors)).not.toContain("secret-write-key");
	});
});
