/**
 * The Marketplace listing's pictures as HTML pages, 1920 × 960, in the Stream Deck app's dark greys and the plugin
 * icon's violet-to-teal gradient: a short headline and a sentence beside a scene of the real plugin (a drawing of a
 * Stream Deck + showing what the plugin drew, or its property inspector). `scripts/render-marketplace.ts` renders
 * them in Chromium.
 */
import { HARDWARE_STYLE } from "./hardware-drawing";

/** Width and height of the thumbnail and of every gallery picture. */
export const SLIDE_SIZE = { width: 1920, height: 960 } as const;

/** One picture of the listing. */
export type Slide = {
	/** File name, without `.png`. */
	file: string;
	/** `hero` for the thumbnail (large name and icon), `gallery` for the others. */
	kind: "gallery" | "hero";
	/** The headline. */
	title: string;
	/** One or two sentences under it. */
	body: string;
	/** Short facts shown as tags under the text. */
	tags: readonly string[];
	/**
	 * Which scene it shows: `starterPage` (the device with the starter page, tilted), `used` (the page of changes in use),
	 * `live` (display keys), `turnedDials` (the strip and dials after turns) or `setup` (the Connection section).
	 */
	scene: "live" | "setup" | "starterPage" | "turnedDials" | "used";
};

/** The thumbnail and the gallery, in the order the listing shows them. */
export const SLIDES: readonly Slide[] = [
	{
		file: "thumbnail",
		kind: "hero",
		title: "Channel Companion",
		body: "Your Channel Companion bot on Stream Deck keys and dials.",
		tags: ["Goals", "Streamathon", "Custom events", "Currency", "Top lists"],
		scene: "starterPage",
	},
	{
		file: "gallery-1-keys",
		kind: "gallery",
		title: "Every API operation on a key",
		body: "Push a goal, add streamathon seconds, fire a custom event, set or take a viewer's currency. A check mark says it worked; a short reason such as Funds or Offline says why not.",
		tags: ["Keys and multi-actions", "8 languages"],
		scene: "used",
	},
	{
		file: "gallery-2-live-values",
		kind: "gallery",
		title: "Live values, drawn on the key",
		body: "Top lists, warning counts, balances and custom data refresh while they are on screen. Keys that show the same thing share one request, and a value that cannot be refreshed stays, marked stale.",
		tags: ["Shared reads", "Back-off on errors"],
		scene: "live",
	},
	{
		file: "gallery-3-dials",
		kind: "gallery",
		title: "Made for Stream Deck +",
		body: "Turn a dial to add or remove, press it or tap the strip to lock. A fast turn costs a few requests, never one per tick, and the touch strip shows what changed.",
		tags: ["Dials", "Touch strip"],
		scene: "turnedDials",
	},
	{
		file: "gallery-4-setup",
		kind: "gallery",
		title: "Set up once",
		body: "Enter your Channel Companion API's base URL and your read and write keys; Test connection says what is wrong. The keys stay in the Stream Deck app and go only to that address.",
		tags: ["Stream Deck 7.1+", "macOS 12+", "Windows 10+"],
		scene: "setup",
	},
];

/**
 * The HTML page of one slide.
 * @param slide The slide.
 * @param scene The HTML of the scene it shows (a hardware drawing, or an image).
 * @param icon The plugin icon, as a `data:` URL.
 * @returns A complete HTML document, 1920 × 960.
 */
export function slideHtml(slide: Slide, scene: string, icon: string): string {
	const hero = slide.kind === "hero";
	const heading = hero
		? `<img class="hero-icon" src="${icon}" alt=""><h1 class="hero-title">${escapeHtml(slide.title)}</h1>`
		: `<div class="brand"><img src="${icon}" alt=""><span>Channel Companion</span></div><h1>${escapeHtml(slide.title)}</h1>`;
	const tags = slide.tags.map((tag) => `<li>${escapeHtml(tag)}</li>`).join("");
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>${STYLE}${HARDWARE_STYLE}</style></head>
<body class="${slide.kind}">
<div class="accent"></div>
<section class="text">${heading}<p>${escapeHtml(slide.body)}</p><ul class="tags">${tags}</ul></section>
<section class="shot">${scene}</section>
</body></html>`;
}

/** The slides' style: the deck page's colours and type. */
const STYLE = `
* { box-sizing: border-box; }
html, body { margin: 0; }
body {
	width: ${SLIDE_SIZE.width}px; height: ${SLIDE_SIZE.height}px; overflow: hidden; position: relative;
	display: flex; align-items: center; gap: 80px; padding: 0 96px;
	background: radial-gradient(circle at 30% 0%, #26272c 0%, #1b1b1d 60%);
	color: #d8d8d8;
	font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
.accent { position: absolute; top: 0; left: 0; right: 0; height: 8px; background: linear-gradient(90deg, #8b5cf6, #14b8a6); }
.text { flex: 0 0 620px; }
.hero .text { flex-basis: 680px; }
.brand { display: flex; align-items: center; gap: 16px; font-size: 28px; color: #8e8e93; font-weight: 600; }
.brand img { width: 52px; height: 52px; }
h1 { margin: 36px 0 28px; font-size: 68px; line-height: 1.08; color: #ffffff; letter-spacing: -0.5px; }
.hero-icon { width: 176px; height: 176px; display: block; }
.hero-title { font-size: 92px; margin-top: 40px; }
p { margin: 0; font-size: 30px; line-height: 1.45; color: #b9b9bf; }
.hero p { font-size: 36px; color: #d8d8d8; }
.tags { display: flex; flex-wrap: wrap; gap: 12px; margin: 40px 0 0; padding: 0; list-style: none; }
.tags li {
	padding: 10px 20px; border-radius: 999px; font-size: 24px; font-weight: 600; color: #ffffff;
	background: rgba(139, 92, 246, 0.18); border: 2px solid rgba(20, 184, 166, 0.55);
}
.shot { flex: 1; height: 100%; display: flex; align-items: center; justify-content: center; }
.shot .picture {
	display: block; max-width: 100%; max-height: 820px; border-radius: 16px;
	box-shadow: 0 40px 90px rgba(0, 0, 0, 0.6), 0 0 0 1px rgba(255, 255, 255, 0.06);
}
`;

/**
 * Escapes text for HTML.
 * @param text Plain text.
 * @returns The text with `& < > "` escaped.
 */
function escapeHtml(text: string): string {
	return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
