import type { GoalVerb, StreamathonVerb, TopSubType, TopType } from "../contract/api-names";
import { demoDataValue } from "./demo-data";
import { rank, type RankedViewer } from "./demo-rankings";
import { type DemoViewer, newViewer, STARTING_VIEWERS } from "./demo-viewers";
import { seededBetween } from "./seeded";

/** A goals widget of the demo channel. */
export type DemoGoal = {
	/** How far the goal has come. */
	current: number;
	/** Where it is going. */
	target: number;
	/** Whether it is locked: a locked goal changes nothing (the answer says `change_count: 0`). */
	locked: boolean;
};

/** A streamathon timer of the demo channel. */
export type DemoTimer = {
	/** Seconds left. */
	seconds: number;
	/** Whether it is locked: a locked timer refuses seconds as a locked goal refuses changes. */
	locked: boolean;
};

/** The most entries of one kind kept; beyond it the oldest is forgotten (and comes back as new if asked again). */
const MAX_ENTRIES = 1000;

/** The widget id that stands for every widget. */
const ALL = "all";

/** Targets a new goal picks from. */
const GOAL_TARGETS = [50, 100, 200, 250, 500, 1000];

/**
 * The channel the demo answers for: viewers with balances and warnings, goals, timers and custom data, all in memory.
 * It knows whatever it is asked about, creating it with a plausible value the first time; everything it invents is
 * drawn from the name, so it starts the same way every time.
 */
export class DemoChannel {
	/** Viewers by lower-case name. */
	readonly #viewers = new Map<string, DemoViewer>();
	/** Goals by widget id. */
	readonly #goals = new Map<string, DemoGoal>();
	/** Timers by widget id. */
	readonly #timers = new Map<string, DemoTimer>();
	/** Custom data by data key. */
	readonly #data = new Map<string, string>();
	/** Custom events received, newest last (at most {@link MAX_ENTRIES}). */
	readonly #events: string[] = [];

	/**
	 * Starts the channel with its usual viewers, a goal and a timer called `main`.
	 */
	constructor() {
		for (const name of STARTING_VIEWERS) this.viewer(name);
		this.goal("main");
		this.timer("main");
	}

	/**
	 * The custom events received, oldest first.
	 * @returns Their values.
	 */
	public get events(): readonly string[] {
		return this.#events;
	}

	/**
	 * A custom data value, created the first time its data key is read: text for a key that names text, else a number.
	 * @param dataKey The data key.
	 * @returns The value, as text.
	 */
	public data(dataKey: string): string {
		return this.#data.get(dataKey) ?? remember(this.#data, dataKey, demoDataValue(dataKey));
	}

