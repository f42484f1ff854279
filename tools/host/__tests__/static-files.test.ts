import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentTypeOf, createStaticFileHandler } from "../static-files";
import { rawRequest } from "../test-servers";

describe("static file handler", () => {
	let root: string;
	let server: Server;
	let origin: string;

	beforeAll(async () => {
		root = await mkdtemp(join(tmpdir(), "host-static-"));
		await mkdir(join(root, "site", "ui"), { recursive: true });
		await writeFile(join(root, "secret.txt"), "top secret");
		await writeFile(join(root, "site", "ui", "page.html"), "<p>page</p>");
		await symlink(join(root, "secret.txt"), join(root, "site", "ui", "link.txt"));
		await symlink(join(root, "site", "ui", "page.html"), join(root, "site", "inner.html"));

		server = createServer(createStaticFileHandler(join(root, "site")));
		await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
		origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	});

	afterAll(async () => {
		server?.closeAllConnections();
		await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
		await rm(root, { recursive: true, force: true });
	});

	it("serves files with their content type, and HEAD without a body", async () => {
		const page = await rawRequest(origin, "/ui/page.html?x=1");
		expect(page).toMatchObject({ status: 200, body: "<p>page</p>" });
		expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");

		const head = await rawRequest(origin, "/ui/page.html", "HEAD");
		expect(head).toMatchObject({ status: 200, body: "" });
	});

	it("follows symbolic links that stay inside the root", async () => {
		expect(await rawRequest(origin, "/inner.html")).toMatchObject({ status: 200, body: "<p>page</p>" });
	});

	it("refuses symbolic links and relative paths that leave the root", async () => {
		const link = await rawRequest(origin, "/ui/link.txt");
		expect(link.status).toBe(403);
		expect(link.body).not.toContain("secret");

		for (const path of [
			"/../secret.txt",
			"/ui/../../secret.txt",
			"/%2e%2e%2fsecret.txt",
			"/ui/%2E%2E/%2E%2E/secret.txt",
		]) {
			const res = await rawRequest(origin, path);
			expect({ path, status: res.status }).toEqual({ path, status: 403 });
		}
	});

	it("answers malformed escapes with 400", async () => {
		expect((await rawRequest(origin, "/ui/%E0%A4%A.html")).status).toBe(400);
	});

	it("knows the content types of plugin files", () => {
		expect(contentTypeOf("a/b.JS")).toBe("text/javascript; charset=utf-8");
		expect(contentTypeOf("x.css")).toBe("text/css; charset=utf-8");
		expect(contentTypeOf("x.svg")).toBe("image/svg+xml");
		expect(contentTypeOf("x.bin")).toBe("application/octet-stream");
	});
});
