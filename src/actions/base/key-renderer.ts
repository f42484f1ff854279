import type { FeedbackPayload } from "@elgato/streamdeck";

import { renderKeyFace, svgDataUrl } from "../../feedback/key-face";
import { ignoreIfKeyGone } from "../../feedback/key-gone";
import { fillTitleTemplate } from "../../feedback/title-template";
import type { DisplaySettings } from "./display-settings";

/** What a display key shows of one value. */
export type DisplayedValue = {
	/** Small line above the value: whose or what value it is. */
	label: string;
	/** The value, as the key shows it. */
	value: string;
	/** A corner mark, e.g. `#2` for a rank. */
	badge?: string;
	/** What the placeholders of a title template stand for, e.g. `name` and `value`. */
	fields: Record<string, string>;
};

/** What a dial's touch strip shows of a value. */
export type StripText = {
	/** Top line: what is shown. */
	title: string;
	/** Large line: the value. */
	value: string;
	/** Fill of the strip's bar, 0 to 100, when the value has a natural scale. */
	indicator?: number;
};

/** A key, as far as the renderer draws on it; the SDK's `KeyAction` is one. */
export type ImageKey = {
	/**
	 * Whether this is a key rather than a dial.
	 * @returns `true` for a key.
	 */
	isKey(): this is ImageKey;
	/**
	 * Sets the key image.
	 * @param image A data URL; none gives the key back the image of the manifest.
	 */
	setImage(image?: string): Promise<void>;
};

/** A dial, as far as the renderer draws on its touch strip; the SDK's `DialAction` is one. */
export type StripDial = {
	/**
	 * Whether this is a key rather than a dial.
	 * @returns `false` for a dial.
	 */
	isKey(): this is ImageKey;
	/**
	 * Sets items of the touch strip's layout.
	 * @param feedback The items, by key.
	 */
	setFeedback(feedback: FeedbackPayload): Promise<void>;
};

/** Where a key's title goes: the plugin's `KeyDisplay`, which keeps it behind a failure's short reason. */
export type TitleSink = {
	/**
	 * Sets the title the plugin shows on the key.
	 * @param title The title; `undefined` gives the key back the user's own title.
	 */
	setTitle(title: string | undefined): Promise<void>;
};

/** What the renderer asks of its action: its colour, how it describes a value, and the words for a failure. */
export type DisplayLook<T, V> = {
	/**
	 * Colour of the action's family on its key image.
	 * @returns A CSS colour.
	 */
	accent(): string;
	/**
	 * What a key shows of a value.
	 * @param value The value read.
	 * @param settings The key's settings.
	 * @returns The label, value and template fields.
	 */
	describe(value: V, settings: T): DisplayedValue;
	/**
	 * What a dial's touch strip shows of a value.
	 * @param value The value read.
	 * @param settings The dial's settings.
	 * @returns The layout's texts.
	 */
	strip(value: V, settings: T): StripText;
	/**
	 * The word a key shows for a failure.
	 * @param error Why there is no value.
	 * @returns A short reason, e.g. `Offline`.
	 */
	reason(error: unknown): string;
};

/** What a key subscription has drawn on its key: values, problems, and forgetting a value. */
export type ValueDrawing<T, V> = {
	/**
	 * Drops the value without drawing: what is drawn next replaces it.
	 */
	drop(): void;
	/**
	 * Drops the value and clears the key image, so that the value never passes for another request's.
	 */
	forget(): void;
	/**
	 * Draws the last value again, e.g. when only the way it is shown changed; nothing when there is none.
	 * @param settings The key's settings now.
	 */
	redraw(settings: T): void;
	/**
	 * Shows why there is no fresh value.
	 * @param error Why.
	 */
	showProblem(error: unknown): void;
	/**
	 * Draws a value.
	 * @param value The value read.
	 * @param settings The key's settings now.
	 * @param stale Whether a later refresh failed.
	 */
	showValue(value: V, settings: T, stale?: boolean): void;
};

/**
 * Draws what one display key shows: a value on the key image with the title from the user's template, the same value
 * dimmed and marked when it could not be refreshed, or the short reason when there is no value; on a dial, the same
 * on the touch strip.
 */
export class KeyRenderer<T extends DisplaySettings, V, K extends ImageKey = ImageKey> implements ValueDrawing<T, V> {
	/** The key or dial drawn on. */
	readonly #target: K | StripDial;

	/** How the action shows its values. */
	readonly #look: DisplayLook<T, V>;

	/** Where a key's title goes. */
	readonly #titles: (key: K) => TitleSink;

	/** What the key image shows of the last value, kept to mark it stale when a refresh fails. */
	#shown: DisplayedValue | undefined;

	/** The last value drawn, kept to draw it again when only the way it is shown changed. */
	#value: V | undefined;

	/** Whether the value drawn could not be refreshed. */
	#stale = false;

	/**
	 * Creates the renderer of one key or dial.
	 * @param target The key or dial to draw on.
	 * @param look How the action shows its values.
	 * @param titles Where a key's title goes, e.g. `KeyDisplay.of`.
	 */
	constructor(target: K | StripDial, look: DisplayLook<T, V>, titles: (key: K) => TitleSink) {
		this.#target = target;
		this.#look = look;
		this.#titles = titles;
	}

	/**
	 * Drops the value without drawing: what is drawn next replaces it.
	 */
	public drop(): void {
		this.#shown = undefined;
		this.#value = undefined;
	}

	/**
	 * Drops the value and clears the key image, so that the value never passes for another request's.
	 */
	public forget(): void {
		this.drop();
		this.#stale = false;
		const target = this.#target;
		if (target.isKey()) void ignoreIfKeyGone(target.setImage());
	}

	/**
	 * Draws the last value again, keeping its stale mark; nothing when there is none.
	 * @param settings The key's settings now.
	 */
	public redraw(settings: T): void {
		if (this.#value !== undefined) this.showValue(this.#value, settings, this.#stale);
	}

	/**
	 * Shows why a key has no fresh value: the last value marked stale, or the short reason when there is none.
	 * @param error Why.
	 */
	public showProblem(error: unknown): void {
		const target = this.#target;
		if (!target.isKey()) {
			void ignoreIfKeyGone(target.setFeedback({ status: this.#look.reason(error) }));
			return;
		}
		if (this.#shown) {
			this.#stale = true;
			const face = renderKeyFace({ accent: this.#look.accent(), ...this.#shown, stale: true });
			void ignoreIfKeyGone(target.setImage(svgDataUrl(face)));
			return;
		}
		void ignoreIfKeyGone(target.setImage());
		void ignoreIfKeyGone(this.#titles(target).setTitle(this.#look.reason(error)));
	}

	/**
	 * Draws a value: the key image and the title from the user's template (none by default), or the touch strip.
	 * @param value The value read.
	 * @param settings The key's settings now.
	 * @param stale Whether a later refresh failed.
	 */
	public showValue(value: V, settings: T, stale = false): void {
		this.#value = value;
		this.#stale = stale;
		const target = this.#target;
		if (!target.isKey()) {
			void ignoreIfKeyGone(target.setFeedback({ ...this.#look.strip(value, settings), status: "" }));
			return;
		}
		const shown = this.#look.describe(value, settings);
		this.#shown = shown;
		const title = fillTitleTemplate(settings.titleTemplate, shown.fields);
		void ignoreIfKeyGone(this.#titles(target).setTitle(title));
		const face = renderKeyFace({ accent: this.#look.accent(), ...shown, stale });
		void ignoreIfKeyGone(target.setImage(svgDataUrl(face)));
	}
}
