import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

import { type ApiResponse, errorResponse, writeApiResponse, writeText } from "./api-response";
import { type Fault, FaultList, writeFaultResponse } from "./faults";
import { type RateLimit, RateLimiter } from "./rate-limit";
import { dispatchApiRequest, parsePath, parseQuery } from "./routes";
import { EmulatorState } from "./state";
import { renderStatePage } from "./state-page";

export type { Fault, FaultBehaviour, FaultScope } from "./faults";
export type { RateLimit } from "./rate-limit";
export { EmulatorState } from "./state";
export type { CustomEventRecord, GoalWidget, StateSnapshot, StreamathonWidget, Viewer } from "./state";

/** Read key (R) the emulator accepts unless told otherwise. */
export const DEFAULT_READ_KEY = "demo-read-key";

/** Write key (W) the emulator accepts unless told otherwise. */
export const DEFAULT_WRITE_KEY = "demo-write-key";

/** Default time {@link ApiEmulator.waitForRequests} waits. */
const DEFAULT_WAIT_MS = 5000;

/** How to start the emulator. */
export type EmulatorOptions = {
	/** TCP port; 0 (default) picks a free one. */
	port?: number;
	/** Interface to listen on; default `127.0.0.1`. */
	host?: string;
	/** Read key (R); default `demo-read-key`. */
	readKey?: string;
	/** Write key (W); default `demo-write-key`. */
	writeKey?: string;
	/** Milliseconds every API answer takes (the real service: about 300); default 0, for fast tests. */
	latencyMs?: number;
	/** The service's rate limit (HTTP 500 `spam_limit_exceeded`); default none. */
	rateLimit?: RateLimit;
};

/** A request as the emulator received it. The state page (`/`, `/state`) is not recorded. */
export interface ReceivedRequest {
	/** HTTP method. */
	method: string;
	/** Path as received, still percent-encoded, without query. */
	rawPath: string;
	/**
	 * Segments after the leading `/`, split on `/` before percent-decoding each (`/api/x` gives `["api", "x"]`);
	 * a segment with malformed percent-encoding stays raw.
	 */
	segments: string[];
	/** Query parameters, decoded, every value of each name. */
	query: Record<string, string[]>;
	/** `Date.now()` when received. */
	at: number;
	/** HTTP status once answered; absent while pending and for `hang` faults. */
	status?: number;
}

/** A running emulator of the Channel Companion HTTP API. */
export interface ApiEmulator {
	/** Origin, e.g. `http://127.0.0.1:54321` (no trailing slash). */
	readonly url: string;
	/** The port it listens on. */
	readonly port: number;
	/** Accepted read key (R). */
	readonly readKey: string;
	/** Accepted write key (W). */
	readonly writeKey: string;
	/** The live model; tests read it and may change it to arrange scenarios. */
	readonly state: EmulatorState;
	/** Every API request received, in order of arrival, including those answered by a fault. */
	readonly requests: ReceivedRequest[];

	/**
	 * Adds a fault; several may be active, the first that matches a request applies.
	 * @param fault The fault.
	 */
	fault(fault: Fault): void;

	/** Removes every fault. */
	clearFaults(): void;

	/**
	 * Changes the rate limit and forgets the requests counted so far.
	 * @param limit The limit; none when `undefined`.
	 */
	setRateLimit(limit: RateLimit | undefined): void;

	/**
	 * Changes how long every API answer takes.
	 * @param ms Milliseconds, 0 or more.
	 */
	setLatency(ms: number): void;

	/** Seeds the state again and clears the recorded requests and the faults. */
	reset(): void;

	/**
	 * Waits until at least `count` requests have arrived (normal answers have changed the state by then;
	 * delayed ones not yet).
	 * @param count Number of requests.
	 * @param timeoutMs Rejects after this long; default 5000.
	 */
	waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;

	/** Stops listening and destroys every open connection, hanging ones included. */
	close(): Promise<void>;
}

/**
 * Starts an emulator on loopback.
 * @param options Port, host and keys.
 * @returns The running emulator.
 */
export async function startEmulator(options: EmulatorOptions = {}): Promise<ApiEmulator> {
	const emulator = new EmulatorServer(options.readKey ?? DEFAULT_READ_KEY, options.writeKey ?? DEFAULT_WRITE_KEY);
	emulator.setLatency(options.latencyMs ?? 0);
	emulator.setRateLimit(options.rateLimit);
	await emulator.listen(options.port ?? 0, options.host ?? "127.0.0.1");
	return emulator;
}

