import type { DialAction, DialRotateEvent, WillAppearEvent } from "@elgato/streamdeck";

import type { TopList } from "../api/types";
import type { SettingsOf, ValuesOf } from "../contract/action-spec";
import { MAX_TOP_LIMIT } from "../contract/api-names";
import { showTopSpec } from "../contract/specs/show-top";
import { DisplayAction, type DisplayedValue, type DisplayRequest, type StripText } from "../display/display-action";
import { DisplayKey, type Subscribe } from "../display/display-key";
import { topListHeading } from "../display/display-naming";
import { withoutLegacyApiKey } from "../keys/channel-migration";
import type { OnScreen } from "../keys/key-state";
import type { FaceHeading } from "../render/key-face";
import { ignoreIfKeyGone } from "../render/key-gone";
import { compactNumber } from "../render/text-fit";
import { fitNameAndValue, STRIP_FONTS } from "../render/text-width";
import { describeDialGestures } from "../render/trigger-descriptions";
import { DIAL_READ_GAP_MS } from "../widgets/dial-read-gap";

/** Where a dial is going while it is turned. */
type DialWalk = {
	/** The place the ticks so far lead to. */
	target: number;
	/** When the dial's last read went, in epoch milliseconds. */
	readAt: number;
	/** The walk under way, which later ticks join. */
	running?: Promise<void>;
};

/** Settings of Show Top 1. */
export type ShowTopSettings = SettingsOf<typeof showTopSpec>;

/** A Show Top key or dial on screen: what every display key keeps, and a dial's walk through the places. */
class ShowTopKey extends DisplayKey<ShowTopSettings, TopList> {
	/** The dial's walk, so that one place is fetched at a time. */
	public readonly walk: DialWalk = newWalk();
}

/**
 * A dial's walk before its first tick.
 * @returns The walk.
 */
function newWalk(): DialWalk {
	return { target: 0, readAt: Number.NEGATIVE_INFINITY };
}

/**
 * Show Top 1: shows who holds a place of a top list, with their value
 * (`GET /api/ranking/{R}/top/{topType}/{topSubType}/{LIMIT}`, one read per list with LIMIT the highest rank among its
 * keys on screen); on a dial, rotating steps through the places.
 */
export class ShowTop extends DisplayAction<typeof showTopSpec, ShowTopSettings, TopList, ShowTopKey> {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = showTopSpec.uuid;
	/** The action's settings. */
	protected override readonly spec = showTopSpec;

