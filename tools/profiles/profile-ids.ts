import { createHash } from "node:crypto";

/**
 * Elgato's alphabet for page folder names: base32 with the digits and the letters `A`–`W` but `U`. Worked out from
 * the six profiles of Elgato's lights-out sample, where it names all twelve page folders (docs/starter-profiles.md).
 */
const PAGE_FOLDER_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTVW";

/** What every id of a starter profile is made from, before the part it names. */
const ID_SEED = "com.channel.companion/starter-profile/";

/**
 * A UUID made from a name, the same on every build: the first 16 bytes of the name's SHA-256, marked as version 4
 * (the kind Elgato's files carry), in lower case.
 * @param name What the id is for, e.g. `plus/page`.
 * @returns E.g. `3f0c…-…`.
 */
export function fixedUuid(name: string): string {
	const bytes = createHash("sha256").update(`${ID_SEED}${name}`).digest().subarray(0, 16);
	bytes[6] = (bytes[6] & 0x0f) | 0x40;
	bytes[8] = (bytes[8] & 0x3f) | 0x80;
	const hex = bytes.toString("hex");
	return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join("-");
}

/**
 * The folder of a page inside a profile: the page UUID's 128 bits, five at a time from the first, in
 * {@link PAGE_FOLDER_ALPHABET} (the last character takes the last three bits and two zero bits), then `Z`.
 * @param pageUuid The page's UUID, in any case.
 * @returns 27 characters, e.g. `NFEEFRANBP41917II48CCHI8MOZ`.
 */
export function pageFolderName(pageUuid: string): string {
	const hex = pageUuid.replaceAll("-", "");
	if (!/^[0-9a-fA-F]{32}$/.test(hex)) throw new Error(`not a UUID: ${pageUuid}`);
	let bits = BigInt(`0x${hex}`) << 2n;
	const characters: string[] = [];
	for (let index = 0; index < 26; index++) {
		characters.unshift(PAGE_FOLDER_ALPHABET[Number(bits & 31n)]);
		bits >>= 5n;
	}
	return `${characters.join("")}Z`;
}
