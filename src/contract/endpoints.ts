/** The kind of API key an endpoint needs: read (R) or write (W). */
export type ApiKeyKind = "read" | "write";

/**
 * The API's endpoint families (the first path segment after `/api/`) and the API key each needs. The API client
 * picks its API key from here and every action spec names its endpoint, so the API key an action asks for in its
 * property inspector is the API key its requests carry.
 */
export const ENDPOINT_API_KEYS = {
	currency: "write",
	"custom-data": "write",
	"custom-events": "write",
	goals: "write",
	ranking: "read",
	streamathon: "write",
	warnings: "read",
} as const satisfies Record<string, ApiKeyKind>;

/** An endpoint family of the API. */
export type Endpoint = keyof typeof ENDPOINT_API_KEYS;
