import { parseBaseUrl } from "./base-url";
import type { TextFieldSpec } from "./field-spec";
import { secretField } from "./field-spec";

/** Origin of the API: empty until set up, else what requests are built from (`https://`, or `http://` on loopback). */
const baseUrlField: TextFieldSpec<string | undefined> = {
	kind: "text",
	required: false,
	parse: (raw) => (raw === undefined || (typeof raw === "string" && raw.trim() === "") ? undefined : parseBaseUrl(raw)),
};

/** The connection in the global settings, one for the whole plugin: where the API is and the channel's two API keys. */
export const connectionSpec = {
	fields: {
		/** Origin of the API; empty until set up. */
		baseUrl: baseUrlField,
		/** Read API key (R). */
		readKey: secretField(),
		/** Write API key (W). */
		writeKey: secretField(),
	},
} as const;
