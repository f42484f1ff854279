import type { KeyAction } from "@elgato/streamdeck";

import { isSetupProblem } from "../api/errors";
import { localize } from "../localization";
import { renderAlertFace } from "./alert-face";
import { KeyDisplay } from "./key-display";
import { svgDataUrl } from "./key-face";

/**
 * The image of a key whose settings are invalid: the setup mark and the word `Setup` in the app's language.
 * @returns A data URL.
 */
export function setupMarkImage(): string {
	return svgDataUrl(renderAlertFace(localize("Setup"), "setup"));
}

/**
 * The keys of one action that show the setup mark: a key whose saved settings are invalid shows it instead of its
 * icon or value until they are fixed, so that it never looks ready to fire.
 */
export class SetupMarks {
	/** The keys showing the mark, by context. */
	readonly #marked = new Set<string>();

	/**
	 * Shows the mark on a key whose settings are invalid, or takes it down once they are valid.
	 * @param action The key.
	 * @param check Reads the key's settings; throws when they are invalid.
	 * @returns `true` when the settings are valid.
	 */
	public async follow(action: KeyAction, check: () => unknown): Promise<boolean> {
		let valid = true;
		try {
			check();
		} catch (error) {
			if (!isSetupProblem(error)) throw error;
			valid = false;
		}
		if (!valid) {
			this.#marked.add(action.id);
			await KeyDisplay.of(action).setImage(setupMarkImage());
		} else if (this.#marked.delete(action.id)) {
			await KeyDisplay.of(action).setImage(undefined);
		}
		return valid;
	}

	/**
	 * Forgets a key that left.
	 * @param id Its context.
	 */
	public forget(id: string): void {
		this.#marked.delete(id);
	}
}
