import { config } from "@elgato/eslint-config";

import { folderLayers } from "./scripts/lint/folder-layers.mjs";

export default [
	{
		ignores: [
			"node_modules/",
			"dist/",
			"*.sdPlugin/bin/",
			"*.sdPlugin/ui/",
			"coverage/",
			"test/.artifacts/",
			"test/fixtures/folder-cycle/",
		],
	},
	...config.recommended,
	{
		// The tools (the API emulator, the Stream Deck host, the virtual deck) serve the tests, the bench and the
		// scripts; tests and their support serve no one but the tests.
		files: ["src/**/*.ts", "ui/**/*.ts", "tools/**/*.ts", "scripts/**/*.{ts,mjs}", "bench/**/*.ts"],
		rules: {
			"no-restricted-imports": [
				"error",
				{
					patterns: [
						{ group: ["**/test/**"], message: "Only tests import from test/: move what is shared to tools/." },
					],
				},
			],
		},
	},
	{
		// The plugin and its inspectors ship: the tools stay out of them (their tests may use them).
		files: ["src/**/*.ts", "ui/**/*.ts"],
		ignores: ["**/__tests__/**", "**/__mocks__/**"],
		rules: {
			"no-restricted-imports": [
				"error",
				{
					patterns: [
						{
							group: ["**/tools/**", "**/test/**"],
							message: "The plugin and its inspectors ship: tools and tests stay out.",
						},
					],
				},
			],
		},
	},
	{
		// The settings specs and the rules they use are shared with the property inspectors (a browser): nothing from
		// Node, the SDK or the plugin's Stream Deck side may enter them. Their tests run in Node and may read files.
		files: ["src/contract/**/*.ts"],
		ignores: ["src/contract/**/__tests__/**"],
		rules: {
			"no-restricted-imports": [
				"error",
				{
					patterns: [
						{
							group: [
								"node:*",
								"@elgato/*",
								"ws",
								"valibot",
								"**/tools/**",
								"**/test/**",
							],
							message:
								"Settings specs run in the property inspector too: keep them free of Node, the SDK and plugin code.",
						},
					],
					paths: ["fs", "http", "https", "net", "os", "path", "url", "events", "stream", "crypto", "child_process"],
				},
			],
		},
	},
	// Folders form layers: none imports a folder above it, and the inspectors import only src/contract.
	...folderLayers(),
	{
		// A module longer than a screenful or two holds more than one concept: split it by concept.
		files: ["src/**/*.ts"],
		ignores: ["src/**/__tests__/**", "src/__mocks__/**"],
		rules: { "max-lines": ["error", { max: 300 }] },
	},
	{
		// A test's name says what it checks; inline fixtures need no JSDoc of their own.
		files: ["**/*.test.ts"],
		rules: { "jsdoc/require-jsdoc": "off" },
	},
];
