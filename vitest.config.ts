import { defineConfig } from "vitest/config";

export default defineConfig({
	test: {
		testTimeout: 30_000,
		hookTimeout: 60_000,
		// expect.poll waits for what a test expects; its default of 1 s is shorter than one busy moment of a loaded
		// 2-core machine (a plugin's log line, a page's redraw), and a poll that succeeds sooner ends sooner.
		expect: { poll: { timeout: 5000 } },
		// Ends the run with one loud line when no browser was found (see tools/browser/chromium-path.ts).
		reporters: ["default", "./test/support/missing-browser-reporter.ts"],
		// A temporary folder of the run's own, deleted at its end (and on Ctrl+C); the run fails when a test left
		// anything in it (see test/support/run-temp-folder.ts).
		globalSetup: ["./test/support/run-temp-folder.ts"],
		// `npm run test:coverage` (scripts/coverage/run.mjs) turns this on, adds the coverage of the plugin processes the
		// tests launch, and prints the result; this part alone is what the test files reach in Vitest's own processes.
		coverage: {
			provider: "v8",
			include: ["src/**/*.ts", "ui/lib/**/*.ts"],
			exclude: ["**/__tests__/**", "**/__mocks__/**"],
			// The same remapping as for the plugin bundle, so that both sides count the same statements.
			experimentalAstAwareRemapping: true,
			reporter: [["json", { file: "coverage-final.json" }]],
			reportsDirectory: "coverage/in-process",
			// The figure is printed whatever the tests say; the run still fails when one does.
			reportOnFailure: true,
		},
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
					include: [
						"test/**/*.test.ts",
						"src/**/*.test.ts",
						"ui/**/*.test.ts",
						"tools/**/*.test.ts",
						"scripts/**/*.test.ts",
					],
					exclude: ["test/browser/**"],
					pool: "forks",
				},
			},
		],
	},
});
