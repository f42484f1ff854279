/**
 * Writes a number compactly enough for a key: `987`, `12.3k`, `4.5M`, `1.2B`.
 * @param value The number.
 * @returns The compact text.
 */
export function compactNumber(value: number): string {
	const sign = value < 0 ? "-" : "";
	const size = Math.abs(value);
	const units: [number, string][] = [
		[1e9, "B"],
		[1e6, "M"],
		[1e3, "k"],
	];
	for (const [scale, unit] of units) {
		if (size >= scale) {
			const scaled = size / scale;
			const digits = scaled >= 100 ? 0 : 1;
			const text = (Math.floor(scaled * 10 ** digits) / 10 ** digits).toFixed(digits).replace(/\.0$/, "");
			return `${sign}${text}${unit}`;
		}
	}
	return `${sign}${Number.isInteger(size) ? size : Number(size.toFixed(1))}`;
}
