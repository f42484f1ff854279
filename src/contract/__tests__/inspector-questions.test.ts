import { describe, expect, it } from "vitest";

import { answering, askIdOf } from "../inspector-questions";

describe("inspector questions", () => {
	it("gives an answer the id of the question it answers, and reads it back", () => {
		const answer = answering({ event: "getDiagnostics", askId: "a1-b2" }, { event: "diagnostics" });
		expect(answer).toEqual({ event: "diagnostics", askId: "a1-b2" });
		expect(askIdOf(answer)).toBe("a1-b2");
	});

	it("names no question for a message without an id, or with one that is not text", () => {
		for (const question of [null, "text", { event: "x" }, { askId: 7 }]) {
			expect(answering(question, { event: "y" })).toEqual({ event: "y" });
		}
		for (const payload of [undefined, null, 3, { askId: ["x"] }, { event: "y" }])
			expect(askIdOf(payload)).toBeUndefined();
	});
});
