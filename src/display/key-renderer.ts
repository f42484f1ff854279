import type { FeedbackPayload } from "@elgato/streamdeck";

import { isSetupProblem } from "../contract/errors";
import { highlightColourOf, readHighlightRule } from "../contract/highlight-fields";
import type { KeyDisplay } from "../render/key-display";
import { type FaceHeading, renderKeyFace } from "../render/key-face";
import { ignoreIfKeyGone } from "../render/key-gone";
import { svgDataUrl } from "../render/svg";
import { fillTitleTemplate, fitTitle } from "../render/title-template";
import type { DisplaySettings } from "./display-settings";

/** What a display key shows of one value. */
export type DisplayedValue = {
	/** What the key shows, above the label (e.g. `Top Currency`): the line a title the user typed replaces. */
	heading?: FaceHeading;
	/** Small line above the value: whose or what value it is. */
	label: string;
	/** The value, as the key shows it. */
	value: string;
	/** A corner mark, e.g. `#2` for a rank. */
	badge?: string;
	/** The channel the value was read from, when there is more than one. */
	channel?: string;
	/** What the placeholders of a title template stand for, e.g. `name` and `value`. */
	fields: Record<string, string>;
	/** The value as a number, for colour by value; absent when it is not one (custom data text). */
	number?: number;
};

/** What a dial's touch strip shows of a value. */
export type StripText = {
	/** Top line: what is shown (the layout's `heading`: `title` would be the user's title). */
	heading: string;
	/** Large line: the value. */
	value: string;
	/** Fill of the strip's bar, 0 to 100, when the value has a natural scale; without one the bar is hidden. */
	indicator?: number;
};

/** A key, as far as the renderer tells it from a dial; the SDK's `KeyAction` is one. It draws through its sink. */
export type ImageKey = {
	/**
	 * Whether this is a key rather than a dial.
	 * @returns `true` for a key.
	 */
	isKey(): this is ImageKey;
	/**
	 * Sets the key image; what tells a key from a dial here, since the renderer draws through the key's sink.
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
	/**
	 * Shows a failure's word as the strip's status until a request of the given channel succeeds.
	 * @param word The short reason.
	 * @param channel The channel whose answer disproves it; `undefined` when no answer does.
	 */
	showFailureStatus(word: string, channel: string | undefined): Promise<void>;
};

