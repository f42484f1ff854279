import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";

import { ChannelCompanionClient } from "../../src/api/client";

let server: Server | undefined;

afterEach(async () => {
	await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
	server = undefined;
});

/**
 * Starts a server that answers every request and then drops the connection without saying so (no
 * `Connection: close`), as some proxies do with idle keep-alive connections.
 * @returns The base URL and the count of requests received.
 */
async function startDroppingServer(): Promise<{ baseUrl: string; received: () => number }> {
	let received = 0;
	server = createServer((request, response) => {
		received += 1;
		const body = request.url?.includes("/ranking/")
			? '{"success":true,"code":200,"list":[]}'
			: '{"success":true,"code":200}';
		response.writeHead(200, { "content-type": "application/json" });
		response.end(body, () => setTimeout(() => request.socket.destroy(), 5));
	});
	await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
	return { baseUrl: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, received: () => received };
}

describe("kept-alive connections the server dropped", () => {
	it("reads succeed: a read that met a dropped connection before any answer is sent once more", async () => {
		const { baseUrl, received } = await startDroppingServer();
		const client = new ChannelCompanionClient({ baseUrl, readKey: "r", writeKey: "w" });
		for (let read = 0; read < 30; read++) {
			await client.getTop("level", "global", 1);
			await new Promise((resolve) => setTimeout(resolve, read % 3));
		}
		expect(received()).toBe(30);
	});
});
