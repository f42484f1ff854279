// Script of the deck page, and the entry of its modules. It runs in the browser: the server compiles every module of
// this folder, and `../strip-items.ts`, with `ts.transpileModule`, so they may import types of the Node side, and each
// other as `./<module>.js` at run time.
import type { DeckView } from "../deck-view";
import { nextActivity } from "./activity-list.js";
import { followChannelSwitch } from "./channel-button.js";
import { render } from "./deck-render.js";
import { deckState } from "./deck-state.js";
import { byId } from "./dom.js";
import { closeInspector } from "./inspector-panel.js";

/**
 * Follows the deck: asks for the view again as soon as it changes (the server holds the request until then).
 */
async function follow(): Promise<void> {
	const connection = byId("connection");
	for (;;) {
		try {
			const { view } = deckState;
			const query = view ? `?after=${view.version}&since=${nextActivity()}` : "";
			const response = await fetch(`/api/deck${query}`);
			if (!response.ok) throw new Error(`HTTP ${response.status}`);
			render((await response.json()) as DeckView);
			document.body.dataset.ready = "true";
			const running = deckState.view?.pluginRunning === true;
			connection.dataset.live = String(running);
			connection.textContent = running ? "plugin running" : "plugin stopped";
		} catch {
			connection.dataset.live = "false";
			connection.textContent = "disconnected, retrying…";
			await new Promise((resolve) => window.setTimeout(resolve, 1000));
		}
	}
}

byId("inspector-close").addEventListener("click", closeInspector);
// The keys' size follows the window's width.
window.addEventListener("resize", () => {
	if (deckState.view) render(deckState.view);
});
followChannelSwitch();
void follow();
