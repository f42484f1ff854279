import { describe, expect, it, vi } from "vitest";

import { ACCENT, type Count, countLook, type CountSettings, FakeDial, FakeKey } from "../../__mocks__/display-fakes";
import { ApiError } from "../../contract/errors";
import { KeyRenderer } from "../key-renderer";

// The renderer must draw without the Stream Deck SDK: importing it at run time fails every test here.
vi.mock("@elgato/streamdeck", () => {
	throw new Error("The Stream Deck SDK was imported.");
});

const ALICE: Count = { name: "alice", count: 3 };
const OFFLINE = new ApiError("network", "The server cannot be reached.");

/**
 * A renderer drawing on a fake key, its titles going straight to the key.
 * @returns The renderer and its key.
 */
function onKey(): { renderer: KeyRenderer<CountSettings, Count, FakeKey>; key: FakeKey } {
	const key = new FakeKey();
	return { renderer: new KeyRenderer<CountSettings, Count, FakeKey>(key, countLook, (target) => target), key };
}

/**
 * A renderer drawing on a fake dial.
 * @returns The renderer and its dial.
 */
function onDial(): { renderer: KeyRenderer<CountSettings, Count>; dial: FakeDial } {
	const dial = new FakeDial();
	return {
		renderer: new KeyRenderer<CountSettings, Count>(dial, countLook, () => {
			throw new Error("A dial has no title to set.");
		}),
		dial,
	};
}

describe("KeyRenderer on a key", () => {
	it("draws the value on the image in the action's colour and the title from the template", () => {
		const { renderer, key } = onKey();
		renderer.showValue(ALICE, { titleTemplate: "{name}: {value}" });
		expect(key.messages.map((message) => message.kind)).toEqual(["title", "image"]);
		expect(key.titles()).toEqual(["alice: 3"]);
		expect(key.face()).toEqual({
			heading: "Count",
			label: "alice",
			value: "3",
			badge: undefined,
			stale: false,
			accent: ACCENT,
			reason: undefined,
			setup: false,
		});
	});

	it("gives the heading's place to a title the user typed, as a press key gives its words, and takes it back", () => {
		const { renderer, key } = onKey();
		renderer.showValue(ALICE, {});
		expect(key.face()).toMatchObject({ heading: "Count", label: "alice", value: "3" });
		for (const place of ["top", "middle", "bottom"] as const) {
			key.titlePlace = place;
			renderer.redraw({});
			expect(key.face(), place).toMatchObject({ heading: undefined, label: "alice", value: "3" });
		}
		renderer.showProblem(OFFLINE);
		expect(key.face()).toMatchObject({ heading: undefined, value: "3", stale: true });
		key.titlePlace = undefined;
		renderer.redraw({});
		expect(key.face()).toMatchObject({ heading: "Count", value: "3", stale: true });
	});

	it("leaves the title to the user when there is no template", () => {
		const { renderer, key } = onKey();
		renderer.showValue(ALICE, {});
		renderer.showValue(ALICE, { titleTemplate: "  " });
		expect(key.titles()).toEqual([undefined, undefined]);
		expect(key.face()?.value).toBe("3");
	});

	it("marks the last value stale when a refresh fails, keeping it and the title", () => {
		const { renderer, key } = onKey();
		renderer.showValue(ALICE, { titleTemplate: "{value}" });
		renderer.showProblem(OFFLINE);
		expect(key.titles()).toEqual(["3"]);
		expect(key.images()).toHaveLength(2);
		expect(key.face()).toMatchObject({ label: "alice", value: "3", stale: true });
	});

	it("keeps the stale mark when the value is drawn again for new settings, and drops it with a fresh value", () => {
		const { renderer, key } = onKey();
		renderer.showValue(ALICE, {});
		renderer.showProblem(OFFLINE);
		renderer.redraw({ titleTemplate: "{name}" });
		expect(key.face()).toMatchObject({ value: "3", stale: true });
		expect(key.titles().at(-1)).toBe("alice");
		renderer.showValue({ name: "alice", count: 4 }, {});
		expect(key.face()).toMatchObject({ value: "4", stale: false });
	});

	it("shows the alert face with the short reason, and the user's title, when there is no value", () => {
		const { renderer, key } = onKey();
		renderer.showProblem(OFFLINE);
		expect(key.messages.map((message) => message.kind)).toEqual(["image", "title"]);
		expect(key.face()).toMatchObject({ reason: "network", label: "", value: "", stale: false });
		expect(key.titles()).toEqual([undefined]);
	});

	it("draws nothing again when it has no value", () => {
		const { renderer, key } = onKey();
		renderer.redraw({ titleTemplate: "{name}" });
		expect(key.messages).toEqual([]);
	});

	it("forgets a value: clears the image, draws it no more, and a later problem shows the reason, not the value", () => {
		const { renderer, key } = onKey();
		renderer.showValue(ALICE, {});
		renderer.showProblem(OFFLINE);
		renderer.forget();
		expect(key.images().at(-1)).toBeUndefined();
		const sent = key.messages.length;
		renderer.redraw({});
		expect(key.messages).toHaveLength(sent);
		renderer.showProblem(OFFLINE);
		expect(key.messages.slice(sent).map((message) => message.kind)).toEqual(["image", "title"]);
		expect(key.face()).toMatchObject({ reason: "network", value: "" });
		renderer.showValue({ name: "bob", count: 1 }, {});
		expect(key.face()).toMatchObject({ label: "bob", value: "1", stale: false });
	});

	it("drops a value without a message", () => {
		const { renderer, key } = onKey();
		renderer.showValue(ALICE, {});
		const sent = key.messages.length;
		renderer.drop();
		renderer.redraw({});
		expect(key.messages).toHaveLength(sent);
		renderer.showProblem(OFFLINE);
		expect(key.face()?.reason).toBe("network");
	});

	it("draws on a key that left the deck without throwing or leaving a rejection behind", async () => {
		const { renderer, key } = onKey();
		key.gone = true;
		const rejections: unknown[] = [];
		const onRejection = (reason: unknown): void => {
			rejections.push(reason);
		};
		process.on("unhandledRejection", onRejection);
		try {
			expect(() => {
				renderer.showValue(ALICE, { titleTemplate: "{value}" });
				renderer.showProblem(OFFLINE);
				renderer.forget();
				renderer.showProblem(OFFLINE);
			}).not.toThrow();
			await new Promise((resolve) => setTimeout(resolve, 10));
		} finally {
			process.off("unhandledRejection", onRejection);
		}
		// The value's image and title, the stale face, the image and title a forgotten value leaves, the alert face.
		expect(key.messages).toHaveLength(7);
		expect(rejections).toEqual([]);
	});
});

