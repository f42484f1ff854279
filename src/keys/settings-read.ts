import type { JsonObject } from "@elgato/utils";

import { type ActionSpec, parseSettings, type ValuesOf } from "../contract/action-spec";

/**
 * A key's settings as one event carries them, read once: the typed values, or the one refusal that says why they
 * cannot be used. Everything the event does receives this, so that nothing parses the same settings again.
 */
export type SettingsRead<V> =
	| {
			/** The settings are not usable. */
			readonly ok: false;
			/** Why: the invalid-input error of the first bad setting (`Setup` on a key). */
			readonly refusal: unknown;
	  }
	| {
			/** The settings are usable. */
			readonly ok: true;
			/** The parsed values. */
			readonly values: V;
	  };

/**
 * Reads an event's settings with an action's spec, once.
 * @param spec The action's spec.
 * @param settings The settings as stored.
 * @returns The values, or the refusal.
 */
export function readSettings<S extends ActionSpec>(spec: S, settings: JsonObject): SettingsRead<ValuesOf<S>> {
	return readWith(() => parseSettings(spec, settings));
}

/**
 * Reads settings with a parser of one's own, once.
 * @param parse Parses them; throws for bad ones.
 * @returns The values, or the refusal.
 */
export function readWith<V>(parse: () => V): SettingsRead<V> {
	try {
		return { ok: true, values: parse() };
	} catch (refusal) {
		return { ok: false, refusal };
	}
}

/**
 * Tells whether two events carry the same settings: the same names, each with the same text, number, boolean or
 * `null`. Settings that hold an object or a list never count as the same: they are read again.
 * @param a The settings of one event.
 * @param b The settings of another.
 * @returns `true` when they are the same.
 */
export function sameSettings(a: JsonObject, b: JsonObject): boolean {
	const names = Object.keys(a);
	if (names.length !== Object.keys(b).length) return false;
	for (const name of names) {
		const value = a[name];
		if (value !== b[name] || (typeof value === "object" && value !== null)) return false;
	}
	return true;
}

/**
 * The values of a read, for work that cannot go on without them.
 * @param read The read.
 * @returns The values.
 * @throws The read's refusal.
 */
export function valuesOf<V>(read: SettingsRead<V>): V {
	if (!read.ok) throw read.refusal;
	return read.values;
}

/**
 * Maps the values of a read, keeping a refusal as it is.
 * @param read The read.
 * @param map Derives what is needed from the values; it must not throw.
 * @returns The mapped read.
 */
export function mapRead<V, W>(read: SettingsRead<V>, map: (values: V) => W): SettingsRead<W> {
	return read.ok ? { ok: true, values: map(read.values) } : read;
}