/** Where the server listens. */
type ListeningAddress = {
	/** Host as given at start. */
	host: string;
	/** Actual port. */
	port: number;
};

/** A pending {@link ApiEmulator.waitForRequests}. */
type Waiter = {
	/** Number of requests awaited. */
	count: number;
	/** Settles the promise with the requests. */
	resolve: (requests: ReceivedRequest[]) => void;
	/** Settles the promise with an error. */
	reject: (error: Error) => void;
	/** The timeout. */
	timer: NodeJS.Timeout;
};

/**
 * The HTTP server behind {@link ApiEmulator}.
 */
class EmulatorServer implements ApiEmulator {
	/** @inheritdoc */
	public readonly readKey: string;

	/** @inheritdoc */
	public readonly requests: ReceivedRequest[] = [];

	/** @inheritdoc */
	public readonly state = new EmulatorState();

	/** @inheritdoc */
	public readonly writeKey: string;

	/** Settles once the server has closed; set by the first {@link EmulatorServer.close}. */
	private closing: Promise<void> | undefined;

	/** Timers of requests answered late by `delay` faults. */
	private readonly delayTimers = new Set<NodeJS.Timeout>();

	/** Active faults. */
	private readonly faults = new FaultList();

	/** Milliseconds every API answer takes. */
	private latencyMs = 0;

	/** The service's rate limit. */
	private readonly limiter = new RateLimiter();

	/** The listening address, set by {@link EmulatorServer.listen}. */
	private listening: ListeningAddress | undefined;

	/** The HTTP server. */
	private readonly server: Server;

	/** Open connections, destroyed on close so that nothing keeps it waiting. */
	private readonly sockets = new Set<Socket>();

	/** Pending {@link EmulatorServer.waitForRequests} calls. */
	private readonly waiters = new Set<Waiter>();

	/**
	 * Creates the server (not yet listening).
	 * @param readKey Accepted read key.
	 * @param writeKey Accepted write key.
	 */
	constructor(readKey: string, writeKey: string) {
		this.readKey = readKey;
		this.writeKey = writeKey;
		this.server = createServer((request, response) => {
			try {
				this.handle(request, response);
			} catch (error) {
				// A bug in the emulator must surface as an answer, not as a request that never ends.
				if (response.headersSent) {
					response.destroy();
				} else {
					writeApiResponse(response, errorResponse(500, "internal_error", String(error)));
				}
			}
		});
		this.server.on("connection", (socket) => {
			this.sockets.add(socket);
			socket.on("close", () => this.sockets.delete(socket));
		});
	}

	/** @inheritdoc */
	public get port(): number {
		return this.address().port;
	}

	/** @inheritdoc */
	public get url(): string {
		const { host, port } = this.address();
		return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
	}

	/** @inheritdoc */
	public clearFaults(): void {
		this.faults.clear();
	}

	/** @inheritdoc */
	public close(): Promise<void> {
		this.closing ??= new Promise<void>((resolve) => this.server.close(() => resolve()));
		for (const timer of this.delayTimers) {
			clearTimeout(timer);
		}
		this.delayTimers.clear();
		for (const socket of this.sockets) {
			socket.destroy();
		}
		this.server.closeAllConnections();
		for (const waiter of this.waiters) {
			clearTimeout(waiter.timer);
			waiter.reject(new Error("emulator closed"));
		}
		this.waiters.clear();
		return this.closing;
	}

	/**
	 * @inheritdoc
	 * @param fault The fault.
	 */
	public fault(fault: Fault): void {
		this.faults.add(fault);
	}

	/**
	 * Starts listening.
	 * @param port TCP port, 0 for any free one.
	 * @param host Interface.
	 */
	public async listen(port: number, host: string): Promise<void> {
		await new Promise<void>((resolve, reject) => {
			this.server.once("error", reject);
			this.server.listen(port, host, () => {
				this.server.off("error", reject);
				resolve();
			});
		});
		const address = this.server.address() as AddressInfo;
		this.listening = { host, port: address.port };
	}

	/** @inheritdoc */
	public reset(): void {
		this.state.seed();
		this.requests.length = 0;
		this.faults.clear();
	}

	/**
	 * @inheritdoc
	 * @param ms Milliseconds, 0 or more.
	 */
	public setLatency(ms: number): void {
		if (!Number.isFinite(ms) || ms < 0) throw new Error(`latency must be 0 or more milliseconds, got ${ms}`);
		this.latencyMs = ms;
	}

