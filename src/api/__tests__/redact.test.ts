import { describe, expect, it } from "vitest";

import { maskKeySegment, REDACTED, redactKeys } from "../redact";

const READ = "r3adK3y-Alpha_77";
const WRITE = "wr1teK3y~Beta.99";

describe("redactKeys", () => {
	it("hides a key in a path, every time it occurs", () => {
		expect(redactKeys(`GET https://api.example.com/api/goals/${READ}/${READ}/x`, [READ])).toBe(
			`GET https://api.example.com/api/goals/${REDACTED}/${REDACTED}/x`,
		);
	});

	it("hides a key inside text, with no separator around it", () => {
		expect(redactKeys(`connect ECONNRESET at${WRITE}:443, key=${WRITE}.`, [WRITE])).toBe(
			`connect ECONNRESET at${REDACTED}:443, key=${REDACTED}.`,
		);
	});

	it("hides every key given, and leaves the rest of the text alone", () => {
		const text = `read ${READ} write ${WRITE} other Zz9`;
		expect(redactKeys(text, [READ, WRITE])).toBe(`read ${REDACTED} write ${REDACTED} other Zz9`);
		expect(redactKeys(text, [WRITE, READ])).toBe(`read ${REDACTED} write ${REDACTED} other Zz9`);
	});

	it("ignores empty and missing keys instead of splitting the text apart", () => {
		expect(redactKeys("nothing secret here", ["", undefined])).toBe("nothing secret here");
		expect(redactKeys("", [READ])).toBe("");
		expect(redactKeys("abc", [])).toBe("abc");
	});

	it("matches keys exactly, case included", () => {
		expect(redactKeys(`${READ.toUpperCase()} ${READ.toLowerCase()}`, [READ])).toBe(
			`${READ.toUpperCase()} ${READ.toLowerCase()}`,
		);
	});

	it("hides a percent-encoded key, with upper- and lower-case hex", () => {
		const key = "k/ey +é?&#%";
		const encoded = encodeURIComponent(key);
		expect(encoded).toBe("k%2Fey%20%2B%C3%A9%3F%26%23%25");
		const lower = encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
		const text = `GET /api/custom_data/${encoded}/x; echoed /api/custom_data/${lower}/x; typed ${key}`;
		const redacted = redactKeys(text, [key]);
		expect(redacted).toBe(
			`GET /api/custom_data/${REDACTED}/x; echoed /api/custom_data/${REDACTED}/x; typed ${REDACTED}`,
		);
		for (const fragment of ["k%2F", "k%2f", "%C3%A9", "%c3%a9", "k/ey"]) expect(redacted).not.toContain(fragment);
	});

	it("hides a key whose encoded form is itself (letters, digits, - _ . ~) once, not twice", () => {
		expect(encodeURIComponent(WRITE)).toBe(WRITE);
		expect(redactKeys(`/x/${WRITE}/y`, [WRITE])).toBe(`/x/${REDACTED}/y`);
	});

	it("hides a key with a broken character as typed, without throwing", () => {
		const broken = "key\uD800tail";
		expect(() => encodeURIComponent(broken)).toThrow();
		expect(redactKeys(`bad ${broken}!`, [broken])).toBe(`bad ${REDACTED}!`);
	});

	it("hides a key that is a part of the other when the longer one comes first", () => {
		const short = "abc123";
		const long = "abc123xyz";
		expect(redactKeys(`${long} ${short}`, [long, short])).toBe(`${REDACTED} ${REDACTED}`);
	});

	it("hides both keys when one is a part of the other, whatever their order", () => {
		const short = "abc123";
		const long = "abc123xyz";
		const text = `${long} ${short} ${encodeURIComponent(`${long}/`)}`;
		expect(redactKeys(text, [short, long])).toBe(`${REDACTED} ${REDACTED} ${REDACTED}%2F`);
	});

	it("hides a key repeated back to back", () => {
		expect(redactKeys(`${READ}${READ}`, [READ])).toBe(`${REDACTED}${REDACTED}`);
	});
});

describe("maskKeySegment", () => {
	it("masks the key segment by its position, whatever the key, with the kind its endpoint needs", () => {
		expect(maskKeySegment("/api/currency/wrong-key/get/night%20owl")).toBe("/api/currency/{W}/get/night%20owl");
		expect(maskKeySegment("/api/ranking/R-abc/top/message/global/5")).toBe("/api/ranking/{R}/top/message/global/5");
		expect(maskKeySegment("/api/warnings/x/get/a")).toBe("/api/warnings/{R}/get/a");
		expect(maskKeySegment("/api/nonsense/secret/x")).toBe("/api/nonsense/{key}/x");
	});

	it("leaves paths outside the API as they are", () => {
		expect(maskKeySegment("/favicon.ico")).toBe("/favicon.ico");
		expect(maskKeySegment("/api/goals")).toBe("/api/goals");
	});
});
