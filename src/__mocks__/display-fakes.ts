import { ApiError } from "../contract/errors";
import type { DisplaySettings } from "../display/display-settings";
import type { DisplayLook, ImageKey, KeySink, StripDial } from "../display/key-renderer";
import type { DisplayRequest, RequestSource } from "../display/key-subscription";
import { type ReasonTone, renderAlertFace, type TitlePlace } from "../render/alert-face";
import { svgDataUrl } from "../render/svg";

/** One message a fake key received. */
export type Message =
	| {
			/** Which message. */
			kind: "image";
			/** The data URL; `undefined` restores the manifest's image. */
			image: string | undefined;
	  }
	| {
			/** Which message. */
			kind: "title";
			/** The title; `undefined` gives the key back the user's own. */
			title: string | undefined;
	  };

/** What a key image shows, read back from its SVG. */
export type Face = {
	/** What the key says it shows, above the small line, if anything. */
	heading?: string;
	/** The small line. */
	label: string;
	/** The large line. */
	value: string;
	/** The corner badge, if any. */
	badge?: string;
	/** Whether the value is marked stale. */
	stale: boolean;
	/** The colour of the top bar. */
	accent: string;
	/** The short reason of an alert face or of the setup mark, which show nothing else. */
	reason?: string;
	/** Whether the face is the setup mark of invalid settings, not an alert. */
	setup: boolean;
};

/**
 * A key that records what it is sent: the part of the SDK's `KeyAction` the renderer uses, plus a title.
 */
export class FakeKey implements ImageKey, KeySink {
	/** When set, every message fails as it does for a key that left the deck. */
	public gone = false;

	/** Every message, in order. */
	public readonly messages: Message[] = [];

	/** Where the app draws a title the user typed for the key; none by default. */
	public titlePlace: TitlePlace | undefined;

	/**
	 * What the key image shows now.
	 * @returns The face, or `undefined` when the image is cleared or was never set.
	 */
	public face(): Face | undefined {
		const image = this.images().at(-1);
		return image === undefined ? undefined : readFace(image);
	}

	/**
	 * The images sent, in order.
	 * @returns Data URLs, `undefined` for a cleared image.
	 */
	public images(): (string | undefined)[] {
		return this.messages.flatMap((message) => (message.kind === "image" ? [message.image] : []));
	}

	/**
	 * Whether it is a key.
	 * @returns Always `true`.
	 */
	public isKey(): this is ImageKey {
		return true;
	}

	/**
	 * The face of a key without a value, as a key with no title of the user's draws it.
	 * @param reason The short reason.
	 * @param tone `alert` or `setup`.
	 * @returns A data URL.
	 */
	public reasonImage(reason: string, tone?: ReasonTone): string {
		return svgDataUrl(renderAlertFace(reason, tone));
	}

	/**
	 * Records an image.
	 * @param image The data URL.
	 */
	public async setImage(image?: string): Promise<void> {
		this.messages.push({ kind: "image", image });
		if (this.gone) throw new Error("The key left the deck.");
	}

	/**
	 * Records a title.
	 * @param title The title.
	 */
	public async setTitle(title: string | undefined): Promise<void> {
		this.messages.push({ kind: "title", title });
		if (this.gone) throw new Error("The key left the deck.");
	}

	/**
	 * The titles sent, in order.
	 * @returns The titles.
	 */
	public titles(): (string | undefined)[] {
		return this.messages.flatMap((message) => (message.kind === "title" ? [message.title] : []));
	}

	/**
	 * Where a user's title is drawn.
	 * @returns The key's `titlePlace`.
	 */
	public userTitle(): TitlePlace | undefined {
		return this.titlePlace;
	}
}

/**
 * A dial that records what its touch strip is sent: the part of the SDK's `DialAction` the renderer uses.
 */
export class FakeDial implements StripDial {
	/** The channel whose answer takes the last failure word down, as last shown. */
	public clearsOn: string | undefined;

	/** Every feedback sent, in order. */
	public readonly feedback: Record<string, unknown>[] = [];

