import type { KeyAction } from "@elgato/streamdeck";

import { checkConnection } from "../api/connection-check";
import { type ChannelChoice, resolveChannel } from "../channels/channel-clients";
import { globalSettings } from "../channels/global-settings";
import type { KeyKind } from "../contract/endpoints";
import { isSetupProblem } from "../contract/errors";
import { renderAlertFace } from "../render/alert-face";
import { KeyDisplay } from "../render/key-display";
import { svgDataUrl } from "../render/key-face";
import { localize } from "../render/localization";
import type { SettingsRead } from "./settings-read";

/**
 * The image of a key whose settings are invalid: the setup mark and the word `Setup` in the app's language.
 * @returns A data URL.
 */
export function setupMarkImage(): string {
	return svgDataUrl(renderAlertFace(localize("Setup"), "setup"));
}

/** How a key is checked and drawn. */
export type SetupCheck = {
	/** Its settings, read once by the event: what names its channel, or why they are invalid. */
	read: SettingsRead<ChannelChoice>;
	/** The kind of key its requests carry: its channel must hold a usable one, and a base URL. */
	kind: KeyKind;
	/** The image the key draws itself while it is ready, if it draws one; without one it shows its icon. */
	face?: () => string;
};

/** A key on screen, and how to check it. */
type CheckedKey = SetupCheck & {
	/** The key. */
	action: KeyAction;
};

/**
 * Whether a key is ready to send: its settings are valid, name a channel that exists, and that channel holds a usable
 * base URL and key of the kind the key needs. The one test of every action's setup mark.
 * @param read The key's settings, read once.
 * @param kind The kind of key its requests carry.
 * @throws The setup problem (`Setup` on a key) when it is not.
 */
export function checkReady(read: SettingsRead<ChannelChoice>, kind: KeyKind): void {
	if (!read.ok) throw read.refusal;
	checkConnection(resolveChannel(read.values), kind);
}

/**
 * The keys of one action that show the setup mark: a key whose saved settings are invalid, name a channel that does not
 * exist, or whose channel lacks a usable base URL or key of the kind it needs, shows it instead of its icon or value
 * until that is fixed, so that it never looks ready to fire. The keys are checked again whenever the connection
 * settings change.
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
			for (const key of this.#checks.values()) void this.follow(key.action, key);
		});
	}

	/**
	 * Shows the mark on a key that is not ready, or takes it down (drawing the key's own face) once it is.
	 * @param action The key.
	 * @param setup How to check it and what it draws while ready.
	 * @returns `true` when the key is ready.
	 */
	public async follow(action: KeyAction, setup: SetupCheck): Promise<boolean> {
		const checked: CheckedKey = { ...setup, action };
		this.#checks.set(action.id, checked);
		try {
			await globalSettings.ready();
		} catch {
			// Without the connection settings the check below refuses what needs them, and a later change checks again.
		}
		let valid = true;
		try {
			checkReady(setup.read, setup.kind);
		} catch (error) {
			if (!isSetupProblem(error)) throw error;
			valid = false;
		}
		// The key left, or a newer check began, while the connection settings were awaited: draw nothing.
		if (this.#checks.get(action.id) !== checked) return valid;
		const { face } = setup;
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
