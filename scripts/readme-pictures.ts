/**
 * The README's key pictures: one per action of the manifest, named after the action, plus a few that show a feature.
 * Each action's picture is what the built plugin itself draws on a key placed with its spec's `example`, on the demo
 * channel (a display key shows the demo's answer; Undo, the change a tap of the first key that makes one made), without
 * the demo's band: so a new action has its picture without being named here, and a picture changes when the plugin's
 * drawing does. Two features are drawn by the plugin the same
 * way from an example with a setting changed; two passing states (a hold under way, an alert) by its renderer.
 */
import type { JsonObject } from "@elgato/utils";
import { readFileSync } from "node:fs";
import path from "node:path";

import { ACTION_SPECS } from "../src/actions/action-catalogue";
import { DEMO_BASE_URL } from "../src/contract/base-url";
import { renderAlertFace } from "../src/render/alert-face";
import { ACCENTS, renderKeyFace } from "../src/render/key-face";
import { svgOfDataUrl } from "../src/render/svg";
import { ACTION_PREFIX, ACTION_SLUGS, readManifest, startDeck } from "../tools/deck";
import { PLUGIN_DIR } from "../tools/host/plugin-paths";
import type { StreamDeckHost } from "../tools/host/stream-deck-host";
import { isUndoableChange } from "../tools/virtual-deck/sample-profile";

/** A Stream Deck XL: the keys of one batch of pictures, eight columns of four. */
const DEVICE = { type: 2, columns: 8, rows: 4 } as const;

/** Longest the plugin may take to draw one batch of keys, or Undo's face after a change. */
const DRAWN_MS = 20_000;

/** How often the drawing is looked at meanwhile. */
const LOOK_MS = 25;

/** One key to picture: its file's name, its action and its settings. */
type PictureKey = {
	/** The picture's name: `docs/keys/<name>.svg`. */
	name: string;
	/** The action's slug. */
	slug: string;
	/** The key's settings. */
	settings: JsonObject;
};

/** Pictures of features, drawn by the plugin from an action's example with one setting changed. */
const FEATURE_KEYS: readonly PictureKey[] = [
	{ name: "goal-add-hold-remove", slug: "goal-add", settings: { holdAction: "remove" } },
	{ name: "highlight", slug: "warnings", settings: { highlight: "above", highlightValue: 1 } },
];

/** Pictures of passing states, which no key at rest shows: a key being held, and a key's alert. */
const PASSING_STATES: Readonly<Record<string, string>> = {
	hold: renderKeyFace({ accent: ACCENTS.currency, label: "Hold", value: "60%", progress: 0.6 }),
	alert: renderAlertFace("Key?"),
};

/**
 * The picture of each action of the manifest and of each feature, as SVG documents, from the built plugin.
 * @returns SVG text by name (`goal-add` for `docs/keys/goal-add.svg`), the manifest's actions first, in its order.
 */
export async function readmePictures(): Promise<Map<string, string>> {
	const examples = new Map(ACTION_SPECS.map((spec) => [spec.uuid.slice(ACTION_PREFIX.length), spec.example]));
	const keys: PictureKey[] = [
		...ACTION_SLUGS.map((slug) => ({ name: slug, slug, settings: exampleOf(examples, slug) })),
		...FEATURE_KEYS.map((key) => ({ ...key, settings: { ...exampleOf(examples, key.slug), ...key.settings } })),
	];
	const deck = await startDeck({ globalSettings: () => ({ baseUrl: DEMO_BASE_URL }), deviceTypes: [DEVICE.type] });
	const pictures = new Map<string, string>();
	try {
		const perBatch = DEVICE.columns * DEVICE.rows;
		for (let first = 0; first < keys.length; first += perBatch) {
			for (const [name, svg] of await drawn(deck.host, keys.slice(first, first + perBatch))) pictures.set(name, svg);
		}
	} finally {
		await deck.close();
	}
	for (const [name, svg] of Object.entries(PASSING_STATES)) pictures.set(name, `${svg}\n`);
	return pictures;
}

/**
 * An action's example settings.
 * @param examples The examples by slug.
 * @param slug The action.
 * @returns Its example.
 * @throws When the catalogue has no spec of the action.
 */
