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
		ignores: ["src/**/__tests__/**"],
		rules: { "max-lines": ["error", { max: 300 }] },
	},
	{
		// A test's name says what it checks; inline fixtures need no JSDoc of their own.
		files: ["**/*.test.ts"],
		rules: { "jsdoc/require-jsdoc": "off" },
	},
];
