import { checkConnection } from "../api/connection-check";
import { type ChannelRef, resolveChannel } from "../channels/channel-clients";
import { globalSettings } from "../channels/global-settings";
import type { ApiKeyKind } from "../contract/endpoints";
import { isSetupProblem } from "../contract/errors";
import { renderAlertFace } from "../render/alert-face";
import type { KeyDisplay } from "../render/key-display";
import { localize } from "../render/localization";
import { svgDataUrl } from "../render/svg";
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
	read: SettingsRead<ChannelRef>;
	/** The kind of API key its requests carry: its channel must hold a usable one, and a base URL. */
	kind: ApiKeyKind;
	/** The image the key draws itself while it is ready; without one (or `undefined` from it) it shows its icon. */
	face?: () => string | undefined;
};

/**
 * Whether a key is ready to send: its settings are valid, name a channel that exists, and that channel holds a usable
 * base URL and API key of the kind the key needs. The one test of every action's setup mark.
 * @param read The key's settings, read once.
 * @param kind The kind of API key its requests carry.
 * @throws The setup problem (`Setup` on a key) when it is not.
 */
export function checkReady(read: SettingsRead<ChannelRef>, kind: ApiKeyKind): void {
	if (!read.ok) throw read.refusal;
	checkConnection(resolveChannel(read.values), kind);
}

/**
 * The setup mark of one key: a key whose saved settings are invalid, name a channel that does not exist, or whose
 * channel lacks a usable base URL or API key of the kind it needs, shows it instead of its icon or value until that is
 * fixed, so that it never looks ready to fire. Its key's state checks it again whenever the connection settings
 * change.
 */
export class SetupMark {
	/** The key's image. */
	readonly #display: KeyDisplay;
	/** How the key was last checked; `undefined` before the first check and once the key left. */
	#check: SetupCheck | undefined;

	/**
	 * Creates the mark of a key; it draws nothing until {@link SetupMark.follow}.
	 * @param display The key's image.
	 */
	constructor(display: KeyDisplay) {
		this.#display = display;
	}

	/**
	 * Shows the mark while the key is not ready, or takes it down (drawing the key's own face) once it is.
	 * @param setup How to check the key and what it draws while ready.
	 * @returns `true` when the key is ready.
	 */
	public async follow(setup: SetupCheck): Promise<boolean> {
		this.#check = setup;
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
		if (this.#check !== setup) return valid;
		const display = this.#display;
		const { face } = setup;
		if (!valid) {
			await display.setImage(display.reasonImage(localize("Setup"), "setup"));
		} else {
			// Its own face, or the manifest's icon (and the user's own) when it draws none.
			await display.setImage(face?.());
		}
		return valid;
	}

	/**
	 * Forgets the key: it left, and nothing is drawn for it any more.
	 */
	public forget(): void {
		this.#check = undefined;
	}

	/**
	 * Checks the key again, as last checked: the connection settings changed.
	 * @returns `true` when the key is ready; `undefined` when it was never checked or left.
	 */
	public async recheck(): Promise<boolean | undefined> {
		return this.#check && this.follow({ ...this.#check });
	}
}
