import {
	action,
	type DialAction,
	type DialRotateEvent,
	type WillAppearEvent,
	type WillDisappearEvent,
} from "@elgato/streamdeck";

import { MAX_TOP_LIMIT } from "../api/api-names";
import type { TopList } from "../api/types";
import { ACCENTS } from "../feedback/key-face";
import { ignoreIfKeyGone } from "../feedback/key-gone";
import { compactNumber } from "../feedback/text-fit";
import { fitNameAndValue, fitStripLine, STRIP_FONTS } from "../feedback/text-width";
import { describeDialGestures } from "../feedback/trigger-descriptions";
import { localize } from "../localization";
import { withoutLegacyKey } from "../settings/channel-migration";
import { parseSettings, type SettingsOf } from "../specs/action-spec";
import { showTopSpec } from "../specs/show-top";
import { DisplayAction, type DisplayedValue, type DisplayRequest, type StripText } from "./base/display-action";
import { TickAccumulator } from "./base/tick-accumulator";

/** Settings of Show Top 1. */
export type ShowTopSettings = SettingsOf<typeof showTopSpec>;

/**
 * Show Top 1: shows who holds a place of a top list, with their value
 * (`GET /api/ranking/{R}/top/{topType}/{topSubType}/{LIMIT}`, one read per list with LIMIT the highest rank among its
 * keys on screen); on a dial, rotating steps through the places.
 */
@action({ UUID: showTopSpec.uuid })
export class ShowTop extends DisplayAction<ShowTopSettings, TopList> {
	/** Each dial's pending steps, so that one place is fetched at a time. */
	readonly #steps = new Map<string, TickAccumulator>();

	/**
	 * Colours the key image.
	 * @returns The family's colour.
	 */
	protected override get accent(): string {
		return ACCENTS.top;
	}

	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Show Top";
	}

	/**
	 * Steps through the places: ticks that arrive while a place is being fetched are summed into the next step.
	 * @param ev The event.
	 */
	public override async onDialRotate(ev: DialRotateEvent<ShowTopSettings>): Promise<void> {
		const action = ev.action;
		let steps = this.#steps.get(action.id);
		if (!steps) {
			steps = new TickAccumulator((ticks) => this.#step(action, ev.payload.settings, ticks));
			this.#steps.set(action.id, steps);
		}
		await steps.add(ev.payload.ticks);
	}

	/**
	 * Starts showing the value; a dial also tells the app what its gestures do, in the app's language.
	 * @param ev The event.
	 */
	public override async onWillAppear(ev: WillAppearEvent<ShowTopSettings>): Promise<void> {
		if (ev.action.isDial()) await describeDialGestures(ev.action, "Step through ranks", "Refresh");
		await super.onWillAppear(ev);
	}

	/**
	 * Forgets a dial's steps when it leaves.
	 * @param ev The event.
	 */
	public override onWillDisappear(ev: WillDisappearEvent<ShowTopSettings>): void {
		this.#steps.delete(ev.action.id);
		super.onWillDisappear(ev);
	}

	/**
	 * Describes the value: the name at the place over their value, with the place as a badge when it is not 1.
	 * @param value The answer.
	 * @param settings The key's settings.
	 * @returns What the key shows.
	 */
	protected override describe(value: TopList, settings: ShowTopSettings): DisplayedValue {
		const rank = rankOf(settings);
		const entry = value.entries[rank - 1];
		const name = entry?.userName ?? "—";
		const shown = entry ? compactNumber(entry.value) : "—";
		return {
			label: name,
			value: shown,
			badge: rank === 1 ? undefined : `#${rank}`,
			fields: { name, value: shown, rank: String(rank), list: listOf(settings) },
			number: entry?.value,
		};
	}

	/**
	 * Describes the request: the list, shared by every key of it, read as far as the highest rank among them.
	 * @param settings The key's settings.
	 * @returns The request.
	 */
	protected override request(settings: ShowTopSettings): DisplayRequest<TopList> {
		const { topType, topSubType, rank } = parseSettings(showTopSpec, settings);
		return {
			parameters: `${topType}/${topSubType}`,
			need: rank,
			read: (client, need) => client.getTop(topType, topSubType, clampRank(Math.max(rank, need))),
		};
	}

	/**
	 * Writes the touch strip: the list and place over the name and value, which have more room there.
	 * @param value The answer.
	 * @param settings The dial's settings.
	 * @returns The strip's texts.
	 */
	protected override stripFeedback(value: TopList, settings: ShowTopSettings): StripText {
		const rank = rankOf(settings);
		const entry = value.entries[rank - 1];
		const leader = value.entries[0];
		return {
			heading: fitStripLine(`${localize("Top")} ${listOf(settings)} #${rank}`, STRIP_FONTS.heading),
			value: entry ? fitNameAndValue(entry.userName, compactNumber(entry.value), STRIP_FONTS.value) : "—",
			indicator: entry && leader && leader.value > 0 ? clampPercent((100 * entry.value) / leader.value) : 0,
		};
	}

	/**
	 * Moves a dial to another place, saves it in the settings and shows it.
	 * @param action The dial.
	 * @param fallback The settings of the event, for a dial that was not seen appearing.
	 * @param ticks The sum of ticks since the last step.
	 */
	async #step(action: DialAction<ShowTopSettings>, fallback: ShowTopSettings, ticks: number): Promise<void> {
		const settings = this.settingsOf(action.id) ?? fallback;
		const rank = clampRank(rankOf(settings) + ticks);
		if (rank === rankOf(settings)) return;
		const updated = withoutLegacyKey(showTopSpec, { ...settings, rank }) as ShowTopSettings;
		await ignoreIfKeyGone(action.setSettings(updated));
		await this.refreshNow(action.id, updated);
	}
}

/**
 * Reads the place, tolerating bad text as 1 (the request refuses it properly).
 * @param settings The key's settings.
 * @returns The place.
 */
function rankOf(settings: ShowTopSettings): number {
	try {
		return showTopSpec.fields.rank.parse(settings.rank, "rank", settings);
	} catch {
		return 1;
	}
}

/**
 * Names the list a key shows.
 * @param settings The key's settings.
 * @returns The top type, `message` by default.
 */
function listOf(settings: ShowTopSettings): string {
	return typeof settings.topType === "string" && settings.topType ? settings.topType : "message";
}

/**
 * Keeps a share within the touch strip's bar.
 * @param percent Any number.
 * @returns 0 to 100, rounded.
 */
function clampPercent(percent: number): number {
	return Math.round(Math.min(100, Math.max(0, percent)));
}

/**
 * Keeps a place within the list's bounds.
 * @param rank Any whole number.
 * @returns 1 to 100.
 */
function clampRank(rank: number): number {
	return Math.min(MAX_TOP_LIMIT, Math.max(1, rank));
}