	/**
	 * A goal, created the first time it is named.
	 * @param id The widget id.
	 * @returns The goal.
	 */
	public goal(id: string): DemoGoal {
		const known = this.#goals.get(id);
		if (known) return known;
		const target = GOAL_TARGETS[seededBetween(`goal:${id}`, 0, GOAL_TARGETS.length - 1)];
		const current = Math.floor((target * seededBetween(`progress:${id}`, 10, 80)) / 100);
		return remember(this.#goals, id, { current, target, locked: false });
	}

	/**
	 * Acts on a goal, or on every goal (`all`).
	 * @param action What to do.
	 * @param id The widget id, or `all`.
	 * @param value The action's number.
	 * @returns How many goals changed (a lock or unlock counts when the lock changed).
	 */
	public goalAction(action: GoalVerb, id: string, value: number): number {
		const goals = id === ALL ? [...this.#goals.values()] : [this.goal(id)];
		return goals.filter((goal) => writeUnlessLocked(goal, action, () => changeGoal(goal, action, value))).length;
	}

	/**
	 * Receives a custom event.
	 * @param value Its value.
	 */
	public receiveEvent(value: string): void {
		this.#events.push(value);
		if (this.#events.length > MAX_ENTRIES) this.#events.shift();
	}

	/**
	 * Takes currency from a viewer: without `force`, only what they have; with it, down to 0 at most.
	 * @param who The viewer.
	 * @param amount How much.
	 * @param force Whether to take it even when they lack it.
	 * @returns The viewer, or `undefined` when they lack the amount and `force` is off.
	 */
	public removeCurrency(who: string, amount: number, force: boolean): DemoViewer | undefined {
		const viewer = this.viewer(who);
		if (!force && viewer.currency < amount) return undefined;
		viewer.currency = Math.max(0, viewer.currency - amount);
		return viewer;
	}

	/**
	 * Sets a viewer's balance.
	 * @param who The viewer.
	 * @param amount The new balance, 0 or more.
	 * @returns The viewer.
	 */
	public setCurrency(who: string, amount: number): DemoViewer {
		const viewer = this.viewer(who);
		viewer.currency = amount;
		return viewer;
	}

	/**
	 * A timer, created the first time it is named.
	 * @param id The widget id.
	 * @returns The timer.
	 */
	public timer(id: string): DemoTimer {
		return (
			this.#timers.get(id) ??
			remember(this.#timers, id, { seconds: seededBetween(`timer:${id}`, 30, 240) * 60, locked: false })
		);
	}

	/**
	 * Acts on a timer, or on every timer (`all`).
	 * @param action What to do.
	 * @param id The widget id, or `all`.
	 * @param value Seconds to add or remove; minutes for `reset`.
	 * @returns How many timers changed (a lock or unlock counts when the lock changed), as for goals.
	 */
	public timerAction(action: StreamathonVerb, id: string, value: number): number {
		const timers = id === ALL ? [...this.#timers.values()] : [this.timer(id)];
		return timers.filter((timer) => writeUnlessLocked(timer, action, () => changeTimer(timer, action, value))).length;
	}

	/**
	 * A top list.
	 * @param type Which list.
	 * @param period Which period.
	 * @param limit How many rows.
	 * @returns The rows, largest first.
	 */
	public top(type: TopType, period: TopSubType, limit: number): RankedViewer[] {
		return rank(this.#viewers.values(), type, period, limit);
	}

	/**
	 * A viewer, by name or by numeric identifier; a name not met before is a new viewer.
	 * @param who The name or identifier, as typed.
	 * @returns The viewer.
	 */
	public viewer(who: string): DemoViewer {
		const known = this.#viewers.get(who.toLowerCase());
		if (known) return known;
		if (/^\d+$/.test(who)) {
			for (const viewer of this.#viewers.values()) if (viewer.id === who) return viewer;
		}
		return remember(this.#viewers, who.toLowerCase(), newViewer(who));
	}
}

/**
 * Keeps a new entry, forgetting the oldest when there are too many.
 * @param map Where.
 * @param name What the entry is kept under: a viewer's name, a widget id, a data key.
 * @param value The entry.
 * @returns The entry.
 */
function remember<T>(map: Map<string, T>, name: string, value: T): T {
	if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
	map.set(name, value);
	return value;
}

/** The writes a locked widget refuses: a goal's progress and a timer's seconds (a goal's target still moves). */
const HELD_BY_LOCK: ReadonlySet<string> = new Set(["add", "remove", "set", "reset", "add_seconds", "remove_seconds"]);

/**
 * The lock rule of the stand-ins, goals and timers alike (docs/emulator.md): `lock` and `unlock` set the lock, and a
 * locked widget refuses the writes {@link HELD_BY_LOCK} names, which then change nothing.
 * @param widget The goal or timer.
 * @param action What to do.
 * @param write Applies any other action to the widget.
 * @returns Whether the widget changed: a lock or unlock counts when the lock changed.
 */
function writeUnlessLocked(widget: DemoGoal | DemoTimer, action: string, write: () => boolean): boolean {
	if (action === "lock" || action === "unlock") {
		const locked = action === "lock";
		const changed = widget.locked !== locked;
		widget.locked = locked;
		return changed;
	}
	return !(widget.locked && HELD_BY_LOCK.has(action)) && write();
}

/**
 * Changes a goal's value or target.
 * @param goal The goal, not locked.
 * @param action What to do (not a lock or unlock).
 * @param value The action's number.
 * @returns Whether anything changed.
 */
function changeGoal(goal: DemoGoal, action: GoalVerb, value: number): boolean {
	const before = [goal.current, goal.target];
	switch (action) {
		case "add":
			goal.current = Math.max(0, goal.current + value);
			break;
		case "remove":
			goal.current = Math.max(0, goal.current - value);
			break;
		case "set":
			goal.current = Math.max(0, value);
			break;
		case "reset":
			goal.current = 0;
			break;
		case "add_goal":
			goal.target = Math.max(0, goal.target + value);
			break;
		case "set_goal":
			goal.target = Math.max(0, value);
			break;
	}
	return goal.current !== before[0] || goal.target !== before[1];
}

/**
 * Changes a timer's seconds.
 * @param timer The timer, not locked.
 * @param action What to do (not a lock or unlock).
 * @param value Seconds; minutes for `reset`.
 * @returns Whether anything changed.
 */
function changeTimer(timer: DemoTimer, action: StreamathonVerb, value: number): boolean {
	const before = timer.seconds;
	if (action === "add_seconds") timer.seconds = Math.max(0, before + value);
	else if (action === "remove_seconds") timer.seconds = Math.max(0, before - value);
	else if (action === "reset") timer.seconds = Math.max(0, value) * 60;
	return timer.seconds !== before;
}
