/** A picture's size in pixels. */
export type PixelSize = {
	/** Width. */
	width: number;
	/** Height. */
	height: number;
};

/** The PNG signature every PNG file starts with. */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Reads a PNG's size from its header chunk.
 * @param png The file's bytes.
 * @returns Width and height in pixels.
 */
export function pngSize(png: Buffer): PixelSize {
	if (png.length < 24 || !png.subarray(0, 8).equals(SIGNATURE) || png.toString("latin1", 12, 16) !== "IHDR") {
		throw new Error("not a PNG file");
	}
	return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
