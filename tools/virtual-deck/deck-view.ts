import type { ApiEmulator } from "../emulator/server";
import type { KeyView, StreamDeckHost } from "../host/stream-deck-host";
import { type ActionDescription, type LayoutItem, PLUGIN_URL_PREFIX, readLayout } from "./action-catalog";
import type { ActivityLog, ActivitySlice } from "./activity-log";
import { type ChannelView, deckChannelOf } from "./deck-connection";
import { type DeckDevice, deckDeviceOf } from "./deck-device";
import type { DeckProfiles } from "./deck-profiles";
import { ACTION_PREFIX } from "./sample-profile";
import { settingsCaption } from "./settings-caption";

/**
 * One key or dial as the deck page draws it.
 */
export interface SlotView {
	/** Instance context. */
	context: string;
	/** Action UUID. */
	action: string;
	/** Action slug, e.g. `goal-add`. */
	slug: string;
	/** Action name from the manifest. */
	name: string;
	/** Key or dial. */
	controller: "Encoder" | "Keypad";
	/** Column. */
	column: number;
	/** Row (keys). */
	row: number;
	/** Title the plugin set; absent when it set none (the user title is empty). */
	title?: string;
	/** What the key face shows: the plugin's image, else the manifest image of the current state. */
	imageUrl?: string;
	/** Current state. */
	state: number;
	/** Vertical title alignment of the current state. */
	titleAlignment: string;
	/** Touch strip feedback (dials). */
	feedback: Record<string, unknown>;
	/** Touch strip layout items (dials). */
	layout: LayoutItem[];
	/** Dial gestures, as the plugin or the manifest describes them. */
	triggerDescription?: Record<string, unknown>;
	/** Icon of the action (the dial icon for dials). */
	iconUrl?: string;
	/** `showOk` received so far. */
	okCount: number;
	/** `showAlert` received so far. */
	alertCount: number;
	/** Summary of the settings, e.g. `main +10`. */
	caption: string;
	/** Stored settings. */
	settings: Record<string, unknown>;
	/** URL of the property inspector on the deck page; empty when none. */
	inspectorUrl: string;
}

/**
 * Everything the deck page shows.
 */
export interface DeckView {
	/** Changes whenever something the page shows may have changed; the page long-polls on it. */
	version: number;
	/** Origin of the API emulator; its state page is at `/`. */
	emulatorUrl: string;
	/** Where the plugin's default channel gets its answers: the demo, the emulator, another server, or none. */
	channel: ChannelView;
	/** Whether the plugin process still runs. */
	pluginRunning: boolean;
	/** The device: its name, its keys and its dials, and how the page draws them. */
	device: DeckDevice;
	/** Keys, row by row. */
	keys: SlotView[];
	/** Dials, left to right. */
	dials: SlotView[];
	/** The profiles the deck opened (the one it started with, then each bundled profile the plugin switched to). */
	profiles: string[];
	/** The one on the device, by its index in {@link profiles}. */
	profile: number;
	/** The page of the profile on the device, from 0. */
	page: number;
	/** How many pages the profile has. */
	pageCount: number;
	/** The requests the plugin sent in the session, from the number the page asked for on. */
	activity: ActivitySlice;
}

/**
 * Turns what the host recorded into what the deck page draws.
 */
export class DeckViewBuilder {
	/** Touch strip layouts by plugin-relative path, read on first use. */
	private readonly layouts = new Map<string, Promise<LayoutItem[]>>();

	/**
	 * Creates a builder.
	 * @param host The Stream Deck host.
	 * @param emulator The API emulator.
	 * @param catalog The manifest's actions, by UUID.
	 * @param pluginDir The `.sdPlugin` folder, for layout files.
	 * @param profiles The deck's profiles and their pages.
	 * @param log The requests the plugin sent in the session, and its commands to the app.
	 */
	constructor(
		private readonly host: StreamDeckHost,
		private readonly emulator: ApiEmulator,
		private readonly catalog: Map<string, ActionDescription>,
		private readonly pluginDir: string,
		private readonly profiles: DeckProfiles,
		private readonly log: ActivityLog,
	) {}

