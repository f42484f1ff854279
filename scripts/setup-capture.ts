/**
 * The setup picture: the real property inspector of a Goal Add key, its Connection section open with the example
 * `https://` base URL and the demo keys, after a real **Test connection**: the built plugin sends its probes to that
 * address, which the API emulator answers on loopback (see `example-address.ts`), and the inspector shows the
 * plugin's verdict.
 */
import type { Browser } from "playwright-core";

import { actionUuid, startDeck } from "../tools/deck";
import { DEFAULT_READ_KEY, DEFAULT_WRITE_KEY } from "../tools/emulator/server";
import { closedLoopbackPort } from "../tools/host/ports";
import { EXAMPLE_BASE_URL, exampleAddressNodeArgs } from "./example-address";

/** Longest any one step may take. */
const STEP_TIMEOUT_MS = 15_000;

/** Width of the inspector pane, in CSS pixels (the app's is about 360). */
const PANE_WIDTH = 420;

/** Space kept above and beside the Connection section in the picture. */
const MARGIN = 14;

/** What the setup capture gave. */
export type SetupCapture = {
	/** The Connection section, whole, at twice its size. */
	png: Buffer;
	/** Requests the API emulator answered for the test. */
	apiRequests: number;
};

/**
 * Opens the inspector, runs Test connection and captures the whole Connection section with its verdict.
 * @param browser The browser.
 * @returns The picture.
 */
export async function captureSetup(browser: Browser): Promise<SetupCapture> {
	const port = await closedLoopbackPort();
	const deck = await startDeck({
		emulatorPort: port,
		readKey: DEFAULT_READ_KEY,
		writeKey: DEFAULT_WRITE_KEY,
		globalSettings: (emulator) => ({
			baseUrl: EXAMPLE_BASE_URL,
			readKey: emulator.readKey,
			writeKey: emulator.writeKey,
		}),
		nodeArgs: exampleAddressNodeArgs(port),
	});
	const page = await browser.newPage({ viewport: { width: PANE_WIDTH, height: 1600 }, deviceScaleFactor: 2 });
	try {
		page.setDefaultTimeout(STEP_TIMEOUT_MS);
		const context = await deck.host.appear({
			action: actionUuid("goal-add"),
			settings: { widgetId: "main", value: "10" },
			coordinates: { column: 0, row: 0 },
		});
		await page.goto(`${deck.host.httpUrl}/ui/inspector.html`);
		await page.evaluate((args) => {
			const connect = (
				window as Window & {
					/** Defined by the inspector page. */
					connectElgatoStreamDeckSocket?: (...values: unknown[]) => void;
				}
			).connectElgatoStreamDeckSocket;
			if (!connect) throw new Error("the inspector defines no connectElgatoStreamDeckSocket");
			connect(args.port, args.uuid, args.registerEvent, args.info, args.actionInfo);
		}, deck.host.propertyInspectorArgs(context));
		const connection = page.locator('details.connection[aria-busy="false"]');
		await connection.waitFor();
		if ((await connection.getAttribute("open")) === null) await connection.locator("> summary").click();
		await page.getByRole("button", { name: "Test connection" }).click();
		await page.locator(".test-result .verdict").nth(1).waitFor();
		const probes = deck.emulator.requests.filter((request) => request.status === 200).length;
		if (probes < 2) {
			throw new Error(`the connection test reached the emulator ${probes} times, not twice: the picture would lie`);
		}
		const box = await connection.boundingBox();
		if (box === null) throw new Error("the Connection section is not on the page");
		const png = await page.screenshot({
			clip: {
				x: Math.max(0, box.x - MARGIN),
				y: Math.max(0, box.y - MARGIN),
				width: box.width + 2 * MARGIN,
				// The section ends at its last button: what follows belongs to the action's own settings.
				height: box.height + MARGIN,
			},
		});
		return { png, apiRequests: deck.emulator.requests.length };
	} finally {
		await page.close().catch(() => undefined);
		await deck.close();
	}
}
