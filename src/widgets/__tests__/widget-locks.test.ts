import { describe, expect, it } from "vitest";

import { WidgetLocks } from "../widget-locks";

describe("WidgetLocks.retain", () => {
	it("forgets the states of channels no longer current, `all` included, and keeps the others", () => {
		const locks = new WidgetLocks();
		locks.record({ family: "goal", channel: "A", widgetId: "main", locked: true });
		locks.record({ family: "goal", channel: "B", widgetId: "main", locked: true });
		locks.record({ family: "streamathon", channel: "A", widgetId: "all", locked: true });
		locks.retain((channel) => channel !== "A");
		expect(locks.stateOf({ family: "goal", channel: "A", widgetId: "main" })).toBeUndefined();
		expect(locks.stateOf({ family: "streamathon", channel: "A", widgetId: "backup" })).toBeUndefined();
		expect(locks.stateOf({ family: "goal", channel: "B", widgetId: "main" })).toBe(true);
	});

	it("records again after forgetting", () => {
		const locks = new WidgetLocks();
		locks.record({ family: "goal", channel: "A", widgetId: "main", locked: true });
		locks.retain(() => false);
		locks.record({ family: "goal", channel: "A", widgetId: "main", locked: false });
		expect(locks.stateOf({ family: "goal", channel: "A", widgetId: "main" })).toBe(false);
	});
});
