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
