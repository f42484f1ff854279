import { inflateRawSync } from "node:zlib";

/** One file of a ZIP archive. */
export type ZipEntry = {
	/** Path inside the archive, with `/` separators. */
	name: string;
	/** The file's bytes, uncompressed. */
	read(): Buffer;
};

/** Signature of the end-of-central-directory record. */
const END_OF_DIRECTORY = 0x06054b50;
/** Signature of a central-directory header. */
const DIRECTORY_HEADER = 0x02014b50;
/** Signature of a local file header. */
const LOCAL_HEADER = 0x04034b50;
/** Longest the archive comment may be, which bounds the search for the end record. */
const MAX_COMMENT = 0xffff;

/**
 * Lists the files of a ZIP archive (stored or deflated entries, no ZIP64), as `streamdeck pack` writes them.
 * @param zip The archive's bytes.
 * @returns Its entries, in the central directory's order.
 */
export function readZip(zip: Buffer): ZipEntry[] {
	const end = findEndOfDirectory(zip);
	const count = zip.readUInt16LE(end + 10);
	let offset = zip.readUInt32LE(end + 16);
	const entries: ZipEntry[] = [];
	for (let i = 0; i < count; i++) {
		if (zip.readUInt32LE(offset) !== DIRECTORY_HEADER) {
			throw new Error(`not a central directory header at ${offset}`);
		}
		const method = zip.readUInt16LE(offset + 10);
		const compressedSize = zip.readUInt32LE(offset + 20);
		const nameLength = zip.readUInt16LE(offset + 28);
		const extraLength = zip.readUInt16LE(offset + 30);
		const commentLength = zip.readUInt16LE(offset + 32);
		const localOffset = zip.readUInt32LE(offset + 42);
		const name = zip.toString("utf8", offset + 46, offset + 46 + nameLength);
		entries.push({ name, read: () => readData(zip, localOffset, method, compressedSize, name) });
		offset += 46 + nameLength + extraLength + commentLength;
	}
	return entries;
}

/**
 * Finds the end-of-central-directory record, searching back from the end over at most one comment's length.
 * @param zip The archive.
 * @returns Its offset.
 */
function findEndOfDirectory(zip: Buffer): number {
	const lowest = Math.max(0, zip.length - 22 - MAX_COMMENT);
	for (let offset = zip.length - 22; offset >= lowest; offset--) {
		if (zip.readUInt32LE(offset) === END_OF_DIRECTORY) {
			return offset;
		}
	}
	throw new Error("not a ZIP archive: no end of central directory");
}

/**
 * Reads one entry's bytes from its local header.
 * @param zip The archive.
 * @param offset Offset of the local header.
 * @param method 0 stored, 8 deflated.
 * @param size Compressed size.
 * @param name Entry name, for errors.
 * @returns The uncompressed bytes.
 */
function readData(zip: Buffer, offset: number, method: number, size: number, name: string): Buffer {
	if (zip.readUInt32LE(offset) !== LOCAL_HEADER) {
		throw new Error(`no local header for ${name}`);
	}
	const start = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
	const data = zip.subarray(start, start + size);
	if (method === 0) {
		return Buffer.from(data);
	}
	if (method === 8) {
		return inflateRawSync(data);
	}
	throw new Error(`${name}: compression method ${method} is not supported`);
}
