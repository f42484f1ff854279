import { config } from "@elgato/eslint-config";

export default [
	{ ignores: ["node_modules/", "dist/", "*.sdPlugin/bin/", "*.sdPlugin/ui/", "coverage/", "test/.artifacts/"] },
	...config.recommended,
];
