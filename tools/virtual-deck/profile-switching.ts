import type { ProfileSwitch, StreamDeckHost } from "../host/stream-deck-host";
import type { ActivityLog } from "./activity-log";
import type { DeckProfiles } from "./deck-profiles";
import { bundledProfile } from "./starter-profile";

/** How long one wait for the plugin's next `switchToProfile` lasts before the deck waits again. */
const SWITCH_WAIT_MS = 60_000;

/**
 * Follows the plugin's `switchToProfile` commands on the virtual deck as the app does. The host judges each one as the
 * app would (`judgeProfileSwitch` in `tools/host/profile-switches.ts`); the deck then does what the app does: the
 * bundled profile it names, read from the plugin folder, goes on the device (the keys of the page left disappear,
 * those of its page appear), and one that names no profile goes back to the profile before. A refused switch changes
 * nothing. Each one is listed in the request list with what came of it.
 */
export class ProfileSwitchFollower {
	/** How many of the host's recorded switches the deck has acted on. */
	private handled: number;

	/** Set once the deck closes. */
	private stopped = false;

	/**
	 * Creates the follower; it follows once started.
	 * @param host The Stream Deck host running the plugin.
	 * @param profiles The deck's profiles.
	 * @param pluginDir The plugin folder, where a bundled profile's file lies.
	 * @param log The request list, where each switch is listed.
	 */
	constructor(
		private readonly host: StreamDeckHost,
		private readonly profiles: DeckProfiles,
		private readonly pluginDir: string,
		private readonly log: ActivityLog,
	) {
		this.handled = host.profileSwitches.length;
	}

	/**
	 * Follows the plugin's switches until {@link stop}, the host closes or the plugin exits.
	 */
	public start(): void {
		void this.follow();
	}

	/**
	 * Stops following: the wait in progress ends when the host closes.
	 */
	public stop(): void {
		this.stopped = true;
	}

	/**
	 * Does one switch on the deck, as the app would, and lists it.
	 * @param judged The switch, as the host judged it.
	 */
	private async act(judged: ProfileSwitch): Promise<void> {
		const page = judged.page === undefined ? "" : ` page ${judged.page + 1}`;
		const command = `switchToProfile ${judged.profile ?? "(the profile before)"}${page}`;
		if (judged.refused !== undefined) {
			this.log.noteAppCommand(`${command}: ${judged.refused}`, "refused", false);
			return;
		}
		try {
			const profile = judged.profile;
			if (profile === undefined) {
				const back = await this.profiles.back();
				this.log.noteAppCommand(back ? command : `${command}: none was shown before`, back ? "shown" : "none", back);
				return;
			}
			await this.profiles.open(profile, () => bundledProfile(this.pluginDir, profile).entries, judged.page);
			this.log.noteAppCommand(command, "shown", true);
		} catch (error) {
			this.log.noteAppCommand(`${command}: ${error instanceof Error ? error.message : String(error)}`, "failed", false);
		}
	}

	/**
	 * Waits for each `switchToProfile` of the plugin and acts on what the host made of it, one after the other.
	 */
	private async follow(): Promise<void> {
		let since = this.host.messages.length;
		while (!this.stopped) {
			try {
				await this.host.waitFor((message) => message.event === "switchToProfile", {
					since,
					timeoutMs: SWITCH_WAIT_MS,
				});
			} catch {
				// A quiet minute: wait again, unless nothing more can come.
				if (this.host.pluginExit !== undefined) return;
				continue;
			}
			// The host judged the command as it recorded it: the switches up to now are all there.
			since = this.host.messages.length;
			while (!this.stopped && this.handled < this.host.profileSwitches.length) {
				await this.act(this.host.profileSwitches[this.handled++]);
			}
		}
	}
}