/** Where a key's image and title go: the plugin's `KeyDisplay`, which keeps them behind a failure's alert face. */
export type KeySink = Pick<KeyDisplay, "reasonImage" | "setImage" | "setTitle" | "userTitle">;

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
	 * Drops the value and clears the key (a strip's value), so that it never passes for another request's or channel's.
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

	/** Where a key's image and title go. */
	readonly #sink: (key: K) => KeySink;

	/** The channel whose answer disproves a failure's word on a strip (its write identity), if an answer can. */
	readonly #disprovedBy: (error: unknown) => string | undefined;

	/** What the key image shows of the last value, kept to mark it stale when a refresh fails. */
	#shown: DisplayedValue | undefined;

	/** The last value drawn, kept to draw it again when only the way it is shown changed. */
	#value: V | undefined;

	/** Whether the value drawn could not be refreshed. */
	#stale = false;

	/** Whether the plugin's title (from the user's template) shows under the value drawn. */
	#titled = false;

	/** The colour the value is drawn on by the key's colour rule, if it holds. */
	#background: string | undefined;

	/**
	 * Creates the renderer of one key or dial.
	 * @param target The key or dial to draw on.
	 * @param look How the action shows its values.
	 * @param sink Where a key's image and title go, e.g. `KeyDisplay.of`.
	 * @param disprovedBy The channel whose answer disproves a failure (as `writeIdentity` names it), when an answer can:
	 * a strip's `Offline` goes once the channel answers again.
	 */
	constructor(
		target: K | StripDial,
		look: DisplayLook<T, V>,
		sink: (key: K) => KeySink,
		disprovedBy: (error: unknown) => string | undefined = () => undefined,
	) {
		this.#target = target;
		this.#look = look;
		this.#sink = sink;
		this.#disprovedBy = disprovedBy;
	}

	/**
	 * Drops the value without drawing: what is drawn next replaces it.
	 */
	public drop(): void {
		this.#shown = undefined;
		this.#value = undefined;
	}

	/**
	 * Drops the value and clears the key (a strip's value), so that it never passes for another request's or channel's.
	 */
	public forget(): void {
		this.drop();
		this.#stale = false;
		const target = this.#target;
		if (target.isKey()) {
			const sink = this.#sink(target);
			void ignoreIfKeyGone(sink.setImage(undefined));
			void ignoreIfKeyGone(sink.setTitle(undefined));
			return;
		}
		void ignoreIfKeyGone(target.setFeedback({ value: "", indicator: { enabled: false }, status: "" }));
	}

	/**
	 * Draws the last value again, keeping its stale mark; nothing when there is none.
	 * @param settings The key's settings now.
	 */
	public redraw(settings: T): void {
		if (this.#value !== undefined) this.showValue(this.#value, settings, this.#stale);
	}

	/**
	 * Shows why a key has no fresh value: the last value marked stale, or the alert face with the short reason (and the
	 * user's own title) when there is none.
	 * @param error Why.
	 */
	public showProblem(error: unknown): void {
		const target = this.#target;
		if (!target.isKey()) {
			void ignoreIfKeyGone(target.showFailureStatus(this.#look.reason(error), this.#disprovedBy(error)));
			return;
		}
		// Settings that cannot be sent show the setup mark, never a value that passes for theirs.
		if (isSetupProblem(error)) {
			this.drop();
			this.#stale = false;
			const sink = this.#sink(target);
			void ignoreIfKeyGone(sink.setImage(sink.reasonImage(this.#look.reason(error), "setup")));
			void ignoreIfKeyGone(sink.setTitle(undefined));
			return;
		}
		if (this.#shown) {
			this.#stale = true;
			this.#draw(this.#sink(target), this.#shown, true);
			return;
		}
		const sink = this.#sink(target);
		void ignoreIfKeyGone(sink.setImage(sink.reasonImage(this.#look.reason(error))));
		void ignoreIfKeyGone(sink.setTitle(undefined));
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
			void ignoreIfKeyGone(target.setFeedback(stripFeedback(this.#look.strip(value, settings))));
			return;
		}
		const shown = this.#look.describe(value, settings);
		this.#shown = shown;
		const title = fitTitle(fillTitleTemplate(settings.titleTemplate, shown.fields));
		const sink = this.#sink(target);
		void ignoreIfKeyGone(sink.setTitle(title));
		const rule = readHighlightRule(settings as Readonly<Record<string, unknown>>);
		this.#background = highlightColourOf(rule, shown.number);
		this.#titled = title !== undefined;
		this.#draw(sink, shown, stale);
	}

	/**
	 * Draws the key image of a value: a title at the bottom, the plugin's or the user's, keeps the value and its marks
	 * above it, and a title the user typed takes the heading's place, as it takes a press key's words.
	 * @param sink Where the image goes, which knows the user's title.
	 * @param shown What the key shows of the value.
	 * @param stale Whether a later refresh failed.
	 */
	#draw(sink: KeySink, shown: DisplayedValue, stale: boolean): void {
		const titled = this.#titled || sink.userTitle() === "bottom";
		const heading = sink.userTitle() === undefined ? shown.heading : undefined;
		const face = { accent: this.#look.accent(), ...shown, heading, stale, titled, background: this.#background };
		void ignoreIfKeyGone(sink.setImage(svgDataUrl(renderKeyFace(face))));
	}
}

/**
 * The touch strip's items for a value: its texts, the bar filled to the value's share when it has one and hidden
 * when it has none (an empty bar would read as 0 %), and no status.
 * @param strip What the strip shows of the value.
 * @returns The feedback.
 */
function stripFeedback(strip: StripText): FeedbackPayload {
	const { indicator, ...texts } = strip;
	const bar = indicator === undefined ? { enabled: false } : { value: indicator, enabled: true };
	return { ...texts, indicator: bar, status: "" };
}
