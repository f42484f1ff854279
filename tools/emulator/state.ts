/** Top list kinds (`TOP_TYPE`). */
export const TOP_TYPES = ["uptime", "message", "currency", "ranks", "level"] as const;

/** Periods of the uptime and message top lists (`TOP_SUB_TYPE`). */
export const TOP_SUB_TYPES = ["week", "month", "global"] as const;

/** Actions of the goals widget endpoint. */
export const GOAL_ACTIONS = ["add", "remove", "lock", "unlock", "reset", "set", "add_goal", "set_goal"] as const;

/** Actions of the streamathon widget endpoint. */
export const STREAMATHON_ACTIONS = ["add_seconds", "remove_seconds", "lock", "unlock", "reset"] as const;

/** The custom event log keeps this many entries, so a long demo does not grow without bound. */
export const CUSTOM_EVENT_LOG_LIMIT = 1000;

/** A top list kind. */
export type TopType = (typeof TOP_TYPES)[number];

/** A top list period. */
export type TopSubType = (typeof TOP_SUB_TYPES)[number];

/** A goals widget action. */
export type GoalAction = (typeof GOAL_ACTIONS)[number];

/** A streamathon widget action. */
export type StreamathonAction = (typeof STREAMATHON_ACTIONS)[number];

/** A figure counted per period, as the uptime and message top lists need. */
export type PeriodStats = {
	/** Over the current week. */
	week: number;
	/** Over the current month. */
	month: number;
	/** Since the channel began. */
	global: number;
};

/** What the top lists rank a viewer by (currency comes from the viewer's balance). */
export type ViewerStats = {
	/** Watch time, in seconds. */
	uptime: PeriodStats;
	/** Chat messages sent. */
	message: PeriodStats;
	/** Rank points. */
	ranks: number;
	/** Level. */
	level: number;
};

/** A viewer of the channel. */
export type Viewer = {
	/** Platform identifier: numeric text. */
	id: string;
	/** Display name; lookups ignore case. */
	name: string;
	/** Number of warnings. */
	warnings: number;
	/** Virtual currency balance. */
	currency: number;
	/** Figures for the top lists. */
	stats: ViewerStats;
};

/** A goals widget. */
export type GoalWidget = {
	/** Widget identifier. */
	id: string;
	/** Progress so far (never below 0). */
	current: number;
	/** The goal (never below 0). */
	target: number;
	/** A locked widget ignores add, remove, set and reset. */
	locked: boolean;
};

/** A streamathon (countdown) widget. */
export type StreamathonWidget = {
	/** Widget identifier. */
	id: string;
	/** Time left, in seconds (never below 0). */
	seconds: number;
	/** A locked widget ignores add_seconds, remove_seconds and reset. */
	locked: boolean;
};

/** A custom event as received. */
export type CustomEventRecord = {
	/** The value of the `DATA_VAL` path segment, decoded. */
	pathValue: string;
	/** The `DATA_VAL` query parameter, when sent. */
	dataVal?: string;
	/** The `JSON_VAL` query parameter, parsed, when sent. */
	jsonVal?: string[];
	/** `Date.now()` when received. */
	at: number;
};

/** A viewer ranked in a top list. */
export type RankedViewer = {
	/** The viewer. */
	viewer: Viewer;
	/** The figure the list ranks by. */
	value: number;
};

/** A plain-data copy of the whole model, for the state page and `/state`. */
export type StateSnapshot = {
	/** Goals widgets. */
	goals: GoalWidget[];
	/** Streamathon widgets. */
	streamathons: StreamathonWidget[];
	/** Viewers. */
	viewers: Viewer[];
	/** Custom data entries by key. */
	customData: Record<string, number | string>;
	/** Custom events, oldest first. */
	customEvents: CustomEventRecord[];
};

/**
 * The emulated channel: viewers, widgets, custom data and the custom event log, with the operations the
 * endpoints perform. Collections keep their identity across {@link EmulatorState.seed}, so a test may hold them.
 */
export class EmulatorState {
	/** Custom data values by key. */
	public readonly customData = new Map<string, number | string>();

	/** Custom events received, oldest first (at most {@link CUSTOM_EVENT_LOG_LIMIT}). */
	public readonly customEvents: CustomEventRecord[] = [];

	/** Goals widgets by identifier. */
	public readonly goals = new Map<string, GoalWidget>();

	/** Streamathon widgets by identifier. */
	public readonly streamathons = new Map<string, StreamathonWidget>();

	/** Viewers, in seed order. */
	public readonly viewers: Viewer[] = [];

	/**
	 * Creates the model with the seed data.
	 */
	constructor() {
		this.seed();
	}

	/**
	 * Applies a goals action to one widget or to every widget (`all`).
	 * @param action The action.
	 * @param widgetId A widget identifier or `all`.
	 * @param value The path VALUE.
	 * @returns How many widgets the action applied to (locked widgets ignoring it are not counted), or
	 * `undefined` when no widget has that identifier.
	 */
	public applyGoalAction(action: GoalAction, widgetId: string, value: number): number | undefined {
		const widgets = selectWidgets(this.goals, widgetId);
		if (widgets === undefined) {
			return undefined;
		}
		let applied = 0;
		for (const widget of widgets) {
			if (applyGoalActionTo(widget, action, value)) {
				applied++;
			}
		}
		return applied;
	}

