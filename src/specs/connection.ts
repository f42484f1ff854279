import { parseBaseUrl } from "../api/base-url";
import type { TextFieldSpec } from "./field-spec";
import { secretField } from "./field-spec";

/** The connection in the global settings, one for the whole plugin: where the API is and the channel's two keys. */
export const connectionSpec = {
	fields: {
		/** Origin of the API; empty until set up. */
		baseUrl: {
			kind: "text",
			required: false,
			parse: (raw) =>
				raw === undefined || (typeof raw === "string" && raw.trim() === "") ? undefined : parseBaseUrl(raw),
		} satisfies TextFieldSpec<string | undefined>,
		/** Read key (R). */
		readKey: secretField(),
		/** Write key (W). */
		writeKey: secretField(),
	},
} as const;