	/**
	 * Whether it is a key.
	 * @returns Always `false`.
	 */
	public isKey(): this is ImageKey {
		return false;
	}

	/**
	 * Records feedback.
	 * @param feedback The items.
	 */
	public async setFeedback(feedback: Record<string, unknown>): Promise<void> {
		this.feedback.push(feedback);
	}

	/**
	 * Records a failure's word as a status, and the channel whose answer would take it down.
	 * @param word The word.
	 * @param channel The channel.
	 */
	public async showFailureStatus(word: string, channel: string | undefined): Promise<void> {
		this.clearsOn = channel;
		await this.setFeedback({ status: word });
	}
}

/**
 * Reads a key image back.
 * @param image A data URL made by `svgDataUrl`.
 * @returns What it shows.
 */
export function readFace(image: string): Face {
	const svg = decodeURIComponent(image.replace(/^data:image\/svg\+xml;charset=utf8,/, ""));
	const text = (id: string): string | undefined => new RegExp(`<text id="${id}"[^>]*>([^<]*)</text>`).exec(svg)?.[1];
	return {
		heading: text("heading"),
		label: text("label") ?? "",
		value: text("value") ?? "",
		badge: text("badge"),
		stale: svg.includes('<g id="stale">'),
		accent: /<rect x="0" y="0" width="144" height="8" fill="([^"]+)"\/>/.exec(svg)?.[1] ?? "",
		reason: text("reason"),
		setup: svg.includes('id="setup-sign"'),
	};
}

/** A viewer's count, the value the fake display action shows. */
export type Count = {
	/** The viewer. */
	name: string;
	/** Their count. */
	count: number;
};

/** Settings of the fake display action. */
export type CountSettings = DisplaySettings & {
	/** Whose count to show; required. */
	viewer?: string;
};

/** The fake action's colour. */
export const ACCENT = "#F97316";

/** How the fake action shows a count: `Count`, the viewer, the count; a failure shows as its kind. */
export const countLook: DisplayLook<CountSettings, Count> = {
	accent: () => ACCENT,
	describe: (value) => ({
		heading: { words: "Count" },
		label: value.name,
		value: String(value.count),
		fields: { name: value.name, value: String(value.count) },
	}),
	strip: (value) => ({ heading: "Count", value: `${value.name} ${value.count}`, indicator: value.count }),
	reason: (error) => (error instanceof ApiError ? error.kind : "Error"),
};

/**
 * An API that counts for viewers: it records every read, can fail, and can take its time.
 */
export class FakeCountApi {
	/** The count each viewer has; 0 when not set. */
	public readonly counts = new Map<string, number>();

	/** How long a read takes, in milliseconds. */
	public delayMs = 0;

	/** When set, every read fails with this. */
	public failure: unknown;

	/** The viewers read, in order. */
	public readonly reads: string[] = [];

	/** The action's requests, as a key subscription asks for them. */
	public readonly source: RequestSource<CountSettings, Count> = {
		request: (settings) => this.#request(settings),
		identify: (_settings, request) => `count|${request.parameters}`,
		channelOf: (settings) => settings.channel ?? "",
		read: (request) => this.read(request.parameters),
	};

	/**
	 * Reads a viewer's count.
	 * @param viewer The viewer.
	 * @returns Their count.
	 */
	public async read(viewer: string): Promise<Count> {
		this.reads.push(viewer);
		const failure = this.failure;
		const count = this.counts.get(viewer) ?? 0;
		if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
		if (failure !== undefined) throw failure;
		return { name: viewer, count };
	}

	/**
	 * Checks the settings: the viewer is required.
	 * @param settings The key's settings.
	 * @returns The request.
	 */
	#request(settings: CountSettings): DisplayRequest<Count> {
		const viewer = typeof settings.viewer === "string" ? settings.viewer.trim() : "";
		if (viewer === "") throw new ApiError("invalid-input", "viewer is required.", { field: "viewer", rule: "empty" });
		return { parameters: viewer, read: () => this.read(viewer) };
	}
}
