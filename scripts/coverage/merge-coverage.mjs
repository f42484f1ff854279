/**
 * Where an item starts and ends, as one key.
 * @param {{ start: { line: number, column: number | null }, end: { line: number, column: number | null } }} loc A location.
 * @returns {string} The key.
 */
function keyOf(loc) {
	return `${loc.start.line}:${loc.start.column}-${loc.end.line}:${loc.end.column}`;
}

/**
 * Adds one kind of counters (statements, functions or branches) of `from` to those of `onto`. An item counts where
 * `onto` has one with the same location; else on `onto`'s items that start on the same line and that no item of
 * `from` matches exactly (the two builds may place an arrow function's body a few columns apart); else it is dropped.
 * `onto`'s items, and so its totals, stay as they are.
 * @param {Record<string, object>} ontoMap The locations of `onto`'s items, by id.
 * @param {Record<string, number | number[]>} ontoHits Their counters, by id; changed in place.
 * @param {Record<string, object>} fromMap The locations of `from`'s items.
 * @param {Record<string, number | number[]>} fromHits Their counters.
 * @param {(item: object) => object} locOf Where an item is.
 */
function addCounters(ontoMap, ontoHits, fromMap, fromHits, locOf) {
	const byKey = new Map(Object.entries(ontoMap).map(([id, item]) => [keyOf(locOf(item)), id]));
	const matched = new Set();
	const unmatched = [];
	for (const [id, item] of Object.entries(fromMap)) {
		const target = byKey.get(keyOf(locOf(item)));
		if (target === undefined) unmatched.push(id);
		else {
			matched.add(target);
			ontoHits[target] = added(ontoHits[target], fromHits[id]);
		}
	}
	for (const id of unmatched) {
		const line = locOf(fromMap[id]).start.line;
		for (const [target, item] of Object.entries(ontoMap)) {
			if (!matched.has(target) && locOf(item).start.line === line) {
				ontoHits[target] = added(ontoHits[target], fromHits[id]);
			}
		}
	}
}

/**
 * Two counters added: numbers, or branch counters path by path (left as they are when the paths differ).
 * @param {number | number[]} onto A counter.
 * @param {number | number[]} from Another.
 * @returns {number | number[]} Their sum.
 */
function added(onto, from) {
	if (typeof onto === "number") return onto + /** @type {number} */ (from);
	return onto.length === from.length ? onto.map((hits, i) => hits + from[i]) : onto;
}

/**
 * Adds the coverage of the plugin processes to Vitest's, on Vitest's items: both come from the same TypeScript, but
 * through two compilers (esbuild in Vitest, TypeScript in the bundle), which place a few items a few columns apart.
 * A union would count those twice; this counts each item of a file once, as Vitest laid the file out.
 * @param {import("istanbul-lib-coverage").CoverageMap} onto Vitest's coverage (every file of `src/`); changed in place.
 * @param {import("istanbul-lib-coverage").CoverageMap} from The plugin processes' coverage.
 */
export function mergeOnto(onto, from) {
	const known = new Set(onto.files());
	for (const file of from.files()) {
		if (!known.has(file)) {
			onto.addFileCoverage(from.fileCoverageFor(file));
			continue;
		}
		const a = onto.fileCoverageFor(file).data;
		const b = from.fileCoverageFor(file).data;
		addCounters(a.statementMap, a.s, b.statementMap, b.s, (item) => item);
		addCounters(a.fnMap, a.f, b.fnMap, b.f, (item) => item.loc);
		addCounters(a.branchMap, a.b, b.branchMap, b.b, (item) => item.locations[0]);
	}
}
