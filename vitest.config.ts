import { defineConfig } from "vitest/config";

export default defineConfig({
	test: {
		testTimeout: 30_000,
		hookTimeout: 60_000,
		// Ends the run with one loud line when no browser was found (see test/support/chromium-path.ts).
		reporters: ["default", "./test/support/missing-browser-reporter.ts"],
		// Most files spend their time waiting for the plugin's own clocks (a 10 s request timeout, the 5 s shortest
		// refresh, a reason shown for 2 s), not on the CPU; vitest's default on a 2-core machine is one worker, which
		// runs them one after the other. Four at once (`--maxWorkers` overrides), each with its own plugin and emulator.
		maxWorkers: 4,
		// The browser files are the ones that load the CPU (Chromium): one at a time, beside the others.
		poolOptions: { threads: { maxThreads: 1, minThreads: 1 } },
		projects: [
			{ extends: true, test: { name: "browser", include: ["test/browser/**/*.test.ts"], pool: "threads" } },
			{
				extends: true,
				test: {
					name: "node",
					include: ["test/**/*.test.ts", "src/**/*.test.ts", "ui/**/*.test.ts", "scripts/**/*.test.ts"],
					exclude: ["test/browser/**"],
					pool: "forks",
				},
			},
		],
	},
});
