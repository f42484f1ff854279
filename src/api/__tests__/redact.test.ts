import { describe, expect, it } from "vitest";

import { maskApiKeySegment, redactApiKeys, REDACTED } from "../redact";

const READ = "r3adK3y-Alpha_77";
const WRITE = "wr1teK3y~Beta.99";

describe("redactApiKeys", () => {
	it("hides a key in a path, every time it occurs", () => {
		expect(redactApiKeys(`GET https://api.example.com/api/goals/${READ}/${READ}/x`, [READ])).toBe(
			`GET https://api.example.com/api/goals/${REDACTED}/${REDACTED}/x`,
		);
	});

	it("hides a key inside text, with no separator around it", () => {
		expect(redactApiKeys(`connect ECONNRESET at${WRITE}:443, key=${WRITE}.`, [WRITE])).toBe(
			`connect ECONNRESET at${REDACTED}:443, key=${REDACTED}.`,
		);
	});

	it("hides every key given, and leaves the rest of the text alone", () => {
		const text = `read ${READ} write ${WRITE} other Zz9`;
		expect(redactApiKeys(text, [READ, WRITE])).toBe(`read ${REDACTED} write ${REDACTED} other Zz9`);
		expect(redactApiKeys(text, [WRITE, READ])).toBe(`read ${REDACTED} write ${REDACTED} other Zz9`);
	});

	it("ignores empty and missing keys instead of splitting the text apart", () => {
		expect(redactApiKeys("nothing secret here", ["", undefined])).toBe("nothing secret here");
		expect(redactApiKeys("", [READ])).toBe("");
		expect(redactApiKeys("abc", [])).toBe("abc");
	});

	it("matches keys exactly, case included", () => {
		expect(redactApiKeys(`${READ.toUpperCase()} ${READ.toLowerCase()}`, [READ])).toBe(
			`${READ.toUpperCase()} ${READ.toLowerCase()}`,
		);
	});

	it("hides a percent-encoded key, with upper- and lower-case hex", () => {
		const key = "k/ey +é?&#%";
		const encoded = encodeURIComponent(key);
		expect(encoded).toBe("k%2Fey%20%2B%C3%A9%3F%26%23%25");
		const lower = encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
		const text = `GET /api/custom_data/${encoded}/x; echoed /api/custom_data/${lower}/x; typed ${key}`;
		const redacted = redactApiKeys(text, [key]);
		expect(redacted).toBe(
			`GET /api/custom_data/${REDACTED}/x; echoed /api/custom_data/${REDACTED}/x; typed ${REDACTED}`,
		);
		for (const fragment of ["k%2F", "k%2f", "%C3%A9", "%c3%a9", "k/ey"]) expect(redacted).not.toContain(fragment);
	});

	it("hides a key whose encoded form is itself (letters, digits, - _ . ~) once, not twice", () => {
		expect(encodeURIComponent(WRITE)).toBe(WRITE);
		expect(redactApiKeys(`/x/${WRITE}/y`, [WRITE])).toBe(`/x/${REDACTED}/y`);
	});

	it("hides a key with a broken character as typed, without throwing", () => {
		const broken = "key\uD800tail";
		expect(() => encodeURIComponent(broken)).toThrow();
		expect(redactApiKeys(`bad ${broken}!`, [broken])).toBe(`bad ${REDACTED}!`);
	});

	it("hides a key that is a part of the other when the longer one comes first", () => {
		const short = "abc123";
		const long = "abc123xyz";
		expect(redactApiKeys(`${long} ${short}`, [long, short])).toBe(`${REDACTED} ${REDACTED}`);
	});

	it("hides both keys when one is a part of the other, whatever their order", () => {
		const short = "abc123";
		const long = "abc123xyz";
		const text = `${long} ${short} ${encodeURIComponent(`${long}/`)}`;
		expect(redactApiKeys(text, [short, long])).toBe(`${REDACTED} ${REDACTED} ${REDACTED}%2F`);
	});

	it("hides a key repeated back to back", () => {
		expect(redactApiKeys(`${READ}${READ}`, [READ])).toBe(`${REDACTED}${REDACTED}`);
	});
});

describe("maskApiKeySegment", () => {
	it("masks the key segment by its position, whatever the key, with the kind its endpoint needs", () => {
		expect(maskApiKeySegment("/api/currency/wrong-key/get/night%20owl")).toBe("/api/currency/{W}/get/night%20owl");
		expect(maskApiKeySegment("/api/ranking/R-abc/top/message/global/5")).toBe("/api/ranking/{R}/top/message/global/5");
		expect(maskApiKeySegment("/api/warnings/x/get/a")).toBe("/api/warnings/{R}/get/a");
		expect(maskApiKeySegment("/api/nonsense/secret/x")).toBe("/api/nonsense/{key}/x");
	});

	it("leaves paths outside the API as they are", () => {
		expect(maskApiKeySegment("/favicon.ico")).toBe("/favicon.ico");
		expect(maskApiKeySegment("/api/goals")).toBe("/api/goals");
	});
});
