import { deflateRawSync } from "node:zlib";

/** One entry to write: a folder (its name ends with `/`, no bytes) or a file. */
export type ZipInput = {
	/** Path inside the archive, with `/` separators; a folder's ends with `/`. */
	name: string;
	/** A file's bytes; absent for a folder. */
	data?: Buffer;
};

/** What a local header and a central-directory header both say of an entry. */
type EntryFields = {
	/** 0 stored, 8 deflated. */
	method: number;
	/** The CRC-32 of the uncompressed bytes. */
	crc: number;
	/** Compressed size. */
	packedSize: number;
	/** Uncompressed size. */
	size: number;
	/** Length of the name, in bytes. */
	nameLength: number;
};

/** Signature of a local file header. */
const LOCAL_HEADER = 0x04034b50;
/** Signature of a central-directory header. */
const DIRECTORY_HEADER = 0x02014b50;
/** Signature of the end-of-central-directory record. */
const END_OF_DIRECTORY = 0x06054b50;
/** ZIP 2.0: deflate and folders. */
const ZIP_VERSION = 20;
/** Bit 11 of the flags: names are UTF-8. */
const UTF8_NAMES = 0x0800;
/** The MS-DOS attribute of a folder. */
const DOS_FOLDER = 0x10;
/** The MS-DOS attribute of an archived file. */
const DOS_FILE = 0x20;
/**
 * The time every entry carries, in MS-DOS form (2024-01-01 00:00:00), so that the same entries make the same bytes.
 */
const FIXED_DOS_TIME = 0;
/** The date of {@link FIXED_DOS_TIME}: (2024 − 1980) << 9 | 1 << 5 | 1. */
const FIXED_DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;

/** The CRC-32 table (polynomial 0xEDB88320), made once. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	return c >>> 0;
});

/**
 * The CRC-32 of some bytes, as ZIP stores it.
 * @param data The bytes.
 * @returns The checksum.
 */
export function crc32(data: Buffer): number {
	let crc = 0xffffffff;
	for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
	return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Writes a ZIP archive: folders stored, files deflated, every entry with the same fixed time and no extra field, in
 * the order given. The same entries always make the same bytes.
 * @param inputs The entries.
 * @returns The archive's bytes.
 */
export function writeZip(inputs: readonly ZipInput[]): Buffer {
	const locals: Buffer[] = [];
	const directory: Buffer[] = [];
	let offset = 0;
	for (const input of inputs) {
		const folder = input.name.endsWith("/");
		if (folder !== (input.data === undefined)) throw new Error(`${input.name}: a folder has no bytes, a file has`);
		const name = Buffer.from(input.name, "utf8");
		const data = input.data ?? Buffer.alloc(0);
		const packed = folder ? data : deflateRawSync(data, { level: 9 });
		const fields: EntryFields = {
			method: folder ? 0 : 8,
			crc: folder ? 0 : crc32(data),
			packedSize: packed.length,
			size: data.length,
			nameLength: name.length,
		};
		const local = Buffer.alloc(30);
		local.writeUInt32LE(LOCAL_HEADER, 0);
		writeCommon(local, 4, fields);
		locals.push(local, name, packed);

		const central = Buffer.alloc(46);
		central.writeUInt32LE(DIRECTORY_HEADER, 0);
		central.writeUInt16LE(ZIP_VERSION, 4);
		writeCommon(central, 6, fields);
		central.writeUInt32LE(folder ? DOS_FOLDER : DOS_FILE, 38);
		central.writeUInt32LE(offset, 42);
		directory.push(central, name);
		offset += local.length + name.length + packed.length;
	}
	const directoryBytes = Buffer.concat(directory);
	const end = Buffer.alloc(22);
	end.writeUInt32LE(END_OF_DIRECTORY, 0);
	end.writeUInt16LE(inputs.length, 8);
	end.writeUInt16LE(inputs.length, 10);
	end.writeUInt32LE(directoryBytes.length, 12);
	end.writeUInt32LE(offset, 16);
	return Buffer.concat([...locals, directoryBytes, end]);
}

/**
 * Writes the fields a local header and a central-directory header share, from "version needed" to the name's length.
 * @param header The header.
 * @param at Where "version needed" goes.
 * @param fields The entry's method, checksum, sizes and name length.
 */
function writeCommon(header: Buffer, at: number, fields: EntryFields): void {
	header.writeUInt16LE(ZIP_VERSION, at);
	header.writeUInt16LE(UTF8_NAMES, at + 2);
	header.writeUInt16LE(fields.method, at + 4);
	header.writeUInt16LE(FIXED_DOS_TIME, at + 6);
	header.writeUInt16LE(FIXED_DOS_DATE, at + 8);
	header.writeUInt32LE(fields.crc, at + 10);
	header.writeUInt32LE(fields.packedSize, at + 14);
	header.writeUInt32LE(fields.size, at + 18);
	header.writeUInt16LE(fields.nameLength, at + 22);
}
