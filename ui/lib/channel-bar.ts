import { type ChannelSettings, DEFAULT_CHANNEL_ID } from "../../src/specs/channels";
import { channelTitle } from "./channel-choices";
import { element } from "./dom";
import { t } from "./i18n";

/** What the bar asks its owner to do. */
export type ChannelBarActions = {
	/**
	 * Shows another channel's settings.
	 * @param id The channel's id.
	 */
	select(id: string): void;
	/** Adds a channel and shows it. */
	add(): void;
	/**
	 * Starts removing a channel.
	 * @param id The channel's id.
	 */
	remove(id: string): void;
	/**
	 * Moves the keys of a channel to the default channel, then removes it.
	 * @param id The channel's id.
	 */
	moveAndRemove(id: string): void;
};

/**
 * The top of the Connection section: which channel the fields below edit, "Add channel", "Remove channel", and the
 * question asked when keys still use the channel to remove.
 */
export class ChannelBar {
	/** The bar, to place in the page. */
	public readonly element: HTMLElement;

	/** The channels. */
	readonly #select: HTMLSelectElement;
	/** "Remove channel"; hidden for the default channel. */
	readonly #remove: HTMLButtonElement;
	/** The question or message about a removal. */
	readonly #notice: HTMLElement;
	/** Moves the keys of the channel shown, then removes it. */
	readonly #moveAction: () => void;

	/**
	 * Builds the bar.
	 * @param actions What its controls do.
	 */
	constructor(actions: ChannelBarActions) {
		this.#select = element("select", { attributes: { id: "channel-select", name: "channel-select" } });
		this.#select.addEventListener("change", () => {
			this.notify(undefined);
			actions.select(this.#select.value);
		});
		const add = button("channel-add", t("channels.add"), () => {
			this.notify(undefined);
			actions.add();
		});
		this.#remove = button("channel-remove", t("channels.remove"), () => actions.remove(this.#select.value));
		this.#notice = element("div", {
			className: "channel-notice",
			attributes: { id: "channel-notice", role: "status", "aria-live": "polite", hidden: "" },
		});
		this.#moveAction = () => actions.moveAndRemove(this.#select.value);
		const row = element("div", { className: "row row-select channel-row" }, [
			element("label", { className: "label", text: t("channel.label"), attributes: { for: "channel-select" } }),
			element("div", { className: "value" }, [
				this.#select,
				element("div", { className: "channel-buttons" }, [add, this.#remove]),
			]),
		]);
		this.element = element("div", { className: "channel-bar" }, [row, this.#notice]);
	}

	/**
	 * Shows a message about a removal, or takes it down.
	 * @param text The message; none takes it down.
	 * @param offerMove Whether to offer moving the channel's keys to the default channel (or keeping the channel).
	 */
	public notify(text: string | undefined, offerMove = false): void {
		this.#notice.hidden = text === undefined;
		const parts: Node[] = text === undefined ? [] : [element("p", { className: "verdict", text })];
		if (offerMove) {
			parts.push(
				element("div", { className: "channel-buttons" }, [
					button("channel-move", t("channels.move"), this.#moveAction),
					button("channel-keep", t("channels.keep"), () => this.notify(undefined)),
				]),
			);
		}
		this.#notice.replaceChildren(...parts);
	}

	/**
	 * Lists the channels and shows which one the fields edit.
	 * @param channels The channels, the default one first.
	 * @param selected The id of the channel shown.
	 */
	public show(channels: readonly ChannelSettings[], selected: string): void {
		this.#select.replaceChildren(
			...channels.map((channel, index) =>
				element("option", { text: channelTitle(channel, index), attributes: { value: channel.id } }),
			),
		);
		this.#select.value = selected;
		this.#remove.hidden = selected === DEFAULT_CHANNEL_ID;
	}
}

/**
 * A button of the bar.
 * @param id Its ID.
 * @param text Its text.
 * @param click What it does.
 * @returns The button.
 */
function button(id: string, text: string, click: () => void): HTMLButtonElement {
	const created = element("button", { className: "button", text, attributes: { id, type: "button" } });
	created.addEventListener("click", click);
	return created;
}
