import type { JsonObject } from "@elgato/utils";

import type { DeviceKind } from "./device-kinds";
import type { WireObject } from "./wire-message";

/**
 * A position on the device: column and row of a key, or column (row 0) of a dial.
 */
export type Coordinates = {
	/** Column, from 0 at the left. */
	column: number;
	/** Row, from 0 at the top. */
	row: number;
};

/**
 * Where and how an action instance appears.
 */
export interface AppearOptions {
	/** Full action UUID, e.g. `com.channel.bare.fetch`. */
	action: string;
	/** Instance context; a new one is generated when absent. */
	context?: string;
	/** Settings stored for the instance. */
	settings?: JsonObject;
	/** `Keypad` (default) or `Encoder` (a dial). */
	controller?: "Encoder" | "Keypad";
	/** Position on the device; the next free key or dial slot when absent. */
	coordinates?: Coordinates;
	/** Key state (0 or 1); defaults to 0. */
	state?: number;
	/** The title the user typed in the app for this key; none by default. */
	userTitle?: string;
	/** Whether the key is part of a multi-action (keys only). */
	isInMultiAction?: boolean;
	/** Which device the instance is on, by index (see `HostOptions.devices`); the first unless given. */
	device?: number;
}

/**
 * What an action instance currently shows, as the app would render it.
 */
export interface KeyView {
	/** Action UUID. */
	action: string;
	/** Key or dial. */
	controller: "Encoder" | "Keypad";
	/** Stored settings. */
	settings: JsonObject;
	/**
	 * The title the key shows: the user's own when they typed one (the plugin's `setTitle` cannot replace it), else the
	 * one the plugin set for the current state; `undefined` when neither.
	 */
	title?: string;
	/** The image the key shows: the one the plugin set for the current state; `undefined` for the manifest's. */
	image?: string;
	/** The titles the plugin set, by state: `setTitle` without a state sets both. */
	stateTitles: [string | undefined, string | undefined];
	/** The images the plugin set, by state: `setImage` without a state sets both. */
	stateImages: [string | undefined, string | undefined];
	/** The title the user typed in the app; `""` when none. */
	userTitle: string;
	/** Current state. */
	state: number;
	/** Merged feedback of every `setFeedback` (dials). */
	feedback: WireObject;
	/** Last layout set with `setFeedbackLayout`. */
	feedbackLayout?: string;
	/** Last trigger description set with `setTriggerDescription`. */
	triggerDescription?: WireObject;
	/** Number of `showOk` received. */
	okCount: number;
	/** Number of `showAlert` received. */
	alertCount: number;
	/** `true` between `willAppear` and `willDisappear`. */
	visible: boolean;
	/** Position on the device; absent inside a multi-action. */
	coordinates?: Coordinates;
	/** Whether the key is part of a multi-action. */
	isInMultiAction: boolean;
	/** Index of the device the instance is on. */
	device: number;
}

/**
 * Hands out free positions on one device: keys fill its grid row by row, dials its dials left to right, each starting
 * over once all are taken.
 */
export class DeviceSlots {
	/** Next dial position. */
	private nextDial = 0;

	/** Next key position. */
	private nextKey = 0;

	/**
	 * Slots of one device.
	 * @param kind The device's kind.
	 */
	constructor(private readonly kind: DeviceKind) {}

	/**
	 * The next free position.
	 * @param controller Key or dial.
	 * @returns The coordinates.
	 */
	public next(controller: "Encoder" | "Keypad"): Coordinates {
		const { dials, size, name } = this.kind;
		if (controller === "Encoder") {
			if (dials === 0) throw new Error(`a ${name} has no dials`);
			return { column: this.nextDial++ % dials, row: 0 };
		}
		const slot = this.nextKey++ % (size.columns * size.rows);
		return { column: slot % size.columns, row: Math.floor(slot / size.columns) };
	}
}

/**
 * The view of an instance that (re)appears; what the options leave out comes from its previous view, if any.
 * @param options Which action, where, with what settings.
 * @param previous The instance's view before it disappeared.
 * @param slots Positions for an instance placed nowhere yet.
 * @returns The new view, visible.
 */