	/**
	 * Applies a streamathon action to one widget or to every widget (`all`).
	 * @param action The action.
	 * @param widgetId A widget identifier or `all`.
	 * @param value Seconds to add or remove; minutes for `reset`.
	 * @returns How many widgets the action applied to (locked widgets ignoring it are not counted), or `undefined` when
	 * no widget has that identifier.
	 */
	public applyStreamathonAction(action: StreamathonAction, widgetId: string, value: number): number | undefined {
		const widgets = selectWidgets(this.streamathons, widgetId);
		if (widgets === undefined) {
			return undefined;
		}
		let applied = 0;
		for (const widget of widgets) {
			if (applyStreamathonActionTo(widget, action, value)) {
				applied++;
			}
		}
		return applied;
	}

	/**
	 * Finds a viewer by platform identifier or by name (case and Unicode normalization ignored).
	 * @param identifier The decoded VIEWER_IDENTIFIER.
	 * @returns The viewer, or `undefined`.
	 */
	public findViewer(identifier: string): Viewer | undefined {
		const byId = this.viewers.find((viewer) => viewer.id === identifier);
		if (byId !== undefined) {
			return byId;
		}
		const wanted = foldName(identifier);
		return this.viewers.find((viewer) => foldName(viewer.name) === wanted);
	}

	/**
	 * Appends a custom event to the log, dropping the oldest beyond the limit.
	 * @param event The event.
	 */
	public recordCustomEvent(event: CustomEventRecord): void {
		this.customEvents.push(event);
		if (this.customEvents.length > CUSTOM_EVENT_LOG_LIMIT) {
			this.customEvents.splice(0, this.customEvents.length - CUSTOM_EVENT_LOG_LIMIT);
		}
	}

	/**
	 * Withdraws currency from a viewer. Without force, a balance below the amount refuses the withdrawal;
	 * with force, the balance drops to `max(0, balance - amount)` (the emulator never keeps a negative balance).
	 * @param viewer The viewer.
	 * @param amount Amount to withdraw (≥ 0).
	 * @param force Whether to withdraw even when the viewer lacks the amount.
	 * @returns `false` when refused for insufficient funds.
	 */
	public removeCurrency(viewer: Viewer, amount: number, force: boolean): boolean {
		if (!force && viewer.currency < amount) {
			return false;
		}
		viewer.currency = Math.max(0, viewer.currency - amount);
		return true;
	}

	/**
	 * Replaces the whole model with the seed data (collections are emptied and refilled, not replaced).
	 */
	public seed(): void {
		this.viewers.splice(0, this.viewers.length, ...seedViewers());
		this.goals.clear();
		for (const goal of seedGoals()) {
			this.goals.set(goal.id, goal);
		}
		this.streamathons.clear();
		for (const streamathon of seedStreamathons()) {
			this.streamathons.set(streamathon.id, streamathon);
		}
		this.customData.clear();
		this.customData.set("song", "Never Gonna Give You Up");
		this.customData.set("counter", "42");
		this.customData.set("motd", "Welcome to the stream! 🎉");
		// Data saved through the API keeps its JSON type: a number comes back as a number.
		this.customData.set("deaths", 3);
		this.customEvents.length = 0;
	}

	/**
	 * Sets a viewer's balance.
	 * @param viewer The viewer.
	 * @param amount The new balance (≥ 0).
	 */
	public setCurrency(viewer: Viewer, amount: number): void {
		viewer.currency = amount;
	}

	/**
	 * Copies the model into plain data.
	 * @returns The snapshot.
	 */
	public snapshot(): StateSnapshot {
		return structuredClone({
			goals: [...this.goals.values()],
			streamathons: [...this.streamathons.values()],
			viewers: this.viewers,
			customData: Object.fromEntries(this.customData),
			customEvents: this.customEvents,
		});
	}

	/**
	 * Ranks the viewers for a top list, largest first; ties keep seed order.
	 * @param type The list kind.
	 * @param subType The period; only uptime and message have periods, the other kinds ignore it.
	 * @param limit Maximum number of entries.
	 * @returns At most `limit` ranked viewers.
	 */
	public top(type: TopType, subType: TopSubType, limit: number): RankedViewer[] {
		return this.viewers
			.map((viewer) => ({ viewer, value: rankingValue(viewer, type, subType) }))
			.sort((a, b) => b.value - a.value)
			.slice(0, limit);
	}
}

/**
 * Picks the widgets an action addresses.
 * @param widgets The widgets by identifier.
 * @param widgetId An identifier or `all`.
 * @returns The widgets, or `undefined` when the identifier is unknown.
 */