	/**
	 * @inheritdoc
	 * @param limit The limit; none when `undefined`.
	 */
	public setRateLimit(limit: RateLimit | undefined): void {
		this.limiter.set(limit);
	}

	/**
	 * @inheritdoc
	 * @param count Number of requests.
	 * @param timeoutMs Rejects after this long.
	 * @returns A copy of the recorded requests.
	 */
	public waitForRequests(count: number, timeoutMs = DEFAULT_WAIT_MS): Promise<ReceivedRequest[]> {
		if (this.requests.length >= count) {
			return Promise.resolve([...this.requests]);
		}
		return new Promise((resolve, reject) => {
			const waiter: Waiter = {
				count,
				resolve,
				reject,
				timer: setTimeout(() => {
					this.waiters.delete(waiter);
					reject(new Error(`expected ${count} requests within ${timeoutMs} ms, got ${this.requests.length}`));
				}, timeoutMs),
			};
			this.waiters.add(waiter);
		});
	}

	/**
	 * The listening address.
	 * @returns Host and port.
	 */
	private address(): ListeningAddress {
		if (this.listening === undefined) {
			throw new Error("emulator is not listening");
		}
		return this.listening;
	}

	/**
	 * Answers an API request, normally or as an active fault says.
	 * @param request The request.
	 * @param response The response.
	 */
	private handle(request: IncomingMessage, response: ServerResponse): void {
		// No endpoint reads a body; draining one keeps keep-alive connections usable.
		request.resume();
		const target = request.url ?? "/";
		const queryStart = target.indexOf("?");
		const rawPath = queryStart < 0 ? target : target.slice(0, queryStart);
		const rawQuery = queryStart < 0 ? "" : target.slice(queryStart + 1);
		const method = request.method ?? "GET";
		if (rawPath === "/" || rawPath === "/state") {
			this.serveStatePage(rawPath, method, response);
			return;
		}

		const path = parsePath(rawPath);
		const query = parseQuery(rawQuery);
		const record: ReceivedRequest = { method, rawPath, segments: path.segments, query, at: Date.now() };
		this.requests.push(record);

		const answer = (): (() => void) => {
			let apiResponse: ApiResponse;
			try {
				apiResponse = this.limiter.take(path.segments) ?? dispatchApiRequest({ method, path, query }, this, this.state);
			} catch (error) {
				apiResponse = errorResponse(500, "internal_error", String(error));
			}
			return () => {
				record.status = apiResponse.status;
				writeApiResponse(response, apiResponse);
			};
		};

		const fault = this.faults.take(rawPath);
		if (fault?.kind === "hang") {
			// Never answers.
		} else if (fault?.kind === "delay" && fault.answerOnArrival) {
			this.later(this.latencyMs + fault.ms, answer());
		} else if (fault === undefined || fault.kind === "delay") {
			this.later(this.latencyMs + (fault?.ms ?? 0), () => answer()());
		} else {
			this.later(this.latencyMs, () => {
				record.status = writeFaultResponse(response, fault);
			});
		}
		this.notifyWaiters();
	}

	/**
	 * Runs a step now, or after a pause that {@link EmulatorServer.close} cancels.
	 * @param ms The pause; 0 runs the step at once.
	 * @param step What to do.
	 */
	private later(ms: number, step: () => void): void {
		if (ms <= 0) {
			step();
			return;
		}
		const timer = setTimeout(() => {
			this.delayTimers.delete(timer);
			step();
		}, ms);
		this.delayTimers.add(timer);
	}

	/**
	 * Settles the waiters whose count has been reached.
	 */
	private notifyWaiters(): void {
		for (const waiter of this.waiters) {
			if (this.requests.length >= waiter.count) {
				clearTimeout(waiter.timer);
				this.waiters.delete(waiter);
				waiter.resolve([...this.requests]);
			}
		}
	}

	/**
	 * Serves the read-only state page (`/`, HTML) or its JSON form (`/state`).
	 * @param rawPath `/` or `/state`.
	 * @param method HTTP method.
	 * @param response The response.
	 */
	private serveStatePage(rawPath: string, method: string, response: ServerResponse): void {
		if (method !== "GET") {
			writeApiResponse(response, {
				...errorResponse(405, "method_not_allowed", "use GET"),
				headers: { Allow: "GET" },
			});
		} else if (rawPath === "/") {
			writeText(response, 200, "text/html; charset=utf-8", renderStatePage(this.state.snapshot()));
		} else {
			writeApiResponse(response, { status: 200, body: this.state.snapshot() });
		}
	}
}
