import streamDeck, { type SingletonAction } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { describeError } from "../render/reasons";

/** What every action event carries: the action, whose UUID in the manifest says which class handles it. */
type RoutedEvent = {
	/** The key or dial, or the context of one that left. */
	readonly action: {
		/** The action's UUID. */
		readonly manifestId: string;
	};
};

/** Subscribes one listener to one kind of event, for every action of the plugin. */
type Subscribe = (listener: (ev: RoutedEvent) => void) => unknown;

/** A handler of a {@link SingletonAction}, as the router calls it. */
type Handler = (this: SingletonAction<JsonObject>, ev: RoutedEvent) => Promise<void> | void;

/** The names of the handlers an action may have. */
type HandlerName = keyof SingletonAction & `on${string}`;

const { actions: actionEvents, settings: settingsEvents, ui: inspectorEvents } = streamDeck;

/** How to hear each kind of event an action may handle, by the name of the action's handler. */
const ROUTES: Readonly<Record<HandlerName, Subscribe>> = {
	onKeyDown: actionEvents.onKeyDown.bind(actionEvents),
	onKeyUp: actionEvents.onKeyUp.bind(actionEvents),
	onDialDown: actionEvents.onDialDown.bind(actionEvents),
	onDialUp: actionEvents.onDialUp.bind(actionEvents),
	onDialRotate: actionEvents.onDialRotate.bind(actionEvents),
	onTouchTap: actionEvents.onTouchTap.bind(actionEvents),
	onWillAppear: actionEvents.onWillAppear.bind(actionEvents),
	onWillDisappear: actionEvents.onWillDisappear.bind(actionEvents),
	onTitleParametersDidChange: actionEvents.onTitleParametersDidChange.bind(actionEvents),
	onDidReceiveResources: actionEvents.onDidReceiveResources.bind(actionEvents),
	onDidReceiveSettings: settingsEvents.onDidReceiveSettings.bind(settingsEvents),
	onSendToPlugin: inspectorEvents.onSendToPlugin.bind(inspectorEvents),
	onPropertyInspectorDidAppear: inspectorEvents.onDidAppear.bind(inspectorEvents),
	onPropertyInspectorDidDisappear: inspectorEvents.onDidDisappear.bind(inspectorEvents),
};

/**
 * Hands the app's events to the plugin's actions, with one listener per kind of event for all of them: each event
 * goes to the action its UUID names. The SDK's `registerAction` adds a listener per action and kind, and each of
 * them looks the key up and builds an event object, so with fourteen actions a key-down ran fourteen listeners before
 * the pressed key's request could leave. A handler that fails is logged, without any API key its error quotes; it
 * never becomes an unhandled rejection.
 * @param actions The plugin's actions, one per UUID of the manifest.
 */
export function routeActionEvents(actions: readonly SingletonAction<JsonObject>[]): void {
	const byUuid = new Map(actions.map((action) => [action.manifestId, action]));
	for (const [name, subscribe] of Object.entries(ROUTES) as [HandlerName, Subscribe][]) {
		subscribe((ev) => {
			const action = byUuid.get(ev.action.manifestId);
			const handler = action?.[name] as Handler | undefined;
			if (action === undefined || handler === undefined) return;
			const fail = (error: unknown): void => {
				// Described as a key's failure is, so that no API key an unexpected error quotes reaches the log.
				streamDeck.logger.error(`${action.manifestId} ${name} failed: ${describeError(error)}`);
			};
			try {
				handler.call(action, ev)?.catch(fail);
			} catch (error) {
				fail(error);
			}
		});
	}
}
