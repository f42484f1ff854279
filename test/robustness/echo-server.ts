import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A server whose every answer is an error that repeats the request's path, as careless servers and proxies do. */
export type EchoServer = {
	/** Origin, e.g. `http://127.0.0.1:54321`. */
	url: string;
	/** Raw request targets received. */
	requests: string[];
	/** Stops listening and drops every connection. */
	close(): Promise<void>;
};

/**
 * The path in the spellings servers use when they echo it: as received, fully decoded per segment, decoded the way
 * `decodeURI` does (leaving `%2F`, `%3F`, `%23`, `%26`… encoded), and with lower-case hex.
 * @param target The raw request target.
 * @returns The spellings, joined.
 */
function spellings(target: string): string {
	const decodedSegments = target
		.split("/")
		.map((segment) => {
			try {
				return decodeURIComponent(segment);
			} catch {
				return segment;
			}
		})
		.join("/");
	let halfDecoded = target;
	try {
		halfDecoded = decodeURI(target);
	} catch {
		// Keep it raw.
	}
	const lowerHex = target.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
	return [target, decodedSegments, halfDecoded, lowerHex].join(" ~ ");
}

/**
 * Starts an echo server on loopback. Answers rotate through a JSON 500, a JSON 403, an HTML 404 and a 200 with
 * `success: false`, each quoting the path.
 * @returns The running server.
 */
export async function startEchoServer(): Promise<EchoServer> {
	const requests: string[] = [];
	const server = createServer((request, response) => {
		request.resume();
		const target = request.url ?? "/";
		const quoted = `${request.method} ${spellings(target)}`;
		const style = requests.push(target) % 4;
		const json = (status: number, body: object): void => {
			response.writeHead(status, { "Content-Type": "application/json" });
			response.end(JSON.stringify(body));
		};
		if (style === 0) json(500, { success: false, code: 500, error_code: `no route for ${quoted}` });
		else if (style === 1)
			json(403, { success: false, code: 403, error_code: `invalid key in ${quoted}`, path: quoted });
		else if (style === 2) {
			response.writeHead(404, { "Content-Type": "text/html" });
			response.end(`<html><body><h1>Cannot ${quoted}</h1></body></html>`);
		} else json(200, { success: false, code: 200, error_code: `rejected ${quoted}` });
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		requests,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
