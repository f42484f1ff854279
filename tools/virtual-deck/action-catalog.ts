import { access, readFile } from "node:fs/promises";
import { join } from "node:path";

import { inspectorPathOf, readManifest } from "../deck";

/** Where the deck page reaches the plugin folder (proxied to the host's static file server). */
export const PLUGIN_URL_PREFIX = "/plugin/";

/** Extensions the app tries for a manifest image path, in the order it prefers them. */
const IMAGE_EXTENSIONS = [".svg", "@2x.png", ".png", ".gif"] as const;

/**
 * What the deck page needs to know about one action, from the manifest.
 */
export interface ActionDescription {
	/** Full UUID. */
	uuid: string;
	/** Display name. */
	name: string;
	/** Tooltip. */
	tooltip: string;
	/** URL of the property inspector page, below {@link PLUGIN_URL_PREFIX}; empty when the action has none. */
	inspectorUrl: string;
	/** URL of the action list icon. */
	iconUrl?: string;
	/** URL of the dial icon. */
	encoderIconUrl?: string;
	/** URL of each state's image, by state. */
	stateImageUrls: (string | undefined)[];
	/** Title alignment of each state: `top`, `middle` or `bottom`. */
	titleAlignments: string[];
	/** Plugin-relative path of the touch strip layout file, or a built-in layout name such as `$A0`. */
	encoderLayout?: string;
	/** The manifest's description of the dial gestures. */
	triggerDescription?: Record<string, string>;
}

/**
 * One item of a touch strip layout (`layouts/*.json`).
 */
export interface LayoutItem {
	/** Feedback key that sets it. */
	key: string;
	/** `text`, `bar`, `gbar` or `pixmap`. */
	type: string;
	/** `[x, y, width, height]` in the 200 × 100 segment. */
	rect: [number, number, number, number];
	/** Other properties, as the layout file has them. */
	[property: string]: unknown;
}

/**
 * Reads the actions of a plugin's manifest and finds their images.
 * @param pluginDir The `.sdPlugin` folder.
 * @returns The actions, by UUID.
 */
export async function readActionCatalog(pluginDir: string): Promise<Map<string, ActionDescription>> {
	const catalog = new Map<string, ActionDescription>();
	const manifest = readManifest(pluginDir);
	for (const action of manifest.Actions) {
		const inspectorPath = inspectorPathOf(manifest, action);
		const states = action.States ?? [];
		catalog.set(action.UUID, {
			uuid: action.UUID,
			name: action.Name ?? action.UUID,
			tooltip: action.Tooltip ?? "",
			inspectorUrl: inspectorPath ? PLUGIN_URL_PREFIX + inspectorPath : "",
			iconUrl: await imageUrl(pluginDir, action.Icon),
			encoderIconUrl: await imageUrl(pluginDir, action.Encoder?.Icon),
			stateImageUrls: await Promise.all(states.map((state) => imageUrl(pluginDir, state.Image))),
			// The app centres a title vertically unless the manifest or the user says otherwise.
			titleAlignments: states.map((state) => state.TitleAlignment ?? "middle"),
			encoderLayout: action.Encoder?.layout,
			triggerDescription: action.Encoder?.TriggerDescription,
		});
	}
	return catalog;
}

/**
 * Reads a touch strip layout file of the plugin.
 * @param pluginDir The `.sdPlugin` folder.
 * @param layoutPath Plugin-relative path, e.g. `layouts/dial.json`.
 * @returns Its items; empty for a built-in layout (`$A0` …) or a file that cannot be read.
 */
export async function readLayout(pluginDir: string, layoutPath: string): Promise<LayoutItem[]> {
	if (layoutPath.startsWith("$")) {
		return [];
	}
	try {
		const layout = JSON.parse(await readFile(join(pluginDir, layoutPath), "utf8")) as {
			/** The items. */
			items?: LayoutItem[];
		};
		return Array.isArray(layout.items) ? layout.items : [];
	} catch {
		return [];
	}
}

/**
 * Finds the file behind a manifest image path (written without extension) and gives its URL on the deck page.
 * @param pluginDir The `.sdPlugin` folder.
 * @param path The manifest path, e.g. `imgs/actions/goal-add/key`.
 * @returns The URL, or `undefined` when no file matches.
 */
async function imageUrl(pluginDir: string, path: string | undefined): Promise<string | undefined> {
	if (!path) {
		return undefined;
	}
	for (const extension of IMAGE_EXTENSIONS) {
		try {
			await access(join(pluginDir, path + extension));
			return PLUGIN_URL_PREFIX + path + extension;
		} catch {
			// Try the next extension.
		}
	}
	return undefined;
}
