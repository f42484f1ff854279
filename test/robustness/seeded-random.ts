/**
 * A small deterministic random generator (mulberry32), so that generated inputs and fault schedules are the same on
 * every run and a failure can be replayed.
 */
export class SeededRandom {
	/** The generator's state. */
	private state: number;

	/**
	 * Creates a generator.
	 * @param seed Any 32-bit integer.
	 */
	constructor(seed: number) {
		this.state = seed >>> 0;
	}

	/**
	 * Tells whether an event with a given probability happens.
	 * @param probability From 0 to 1.
	 * @returns `true` with that probability.
	 */
	public chance(probability: number): boolean {
		return this.next() < probability;
	}

	/**
	 * An integer in a range.
	 * @param min Smallest value.
	 * @param max Largest value (inclusive).
	 * @returns The integer.
	 */
	public int(min: number, max: number): number {
		return min + Math.floor(this.next() * (max - min + 1));
	}

	/**
	 * A number in [0, 1).
	 * @returns The number.
	 */
	public next(): number {
		this.state = (this.state + 0x6d2b79f5) >>> 0;
		let t = this.state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	}

	/**
	 * One element of a list.
	 * @param items The list; not empty.
	 * @returns An element.
	 */
	public pick<T>(items: readonly T[]): T {
		return items[Math.floor(this.next() * items.length)];
	}
}

/**
 * A seed of its own for one named thing (an action's generated cases), from a run's seed and the name alone: adding or
 * removing another name changes nothing of this one's stream.
 * @param seed The run's seed.
 * @param name The name, e.g. an action's slug.
 * @returns A 32-bit seed.
 */
export function seedOf(seed: number, name: string): number {
	// FNV-1a over the name's UTF-16 code units, started from the run's seed mixed into the offset basis.
	let hash = (0x811c9dc5 ^ seed) >>> 0;
	for (let index = 0; index < name.length; index++) {
		hash ^= name.charCodeAt(index);
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash;
}
