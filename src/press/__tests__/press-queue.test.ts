import { describe, expect, it } from "vitest";

import { PressQueue } from "../press-queue";

/**
 * A press that records when it starts and finishes, and finishes only when told to.
 * @param log Where `start <name>` and `end <name>` are written.
 * @param name The press's name.
 * @returns The press and a function that finishes it (with an error to make it throw).
 */
function gatedPress(log: string[], name: string): { press: () => Promise<void>; finish: (error?: Error) => void } {
	let finish: (error?: Error) => void = () => undefined;
	const gate = new Promise<void>((resolve, reject) => {
		finish = (error) => (error ? reject(error) : resolve());
	});
	return {
		press: async () => {
			log.push(`start ${name}`);
			try {
				await gate;
			} finally {
				log.push(`end ${name}`);
			}
		},
		finish: (error) => finish(error),
	};
}

/**
 * Lets every pending promise callback run.
 */
async function settle(): Promise<void> {
	await new Promise((resolve) => setImmediate(resolve));
}

describe("PressQueue", () => {
	it("runs the presses of one key one after the other, in order", async () => {
		const queue = new PressQueue();
		const log: string[] = [];
		const presses = ["a", "b", "c"].map((name) => gatedPress(log, name));
		const done = presses.map(({ press }) => queue.run("key", press));
		await settle();
		expect(log).toEqual(["start a"]);
		presses[0].finish();
		await done[0];
		await settle();
		expect(log).toEqual(["start a", "end a", "start b"]);
		presses[2].finish();
		await settle();
		expect(log).toEqual(["start a", "end a", "start b"]);
		presses[1].finish();
		await Promise.all(done);
		expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
	});

	it("lets a press see the state the previous press left", async () => {
		const queue = new PressQueue();
		let locked = false;
		const seen: boolean[] = [];
		const toggle = async (): Promise<void> => {
			const wanted = !locked;
			seen.push(wanted);
			await new Promise((resolve) => setTimeout(resolve, 1));
			locked = wanted;
		};
		await Promise.all(Array.from({ length: 5 }, () => queue.run("lock", toggle)));
		expect(seen).toEqual([true, false, true, false, true]);
		expect(locked).toBe(true);
	});

	it("runs the presses of different keys at the same time", async () => {
		const queue = new PressQueue();
		const log: string[] = [];
		const a = gatedPress(log, "a");
		const b = gatedPress(log, "b");
		const doneA = queue.run("key-a", a.press);
		const doneB = queue.run("key-b", b.press);
		await settle();
		expect(log).toEqual(["start a", "start b"]);
		b.finish();
		await doneB;
		expect(log).toEqual(["start a", "start b", "end b"]);
		a.finish();
		await doneA;
	});

	it("settles each press's promise when that press is done, not before", async () => {
		const queue = new PressQueue();
		const log: string[] = [];
		const a = gatedPress(log, "a");
		let settled = false;
		void queue.run("key", a.press).then(() => (settled = true));
		await settle();
		expect(settled).toBe(false);
		a.finish();
		await settle();
		expect(settled).toBe(true);
	});

	it("passes a press's error to its caller only, and runs the next press", async () => {
		const queue = new PressQueue();
		const log: string[] = [];
		const failing = gatedPress(log, "failing");
		const next = gatedPress(log, "next");
		const failed = queue.run("key", failing.press);
		const after = queue.run("key", next.press);
		failing.finish(new Error("refused"));
		await expect(failed).rejects.toThrow("refused");
		await settle();
		expect(log).toEqual(["start failing", "end failing", "start next"]);
		next.finish();
		await expect(after).resolves.toBeUndefined();
	});

	it("passes a press that throws at once to its caller only", async () => {
		const queue = new PressQueue();
		const failed = queue.run("key", () => {
			throw new Error("sync");
		});
		const after = queue.run("key", async () => undefined);
		await expect(failed).rejects.toThrow("sync");
		await expect(after).resolves.toBeUndefined();
	});

	it("starts a key afresh once its queue ran empty", async () => {
		const queue = new PressQueue();
		const log: string[] = [];
		const first = gatedPress(log, "first");
		const done = queue.run("key", first.press);
		first.finish();
		await done;
		await settle();
		const second = gatedPress(log, "second");
		const secondDone = queue.run("key", second.press);
		await settle();
		expect(log).toEqual(["start first", "end first", "start second"]);
		second.finish();
		await secondDone;
	});
});
