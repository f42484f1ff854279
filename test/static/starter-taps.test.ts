import { describe, expect, it } from "vitest";

import { STARTER_DEVICES, starterProfileName } from "../../src/contract/starter-devices";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import { actionsOf, type ProfileAction, readProfileFile } from "../../tools/profiles/starter-profile-reader";

// A starter key works on a tap: no key or dial of a starter page needs a hold (docs/behaviour.md#starter-profiles).
// test/e2e/starter-pages.test.ts taps every one of them through the built plugin.

/**
 * Every key and dial of every page of a profile file, the empty ones included (a controller without actions lists
 * `null` in the app's layout).
 * @param pages The page manifests.
 * @returns The slots.
 */
function slotsOfEveryPage(pages: Iterable<Record<string, unknown>>): ProfileAction[] {
	return [...pages].flatMap((page) => {
		const controllers = (page.Controllers ?? []) as { Actions?: unknown }[];
		return actionsOf({ ...page, Controllers: controllers.map((one) => ({ ...one, Actions: one.Actions ?? {} })) });
	});
}

describe.each(STARTER_DEVICES.map((starter) => [starter.id, starter] as const))(
	"the %s starter profile, as built",
	(_, starter) => {
		it("fires every key and dial on a tap: no slot of any page asks for a hold", () => {
			const file = readProfileFile(PLUGIN_DIR, starterProfileName(starter));
			const slots = slotsOfEveryPage(file.pages.values());
			expect(slots.length).toBeGreaterThanOrEqual(file.current.length);
			expect(file.current.length).toBeGreaterThan(0);
			const holds = slots.filter((action) => (action.settings.activation ?? "press") !== "press");
			expect(holds.map((action) => `${action.uuid} at ${action.column},${action.row}`)).toEqual([]);
		});
	},
);
