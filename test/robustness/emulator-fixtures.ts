import type { Endpoint } from "../../src/contract/endpoints";
import type { EmulatorState, Viewer } from "../../tools/emulator/server";

/** Where the widgets and balances the fixtures add start: far from zero, so that removals never hit the floor. */
export const FIXTURE_START = 1_000_000;

/**
 * Adds a viewer to the emulated channel (or resets the balance of one already there).
 * @param state The emulator's state.
 * @param name The viewer's name.
 * @param currency The balance.
 * @returns The viewer.
 */
export function addViewer(state: EmulatorState, name: string, currency = FIXTURE_START): Viewer {
	const existing = state.findViewer(name);
	if (existing) {
		existing.currency = currency;
		return existing;
	}
	const viewer: Viewer = {
		id: String(900_000 + state.viewers.length),
		name,
		warnings: state.viewers.length % 7,
		currency,
		stats: {
			uptime: { week: 60, month: 600, global: 6000 },
			message: { week: 1, month: 10, global: 100 },
			ranks: 1,
			level: 1,
		},
	};
	state.viewers.push(viewer);
	return viewer;
}

/**
 * Adds an unlocked goals widget far from zero, so that removals never hit the floor.
 * @param state The emulator's state.
 * @param id The widget's ID.
 */
export function addGoal(state: EmulatorState, id: string): void {
	state.goals.set(id, { id, current: FIXTURE_START, target: 2 * FIXTURE_START, locked: false });
}

/**
 * Adds an unlocked streamathon widget far from zero.
 * @param state The emulator's state.
 * @param id The widget's ID.
 */
export function addStreamathon(state: EmulatorState, id: string): void {
	state.streamathons.set(id, { id, seconds: FIXTURE_START, locked: false });
}

/**
 * Adds what a request of an endpoint about `name` needs to succeed: its widget, its viewer or its stored value.
 * @param state The emulator's state.
 * @param endpoint The endpoint family of the request.
 * @param name What a setting of the key names: a widget ID, a viewer, a data key (an event or a top list needs none).
 * @param currency A new viewer's balance.
 */
export function addNamed(state: EmulatorState, endpoint: Endpoint, name: string, currency?: number): void {
	if (endpoint === "goals") addGoal(state, name);
	if (endpoint === "streamathon") addStreamathon(state, name);
	if (endpoint === "currency" || endpoint === "warnings") addViewer(state, name, currency);
	if (endpoint === "custom-data") state.customData.set(name, `value ${name}`);
}
