/**
 * Writes rows as a Markdown table whose columns line up in a terminal too.
 * @param header Column titles.
 * @param rows Cells, row by row, as many as titles.
 * @returns The table, one line per row, without a trailing newline.
 */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
	const widths = header.map((title, column) => Math.max(3, title.length, ...rows.map((row) => row[column].length)));
	const line = (cells: readonly string[]): string =>
		`| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
	return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