function selectWidgets<T>(widgets: Map<string, T>, widgetId: string): T[] | undefined {
	if (widgetId === "all") {
		return [...widgets.values()];
	}
	const widget = widgets.get(widgetId);
	return widget === undefined ? undefined : [widget];
}

/**
 * Applies a goals action to one widget.
 * @param widget The widget.
 * @param action The action.
 * @param value The path VALUE.
 * @returns Whether the action applied (a locked widget ignores add, remove, set and reset).
 */
function applyGoalActionTo(widget: GoalWidget, action: GoalAction, value: number): boolean {
	switch (action) {
		case "lock":
		case "unlock":
			widget.locked = action === "lock";
			return true;
		case "add_goal":
			widget.target = Math.max(0, widget.target + value);
			return true;
		case "set_goal":
			widget.target = Math.max(0, value);
			return true;
	}
	if (widget.locked) {
		return false;
	}
	switch (action) {
		case "add":
			widget.current = Math.max(0, widget.current + value);
			break;
		case "remove":
			widget.current = Math.max(0, widget.current - value);
			break;
		case "set":
			widget.current = Math.max(0, value);
			break;
		case "reset":
			widget.current = 0;
			break;
	}
	return true;
}

/**
 * Applies a streamathon action to one widget.
 * @param widget The widget.
 * @param action The action.
 * @param value Seconds, or minutes for reset.
 * @returns Whether the action applied (a locked widget ignores add_seconds, remove_seconds and reset).
 */
function applyStreamathonActionTo(widget: StreamathonWidget, action: StreamathonAction, value: number): boolean {
	if (action === "lock" || action === "unlock") {
		widget.locked = action === "lock";
		return true;
	}
	if (widget.locked) {
		return false;
	}
	switch (action) {
		case "add_seconds":
			widget.seconds = Math.max(0, widget.seconds + value);
			break;
		case "remove_seconds":
			widget.seconds = Math.max(0, widget.seconds - value);
			break;
		case "reset":
			widget.seconds = Math.max(0, value * 60);
			break;
	}
	return true;
}

/**
 * The figure a top list ranks a viewer by.
 * @param viewer The viewer.
 * @param type The list kind.
 * @param subType The period (uptime and message only).
 * @returns The figure.
 */
function rankingValue(viewer: Viewer, type: TopType, subType: TopSubType): number {
	switch (type) {
		case "uptime":
		case "message":
			return viewer.stats[type][subType];
		case "currency":
			return viewer.currency;
		case "ranks":
		case "level":
			return viewer.stats[type];
	}
}

/**
 * Folds a name for comparison: same Unicode normalization, no case.
 * @param name The name.
 * @returns The folded name.
 */
function foldName(name: string): string {
	return name.normalize("NFC").toLowerCase();
}

/**
 * The seed viewers, including names with a space, non-ASCII letters and URL-reserved characters.
 * @returns Fresh viewer objects.
 */
function seedViewers(): Viewer[] {
	return [
		viewer("10001", "StreamFan42", 1, 1500, [36000, 150000, 2000000], [120, 480, 9000], 12, 30),
		viewer("10002", "night owl", 0, 320, [18000, 90000, 1500000], [300, 900, 12000], 8, 22),
		viewer("10003", "Ünïcode Fan", 2, 75, [7200, 30000, 400000], [45, 200, 3100], 5, 14),
		viewer("10004", "a/b?c#d%e", 3, 10, [600, 2400, 50000], [10, 40, 700], 2, 6),
		viewer("10005", "ZeroBalance", 0, 0, [3600, 7200, 20000], [5, 25, 150], 1, 3),
		viewer("10006", "Moderator_Mia", 0, 8000, [54000, 200000, 3000000], [600, 2500, 40000], 20, 45),
	];
}

/**
 * Builds one seed viewer.
 * @param id Platform identifier.
 * @param name Display name.
 * @param warnings Warning count.
 * @param currency Balance.
 * @param uptime Uptime seconds for week, month, global.
 * @param message Messages for week, month, global.
 * @param ranks Rank points.
 * @param level Level.
 * @returns The viewer.
 */
function viewer(
	id: string,
	name: string,
	warnings: number,
	currency: number,
	uptime: [number, number, number],
	message: [number, number, number],
	ranks: number,
	level: number,
): Viewer {
	const period = ([
		week,
		month,
		global,
	]: [
		number,
		number,
		number,
	]): PeriodStats => ({ week, month, global });
	return { id, name, warnings, currency, stats: { uptime: period(uptime), message: period(message), ranks, level } };
}

/**
 * The seed goals widgets.
 * @returns Fresh widget objects.
 */
function seedGoals(): GoalWidget[] {
	return [
		{ id: "main", current: 25, target: 100, locked: false },
		{ id: "subs", current: 3, target: 10, locked: false },
	];
}

/**
 * The seed streamathon widgets.
 * @returns Fresh widget objects.
 */
function seedStreamathons(): StreamathonWidget[] {
	return [
		{ id: "main", seconds: 3600, locked: false },
		{ id: "backup", seconds: 600, locked: false },
	];
}
