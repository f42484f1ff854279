import type { RegistrationInfo } from "@elgato/streamdeck";
import { existsSync } from "node:fs";
import path from "node:path";

import { objectField, stringField, type WireObject } from "./wire-message";

/** A profile the plugin bundles, as its manifest's `Profiles` lists it. */
export type BundledProfile = {
	/** Its path in the plugin folder, without `.streamDeckProfile`: the name `switchToProfile` takes. */
	Name: string;
	/** The device type it is for. */
	DeviceType: number;
};

/** A `switchToProfile` the plugin sent, and what the app made of it. */
export type ProfileSwitch = {
	/** The device it named. */
	device: string;
	/** The profile it named; absent asks for the previous profile. */
	profile?: string;
	/** The page it named, from 0. */
	page?: number;
	/** Why the app would not switch; absent when it switched. */
	refused?: string;
};

/** What the host knows that a profile switch is judged by. */
export type SwitchRules = {
	/** The plugin's UUID: the SDK sends it as the command's context. */
	pluginUUID: string;
	/** The plugin folder, where a bundled profile's file lies. */
	pluginDir: string;
	/** The devices of the app. */
	devices: RegistrationInfo["devices"];
	/** The manifest's `Profiles`. */
	profiles: readonly BundledProfile[];
};

/**
 * Judges a `switchToProfile` as the app does, and no more leniently: the context is the plugin's UUID, the device is
 * one the app has, the profile (when named) is one the plugin's manifest bundles for that device's type and its file
 * is in the plugin folder, and the page (when named) is a whole number from 0. The app switches to nothing else:
 * plugins "may only switch to profiles distributed with the plugin".
 * @param message The command.
 * @param rules What the host knows.
 * @returns The switch, with the reason the app would refuse it.
 */
export function judgeProfileSwitch(message: WireObject, rules: SwitchRules): ProfileSwitch {
	const device = stringField(message, "device") ?? "";
	const payload = objectField(message, "payload") ?? {};
	const profile = typeof payload.profile === "string" ? payload.profile : undefined;
	const page = typeof payload.page === "number" ? payload.page : undefined;
	const asked: ProfileSwitch = {
		device,
		...(profile === undefined ? {} : { profile }),
		...(page === undefined ? {} : { page }),
	};
	const refused = refusalOf(message, payload, rules);
	return refused === undefined ? asked : { ...asked, refused };
}

/**
 * Why the app would not switch.
 * @param message The command.
 * @param payload Its payload.
 * @param rules What the host knows.
 * @returns The reason; `undefined` when it would.
 */
function refusalOf(message: WireObject, payload: WireObject, rules: SwitchRules): string | undefined {
	if (message.context !== rules.pluginUUID) return `the context is not the plugin's UUID: ${String(message.context)}`;
	const device = rules.devices.find((candidate) => candidate.id === message.device);
	if (!device) return `no device ${String(message.device)}`;
	if (payload.page !== undefined && !(Number.isInteger(payload.page) && Number(payload.page) >= 0)) {
		return `the page is not a whole number from 0: ${JSON.stringify(payload.page)}`;
	}
	if (payload.profile === undefined) return undefined;
	const bundled = rules.profiles.find((candidate) => candidate.Name === payload.profile);
	if (!bundled) return `the manifest bundles no profile ${JSON.stringify(payload.profile)}`;
	if (bundled.DeviceType !== device.type) {
		return `${bundled.Name} is for device type ${bundled.DeviceType}, ${device.name} is of type ${device.type}`;
	}
	if (!existsSync(path.join(rules.pluginDir, `${bundled.Name}.streamDeckProfile`))) {
		return `the plugin folder has no ${bundled.Name}.streamDeckProfile`;
	}
	return undefined;
}