describe("KeyRenderer on a dial", () => {
	it("writes the value on the touch strip and clears its status", () => {
		const { renderer, dial } = onDial();
		renderer.showValue(ALICE, {});
		expect(dial.feedback).toEqual([
			{ heading: "Count", value: "alice 3", indicator: { value: 3, enabled: true }, status: "" },
		]);
	});

	it("shows a problem as the strip's status, and draws the value again with its new settings", () => {
		const { renderer, dial } = onDial();
		renderer.showValue(ALICE, {});
		renderer.showProblem(OFFLINE);
		renderer.redraw({});
		expect(dial.feedback).toEqual([
			{ heading: "Count", value: "alice 3", indicator: { value: 3, enabled: true }, status: "" },
			{ status: "network" },
			{ heading: "Count", value: "alice 3", indicator: { value: 3, enabled: true }, status: "" },
		]);
	});

	it("hides the strip's bar for a value without a natural scale, and shows it again for one with a scale", () => {
		const dial = new FakeDial();
		const look = {
			...countLook,
			strip: (value: Count) => ({ heading: "Count", value: value.name, indicator: undefined }),
		};
		const renderer = new KeyRenderer<CountSettings, Count>(dial, look, () => {
			throw new Error("A dial has no title to set.");
		});
		renderer.showValue(ALICE, {});
		expect(dial.feedback).toEqual([{ heading: "Count", value: "alice", indicator: { enabled: false }, status: "" }]);
		const scaled = new KeyRenderer<CountSettings, Count>(dial, countLook, () => {
			throw new Error("A dial has no title to set.");
		});
		scaled.showValue(ALICE, {});
		expect(dial.feedback.at(-1)).toMatchObject({ indicator: { value: 3, enabled: true } });
	});

	it("clears a dial's value, bar and status when a value is forgotten, keeping its heading, and draws it no more", () => {
		const { renderer, dial } = onDial();
		renderer.showValue(ALICE, {});
		renderer.forget();
		renderer.redraw({});
		expect(dial.feedback).toHaveLength(2);
		expect(dial.feedback[1]).toEqual({ value: "", indicator: { enabled: false }, status: "" });
	});
});
