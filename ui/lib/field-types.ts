import type { FieldParser } from "../../src/contract/field-spec";
import type { Phrase, TranslationKey } from "./i18n";

/** Settings as the app stores them: a JSON object. */
export type Settings = Record<string, unknown>;

/** Words that may depend on the other settings, e.g. a hint that follows the chosen action. */
export type SettingsText = Phrase | ((settings: Readonly<Settings>) => Phrase | undefined);

/** What every field declares. */
type FieldBase = {
	/** The setting's name, as the contract spells it. */
	name: string;
	/** Label of the row. */
	label: TranslationKey;
	/** What messages call the value, e.g. "The refresh interval"; defaults to the label. */
	noun?: TranslationKey;
	/** Help shown under the field while its value is valid. */
	hint?: SettingsText;
	/** Shows the row only while the other settings make the field do something; always shown without it. */
	shownWhen?: SettingsRule;
	/** The plugin's own rule for the setting, from its spec; throws the refusal for a value it would not accept. */
	parse: FieldParser<unknown>;
};

/**
 * Tells something of an action's settings as the user sees them.
 * @param settings The settings.
 * @returns Whether it holds.
 */
export type SettingsRule = (settings: Readonly<Settings>) => boolean;

/** A single-line text setting, stored trimmed; empty means "not set". */
export type TextField = FieldBase & {
	/** A text input. */
	kind: "text";
	/** Greyed text of the empty field. */
	placeholder?: TranslationKey;
};

/**
 * An integer setting typed as text, stored as a number; empty means the default. The property inspector refuses
 * values outside `min`…`max` even where the plugin bends them into range.
 */
export type IntegerField = FieldBase & {
	/** A text input for a whole number. */
	kind: "integer";
	/** Value the plugin uses when the setting is missing; without one an empty field is refused. */
	default?: number;
	/** Smallest value allowed. */
	min?: number;
	/** Largest value allowed. */
	max?: number;
};

/** One entry of a dropdown: words of the catalogue, or a text of the user's own (a channel's name). */
export type Choice =
	| {
			/** Value stored. */
			value: string;
			/** Text shown, as it is. */
			text: string;
	  }
	| {
			/** Value stored. */
			value: string;
			/** Text shown. */
			label: TranslationKey;
	  };

/** A setting chosen from a fixed list. */
export type SelectField = FieldBase & {
	/** A dropdown. */
	kind: "select";
	/** The values allowed, in order. */
	choices: readonly Choice[];
	/** Value the plugin uses when the setting is missing; without one the user must choose. */
	default?: string;
	/** Text of the empty entry shown while nothing is chosen (no default only). */
	prompt?: TranslationKey;
	/** Whether the choices change while the page is open (channels): the field's own rule then judges the value. */
	dynamic?: boolean;
};

/** A true/false setting, stored as a boolean. */
export type CheckboxField = FieldBase & {
	/** A checkbox. */
	kind: "checkbox";
	/** Value the plugin uses when the setting is missing. */
	default: boolean;
	/** Text beside the box. */
	caption: TranslationKey;
};

/** A secret (an API key): masked, with a show/hide toggle, stored trimmed; empty means "not set". */
export type PasswordField = FieldBase & {
	/** A masked input. */
	kind: "password";
	/** Greyed text of the empty field. */
	placeholder?: TranslationKey;
};

/** A number that may have decimals (a threshold), typed as text, stored as a number; empty means the default. */
export type NumberField = FieldBase & {
	/** A text input for a number. */
	kind: "number";
	/** Value the plugin uses when the setting is missing. */
	default: number;
};

/** A colour `#RRGGBB`: a text input beside a colour picker, the two kept in step; empty means the default. */
export type ColourField = FieldBase & {
	/** A colour. */
	kind: "colour";
	/** Value the plugin uses when the setting is missing. */
	default: string;
};

/** Any field a property inspector declares. */
export type Field = CheckboxField | ColourField | IntegerField | NumberField | PasswordField | SelectField | TextField;
