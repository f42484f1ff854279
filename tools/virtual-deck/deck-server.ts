import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

import type { ApiEmulator } from "../emulator/server";
import type { StreamDeckHost } from "../host/stream-deck-host";
import { PLUGIN_URL_PREFIX } from "./action-catalog";
import { switchedGlobalSettings } from "./deck-connection";
import { deckDeviceOf } from "./deck-device";
import { proxyToHost, sendJson, sendText } from "./deck-http";
import type { DeckProfiles } from "./deck-profiles";
import type { DeckViewBuilder } from "./deck-view";
import type { PageAsset } from "./page-assets";

/** Header every POST must carry: a page on another site cannot send it without the browser asking first. */
export const ACTION_HEADER = "x-virtual-deck";

/** Longest a `GET /api/deck?after=…` waits for a change before answering anyway. */
const LONG_POLL_MS = 10_000;

/** How often a waiting long poll looks for a change. */
const LONG_POLL_STEP_MS = 100;

/** Most ticks one rotate request may carry. */
const MAX_TICKS = 100;

/**
 * The HTTP server of the deck page and its API: the page's files, the view it long-polls, the gestures, page and
 * profile switches and channel switches it posts, and the plugin folder, proxied to the host.
 */
export class DeckServer {
	/** Set once close() started. */
	private closing: Promise<void> | undefined;

	/** Port it listens on. */
	private listeningPort = 0;

	/** The HTTP server. */
	private readonly server: Server;

	/** Open connections, ended on close (long polls included). */
	private readonly sockets = new Set<Socket>();

