import { createHash } from "node:crypto";

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
