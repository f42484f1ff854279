import { isCurrentWriteIdentity } from "../channels/channel-clients";
import { globalSettings } from "../channels/global-settings";
import { changeHistory } from "../undo/change-history";
import { widgetLocks } from "./widget-locks";

/**
 * Makes the plugin forget what it remembers of a channel — lock states, undo history — once the channel is removed or
 * its base URL names another server (docs/behaviour.md#channel-identity): a widget `main` there is not the one here, and a
 * change made there cannot be undone here. Call once, before the actions are made, so that their own listeners see
 * the history and states already forgotten.
 */
export function listenForOriginChanges(): void {
	globalSettings.onChange(() => {
		widgetLocks.retain(isCurrentWriteIdentity);
		changeHistory.retain(isCurrentWriteIdentity);
	});
}
