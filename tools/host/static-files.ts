import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, isAbsolute, relative, resolve, sep } from "node:path";

/**
 * Content types by file extension, for the files a plugin folder holds.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
	".css": "text/css; charset=utf-8",
	".gif": "image/gif",
	".htm": "text/html; charset=utf-8",
	".html": "text/html; charset=utf-8",
	".ico": "image/x-icon",
	".jpeg": "image/jpeg",
	".jpg": "image/jpeg",
	".js": "text/javascript; charset=utf-8",
	".json": "application/json; charset=utf-8",
	".map": "application/json; charset=utf-8",
	".mjs": "text/javascript; charset=utf-8",
	".png": "image/png",
	".svg": "image/svg+xml",
	".txt": "text/plain; charset=utf-8",
	".wasm": "application/wasm",
	".webp": "image/webp",
	".woff": "font/woff",
	".woff2": "font/woff2",
};

/**
 * Content type of a file, by its extension.
 * @param path File path.
 * @returns The MIME type; `application/octet-stream` when the extension is unknown.
 */
export function contentTypeOf(path: string): string {
	return CONTENT_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
}

/**
 * Whether `child` is `root` itself or lies inside it.
 * @param root Absolute directory.
 * @param child Absolute path.
 * @returns `true` when `child` does not escape `root`.
 */
function isInside(root: string, child: string): boolean {
	const rel = relative(root, child);
	return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

/**
 * Creates a request handler serving the files below `rootDir` (GET and HEAD only), refusing any path that
 * leads outside of it, including through `..` segments, encoded separators and symbolic links.
 * @param rootDir Absolute directory to serve.
 * @returns The request handler.
 */
export function createStaticFileHandler(rootDir: string): (req: IncomingMessage, res: ServerResponse) => void {
	const root = resolve(rootDir);
	const realRoot = realpath(root);
	// Swallow the rejection here; a missing root is reported per request as 404.
	realRoot.catch(() => undefined);

	const reply = (res: ServerResponse, status: number, text: string): void => {
		res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
		res.end(text);
	};

	return (req, res) => {
		void (async (): Promise<void> => {
			if (req.method !== "GET" && req.method !== "HEAD") {
				res.setHeader("Allow", "GET, HEAD");
				return reply(res, 405, "Method Not Allowed");
			}

			let pathname: string;
			try {
				pathname = decodeURIComponent(new URL(req.url ?? "/", "http://host.invalid").pathname);
			} catch {
				return reply(res, 400, "Bad Request");
			}

			// The raw URL is checked too: the URL parser collapses "/../" before we see it, which would turn a
			// traversal attempt into an innocent-looking path instead of a refusal.
			const raw = req.url ?? "/";
			if (pathname.includes("\0") || /(^|[/\\])\.\.([/\\]|$)/.test(safeDecode(raw.split("?")[0]))) {
				return reply(res, 403, "Forbidden");
			}

			const target = resolve(root, `.${pathname}`);
			if (!isInside(root, target)) {
				return reply(res, 403, "Forbidden");
			}

			let file: string;
			try {
				file = await realpath(target);
				if (!isInside(await realRoot, file)) {
					return reply(res, 403, "Forbidden");
				}
				if (!(await stat(file)).isFile()) {
					return reply(res, 404, "Not Found");
				}
			} catch {
				return reply(res, 404, "Not Found");
			}

			res.writeHead(200, { "Content-Type": contentTypeOf(file), "Cache-Control": "no-store" });
			if (req.method === "HEAD") {
				res.end();
				return;
			}
			createReadStream(file)
				.on("error", () => res.destroy())
				.pipe(res);
		})().catch(() => {
			if (!res.headersSent) {
				reply(res, 500, "Internal Server Error");
			} else {
				res.destroy();
			}
		});
	};
}

/**
 * Percent-decodes a URL path, leaving it as it is when it is malformed.
 * @param value Encoded path.
 * @returns The decoded path.
 */
function safeDecode(value: string): string {
	try {
		return decodeURIComponent(value);
	} catch {
		return value;
	}
}
