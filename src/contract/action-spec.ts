import { channelField } from "./channels";
import { type ApiKeyKind, type Endpoint, ENDPOINT_API_KEYS } from "./endpoints";
import type {
	BooleanFieldSpec,
	FieldSpec,
	IntegerFieldSpec,
	NumberFieldSpec,
	RawSettings,
	SecretFieldSpec,
	TextFieldSpec,
} from "./field-spec";
import { secretField } from "./field-spec";

/** The settings an action declares, by name as the contract spells them. */
export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

/** The fields every action has: its channel, and 0.1's own API key until the plugin moved it into a channel. */
type ChannelFields = {
	/** The id of the channel in the global settings; empty or absent picks the default channel. */
	readonly channel: TextFieldSpec;
	/** 0.1 only: when set, replaces the API keys; the plugin moves it into a channel and removes it (never shown). */
	readonly apiKey: SecretFieldSpec;
};

/**
 * One action's settings, written once: what the plugin parses, what the property inspector shows and checks, and
 * which API key the action's requests carry.
 */
export type ActionSpec<F extends FieldSpecs = FieldSpecs> = {
	/** The action's UUID, as in the manifest. */
	readonly uuid: `com.channel.companion.${string}`;
	/** The action's English name, for log lines. */
	readonly name: string;
	/** The endpoint family the action calls. */
	readonly endpoint: Endpoint;
	/** The API key its requests carry, read (R) or write (W). */
	readonly apiKeyKind: ApiKeyKind;
	/** Its settings, in the order the property inspector shows them, and the channel fields. */
	readonly fields: ChannelFields & F;
	/**
	 * Settings with which it is ready to send, against the API emulator's seed data and the demo channel: the tests,
	 * the virtual deck and the oracles place the action with them.
	 */
	readonly example: { readonly [K in keyof F]?: StoredOf<F[K]> };
};

/** What a field stores, as the app hands it back: numbers may be text, booleans may be text. */
type StoredOf<S extends FieldSpec> = S extends IntegerFieldSpec | NumberFieldSpec
	? number | string
	: S extends BooleanFieldSpec
		? boolean | string
		: ReturnType<S["parse"]> & string;

/** An action's settings as stored in a profile: every field optional, in the forms the contract accepts. */
export type SettingsOf<S extends ActionSpec> = {
	[K in keyof S["fields"]]?: StoredOf<S["fields"][K]>;
};

/** An action's settings once parsed: checked, typed, defaults filled in. */
export type ValuesOf<S extends ActionSpec> = {
	[K in keyof S["fields"]]: ReturnType<S["fields"][K]["parse"]>;
};

/** The names of the settings a page words itself (the channel has a place of its own; 0.1's API key is never shown). */
export type ShownFieldName<S extends ActionSpec> = Exclude<string & keyof S["fields"], keyof ChannelFields>;

/** What an action's spec declares: all but the API key kind (it follows from the endpoint) and the channel fields. */
export type ActionDeclaration<F extends FieldSpecs> = Omit<ActionSpec<F>, "apiKeyKind" | "fields"> & {
	/** Its settings, in the order the property inspector shows them. */
	fields: F;
};

/**
 * Declares an action's settings.
 * @param spec The action's UUID, name, endpoint family and fields; the API key kind follows from the endpoint.
 * @param spec.uuid The action's UUID.
 * @param spec.name The action's English name, for log lines.
 * @param spec.endpoint The endpoint family it calls.
 * @param spec.fields Its settings, in the order shown.
 * @param spec.example Settings with which it is ready to send.
 * @returns The spec, with the channel and 0.1's API key added.
 */
export function defineAction<F extends FieldSpecs>(spec: ActionDeclaration<F>): ActionSpec<F> {
	const common: ChannelFields = { channel: channelField(), apiKey: secretField() };
	return { ...spec, apiKeyKind: ENDPOINT_API_KEYS[spec.endpoint], fields: { ...spec.fields, ...common } };
}

/**
 * Reads an action's settings: every field parsed by its own rule, in order.
 * @param spec The action's spec.
 * @param raw The settings as stored.
 * @returns The parsed values.
 * @throws The invalid-input `ApiError` of the first field that is wrong.
 */
export function parseSettings<S extends ActionSpec>(spec: S, raw: RawSettings): ValuesOf<S> {
	const values: Record<string, unknown> = {};
	for (const [name, field] of Object.entries(spec.fields)) {
		values[name] = field.parse(raw[name], name, raw);
	}
	return values as ValuesOf<S>;
}
