import { type ChannelSettings, DEFAULT_CHANNEL_ID } from "../../src/contract/channels";
import { channelTitle } from "./channel-choices";
import { actionButton, element } from "./dom";
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
	 * Asks whether to remove a channel, and where its keys go.
	 * @param id The channel's id.
	 */
	remove(id: string): void;
	/**
	 * Removes a channel, as the user chose.
	 * @param id The channel's id.
	 * @param movedTo The channel its keys move to, or `""` to leave them without one (`Setup`).
	 */
	confirmRemoval(id: string, movedTo: string): void;
};

/** A channel the keys of a removed one may move to. */
export type MoveTarget = {
	/** Its id. */
	id: string;
	/** What the inspectors call it. */
	title: string;
};

/**
 * The top of the Connection section: which channel the fields below edit, "Add channel", "Remove channel", and the
 * question asked before a channel is removed: where its keys go.
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
	/** What the bar's buttons do. */
	readonly #actions: ChannelBarActions;
	/** The line of the question that says how many keys use the channel. */
	#usage: HTMLElement | undefined;

	/**
	 * Builds the bar.
	 * @param actions What its controls do.
	 */
	constructor(actions: ChannelBarActions) {
		this.#actions = actions;
		this.#select = element("select", { attributes: { id: "channel-select", name: "channel-select" } });
		this.#select.addEventListener("change", () => {
			this.notify(undefined);
			actions.select(this.#select.value);
		});
		const add = actionButton("channel-add", t("channels.add"), () => {
			this.notify(undefined);
			actions.add();
		});
		this.#remove = actionButton("channel-remove", t("channels.remove"), () => actions.remove(this.#select.value));
		this.#notice = element("div", {
			className: "channel-notice",
			attributes: { id: "channel-notice", role: "status", "aria-live": "polite", hidden: "" },
		});
		const row = element("div", { className: "row row-select channel-row" }, [
			element("label", { className: "label", text: t("channels.edit.label"), attributes: { for: "channel-select" } }),
			element("div", { className: "value" }, [
				this.#select,
				element("div", { className: "channel-buttons" }, [add, this.#remove]),
			]),
		]);
		this.element = element("div", { className: "channel-bar" }, [row, this.#notice]);
	}

	/**
	 * Asks before a channel is removed: where its keys go (another channel, or none), or to keep the channel.
	 * @param id The channel's id.
	 * @param title What the inspectors call it.
	 * @param targets The channels its keys may move to, the default one first.
	 */
	public confirm(id: string, title: string, targets: readonly MoveTarget[]): void {
		this.#usage = element("p", { className: "channel-usage", attributes: { id: "channel-usage" } });
		const moveTo = element(
			"select",
			{ attributes: { id: "channel-move-to", "aria-label": t("channels.moveTo") } },
			targets.map((target) => element("option", { text: target.title, attributes: { value: target.id } })),
		);
		this.#notice.hidden = false;
		this.#notice.replaceChildren(
			element("p", { className: "verdict", text: t("channels.confirm", { name: title }) }),
			this.#usage,
			element("p", { className: "channel-unseen", text: t("channels.unseen") }),
			element("label", {
				className: "channel-move-label",
				text: t("channels.moveTo"),
				attributes: { for: "channel-move-to" },
			}),
			moveTo,
			element("div", { className: "channel-buttons" }, [
				actionButton("channel-move", t("channels.move"), () => this.#actions.confirmRemoval(id, moveTo.value)),
				actionButton("channel-orphan", t("channels.orphan"), () => this.#actions.confirmRemoval(id, "")),
				actionButton("channel-keep", t("channels.keep"), () => this.notify(undefined)),
			]),
		);
	}

	/**
	 * Shows a message about a removal, or takes it (or the question) down.
	 * @param text The message; none takes it down.
	 */
	public notify(text: string | undefined): void {
		this.#usage = undefined;
		this.#notice.hidden = text === undefined;
		this.#notice.replaceChildren(...(text === undefined ? [] : [element("p", { className: "verdict", text })]));
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

	/**
	 * Says in the open question how many keys use the channel.
	 * @param text The line.
	 */
	public usage(text: string): void {
		if (this.#usage) this.#usage.textContent = text;
	}
}
