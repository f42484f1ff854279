import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * A request seen by a {@link RecordingServer}.
 */
export interface RecordedRequest {
	/** HTTP method. */
	method: string;
	/** Path and query. */
	url: string;
}

/**
 * A loopback HTTP server that records requests and answers with the status named in the path (`/status/503`),
 * 200 otherwise.
 */
export interface RecordingServer {
	/** Origin, e.g. `http://127.0.0.1:40000`. */
	url: string;
	/** Requests received, in order. */
	requests: RecordedRequest[];
	/** Stops the server and drops open connections. */
	close: () => Promise<void>;
}

/**
 * Starts a {@link RecordingServer} on a free loopback port.
 * @returns The running server.
 */
export async function startRecordingServer(): Promise<RecordingServer> {
	const requests: RecordedRequest[] = [];
	const server = createServer((req, res) => {
		requests.push({ method: req.method ?? "", url: req.url ?? "" });
		const status = /^\/status\/(\d{3})/.exec(req.url ?? "");
		res.writeHead(status ? Number(status[1]) : 200, { "Content-Type": "text/plain" });
		res.end("done");
	});
	await listen(server);
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		requests,
		close: () => closeServer(server),
	};
}

/**
 * A loopback port that nothing listens on (taken, then released).
 * @returns The port.
 */
export async function unusedPort(): Promise<number> {
	const server = createServer();
	await listen(server);
	const { port } = server.address() as AddressInfo;
	await closeServer(server);
	return port;
}

/**
 * The answer to a raw HTTP GET.
 */
export interface RawResponse {
	/** Status code. */
	status: number;
	/** Response headers. */
	headers: IncomingHttpHeaders;
	/** Body as text. */
	body: string;
}

/**
 * Sends a request with the path exactly as given (`fetch` would normalise `..` away).
 * @param origin Origin, e.g. `http://127.0.0.1:40000`.
 * @param path Raw request target.
 * @param method HTTP method; defaults to GET.
 * @returns Status, headers and body.
 */
export function rawRequest(origin: string, path: string, method = "GET"): Promise<RawResponse> {
	const { hostname, port } = new URL(origin);
	return new Promise((done, fail) => {
		const req = request({ hostname, port, path, method, timeout: 5_000, agent: false }, (res) => {
			let body = "";
			res.setEncoding("utf8");
			res.on("data", (chunk: string) => (body += chunk));
			res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
		});
		req.on("timeout", () => req.destroy(new Error(`request to ${path} timed out`)));
		req.on("error", fail);
		req.end();
	});
}

/**
 * A throwaway plugin folder under the OS temp directory with a raw `ws` plugin script, for lifecycle tests.
 */
export interface ScratchPlugin {
	/** Absolute path of the folder. */
	dir: string;
	/** Deletes the folder. */
	remove: () => Promise<void>;
}

/**
 * Writes a plugin folder whose `bin/plugin.js` is `script`; `script` can use `WebSocket` (the `ws` package) and
 * `args` (the parsed `-port`/`-pluginUUID`/`-registerEvent`/`-info` arguments).
 * @param script Body of the plugin script.
 * @returns The folder.
 */
export async function createScratchPlugin(script: string): Promise<ScratchPlugin> {
	const dir = await mkdtemp(join(tmpdir(), "host-scratch-"));
	const sdPlugin = join(dir, "com.channel.scratch.sdPlugin");
	await mkdir(join(sdPlugin, "bin"), { recursive: true });
	const manifest = { UUID: "com.channel.scratch", Version: "0.0.1.0", CodePath: "bin/plugin.js", Actions: [] };
	await writeFile(join(sdPlugin, "manifest.json"), JSON.stringify(manifest));
	// The folder is outside the repository, so `ws` is imported by absolute URL.
	const wsUrl = pathToFileURL(createRequire(import.meta.url).resolve("ws")).href;
	const prelude = [
		`import WebSocket from ${JSON.stringify(wsUrl)};`,
		"const args = {};",
		"for (let i = 2; i + 1 < process.argv.length; i += 2) args[process.argv[i].slice(1)] = process.argv[i + 1];",
	].join("\n");
	await writeFile(join(sdPlugin, "bin", "plugin.js"), `${prelude}\n${script}\n`);
	await writeFile(join(sdPlugin, "bin", "package.json"), JSON.stringify({ type: "module" }));
	return { dir: sdPlugin, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Whether a process is still alive.
 * @param pid Process id.
 * @returns `true` while it runs.
 */
export function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
}

/**
 * Listens on a free loopback port.
 * @param server The server.
 */
function listen(server: Server): Promise<void> {
	return new Promise((done, fail) => {
		server.once("error", fail);
		server.listen(0, "127.0.0.1", () => done());
	});
}

/**
 * Closes a server and its open connections.
 * @param server The server.
 */
function closeServer(server: Server): Promise<void> {
	server.closeAllConnections();
	return new Promise((done) => server.close(() => done()));
}
