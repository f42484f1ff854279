/** The kind of key an endpoint needs: read (R) or write (W). */
export type KeyKind = "read" | "write";

/**
 * The API's endpoint families (the first path segment after `/api/`) and the key each needs. The API client picks
 * its key from here and every action spec names its endpoint, so the key an action asks for in its property inspector
 * is the key its requests carry.
 */
export const ENDPOINT_KEYS = {
	currency: "write",
	"custom-data": "write",
	"custom-events": "write",
	goals: "write",
	ranking: "read",
	streamathon: "write",
	warnings: "read",
} as const satisfies Record<string, KeyKind>;

/** An endpoint family of the API. */
export type Endpoint = keyof typeof ENDPOINT_KEYS;
