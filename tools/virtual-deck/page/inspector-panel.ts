// The property inspector beside the deck: the plugin's own page, connected as the app connects it.
import type { PropertyInspectorArgs } from "../../host/stream-deck-host";
import { deckState, markSelected } from "./deck-state.js";
import { byId } from "./dom.js";

/**
 * Opens an instance's property inspector beside the deck the way the app does: loads the plugin's page, then calls
 * its `connectElgatoStreamDeckSocket` with the port, the instance, the registration event and the info.
 * @param context The instance.
 */
export async function openInspector(context: string): Promise<void> {
	const { view } = deckState;
	const slot = view && [...view.keys, ...view.dials].find((candidate) => candidate.context === context);
	if (!view || !slot?.inspectorUrl) return;
	const panel = byId("inspector");
	const frame = byId<HTMLIFrameElement>("inspector-frame");
	if (deckState.inspected === context && panel.dataset.open === "true") return;
	deckState.inspected = context;
	panel.dataset.open = "true";
	panel.dataset.context = context;
	panel.dataset.connected = "false";
	const icon = byId<HTMLImageElement>("inspector-icon");
	icon.hidden = !slot.iconUrl;
	if (slot.iconUrl) icon.src = slot.iconUrl;
	byId("inspector-title").textContent = slot.name;
	const device = view.device;
	const where =
		slot.controller === "Keypad"
			? `key ${slot.row * device.columns + slot.column + 1} of ${device.columns * device.rows}`
			: `dial ${slot.column + 1} of ${device.dials}`;
	byId("inspector-where").textContent = `Page ${view.page + 1}, ${where}`;
	byId("inspector-close").hidden = false;
	byId("inspector-placeholder").hidden = true;
	markSelected(context);

	// A fresh frame per inspector: closing the old page closes its socket, as the app does when the selection moves.
	const fresh = frame.cloneNode(false) as HTMLIFrameElement;
	fresh.hidden = false;
	const loaded = new Promise<void>((resolve) => fresh.addEventListener("load", () => resolve(), { once: true }));
	fresh.src = slot.inspectorUrl;
	frame.replaceWith(fresh);
	await loaded;
	if (deckState.inspected !== context) return;
	const response = await fetch(`/api/inspector/${encodeURIComponent(context)}`);
	if (!response.ok || deckState.inspected !== context) return;
	const args = (await response.json()) as PropertyInspectorArgs;
	const inspectorWindow = fresh.contentWindow as
		| (Window & {
				/** Defined by the property inspector page. */
				connectElgatoStreamDeckSocket?: (...values: unknown[]) => void;
		  })
		| null;
	const connect = inspectorWindow?.connectElgatoStreamDeckSocket;
	if (!connect) {
		console.error(`${slot.inspectorUrl} defines no connectElgatoStreamDeckSocket`);
		return;
	}
	connect(args.port, args.uuid, args.registerEvent, args.info, args.actionInfo);
	panel.dataset.connected = "true";
}

/**
 * Closes the property inspector.
 */
export function closeInspector(): void {
	deckState.inspected = undefined;
	const panel = byId("inspector");
	panel.dataset.open = "false";
	delete panel.dataset.context;
	panel.dataset.connected = "false";
	const frame = byId<HTMLIFrameElement>("inspector-frame");
	const blank = frame.cloneNode(false) as HTMLIFrameElement;
	blank.removeAttribute("src");
	blank.hidden = true;
	frame.replaceWith(blank);
	byId("inspector-icon").hidden = true;
	byId("inspector-title").textContent = "Property inspector";
	byId("inspector-where").textContent = "Pick ⚙ on a key or dial to configure it.";
	byId("inspector-close").hidden = true;
	byId("inspector-placeholder").hidden = false;
	markSelected(undefined);
}
