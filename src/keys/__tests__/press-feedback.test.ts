import { describe, expect, it, vi } from "vitest";

vi.mock("@elgato/streamdeck", async () =>
	(await import("../../../test/support/streamdeck-stub")).streamDeckStub(async () => ({})),
);

const { afterFeedback } = await import("../press-feedback");

describe("afterFeedback", () => {
	it("runs a press's bookkeeping after the press's promises settled and before the next event", async () => {
		const order: string[] = [];
		// As in a press: the bookkeeping is asked for once the answer came, in a promise's continuation.
		await Promise.resolve();
		// An event that is already waiting to be read.
		setImmediate(() => order.push("next event"));
		afterFeedback(() => order.push("bookkeeping"));
		const feedback = (async () => {
			await null;
			await null;
			order.push("feedback");
		})();
		await feedback;
		await new Promise((resolve) => setImmediate(resolve));
		expect(order).toEqual(["feedback", "bookkeeping", "next event"]);
	});
});