export function createKeyView(options: AppearOptions, previous: KeyView | undefined, slots: DeviceSlots): KeyView {
	const controller = options.controller ?? "Keypad";
	const isInMultiAction = controller === "Keypad" && (options.isInMultiAction ?? false);
	const coordinates = isInMultiAction
		? undefined
		: (options.coordinates ?? previous?.coordinates ?? slots.next(controller));
	const view: KeyView = {
		action: options.action,
		controller,
		settings: structuredClone(options.settings ?? previous?.settings ?? {}),
		state: options.state ?? previous?.state ?? 0,
		stateTitles: [undefined, undefined],
		stateImages: [undefined, undefined],
		userTitle: options.userTitle ?? previous?.userTitle ?? "",
		feedback: previous?.feedback ?? {},
		feedbackLayout: previous?.feedbackLayout,
		okCount: previous?.okCount ?? 0,
		alertCount: previous?.alertCount ?? 0,
		visible: true,
		coordinates,
		isInMultiAction,
		device: options.device ?? previous?.device ?? 0,
	};
	showCurrentState(view);
	return view;
}

/**
 * The payload the app attaches to an instance's events: keys carry state and `isInMultiAction`, dials do not.
 * @param view The instance.
 * @returns The payload.
 */
export function instancePayload(view: KeyView): WireObject {
	const settings = structuredClone(view.settings);
	if (view.controller === "Encoder") {
		return { controller: "Encoder", coordinates: view.coordinates, resources: {}, settings };
	}
	if (view.isInMultiAction) {
		return { controller: "Keypad", isInMultiAction: true, resources: {}, settings, state: view.state };
	}
	return {
		controller: "Keypad",
		coordinates: view.coordinates,
		isInMultiAction: false,
		resources: {},
		settings,
		state: view.state,
	};
}

/**
 * Updates what an instance shows after a display command from the plugin.
 * @param view The instance.
 * @param event Command name.
 * @param payload Command payload.
 */
export function applyToView(view: KeyView, event: string, payload: WireObject): void {
	switch (event) {
		case "setTitle":
			setForStates(view.stateTitles, payload.state, typeof payload.title === "string" ? payload.title : undefined);
			break;
		case "setImage":
			setForStates(view.stateImages, payload.state, typeof payload.image === "string" ? payload.image : undefined);
			break;
		case "setState":
			if (payload.state === 0 || payload.state === 1) {
				view.state = payload.state;
			}
			break;
		case "setFeedback":
			view.feedback = { ...view.feedback, ...payload };
			break;
		case "setFeedbackLayout":
			view.feedbackLayout = typeof payload.layout === "string" ? payload.layout : undefined;
			break;
		case "setTriggerDescription":
			view.triggerDescription = { ...payload };
			break;
		case "showOk":
			view.okCount++;
			break;
		case "showAlert":
			view.alertCount++;
			break;
		default:
			break;
	}
	showCurrentState(view);
}

/**
 * Sets what the user typed as the key's title in the app: it shows instead of any title the plugin set.
 * @param view The instance.
 * @param title The user's title; `""` for none.
 */
export function setUserTitle(view: KeyView, title: string): void {
	view.userTitle = title;
	showCurrentState(view);
}

/**
 * Sets a state's value, or both states' when the command names none, as the app does.
 * @param values The values by state.
 * @param state The command's `state`.
 * @param value The new value.
 */
function setForStates(
	values: [string | undefined, string | undefined],
	state: unknown,
	value: string | undefined,
): void {
	if (state === 0 || state === 1) {
		values[state] = value;
	} else {
		values[0] = value;
		values[1] = value;
	}
}

/**
 * Updates what the key shows from its current state and the user's title.
 * @param view The instance.
 */
function showCurrentState(view: KeyView): void {
	const state = view.state === 1 ? 1 : 0;
	view.image = view.stateImages[state];
	view.title = view.userTitle === "" ? view.stateTitles[state] : view.userTitle;
}
