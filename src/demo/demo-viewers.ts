import { seeded, seededBetween } from "./seeded";

/** A viewer of the demo channel. */
export type DemoViewer = {
	/** The name as first typed (or generated). */
	name: string;
	/** The platform's numeric identifier, as text. */
	id: string;
	/** Virtual currency balance. */
	currency: number;
	/** Warnings given to the viewer. */
	warnings: number;
};

/** First halves of the generated viewers' names. */
const FIRST = ["Pixel", "Night", "Cosmic", "Lucky", "Turbo", "Sleepy", "Mighty", "Crimson", "Frosty", "Silent"];
/** Second halves of the generated viewers' names. */
const SECOND = ["Fox", "Owl", "Panda", "Wolf", "Otter", "Raven", "Tiger", "Koala", "Falcon", "Moose"];

/** The viewers the demo channel starts with: enough for every rank a key can show (1–100). */
export const STARTING_VIEWERS: readonly string[] = FIRST.flatMap((first) => SECOND.map((second) => first + second));

/**
 * A viewer as the demo channel first meets them: values drawn from the name, so the same name always starts alike.
 * @param name The viewer's name.
 * @returns The viewer.
 */
export function newViewer(name: string): DemoViewer {
	const seedName = name.toLowerCase();
	const roll = seeded(`warnings:${seedName}`) % 10;
	return {
		name,
		id: String(seededBetween(`id:${seedName}`, 10_000_000, 999_999_999)),
		currency: seededBetween(`currency:${seedName}`, 0, 1000) * 5,
		warnings: roll < 6 ? 0 : roll < 8 ? 1 : roll < 9 ? 2 : 3,
	};
}
