import type { Diagnostics } from "../../src/contract/diagnostics-report";
import { actionUuid } from "../../tools/deck";
import { PropertyInspectorClient } from "../../tools/host/property-inspector-client";
import type { StreamDeckHost } from "../../tools/host/stream-deck-host";
import type { WireObject } from "../../tools/host/wire-message";

/**
 * Tells whether a message to the inspector is the plugin's diagnostics.
 * @param message The message.
 * @returns `true` for the diagnostics.
 */
function isDiagnostics(message: WireObject): boolean {
	return (
		message.event === "sendToPropertyInspector" && (message.payload as WireObject | undefined)?.event === "diagnostics"
	);
}

/**
 * Asks the plugin for diagnostics as the property inspector's button does.
 * @param host The host running the plugin.
 * @param context The key whose inspector asks.
 * @returns The plugin's answer.
 */
export async function requestDiagnostics(host: StreamDeckHost, context: string): Promise<Diagnostics> {
	const pi = await PropertyInspectorClient.connect(host.propertyInspectorArgs(context));
	try {
		const since = pi.messages.length;
		await pi.sendToPlugin(actionUuid("goal-add"), { event: "getDiagnostics" });
		const answer = await pi.waitFor(isDiagnostics, { since, timeoutMs: 5000 });
		return answer.payload as unknown as Diagnostics;
	} finally {
		await pi.close();
	}
}
