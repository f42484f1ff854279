import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * One property inspector page: an action's `PropertyInspectorPath` in the manifest, its script and its title.
 * @typedef {{ html: string, name: string, entry: string, title: string }} InspectorPage
 */

/**
 * The property inspector pages the manifest names, each built from `ui/pages/<name>.ts` into `<name>.js` beside
 * `<name>.html`. The manifest is the one list: an action's page needs its script and nothing else, and a script
 * that no action names fails the build rather than being left out unnoticed.
 * @param {{ manifest: string, pagesDir: string }} options The manifest's path and the folder of the pages' scripts.
 * @returns {InspectorPage[]} The pages, in the manifest's order.
 */
export function inspectorPages({ manifest, pagesDir }) {
	/** @type {{ Actions?: { Name?: string, UUID?: string, PropertyInspectorPath?: string }[] }} */
	const { Actions = [] } = JSON.parse(readFileSync(manifest, "utf8"));
	/** @type {Map<string, InspectorPage>} */
	const pages = new Map();
	for (const action of Actions) {
		const html = action.PropertyInspectorPath;
		if (html === undefined || pages.has(html)) continue;
		const match = /^ui\/([a-z0-9-]+)\.html$/.exec(html);
		if (!match) {
			throw new Error(`${manifest}: ${action.UUID}'s PropertyInspectorPath "${html}" must be ui/<name>.html.`);
		}
		const [, name] = match;
		const entry = path.join(pagesDir, `${name}.ts`);
		pages.set(html, { html, name, entry, title: action.Name ?? name });
	}
	const named = new Set([...pages.values()].map((page) => `${page.name}.ts`));
	const scripts = readdirSync(pagesDir).filter((file) => file.endsWith(".ts"));
	for (const page of pages.values()) {
		if (!scripts.includes(`${page.name}.ts`)) {
			throw new Error(`${manifest} names ${page.html}, but its script ${page.entry} does not exist.`);
		}
	}
	const unused = scripts.filter((file) => !named.has(file));
	if (unused.length > 0) {
		throw new Error(`${path.join(pagesDir, unused[0])} is no action's PropertyInspectorPath in ${manifest}.`);
	}
	return [...pages.values()];
}

/**
 * Builds the property inspector pages the manifest names: makes each page's script an entry of the build (its
 * `input`, read anew at every build so that a watched build follows the manifest) and writes each page's HTML from
 * one template, filling `{{title}}` (the action's name) and `{{script}}` (its built script), so that an action's page
 * needs no HTML file of its own.
 * @param {{ manifest: string, pagesDir: string, template: string }} options The manifest's path, the folder of the
 * pages' scripts and the template's path.
 * @returns {import("rollup").Plugin} The rollup plugin.
 */
export function inspectorPageBuild({ manifest, pagesDir, template }) {
	/** @type {InspectorPage[]} */
	let pages = [];
	return {
		name: "inspector-pages",
		options(inputOptions) {
			pages = inspectorPages({ manifest, pagesDir });
			return { ...inputOptions, input: Object.fromEntries(pages.map((page) => [page.name, page.entry])) };
		},
		buildStart() {
			this.addWatchFile(manifest);
			this.addWatchFile(template);
		},
		generateBundle() {
			const text = readFileSync(template, "utf8");
			for (const page of pages) {
				const values = { title: escapeHtml(page.title), script: `${page.name}.js` };
				const source = text.replace(/\{\{(\w+)\}\}/g, (placeholder, key) => {
					if (!Object.hasOwn(values, key)) this.error(`${template}: unknown placeholder ${placeholder}.`);
					return values[key];
				});
				this.emitFile({ type: "asset", fileName: path.posix.relative("ui", page.html), source });
			}
		},
	};
}

/**
 * Escapes text for an HTML element's content.
 * @param {string} text The text.
 * @returns {string} The escaped text.
 */
function escapeHtml(text) {
	return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
