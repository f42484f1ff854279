import http from "node:http";
import https from "node:https";

/** What the client needs of an answer. */
export type HttpAnswer = {
	/** The HTTP status. */
	status: number;
	/** The `Retry-After` header, when the server sent one. */
	retryAfter: string | undefined;
	/** The body, decoded as UTF-8. */
	body: string;
};

/** Why a request got no complete answer. */
export class TransportError extends Error {
	/**
	 * Whether a kept-alive connection the server had already closed failed before any answer: the request never
	 * reached the server, so it may be sent again.
	 */
	public readonly staleConnection: boolean;

	/**
	 * Whether the time limit ran out (otherwise the connection failed or broke).
	 */
	public readonly timedOut: boolean;

	/**
	 * Creates a transport error.
	 * @param message What happened on the socket, e.g. `ECONNREFUSED`; holds no URL.
	 * @param timedOut Whether the time limit ran out.
	 * @param staleConnection Whether a reused connection failed before any answer.
	 */
	constructor(message: string, timedOut: boolean, staleConnection = false) {
		super(message);
		this.name = "TransportError";
		this.timedOut = timedOut;
		this.staleConnection = staleConnection;
	}
}

/** An error of Node's HTTP stack, with its error code. */
type SocketError = Error & {
	/** E.g. `ECONNREFUSED`. */
	code?: string;
};

/** Largest answer we read; the API's answers are small, so a bigger one is not the API. */
export const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * Idle connections are kept for the next press, which then skips the TCP (and TLS) handshake, and dropped after
 * a few seconds, before a typical server (5 s and more) would close them under us.
 */
const AGENT_OPTIONS = { keepAlive: true, timeout: 4000, maxFreeSockets: 8 };
const httpAgent = new http.Agent(AGENT_OPTIONS);
const httpsAgent = new https.Agent(AGENT_OPTIONS);

/**
 * Sends one request without a body and reads the whole answer, following no redirect (a redirect could carry the
 * API key in its path to another host).
 * @param method The HTTP method.
 * @param url The full URL.
 * @param timeoutMs How long the request may take, answer included.
 * @returns The answer.
 */
export function sendHttp(method: "GET" | "POST", url: string, timeoutMs: number): Promise<HttpAnswer> {
	return new Promise((resolve, reject) => {
		const target = new URL(url);
		const secure = target.protocol === "https:";
		let timedOut = false;
		let settled = false;
		let answered = false;
		const request = (secure ? https : http).request(target, {
			method,
			agent: secure ? httpsAgent : httpAgent,
			headers: { accept: "application/json", "content-length": "0" },
		});
		const timer = setTimeout(() => {
			timedOut = true;
			request.destroy();
		}, timeoutMs);
		const fail = (error: SocketError): void => {
			if (settled) return;
			settled = true;
			clearTimeout(timer);
			const stale = !timedOut && !answered && request.reusedSocket && error.code === "ECONNRESET";
			reject(new TransportError(timedOut ? "timeout" : (error.code ?? "connection failed"), timedOut, stale));
		};
		request.on("error", fail);
		request.on("close", () => fail(Object.assign(new Error("closed"), { code: "ECONNRESET" })));
		request.on("response", (response) => {
			answered = true;
			const chunks: Buffer[] = [];
			let size = 0;
			response.on("data", (chunk: Buffer) => {
				size += chunk.length;
				if (size > MAX_ANSWER_BYTES) {
					request.destroy(Object.assign(new Error("answer too large"), { code: "EANSWERTOOLARGE" }));
					return;
				}
				chunks.push(chunk);
			});
			response.on("error", fail);
			response.on("aborted", () => fail(Object.assign(new Error("aborted"), { code: "ECONNRESET" })));
			response.on("end", () => {
				if (!response.complete || settled) return;
				settled = true;
				clearTimeout(timer);
				const retryAfter = response.headers["retry-after"];
				resolve({
					status: response.statusCode ?? 0,
					retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
					body: Buffer.concat(chunks).toString("utf8"),
				});
			});
		});
		request.end();
	});
}
