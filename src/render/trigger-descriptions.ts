import type { DialAction } from "@elgato/streamdeck";

import { ignoreIfKeyGone } from "./key-gone";
import { type DeckWord, localize } from "./localization";

/**
 * Tells the app what a dial's gestures do, in its language (the manifest's `TriggerDescription` is English only):
 * turning does `rotate`; pushing and touching lock or unlock, or refresh.
 * @param action The dial.
 * @param rotate What turning does.
 * @param push What pushing and touching do; locking by default.
 */
export async function describeDialGestures(
	action: DialAction,
	rotate: DeckWord,
	push: DeckWord = "Lock / unlock",
): Promise<void> {
	await ignoreIfKeyGone(
		action.setTriggerDescription({ rotate: localize(rotate), push: localize(push), touch: localize(push) }),
	);
}
