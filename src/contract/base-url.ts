import { ApiError } from "./errors";

/** The base URL that picks the demo channel: a simulation inside the plugin instead of a server. */
export const DEMO_BASE_URL = "demo";

/**
 * Tells whether a base URL is the word `demo` (any case, spaces around it allowed).
 * @param value The `baseUrl` setting.
 * @returns `true` for the demo channel.
 */
export function isDemoBaseUrl(value: unknown): boolean {
	return typeof value === "string" && value.trim().toLowerCase() === DEMO_BASE_URL;
}

const LOOPBACK_HOSTS = new Set(["localhost", "[::1]"]);

/**
 * Tells whether a host name is this machine, where plain `http://` cannot be overheard.
 * @param hostname Host as `URL.hostname` spells it.
 * @returns `true` for `localhost`, `127.0.0.0/8` and `[::1]`.
 */
export function isLoopbackHost(hostname: string): boolean {
	return LOOPBACK_HOSTS.has(hostname.toLowerCase()) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * Checks the API's base URL and puts it in the form requests are built from. API keys travel in the path, so a
 * URL that could expose them on the network (plain `http://` to another machine) is refused.
 * @param value The `baseUrl` setting.
 * @returns The URL without a trailing `/`, e.g. `https://api.example.com`; {@link DEMO_BASE_URL} for the demo.
 */
export function parseBaseUrl(value: unknown): string {
	if (isDemoBaseUrl(value)) return DEMO_BASE_URL;
	if (typeof value !== "string" || value.trim() === "") {
		throw new ApiError("not-configured", "No API base URL is set.", {
			field: "baseUrl",
			rule: "base-url-missing",
		});
	}
	let url: URL;
	try {
		url = new URL(value.trim());
	} catch {
		// The parser's own message says nothing more and is not in words a property inspector can translate.
		throw new ApiError("invalid-input", "The base URL is not a valid URL.", {
			field: "baseUrl",
			rule: "base-url-invalid",
		});
	}
	if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopbackHost(url.hostname))) {
		throw new ApiError(
			"invalid-input",
			"The base URL must start with https:// (plain http:// is only allowed for this computer), so API keys are never sent unencrypted.",
			{ field: "baseUrl", rule: "base-url-insecure" },
		);
	}
	if (url.username || url.password || url.search || url.hash) {
		throw new ApiError("invalid-input", "The base URL must not contain a user, a query or a #fragment.", {
			field: "baseUrl",
			rule: "base-url-parts",
		});
	}
	return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/**
 * The origin of a base URL, which tells one server from another: scheme, host and port, with the host in lower case,
 * a default port left out, and the path (a trailing `/` included) ignored. Two spellings of the same server give the
 * same origin.
 * @param value The `baseUrl` setting, as stored.
 * @returns E.g. `https://api.example.com`; `""` when the setting names no server (empty, not a URL, or a URL without
 * an origin such as `file:`), to which no request goes.
 */
export function originOf(value: unknown): string {
	if (typeof value !== "string") return "";
	try {
		const { origin } = new URL(value.trim());
		return origin === "null" ? "" : origin;
	} catch {
		// Not a URL: no server.
		return "";
	}
}
