import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";

import { createStaticFileHandler } from "./static-files";

/**
 * The app's loopback server: WebSocket connections for the plugin and its property inspectors, and the plugin
 * folder over HTTP on the same port.
 */
export class HostServer {
	/** Port it listens on, kept after close. */
	private listeningPort = 0;

	/** HTTP server for static files and WebSocket upgrades. */
	private readonly server: Server;

	/** WebSocket server for the plugin and property inspectors. */
	private readonly wss: WebSocketServer;

	/**
	 * Creates the server (not yet listening).
	 * @param pluginDir Absolute plugin folder served over HTTP.
	 * @param onConnection Called with every new WebSocket connection.
	 */
	constructor(pluginDir: string, onConnection: (socket: WebSocket) => void) {
		this.server = createServer(createStaticFileHandler(pluginDir));
		this.wss = new WebSocketServer({ server: this.server });
		this.wss.on("connection", onConnection);
	}

	/**
	 * Port of the WebSocket and HTTP server.
	 * @returns The port; 0 before listen().
	 */
	public get port(): number {
		return this.listeningPort;
	}

	/**
	 * Cuts every WebSocket connection, then stops listening and drops open HTTP connections.
	 */
	public async close(): Promise<void> {
		for (const client of this.wss.clients) {
			client.terminate();
		}
		await new Promise<void>((done) => this.wss.close(() => done()));
		this.server.closeAllConnections();
		await new Promise<void>((done) => this.server.close(() => done()));
	}

	/**
	 * Starts listening on a free loopback port.
	 */
	public listen(): Promise<void> {
		return new Promise((done, fail) => {
			this.server.once("error", fail);
			this.server.listen(0, "127.0.0.1", () => {
				this.server.off("error", fail);
				this.listeningPort = (this.server.address() as AddressInfo).port;
				done();
			});
		});
	}
}
