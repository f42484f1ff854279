/** Which source file each line of a generated file comes from, read from its source map. */
export type SourceLines = {
	/**
	 * The source of a position in the generated file.
	 * @param line Line, 0-based.
	 * @param column Column, 0-based.
	 * @returns The source's path as the map gives it, or `undefined` where the map says nothing.
	 */
	sourceAt(line: number, column: number): string | undefined;
};

/** A source map, as far as this module reads it (version 3). */
type SourceMapJson = {
	/** Source paths. */
	sources: string[];
	/** Base64 VLQ mappings. */
	mappings: string;
};

/** The segments of one generated line that name a source. */
type LineSegments = {
	/** Columns where they start, ascending. */
	columns: number[];
	/** The source index of each. */
	sources: number[];
};

/** Value of each base64 digit. */
const BASE64 = new Map([..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].map((c, i) => [c, i]));

/**
 * Decodes one segment of base64 VLQ numbers.
 * @param segment The segment.
 * @returns Its numbers.
 */
function decodeVlq(segment: string): number[] {
	const numbers: number[] = [];
	let value = 0;
	let shift = 0;
	for (const char of segment) {
		const digit = BASE64.get(char);
		if (digit === undefined) throw new Error(`not a source map digit: ${char}`);
		value += (digit & 31) << shift;
		if (digit & 32) {
			shift += 5;
		} else {
			numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
			value = 0;
			shift = 0;
		}
	}
	return numbers;
}

/**
 * Reads a source map into a lookup from generated positions to source files (the bench attributes profile samples
 * to the modules of the bundle with it).
 * @param map The source map's JSON.
 * @returns The lookup.
 */
export function readSourceLines(map: SourceMapJson): SourceLines {
	// Per generated line: the columns where a segment starts, and the source index from there on.
	const lines: LineSegments[] = [];
	let source = 0;
	for (const text of map.mappings.split(";")) {
		const line: LineSegments = { columns: [], sources: [] };
		let column = 0;
		for (const segment of text.split(",")) {
			if (segment === "") continue;
			const [columnDelta, sourceDelta] = decodeVlq(segment);
			column += columnDelta;
			if (sourceDelta !== undefined) {
				source += sourceDelta;
				line.columns.push(column);
				line.sources.push(source);
			}
		}
		lines.push(line);
	}
	return {
		sourceAt(lineIndex, column) {
			for (let at = lineIndex; at >= 0; at--) {
				const line = lines[at];
				if (!line || line.columns.length === 0) continue;
				let found = at === lineIndex ? -1 : line.columns.length - 1;
				if (at === lineIndex) {
					for (let i = 0; i < line.columns.length && line.columns[i] <= column; i++) found = i;
					if (found < 0) continue;
				}
				return map.sources[line.sources[found]];
			}
			return undefined;
		},
	};
}
