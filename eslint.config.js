import { config } from "@elgato/eslint-config";

export default [
	{ ignores: ["node_modules/", "dist/", "*.sdPlugin/bin/", "*.sdPlugin/ui/", "coverage/", "test/.artifacts/"] },
	...config.recommended,
	{
		// A test's name says what it checks; inline fixtures need no JSDoc of their own.
		files: ["**/*.test.ts"],
		rules: { "jsdoc/require-jsdoc": "off" },
	},
];
