import streamDeck, { type SendToPluginEvent } from "@elgato/streamdeck";
import type { JsonObject, JsonValue } from "@elgato/utils";

import { answering } from "../contract/inspector-questions";
import { STARTER_PAGE_INDEX, starterDeviceOfType, starterProfileName } from "../contract/starter-devices";
import {
	OPEN_STARTER_PAGE_EVENT,
	type OpenStarterPageRequest,
	STARTER_PAGE_RESULT_EVENT,
	type StarterPageResult,
} from "../contract/starter-page-messages";
import { ignoreIfKeyGone } from "../render/key-gone";

/**
 * Answers every "Open the starter page" click of a property inspector: asks the app to switch the device of the
 * inspector's key to the starter profile of its kind (the app installs it first when it is missing), or says that
 * the device has none.
 */
export function listenForStarterPageRequests(): void {
	streamDeck.ui.onSendToPlugin<JsonValue, JsonObject>(async (ev) => {
		const payload = ev.payload as Partial<OpenStarterPageRequest> | null;
		if (payload === null || typeof payload !== "object" || payload.event !== OPEN_STARTER_PAGE_EVENT) return;
		const result = await openStarterPage(ev);
		// Fails only when the app closed the connection: nobody is left to read the answer.
		await ignoreIfKeyGone(streamDeck.ui.sendToPropertyInspector(answering(payload, result) as unknown as JsonObject));
	});
}

/**
 * Switches the key's device to its starter profile, if it has one.
 * @param ev The inspector's request.
 * @returns What was done.
 */
async function openStarterPage(ev: SendToPluginEvent<JsonValue, JsonObject>): Promise<StarterPageResult> {
	const device = ev.action.device;
	const starter = starterDeviceOfType(device.type);
	if (!starter) {
		streamDeck.logger.info(`Starter page: ${device.name} (device type ${device.type}) has none.`);
		return { event: STARTER_PAGE_RESULT_EVENT, outcome: "none", device: device.name };
	}
	// Fails only when the app closed the connection, as the answer below would.
	await ignoreIfKeyGone(
		streamDeck.profiles.switchToProfile(device.id, starterProfileName(starter), STARTER_PAGE_INDEX),
	);
	streamDeck.logger.info(`Starter page: asked the app to show ${starterProfileName(starter)} on ${device.name}.`);
	return { event: STARTER_PAGE_RESULT_EVENT, outcome: "asked", device: device.name };
}
