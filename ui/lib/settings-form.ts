import type { Choice, Field, Settings, SettingsText } from "./field-types";
import { evaluateField, type FieldOutcome, inputFor } from "./field-value";
import { FieldView } from "./field-view";
import { say } from "./i18n";

/**
 * A set of fields bound to one settings object (an action's settings, or the global settings). Every change the user
 * makes is saved at once, as typed (trimmed), valid or not, and judged with the plugin's rules: an invalid value shows
 * its message under the field, and the plugin refuses it the same way (the key alerts `Setup` and sends nothing), so
 * what the inspector shows is always what the key does.
 */
export class SettingsForm {
	/** The fields, in order. */
	readonly #fields: readonly Field[];
	/** Their rows, by setting name. */
	readonly #views = new Map<string, FieldView>();
	/** Stores the whole settings object. */
	readonly #save: (settings: Settings) => void;
	/** Fields the user changed since they last mirrored the stored settings. */
	readonly #touched = new Set<string>();
	/** Called after every change. */
	readonly #listeners: Array<() => void> = [];
	/** The settings as last stored. */
	#saved: Settings = {};

	/**
	 * Builds the rows of the fields.
	 * @param fields The fields, in order.
	 * @param idPrefix Start of the controls' IDs, to keep them unique in the page (e.g. `setting`).
	 * @param save Stores the whole settings object.
	 */
	constructor(fields: readonly Field[], idPrefix: string, save: (settings: Settings) => void) {
		this.#fields = fields;
		this.#save = save;
		for (const field of fields) {
			const view = new FieldView(field, `${idPrefix}-${field.name}`);
			view.onChange(() => this.#changed(field));
			this.#views.set(field.name, view);
		}
		this.load({});
	}

	/**
	 * The settings as last stored (what the plugin uses).
	 * @returns A copy.
	 */
	public get saved(): Settings {
		return { ...this.#saved };
	}

	/**
	 * Tells whether a field holds a value the plugin accepts.
	 * @param name The setting's name.
	 * @returns `true` when valid.
	 */
	public isValid(name: string): boolean {
		const field = this.#fields.find((candidate) => candidate.name === name);
		const view = this.#views.get(name);
		return field !== undefined && view !== undefined && evaluateField(field, view.input, this.#current()).valid;
	}

	/**
	 * Takes settings from the app. A field shows the new value when the stored one changed; a field whose stored value
	 * did not change keeps what the user is typing, even when it is invalid.
	 * @param settings The stored settings.
	 */
	public load(settings: Settings): void {
		const previous = this.#saved;
		this.#saved = { ...settings };
		for (const field of this.#fields) {
			if (!this.#touched.has(field.name) || !sameValue(previous[field.name], settings[field.name])) {
				this.#views.get(field.name)!.input = inputFor(field, settings[field.name]);
				this.#touched.delete(field.name);
			}
		}
		this.#refresh();
	}

	/**
	 * Calls back after every change, the user's or the app's.
	 * @param listener The callback.
	 */
	public onUpdate(listener: () => void): void {
		this.#listeners.push(listener);
	}

	/**
	 * The row of a field.
	 * @param name The setting's name.
	 * @returns The row element.
	 */
	public row(name: string): HTMLElement {
		const view = this.#views.get(name);
		if (!view) throw new Error(`No field named ${name}.`);
		return view.row;
	}

	/**
	 * Replaces the entries of a dropdown whose choices change (channels), and judges its value again.
	 * @param name The setting's name.
	 * @param choices The new entries.
	 */
	public setChoices(name: string, choices: readonly Choice[]): void {
		this.#views.get(name)?.setChoices(choices);
		this.#refresh();
	}

	/**
	 * What a field currently holds, saved or not.
	 * @param name The setting's name.
	 * @returns Its text, trimmed; `""` for checkboxes.
	 */
	public text(name: string): string {
		const input = this.#views.get(name)?.input;
		return typeof input === "string" ? input.trim() : "";
	}

	/**
	 * Handles a change of the user: saves every field the user changed, valid or not, and shows what is refused.
	 * @param field The field changed.
	 */
	#changed(field: Field): void {
		this.#touched.add(field.name);
		const current = this.#current();
		const next = { ...this.#saved };
		for (const candidate of this.#fields) {
			if (!this.#touched.has(candidate.name)) continue;
			const outcome = this.#evaluate(candidate, current);
			const value = outcome.valid ? outcome.value : asTyped(this.#views.get(candidate.name)!.input);
			if (value === undefined) delete next[candidate.name];
			else next[candidate.name] = value;
		}
		if (!sameSettings(next, this.#saved)) {
			this.#saved = next;
			this.#save({ ...next });
		}
		this.#refresh();
	}

	/**
	 * Shows every field's message or hint, and tells the listeners.
	 */
	#refresh(): void {
		const current = this.#current();
		for (const field of this.#fields) {
			const view = this.#views.get(field.name)!;
			const outcome = this.#evaluate(field, current);
			const refused = outcome.valid ? undefined : outcome.message;
			const shown = this.#touched.has(field.name) || hasContent(view.input);
			view.showNote(shown ? refused : undefined, textOf(field.hint, current));
			view.row.hidden = field.shownWhen?.(current) === false;
		}
		for (const listener of this.#listeners) listener();
	}

	/**
	 * The settings as the user sees them: the stored ones, overlaid with every valid value in the fields (defaults
	 * included), so that checks and hints that depend on another field follow what it shows.
	 * @returns The settings.
	 */
	#current(): Settings {
		const current = { ...this.#saved };
		for (const field of this.#fields) {
			const outcome = evaluateField(field, this.#views.get(field.name)!.input, this.#saved);
			if (!outcome.valid) continue;
			current[field.name] = outcome.value ?? defaultOf(field);
		}
		return current;
	}

	/**
	 * Judges a field's input.
	 * @param field The field.
	 * @param settings The settings it may depend on.
	 * @returns The outcome.
	 */
	#evaluate(field: Field, settings: Settings): FieldOutcome {
		return evaluateField(field, this.#views.get(field.name)!.input, settings);
	}
}

/**
 * What a refused input is stored as: the text as typed, trimmed; nothing when blank.
 * @param input The control's value.
 * @returns The value to store.
 */
function asTyped(input: boolean | string): boolean | string | undefined {
	return typeof input === "string" ? input.trim() || undefined : input;
}

/**
 * The value the plugin uses for a missing setting.
 * @param field The field.
 * @returns The default, if the field has one.
 */
function defaultOf(field: Field): unknown {
	return "default" in field ? field.default : undefined;
}

/**
 * Resolves a hint that may depend on the settings, in the user's language.
 * @param text The hint.
 * @param settings The settings as the user sees them.
 * @returns The text, if any.
 */
function textOf(text: SettingsText | undefined, settings: Settings): string | undefined {
	const phrase = typeof text === "function" ? text(settings) : text;
	return phrase === undefined ? undefined : say(phrase);
}

/**
 * Tells whether a control holds something the user typed or chose.
 * @param input The control's value.
 * @returns `true` for non-blank text.
 */
function hasContent(input: boolean | string): boolean {
	return typeof input === "string" && input.trim() !== "";
}

/**
 * Compares two stored values.
 * @param a One value.
 * @param b The other.
 * @returns `true` when they are the same JSON.
 */
function sameValue(a: unknown, b: unknown): boolean {
	return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Compares two settings objects, whatever the order of their names.
 * @param a One object.
 * @param b The other.
 * @returns `true` when they hold the same values.
 */
function sameSettings(a: Settings, b: Settings): boolean {
	const names = new Set([...Object.keys(a), ...Object.keys(b)]);
	return [...names].every((name) => sameValue(a[name], b[name]));
}