	/**
	 * Steps through the places: a place inside the list already read shows at once and costs nothing; a place beyond it
	 * is read, at most once per {@link DIAL_READ_GAP_MS}, with the ticks that came meanwhile summed into it.
	 * @param ev The event.
	 */
	public override async onDialRotate(ev: DialRotateEvent<ShowTopSettings>): Promise<void> {
		const action = ev.action;
		// A dial not seen appearing only saves its new place: it shows nothing.
		const walk = this.keyOf(action.id)?.walk ?? newWalk();
		const from = walk.running ? walk.target : rankOf(this.settingsOf(action.id) ?? ev.payload.settings);
		walk.target = clampRank(from + ev.payload.ticks);
		const current = walk;
		current.running ??= this.#walk(action, ev.payload.settings, current).finally(() => {
			current.running = undefined;
		});
		await current.running;
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
	 * Makes the state of a Show Top key or dial.
	 * @param action The key or dial.
	 * @param subscribe Makes what it follows.
	 * @returns The state.
	 */
	protected override createKey(
		action: OnScreen<ShowTopSettings>,
		subscribe: Subscribe<ShowTopSettings, TopList>,
	): ShowTopKey {
		return new ShowTopKey(action, subscribe);
	}

	/**
	 * Describes the value: the list and period, the name at the place over their value, with the place as a badge when
	 * it is not 1.
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
			heading: headingOf(settings),
			label: name,
			value: shown,
			badge: rank === 1 ? undefined : `#${rank}`,
			fields: { name, value: shown, rank: String(rank), list: listOf(settings) },
			number: entry?.value,
		};
	}

	/**
	 * Describes the request: the list, shared by every key of it, read as far as the highest rank among them.
	 * @param values The key's settings, parsed.
	 * @returns The request.
	 */
	protected override request(values: ValuesOf<typeof showTopSpec>): DisplayRequest<TopList> {
		const { topType, topSubType, rank } = values;
		return {
			parameters: `${topType}/${topSubType}`,
			need: rank,
			read: (client, need) => client.getTop(topType, topSubType, clampRank(Math.max(rank, need))),
		};
	}

	/**
	 * Writes the touch strip: the list, period and place (the list's words cut first) over the name and value, which
	 * have more room there.
	 * @param value The answer.
	 * @param settings The dial's settings.
	 * @returns The strip's texts.
	 */
	protected override stripFeedback(value: TopList, settings: ShowTopSettings): StripText {
		const rank = rankOf(settings);
		const entry = value.entries[rank - 1];
		const leader = value.entries[0];
		const { words, detail } = headingOf(settings);
		const place = detail === undefined ? `#${rank}` : `· ${detail} #${rank}`;
		return {
			heading: fitNameAndValue(words, place, STRIP_FONTS.heading),
			value: entry ? fitNameAndValue(entry.userName, compactNumber(entry.value), STRIP_FONTS.value) : "—",
			indicator: entry && leader && leader.value > 0 ? clampPercent((100 * entry.value) / leader.value) : 0,
		};
	}

	/**
	 * Moves a dial to its target place, saving it in the settings and showing it, until it shows the newest target.
	 * @param action The dial.
	 * @param fallback The settings of the event, for a dial that was not seen appearing.
	 * @param walk The dial's walk.
	 */
	async #walk(action: DialAction<ShowTopSettings>, fallback: ShowTopSettings, walk: DialWalk): Promise<void> {
		for (let step = 0; step <= MAX_TOP_LIMIT * 2; step++) {
			const settings = this.settingsOf(action.id) ?? fallback;
			const rank = walk.target;
			if (rank === rankOf(settings)) return;
			const updated = withoutLegacyApiKey(showTopSpec, { ...settings, rank }) as ShowTopSettings;
			const visible = this.settingsOf(action.id) !== undefined;
			if (!visible || this.showFromHand(action.id, updated)) {
				await ignoreIfKeyGone(action.setSettings(updated));
				if (!visible) return;
				continue;
			}
			const wait = walk.readAt + DIAL_READ_GAP_MS - Date.now();
			if (wait > 0) {
				// A read of this dial went out a moment ago: ticks that come meanwhile join the next one.
				await new Promise((resolve) => setTimeout(resolve, wait));
				continue;
			}
			walk.readAt = Date.now();
			await ignoreIfKeyGone(action.setSettings(updated));
			await this.refreshNow(action.id, updated, false);
		}
	}
}

/**
 * Reads the place, tolerating bad text as 1 (the request refuses it properly).
 * @param settings The key's settings.
 * @returns The place.
 */
function rankOf(settings: ShowTopSettings): number {
	return readOr(() => showTopSpec.fields.rank.parse(settings.rank, "rank", settings), 1);
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
 * Says which list and period a key shows, as its settings are read (a value is only shown for settings that read).
 * @param settings The key's settings.
 * @returns The heading.
 */
function headingOf(settings: ShowTopSettings): FaceHeading {
	const { topType, topSubType } = showTopSpec.fields;
	return topListHeading(
		readOr(() => topType.parse(settings.topType, "topType", settings), "message"),
		readOr(() => topSubType.parse(settings.topSubType, "topSubType", settings), "global"),
	);
}

/**
 * Reads a setting, tolerating bad text as its default (the request refuses it properly).
 * @param parse Reads it; throws for bad text.
 * @param fallback What bad text reads as.
 * @returns The setting.
 */
function readOr<T>(parse: () => T, fallback: T): T {
	try {
		return parse();
	} catch {
		return fallback;
	}
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
