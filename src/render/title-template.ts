import { ellipsize, textWidth } from "./text-width";

/**
 * Fills a title template typed in the property inspector, e.g. `{name}: {value}`. `\n` (typed as two characters)
 * starts a new line; placeholders the action does not know stay as typed, so a typo shows instead of vanishing.
 * @param template The template; empty means the action's default.
 * @param fields The values the placeholders stand for.
 * @returns The title, or `undefined` for an empty template.
 */
export function fillTitleTemplate(template: unknown, fields: Readonly<Record<string, string>>): string | undefined {
	if (typeof template !== "string" || template.trim() === "") return undefined;
	return template
		.replace(/\\n/g, "\n")
		.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(fields, name) ? fields[name] : placeholder));
}

/** Width a title line may take on a 72-pixel key, in pixels, and the app's default title size. */
const TITLE_LINE = { width: 64, size: 12 } as const;
/** Lines of title that leave the value visible above them. */
const MAX_TITLE_LINES = 2;

/**
 * Fits a title to the key: lines the user started stay lines, long lines wrap after a word, and what does not fit in
 * two lines is cut with an ellipsis, so that the app never draws a title across the value or off the key.
 * @param title The filled template; `undefined` leaves the title to the user.
 * @returns The title, in at most two lines.
 */
export function fitTitle(title: string | undefined): string | undefined {
	if (title === undefined) return undefined;
	const lines: string[] = [];
	for (const paragraph of title.split("\n")) {
		lines.push(...wrap(paragraph.replace(/\s+/g, " ").trim()));
	}
	const kept = lines.slice(0, MAX_TITLE_LINES);
	if (lines.length > MAX_TITLE_LINES) {
		const last = kept.length - 1;
		kept[last] = ellipsize(
			`${kept[last]} ${lines.slice(MAX_TITLE_LINES).join(" ")}`,
			TITLE_LINE.width,
			TITLE_LINE.size,
		);
	}
	return kept.join("\n");
}

/**
 * Wraps a line after words to the key's width; a word longer than a line is cut between characters.
 * @param line One line of the title.
 * @returns The wrapped lines.
 */
function wrap(line: string): string[] {
	const fits = (text: string): boolean => textWidth(text, TITLE_LINE.size) <= TITLE_LINE.width;
	const lines: string[] = [];
	let current = "";
	for (const word of line.split(" ")) {
		const candidate = current ? `${current} ${word}` : word;
		if (fits(candidate)) {
			current = candidate;
			continue;
		}
		if (current) lines.push(current);
		current = fits(word) ? word : ellipsize(word, TITLE_LINE.width, TITLE_LINE.size);
	}
	lines.push(current);
	return lines;
}
