import { createServer } from "node:net";

/**
 * Finds a loopback port where nothing listens, by opening and closing a server on it.
 * @returns A port that refuses connections (for a short while at least).
 */
export async function closedLoopbackPort(): Promise<number> {
	const server = createServer();
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const address = server.address();
	const port = typeof address === "object" && address ? address.port : 0;
	await new Promise<void>((resolve) => server.close(() => resolve()));
	return port;
}
