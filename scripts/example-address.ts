/**
 * The base URL the setup picture teaches, made real: a module the plugin's Node process loads first (`--import`)
 * routes the plugin's HTTPS requests for `https://api.example.com` to the API emulator on loopback, over HTTP. The
 * plugin itself runs unchanged: it takes `https://api.example.com` as its base URL, checks it, sends its requests
 * there, and judges the emulator's answers. Nothing leaves the computer.
 */

/** The `https://` base URL shown in the Connection section of the setup picture. */
export const EXAMPLE_BASE_URL = "https://api.example.com";

/**
 * Node options that put the API emulator behind {@link EXAMPLE_BASE_URL} for one plugin process.
 * @param emulatorPort Port of the emulator on 127.0.0.1.
 * @returns Arguments for `node`, before the plugin's script.
 */
export function exampleAddressNodeArgs(emulatorPort: number): string[] {
	if (!Number.isInteger(emulatorPort) || emulatorPort <= 0 || emulatorPort > 65535) {
		throw new RangeError(`emulator port must be an integer from 1 to 65535, got ${emulatorPort}`);
	}
	const host = new URL(EXAMPLE_BASE_URL).hostname;
	// Plain JavaScript, loaded by Node before the plugin: `node:https` is one shared module, so the plugin's
	// `https.request` is the one replaced here.
	const source = `import http from "node:http";
import https from "node:https";
const original = https.request;
https.request = function request(target, options, callback) {
	if (target instanceof URL && target.hostname === ${JSON.stringify(host)}) {
		const local = new URL(target.pathname + target.search, "http://127.0.0.1:${emulatorPort}");
		const { agent, ...rest } = options ?? {};
		return http.request(local, rest, callback);
	}
	return original.apply(this, arguments);
};
`;
	return [`--import=data:text/javascript,${encodeURIComponent(source)}`];
}
