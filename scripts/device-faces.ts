/**
 * What a Stream Deck + shows, read from what the built plugin sent to the host: each key's image (`setImage`, else
 * its state image from the manifest) and title, and each touch strip segment drawn from its layout and `setFeedback`.
 * No mark of the host's own (OK, alert triangle) is part of it: a key shows what the plugin drew.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

import type { StreamDeckHost } from "../tools/host/stream-deck-host";
import { type ActionDescription, PLUGIN_URL_PREFIX, readLayout } from "../tools/virtual-deck/action-catalog";
import { type StripItem, stripItems } from "../tools/virtual-deck/strip-items";

/** One key as the device shows it. */
export type KeyFace = {
	/** Column, from 0. */
	column: number;
	/** Row, from 0. */
	row: number;
	/** Its image, as a `data:` URL; empty when it has none. */
	image: string;
	/** The title drawn over it; empty when none. */
	title: string;
	/** Vertical place of the title: `top`, `middle` or `bottom`. */
	titleAlignment: string;
};

/** One touch strip segment (the part above a dial) as the device shows it. */
export type SegmentFace = {
	/** Dial position, from 0. */
	column: number;
	/** What it shows, pixmaps as `data:` URLs. */
	items: StripItem[];
};

/** Every key and touch strip segment of a device. */
export type DeviceFaces = {
	/** Keys, row by row. */
	keys: KeyFace[];
	/** Touch strip segments, left to right. */
	segments: SegmentFace[];
};

/**
 * Reads what the device of a host shows now.
 * @param host The Stream Deck host running the plugin.
 * @param pluginDir The `.sdPlugin` folder (manifest images, layouts).
 * @param catalog The manifest's actions, by UUID.
 * @returns The faces of the instances on screen.
 */
export async function readDeviceFaces(
	host: StreamDeckHost,
	pluginDir: string,
	catalog: Map<string, ActionDescription>,
): Promise<DeviceFaces> {
	const keys: KeyFace[] = [];
	const segments: SegmentFace[] = [];
	for (const view of host.keys.values()) {
		if (!view.visible || !view.coordinates) continue;
		const action = catalog.get(view.action);
		const { column, row } = view.coordinates;
		if (view.controller === "Keypad") {
			const fallback = action?.stateImageUrls[view.state] ?? action?.stateImageUrls[0];
			const image = view.image ?? fallback?.slice(PLUGIN_URL_PREFIX.length);
			keys.push({
				column,
				row,
				image: image ? await inlineImage(pluginDir, image) : "",
				title: view.title ?? "",
				titleAlignment: action?.titleAlignments[view.state] ?? "middle",
			});
		} else {
			const layout = await readLayout(pluginDir, view.feedbackLayout ?? action?.encoderLayout ?? "");
			const items = stripItems(layout, view.feedback);
			for (const item of items) {
				if (item.pixmap) item.pixmap = await inlineImage(pluginDir, item.pixmap);
			}
			segments.push({ column, items });
		}
	}
	keys.sort((a, b) => a.row - b.row || a.column - b.column);
	segments.sort((a, b) => a.column - b.column);
	return { keys, segments };
}

/**
 * An image the plugin names, as a `data:` URL.
 * @param pluginDir The `.sdPlugin` folder.
 * @param image A `data:` URL (kept) or a plugin-relative path.
 * @returns The `data:` URL.
 */
async function inlineImage(pluginDir: string, image: string): Promise<string> {
	if (image.startsWith("data:")) return image;
	const file = path.join(pluginDir, image.replace(/^\/+/, ""));
	const type = file.endsWith(".svg") ? "image/svg+xml" : file.endsWith(".gif") ? "image/gif" : "image/png";
	return `data:${type};base64,${(await readFile(file)).toString("base64")}`;
}
