import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";

/** Headers of the host's static file answers that the proxy passes on. */
const FORWARDED_HEADERS = ["content-type", "content-length", "cache-control", "allow"] as const;

/**
 * Forwards a request for a plugin file to the host's static file server, so that the property inspector runs on
 * the page's origin and the page can call into it.
 * @param port The host's port.
 * @param req The request.
 * @param res The response.
 * @param path Path below the plugin folder, starting with `/`.
 */
export function proxyToHost(port: number, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
	return new Promise((done) => {
		const upstream = httpRequest({ hostname: "127.0.0.1", port, path, method: req.method, agent: false }, (answer) => {
			const headers: Record<string, string> = {};
			for (const name of FORWARDED_HEADERS) {
				const value = answer.headers[name];
				if (typeof value === "string") headers[name] = value;
			}
			res.writeHead(answer.statusCode ?? 502, headers);
			answer.pipe(res);
			answer.on("end", () => done());
			answer.on("error", () => done());
		});
		upstream.on("error", (error) => {
			if (!res.headersSent) sendText(res, 502, "text/plain; charset=utf-8", error.message);
			done();
		});
		req.pipe(upstream);
	});
}

/**
 * Sends a JSON answer.
 * @param res The response.
 * @param status HTTP status.
 * @param body The body.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
	sendText(res, status, "application/json; charset=utf-8", JSON.stringify(body));
}

/**
 * Sends a text answer that is never cached.
 * @param res The response.
 * @param status HTTP status.
 * @param type Content type.
 * @param body The body.
 */
export function sendText(res: ServerResponse, status: number, type: string, body: string): void {
	res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
	res.end(body);
}