function exampleOf(examples: ReadonlyMap<string, object>, slug: string): JsonObject {
	const example = examples.get(slug);
	if (!example) throw new Error(`the action catalogue has no spec of ${slug}, which the manifest lists`);
	return example as JsonObject;
}

/**
 * Places keys on the device, waits until the plugin drew each one's face on the demo channel, and takes them off. Undo
 * tells of the changes made before it: its picture is taken after a tap of the first key that makes one.
 * @param host The host running the plugin.
 * @param keys The keys, at most a device's worth.
 * @returns Each key's face, without the demo's band, by picture name.
 */
async function drawn(host: StreamDeckHost, keys: readonly PictureKey[]): Promise<Map<string, string>> {
	const contexts = await host.appearAll(
		keys.map((key, index) => ({
			action: ACTION_PREFIX + key.slug,
			settings: key.settings,
			coordinates: { column: index % DEVICE.columns, row: Math.floor(index / DEVICE.columns) },
		})),
	);
	const manifestImages = new Map(keys.map((key) => [key.slug, manifestKeyImages(key.slug)]));
	const faceOf = (index: number): string | undefined =>
		ownFace(host.keys.get(contexts[index])?.image, manifestImages.get(keys[index].slug) ?? []);
	await until(
		host,
		() => keys.every((_, index) => faceOf(index) !== undefined),
		() => `a face of its own for ${keys.filter((_, index) => faceOf(index) === undefined).map((key) => key.name)}`,
	);
	const faces = new Map(keys.map((key, index) => [key.name, `${faceOf(index)!}\n`]));
	const undo = keys.findIndex((key) => key.name === "undo");
	const change = keys.findIndex((key) => isUndoableChange(key));
	if (undo >= 0 && change >= 0) {
		const resting = faceOf(undo);
		await host.press(contexts[change]);
		await until(
			host,
			() => faceOf(undo) !== resting,
			() => `Undo to tell of a tap of ${keys[change].name}`,
		);
		faces.set(keys[undo].name, `${faceOf(undo)!}\n`);
	}
	for (const context of contexts) await host.disappear(context);
	return faces;
}

/**
 * Waits, bounded, until the plugin drew what a picture needs.
 * @param host The host running the plugin.
 * @param check Whether it did.
 * @param what What is awaited, for the error.
 * @throws When it does not within {@link DRAWN_MS}, or the plugin exited.
 */
async function until(host: StreamDeckHost, check: () => boolean, what: () => string): Promise<void> {
	for (let waited = 0; !check(); waited += LOOK_MS) {
		if (waited >= DRAWN_MS || host.pluginExit !== undefined) {
			throw new Error(`the README's pictures waited ${DRAWN_MS} ms in vain for ${what()}`);
		}
		await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
	}
}

/**
 * The face a key shows once the plugin drew it on the demo channel, without the demo's band: an image with the band
 * (the plugin has its channel) that is not the manifest's image redrawn under the band (a display key before its
 * answer).
 * @param image The key's image, as the plugin set it.
 * @param manifestImages The manifest's key images of its action, one per state.
 * @returns The SVG document; `undefined` while the key does not show such a face yet.
 */
export function ownFace(image: string | undefined, manifestImages: readonly string[]): string | undefined {
	const svg = svgOfDataUrl(image)?.trim();
	const band = svg?.lastIndexOf('<g id="demo">') ?? -1;
	if (svg === undefined || band < 0 || !svg.endsWith("</g></svg>")) return undefined;
	if (manifestImages.some((manifestImage) => svg.includes(manifestImage))) return undefined;
	return `${svg.slice(0, band)}</svg>`;
}

/**
 * The manifest's key images of an action, as the plugin redraws them under the demo's band: each state's SVG
 * document without its XML declaration.
 * @param slug The action.
 * @returns The documents; none when the manifest names none.
 */
function manifestKeyImages(slug: string): string[] {
	const action = readManifest(PLUGIN_DIR).Actions.find((candidate) => candidate.UUID === ACTION_PREFIX + slug);
	return (action?.States ?? [])
		.flatMap((state) => (state.Image === undefined ? [] : [state.Image]))
		.map((image) =>
			readFileSync(path.join(PLUGIN_DIR, `${image}.svg`), "utf8")
				.replace(/^<\?xml[^>]*\?>\s*/, "")
				.trim(),
		)
		.filter((svg) => svg !== "");
}
