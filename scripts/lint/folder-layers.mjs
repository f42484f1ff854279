import boundaries from "eslint-plugin-boundaries";

/**
 * The folders of `src/` and what each may import besides itself. Every folder may use only folders listed before it
 * here, so that the folders form layers and no two folders import each other, however indirectly. `ui/` (the property
 * inspectors, a browser) may use only `src/contract`. `src/plugin.ts`, which wires them all, stands above them.
 */
export const FOLDER_LAYERS = {
	contract: [],
	api: ["contract"],
	demo: ["contract", "api"],
	polling: ["contract", "api"],
	render: ["contract", "api"],
	channels: ["contract", "api", "demo", "render"],

	undo: ["contract", "api", "render", "channels"],
	keys: ["contract", "api", "render", "channels"],
	diagnostics: ["contract", "api", "render", "channels", "keys"],
	press: ["contract", "api", "render", "channels", "keys"],
	display: ["contract", "api", "polling", "render", "channels", "keys"],
	widgets: ["contract", "api", "render", "channels", "undo", "keys", "press"],
	actions: ["contract", "api", "render", "channels", "undo", "keys", "press", "display", "widgets"],
};

/**
 * The ESLint configuration that enforces {@link FOLDER_LAYERS} with `eslint-plugin-boundaries`.
 * @param {string} [rootPath] The project's root; the folders' patterns are relative to it.
 * @returns {import("eslint").Linter.Config[]} The configuration.
 */
export function folderLayers(rootPath) {
	const folders = Object.keys(FOLDER_LAYERS);
	const allowed = (from, to) => ({
		from: { element: { type: from } },
		allow: { to: { element: { types: { anyOf: to } } } },
	});
	return [
		{
			files: ["src/**/*.ts", "ui/**/*.ts"],
			// Tests beside a module check it from outside, with whatever they need: they are not part of the layers.
			ignores: ["**/__tests__/**"],
			plugins: { boundaries },
			settings: {
				...(rootPath === undefined ? {} : { "boundaries/root-path": rootPath }),
				"import/resolver": { node: { extensions: [".ts", ".js", ".mjs"] } },
				"boundaries/elements": [
					...folders.map((folder) => ({ type: folder, pattern: `src/${folder}` })),
					{ type: "ui", pattern: "ui" },
				],
			},
			rules: {
				"boundaries/dependencies": [
					"error",
					{
						default: "disallow",
						policies: [
							...folders.map((folder) => allowed(folder, [folder, ...FOLDER_LAYERS[folder]])),
							allowed("ui", ["ui", "contract"]),
						],
					},
				],
			},
		},
	];
}
