import type { Endpoint } from "../contract/endpoints";
import { ACCENTS } from "./key-face";

/** The colour of each endpoint family's keys. */
const ENDPOINT_ACCENTS: Readonly<Record<Endpoint, string>> = {
	currency: ACCENTS.currency,
	"custom-data": ACCENTS.data,
	"custom-events": ACCENTS.event,
	goals: ACCENTS.goal,
	ranking: ACCENTS.top,
	streamathon: ACCENTS.streamathon,
	warnings: ACCENTS.warnings,
};

/**
 * The colour of an action's keys, by the endpoint it calls.
 * @param endpoint The endpoint family.
 * @returns A CSS colour.
 */
export function accentOf(endpoint: Endpoint): string {
	return ENDPOINT_ACCENTS[endpoint];
}