	/**
	 * Creates the server (not yet listening).
	 * @param host The Stream Deck host.
	 * @param emulator The API emulator (the channel the page may switch back to).
	 * @param profiles The deck's profiles and their pages.
	 * @param views Builds what the page shows.
	 * @param assets The page's files, by path.
	 */
	constructor(
		private readonly host: StreamDeckHost,
		private readonly emulator: ApiEmulator,
		private readonly profiles: DeckProfiles,
		private readonly views: DeckViewBuilder,
		private readonly assets: ReadonlyMap<string, PageAsset>,
	) {
		this.server = createServer((req, res) => {
			this.handle(req, res).catch((error: unknown) => {
				if (!res.headersSent) {
					sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) });
				} else {
					res.destroy();
				}
			});
		});
		this.server.on("connection", (socket) => {
			this.sockets.add(socket);
			socket.on("close", () => this.sockets.delete(socket));
		});
	}

	/**
	 * Address of the page.
	 * @returns The URL, without trailing slash.
	 */
	public get url(): string {
		return `http://127.0.0.1:${this.listeningPort}`;
	}

	/**
	 * Stops listening and ends every connection.
	 * @returns Resolves once closed.
	 */
	public close(): Promise<void> {
		this.closing ??= new Promise<void>((done) => {
			this.server.close(() => done());
			for (const socket of this.sockets) socket.destroy();
		});
		return this.closing;
	}

	/**
	 * Starts listening on 127.0.0.1.
	 * @param port The port; 0 for any free one.
	 */
	public listen(port: number): Promise<void> {
		return new Promise((done, fail) => {
			this.server.once("error", fail);
			this.server.listen(port, "127.0.0.1", () => {
				this.server.off("error", fail);
				this.listeningPort = (this.server.address() as AddressInfo).port;
				done();
			});
		});
	}

	/**
	 * Runs a gesture on an instance, checking that it is the right kind of control.
	 * @param res The response.
	 * @param context The instance.
	 * @param controller The kind the gesture needs.
	 * @param gesture The gesture.
	 */
	private async gesture(
		res: ServerResponse,
		context: string,
		controller: "Encoder" | "Keypad",
		gesture: () => Promise<void>,
	): Promise<void> {
		const key = this.host.keys.get(context);
		if (!key?.visible) {
			sendJson(res, 404, { error: `no key or dial ${context}` });
		} else if (key.controller !== controller) {
			sendJson(res, 400, { error: `${context} is not a ${controller === "Keypad" ? "key" : "dial"}` });
		} else {
			await gesture();
			sendJson(res, 200, { ok: true });
		}
	}

	/**
	 * Answers one request.
	 * @param req The request.
	 * @param res The response.
	 * @returns Resolves once answered.
	 */
	private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
		// Only loopback names: a page that rebinds its own host name to 127.0.0.1 must not reach the deck.
		const hostName = (req.headers.host ?? "").replace(/:\d+$/, "");
		if (!["127.0.0.1", "localhost", "[::1]"].includes(hostName)) {
			return sendText(res, 421, "text/plain; charset=utf-8", "Misdirected Request");
		}
		const url = new URL(req.url ?? "/", "http://127.0.0.1");
		const method = req.method ?? "GET";
		if (url.pathname.startsWith(PLUGIN_URL_PREFIX)) {
			return proxyToHost(this.host.port, req, res, (req.url ?? "/").slice(PLUGIN_URL_PREFIX.length - 1));
		}
		if (method === "GET") {
			return this.handleGet(url, res);
		}
		if (method !== "POST") {
			res.setHeader("Allow", "GET, POST");
			return sendJson(res, 405, { error: "use GET or POST" });
		}
		req.resume();
		if (req.headers[ACTION_HEADER] !== "1") {
			return sendJson(res, 403, { error: `POST needs the header ${ACTION_HEADER}: 1` });
		}
		const pageMatch = /^\/api\/page\/([^/]+)$/.exec(url.pathname);
		if (pageMatch) {
			return this.showPage(res, pageMatch[1]);
		}
		const profileMatch = /^\/api\/profile\/([^/]+)$/.exec(url.pathname);
		if (profileMatch) {
			return this.showProfile(res, profileMatch[1]);
		}
		const channelMatch = /^\/api\/channel\/([^/]+)$/.exec(url.pathname);
		if (channelMatch) {
			return this.switchChannel(res, decodeURIComponent(channelMatch[1]));
		}
		const match = /^\/api\/(press|key-down|key-up|rotate|dial-press|touch)\/([^/]+)$/.exec(url.pathname);
		if (!match) {
			return sendJson(res, 404, { error: "not found" });
		}
		const context = decodeURIComponent(match[2]);
		switch (match[1]) {
			case "press":
				return this.gesture(res, context, "Keypad", () => this.host.press(context));
			case "key-down":
				return this.gesture(res, context, "Keypad", () => this.host.keyDown(context));
			case "key-up":
				return this.gesture(res, context, "Keypad", () => this.host.keyUp(context));
			case "rotate": {
				const ticks = Number(url.searchParams.get("ticks"));
				if (!Number.isInteger(ticks) || ticks === 0 || Math.abs(ticks) > MAX_TICKS) {
					return sendJson(res, 400, { error: `ticks must be a non-zero integer from -${MAX_TICKS} to ${MAX_TICKS}` });
				}
				return this.gesture(res, context, "Encoder", () => this.host.dialRotate(context, ticks));
			}
			case "dial-press":
				return this.gesture(res, context, "Encoder", async () => {
					await this.host.dialDown(context);
					await this.host.dialUp(context);
				});
			default: {
				const device = deckDeviceOf(this.host.info.devices[0]);
				if (!device.touchStrip) return sendJson(res, 400, { error: `the ${device.name} has no touch strip to tap` });
				return this.gesture(res, context, "Encoder", () => this.host.touchTap(context));
			}
		}
	}

	/**
	 * Answers a GET: the page, its files, the deck view and inspector arguments.
	 * @param url The request URL.
	 * @param res The response.
	 * @returns Resolves once answered.
	 */
	private async handleGet(url: URL, res: ServerResponse): Promise<void> {
		const asset = this.assets.get(url.pathname);
		if (asset) return sendText(res, 200, asset.type, asset.body);
		switch (url.pathname) {
			case "/favicon.ico":
				res.writeHead(204).end();
				return;
			case "/api/deck": {
				const after = url.searchParams.get("after");
				const since = url.searchParams.get("since");
				if (since !== null && !/^\d{1,15}$/.test(since)) {
					return sendJson(res, 400, { error: "since must be a request number (a non-negative integer)" });
				}
				if (after !== null) await this.waitForChange(Number(after));
				return sendJson(res, 200, await this.views.build(since === null ? undefined : Number(since)));
			}
			default:
				break;
		}
		const inspector = /^\/api\/inspector\/([^/]+)$/.exec(url.pathname);
		const context = inspector ? decodeURIComponent(inspector[1]) : undefined;
		if (context !== undefined && this.host.keys.get(context)?.visible) {
			return sendJson(res, 200, this.host.propertyInspectorArgs(context));
		}
		return sendJson(res, 404, { error: "not found" });
	}

	/**
	 * Shows another page of the profile.
	 * @param res The response.
	 * @param text The page number from the URL, from 0.
	 * @returns Resolves once answered.
	 */
	private async showPage(res: ServerResponse, text: string): Promise<void> {
		const page = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
		if (!(page < this.profiles.count)) {
			return sendJson(res, 400, { error: `page must be a number from 0 to ${this.profiles.count - 1}, got ${text}` });
		}
		await this.profiles.show(page);
		sendJson(res, 200, { ok: true, page });
	}

	/**
	 * Puts another profile the deck opened on the device, as picking it in the app's list of profiles does.
	 * @param res The response.
	 * @param text The profile's number from the URL, from 0.
	 * @returns Resolves once answered.
	 */
	private async showProfile(res: ServerResponse, text: string): Promise<void> {
		const index = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
		const count = this.profiles.names.length;
		if (!(index < count)) {
			return sendJson(res, 400, { error: `profile must be a number from 0 to ${count - 1}, got ${text}` });
		}
		await this.profiles.showProfile(index);
		sendJson(res, 200, { ok: true, profile: index });
	}

	/**
	 * Points the plugin's default channel at the emulator or the demo channel, as a property inspector saving the
	 * global settings would.
	 * @param res The response.
	 * @param name `emulator` or `demo`.
	 * @returns Resolves once answered.
	 */
	private async switchChannel(res: ServerResponse, name: string): Promise<void> {
		if (name !== "demo" && name !== "emulator") {
			return sendJson(res, 400, { error: `channel must be emulator or demo, got ${name}` });
		}
		await this.host.setGlobalSettings(switchedGlobalSettings(name, this.host.globalSettings, this.emulator));
		sendJson(res, 200, { ok: true, channel: name });
	}

	/**
	 * Waits, bounded, until the view changes from a version the page already has.
	 * @param after The page's version.
	 */
	private async waitForChange(after: number): Promise<void> {
		for (let waited = 0; waited < LONG_POLL_MS && !this.closing; waited += LONG_POLL_STEP_MS) {
			if (this.views.version() !== after) return;
			await new Promise((done) => setTimeout(done, LONG_POLL_STEP_MS));
		}
	}
}