	/**
	 * Builds the current view.
	 * @param since The lowest request number the page still needs; every request kept when absent.
	 * @returns The view.
	 */
	public async build(since?: number): Promise<DeckView> {
		const version = this.version();
		const slots: SlotView[] = [];
		for (const [context, key] of this.host.keys) {
			if (key.visible && key.coordinates) {
				slots.push(await this.slot(context, key));
			}
		}
		const byPosition = (a: SlotView, b: SlotView): number => a.row - b.row || a.column - b.column;
		return {
			version,
			emulatorUrl: this.emulator.url,
			channel: deckChannelOf(this.host.globalSettings, this.emulator.url),
			pluginRunning: this.host.pluginExit === undefined,
			device: deckDeviceOf(this.host.info.devices[0]),
			keys: slots.filter((slot) => slot.controller === "Keypad").sort(byPosition),
			dials: slots.filter((slot) => slot.controller === "Encoder").sort(byPosition),
			profiles: this.profiles.names,
			profile: this.profiles.profile,
			page: this.profiles.current,
			pageCount: this.profiles.count,
			activity: this.log.since(since),
		};
	}

	/**
	 * A number that changes whenever the plugin or the host did something.
	 * @returns The version.
	 */
	public version(): number {
		return this.host.messages.length + this.host.sentToPlugin.length + this.log.count + (this.host.pluginExit ? 1 : 0);
	}

	/**
	 * The layout items of a dial.
	 * @param key The dial.
	 * @param action Its manifest entry.
	 * @returns The items.
	 */
	private layoutOf(key: KeyView, action: ActionDescription | undefined): Promise<LayoutItem[]> {
		const path = key.feedbackLayout ?? action?.encoderLayout ?? "";
		let layout = this.layouts.get(path);
		if (!layout) {
			layout = readLayout(this.pluginDir, path);
			this.layouts.set(path, layout);
		}
		return layout;
	}

	/**
	 * Describes one key or dial.
	 * @param context Its context.
	 * @param key What the host recorded.
	 * @returns The slot.
	 */
	private async slot(context: string, key: KeyView): Promise<SlotView> {
		const action = this.catalog.get(key.action);
		const slug = key.action.startsWith(ACTION_PREFIX) ? key.action.slice(ACTION_PREFIX.length) : key.action;
		const isDial = key.controller === "Encoder";
		return {
			context,
			action: key.action,
			slug,
			name: action?.name ?? slug,
			controller: key.controller,
			column: key.coordinates?.column ?? 0,
			row: key.coordinates?.row ?? 0,
			title: key.title,
			imageUrl: pluginImageUrl(key.image) ?? action?.stateImageUrls[key.state] ?? action?.stateImageUrls[0],
			state: key.state,
			titleAlignment: action?.titleAlignments[key.state] ?? action?.titleAlignments[0] ?? "middle",
			feedback: key.feedback,
			layout: isDial ? await this.layoutOf(key, action) : [],
			triggerDescription: isDial ? (key.triggerDescription ?? action?.triggerDescription) : undefined,
			iconUrl: (isDial ? action?.encoderIconUrl : undefined) ?? action?.iconUrl,
			okCount: key.okCount,
			alertCount: key.alertCount,
			caption: settingsCaption(slug, key.settings, key.controller),
			settings: key.settings,
			inspectorUrl: action?.inspectorUrl ?? "",
		};
	}
}

/**
 * Where the page finds an image the plugin set: data URLs as they are, plugin-relative paths through the proxy.
 * @param image The `setImage` payload.
 * @returns The URL; `undefined` when the plugin set none (the key falls back to its state image).
 */
function pluginImageUrl(image: string | undefined): string | undefined {
	if (!image) return undefined;
	if (image.startsWith("data:")) return image;
	return PLUGIN_URL_PREFIX + image.replace(/^\/+/, "");
}
