import { describe, expect, it } from "vitest";

import { appDataFolder, appProfileFolder, thisHost } from "../app-profile-folder";

describe("where the app keeps its profiles", () => {
	it("on macOS: ProfilesV3 in com.elgato.StreamDeck of the user's Application Support", () => {
		const host = { platform: "darwin", home: "/Users/ann", env: {} } as const;
		expect(appDataFolder(host)).toBe("/Users/ann/Library/Application Support/com.elgato.StreamDeck");
		expect(appProfileFolder(host)).toBe("/Users/ann/Library/Application Support/com.elgato.StreamDeck/ProfilesV3");
	});

	it("on Windows: ProfilesV3 in Elgato\\StreamDeck of %APPDATA%, spelt with backslashes", () => {
		const host = { platform: "win32", home: "C:\\Users\\ann", env: { APPDATA: "D:\\Roaming" } } as const;
		expect(appDataFolder(host)).toBe("D:\\Roaming\\Elgato\\StreamDeck");
		expect(appProfileFolder(host)).toBe("D:\\Roaming\\Elgato\\StreamDeck\\ProfilesV3");
	});

	it("on Windows without %APPDATA% (or with it empty): the home folder's roaming AppData, as Elgato's CLI takes it", () => {
		for (const env of [{}, { APPDATA: "" }]) {
			const host = { platform: "win32", home: "C:\\Users\\ann", env } as const;
			expect(appProfileFolder(host)).toBe("C:\\Users\\ann\\AppData\\Roaming\\Elgato\\StreamDeck\\ProfilesV3");
		}
	});

	it("nowhere else: the app runs on macOS and Windows only", () => {
		for (const platform of ["linux", "freebsd"] as const) {
			expect(appProfileFolder({ platform, home: "/home/ann", env: { APPDATA: "/x" } })).toBeUndefined();
		}
	});

	it("reads this machine's system, home and environment", () => {
		const host = thisHost();
		expect(host.platform).toBe(process.platform);
		expect(host.env).toBe(process.env);
		expect(host.home.length).toBeGreaterThan(0);
	});
});
