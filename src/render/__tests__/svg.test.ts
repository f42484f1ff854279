import { describe, expect, it } from "vitest";

import { escapeXml, keyImageStart, SIGN_FONT, svgDataUrl, svgOfDataUrl, svgStart, svgText } from "../svg";

describe("svgText", () => {
	it("centres a line in the text font, with only the attributes given", () => {
		expect(svgText({ x: 72, y: 40, text: "main", size: 18, fill: "#b8bcc6" })).toBe(
			'<text x="72" y="40" text-anchor="middle" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="18" fill="#b8bcc6">main</text>',
		);
	});

	it("writes the id, weight, spacing and opacity, and starts a line at x when asked", () => {
		const line = { id: "v", x: 8, y: 20, text: "1", size: 13, weight: 800, spacing: 2, fill: "#fff", opacity: 0.55 };
		expect(svgText(line)).toBe(
			'<text id="v" x="8" y="20" text-anchor="middle" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="13" font-weight="800" letter-spacing="2" fill="#fff" fill-opacity="0.55">1</text>',
		);
		expect(svgText({ ...line, start: true, font: SIGN_FONT })).toMatch(
			/^<text id="v" x="8" y="20" font-family="Arial, sans-serif"/,
		);
	});

	it("escapes the text, so that a viewer's name cannot break out of the element", () => {
		expect(svgText({ x: 1, y: 1, text: `<b>"Tom" & 'Jerry'</b>`, size: 9, fill: "#000" })).toContain(
			">&#60;b&#62;&#34;Tom&#34; &#38; &#39;Jerry&#39;&#60;/b&#62;</text>",
		);
		expect(escapeXml("a<b")).toBe("a&#60;b");
	});
});

describe("key images", () => {
	it("open a 144-pixel image on a rounded dark background, or one of a colour and id", () => {
		expect(keyImageStart()).toBe(
			'<svg xmlns="http://www.w3.org/2000/svg" width="144" height="144" viewBox="0 0 144 144"><rect width="144" height="144" rx="18" fill="#17181c"/>',
		);
		expect(keyImageStart("#112233", "background")).toBe(
			`${svgStart()}<rect id="background" width="144" height="144" rx="18" fill="#112233"/>`,
		);
	});

	it("travel as data URLs and come back as they were; other images are not the plugin's", () => {
		const svg = `${keyImageStart()}<text>50% #1</text></svg>`;
		const url = svgDataUrl(svg);
		expect(url.startsWith("data:image/svg+xml;charset=utf8,")).toBe(true);
		expect(url).not.toContain("#");
		expect(svgOfDataUrl(url)).toBe(svg);
		expect(svgOfDataUrl("data:image/png;base64,AAAA")).toBeUndefined();
		expect(svgOfDataUrl(undefined)).toBeUndefined();
	});
});
