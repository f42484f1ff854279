import type { BundledProfile } from "../host/profile-switches";
import type { InstalledProfile, ProfileFolderRead } from "./installed-profiles";

/** The plugin whose bundled profiles are looked for: its UUID and its manifest's `Profiles`. */
export type BundlingPlugin = {
	/** The plugin's UUID: what the app writes as `InstalledByPluginUUID`. */
	readonly UUID: string;
	/** The manifest's `Profiles`. */
	readonly Profiles: readonly BundledProfile[];
};

/** One bundled profile of the manifest, and the profiles the app installed from it. */
export type BundledProfileCheck = {
	/** The manifest's entry. */
	readonly bundled: BundledProfile;
	/** The app's profiles installed from it: none when it is missing, one for each deck it was installed on. */
	readonly installed: readonly InstalledProfile[];
};

/** Which of a plugin's bundled profiles the app installed, read from its profile folder. */
export type StarterCheck = {
	/** Each bundled profile, in the manifest's order. */
	readonly bundled: readonly BundledProfileCheck[];
	/** Profiles the app installed from this plugin under a name the manifest no longer lists (an older release's). */
	readonly otherNames: readonly InstalledProfile[];
	/** The models of every deck the folder has a profile for, the user's own included, sorted. */
	readonly models: readonly string[];
};

/**
 * Finds each bundled profile of the plugin among the profiles the app installed: one the app installed from this
 * plugin (`InstalledByPluginUUID` is the plugin's UUID) under the manifest's name (`PreconfiguredName` is the entry's
 * `Name`, as written). Another plugin's profile is never taken for this plugin's, whatever its name; a profile of this
 * plugin under a name the manifest does not list is told apart.
 * @param plugin The plugin's UUID and `Profiles`.
 * @param contents What the app's profile folder holds (read).
 * @returns Per bundled profile, what the app installed from it.
 */
export function checkStarterProfiles(plugin: BundlingPlugin, contents: ProfileFolderRead): StarterCheck {
	const ours = contents.profiles.filter((profile) => profile.installedBy === plugin.UUID);
	const names = new Set(plugin.Profiles.map((bundled) => bundled.Name));
	const models = new Set(contents.profiles.flatMap((profile) => (profile.model ? [profile.model] : [])));
	return {
		bundled: plugin.Profiles.map((bundled) => ({
			bundled,
			installed: ours.filter((profile) => profile.preconfiguredName === bundled.Name),
		})),
		otherNames: ours.filter(
			(profile) => profile.preconfiguredName === undefined || !names.has(profile.preconfiguredName),
		),
		models: [...models].sort(),
	};
}
