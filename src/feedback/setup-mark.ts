import type { KeyAction } from "@elgato/streamdeck";

import { isSetupProblem } from "../api/errors";
import { localize } from "../localization";
import { type ChannelChoice, resolveChannel } from "../settings/api-client";
import { globalSettings } from "../settings/global-settings";
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

/** Reads a key's settings; throws when they are invalid. */
type SettingsCheck = () => ChannelChoice;

/** A key on screen, and how to check its settings. */
type CheckedKey = {
	/** The key. */
	action: KeyAction;
	/** Reads its settings. */
	check: SettingsCheck;
	/** The image the key draws itself while its settings are valid, if it draws one. */
	face?: () => string;
};

/**
 * The keys of one action that show the setup mark: a key whose saved settings are invalid, or name a channel that
 * does not exist, shows it instead of its icon or value until they are fixed, so that it never looks ready to fire.
 * The keys are checked again whenever the connection settings change (a channel added or removed).
 */
export class SetupMarks {
	/** The keys on screen and how to check them, by context. */
	readonly #checks = new Map<string, CheckedKey>();
	/** The keys showing the mark, by context. */
	readonly #marked = new Set<string>();

	/**
	 * Starts checking the keys again when the connection settings change.
	 */
	constructor() {
		globalSettings.onChange(() => {
			for (const { action, check, face } of this.#checks.values()) void this.follow(action, check, face);
		});
	}

	/**
	 * Shows the mark on a key whose settings are invalid, or takes it down once they are valid.
	 * @param action The key.
	 * @param check Reads the key's settings; throws when they are invalid.
	 * @param face The image the key draws itself while its settings are valid; without one it shows its icon.
	 * @returns `true` when the settings are valid.
	 */
	public async follow(action: KeyAction, check: SettingsCheck, face?: () => string): Promise<boolean> {
		this.#checks.set(action.id, { action, check, face });
		try {
			await globalSettings.ready();
		} catch {
			// Without the connection settings the check below refuses what needs them, and a later change checks again.
		}
		let valid = true;
		try {
			resolveChannel(check());
		} catch (error) {
			if (!isSetupProblem(error)) throw error;
			valid = false;
		}
		// The key left, or newer settings are being checked, while the connection settings were awaited: draw nothing.
		if (this.#checks.get(action.id)?.check !== check) return valid;
		if (!valid) {
			this.#marked.add(action.id);
			await KeyDisplay.of(action).setImage(setupMarkImage());
		} else if (face) {
			this.#marked.delete(action.id);
			await KeyDisplay.of(action).setImage(face());
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
		this.#checks.delete(id);
		this.#marked.delete(id);
	}
}
