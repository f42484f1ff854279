import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { portsProblem } from "../start-ports";

/** The check `npm start` runs before it builds. */
const CHECK = join(import.meta.dirname, "..", "check-ports.ts");

/** The tsx of the project, as `npm start` runs it. */
const TSX = join(import.meta.dirname, "..", "..", "..", "node_modules", ".bin", "tsx");

/** How a run of the check ended. */
type CheckOutcome = {
	/** Its exit code. */
	code: number;
	/** What it wrote to stderr. */
	stderr: string;
};

/**
 * Runs the check with some variables set (bounded: it is killed after 45 s).
 * @param env The variables.
 * @returns How it ended.
 */
function runCheck(env: Record<string, string>): Promise<CheckOutcome> {
	return new Promise((resolve) => {
		execFile(TSX, [CHECK], { env: { ...process.env, ...env }, timeout: 45_000 }, (error, _stdout, stderr) => {
			resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : -1, stderr });
		});
	});
}

/**
 * Starts listening on a free loopback port, as another program would.
 * @returns The server and its port.
 */
async function occupyPort(): Promise<{ server: Server; port: number }> {
	const server = createServer();
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return { server, port: (server.address() as AddressInfo).port };
}

describe("npm start checks its ports before it builds", { timeout: 60_000 }, () => {
	let busy: { server: Server; port: number };
	/** A port nobody listens on (one was listened on and closed). */
	let free: number;

	beforeAll(async () => {
		busy = await occupyPort();
		const closed = await occupyPort();
		free = closed.port;
		await new Promise((resolve) => closed.server.close(resolve));
	});

	afterAll(async () => {
		await new Promise((resolve) => busy.server.close(resolve));
	});

	it("runs the check first, so that nothing is built when a port is taken", () => {
		const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
		expect(scripts.start.split(" && ")[0]).toBe("tsx tools/virtual-deck/check-ports.ts");
		expect(scripts.start.indexOf("check-ports")).toBeLessThan(scripts.start.indexOf("npm run build"));
	});

	it("names the deck page's busy port and how to choose another, on stderr, and exits non-zero", async () => {
		// The one run of the command itself: what it prints and how it exits; the cases below ask its function.
		const outcome = await runCheck({ PORT: String(busy.port), EMULATOR_PORT: "" });
		expect(outcome.code).toBe(1);
		expect(outcome.stderr).toBe(`${await portsProblem({ PORT: String(busy.port) })}\n`);
		expect(outcome.stderr).toContain(
			`Port ${busy.port} on 127.0.0.1 (PORT, the virtual deck's page) is already in use.`,
		);
		expect(outcome.stderr).toContain(`PORT=${busy.port + 1} npm start`);
	});

	it("names the emulator's busy port when it is fixed", async () => {
		const problem = await portsProblem({ PORT: String(free), EMULATOR_PORT: String(busy.port) });
		expect(problem).toContain(`Port ${busy.port} on 127.0.0.1 (EMULATOR_PORT, the API emulator) is already in use.`);
		expect(problem).toContain(`EMULATOR_PORT=${busy.port + 1} npm start`);
	});

	it("finds nothing to say when the ports are free, or the emulator's is left to chance", async () => {
		expect(await portsProblem({ PORT: String(free), EMULATOR_PORT: "" })).toBeUndefined();
		expect(await portsProblem({ PORT: String(free) })).toBeUndefined();
	});

	it("refuses a port that is not one, naming the variable", async () => {
		expect(await portsProblem({ PORT: "http", EMULATOR_PORT: "" })).toBe(
			"PORT must be an integer from 0 to 65535, got http",
		);
		expect(await portsProblem({ PORT: String(free), EMULATOR_PORT: "70000" })).toBe(
			"EMULATOR_PORT must be an integer from 0 to 65535, got 70000",
		);
	});
});
