import { describe, expect, it } from "vitest";

import { parseJsonText } from "../json-text";

describe("parseJsonText", () => {
	it("parses JSON, and gives undefined for text that is not JSON", () => {
		expect(parseJsonText('{"success":true,"list":[1]}')).toEqual({ success: true, list: [1] });
		expect(parseJsonText("null")).toBeNull();
		for (const text of ["", "<html>Forbidden</html>", '{"a":', "undefined"]) {
			expect(parseJsonText(text), text).toBeUndefined();
		}
	});
});
