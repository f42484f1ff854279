import type { SourceLines } from "./source-lines";

/** A function as the profiler names it. */
type CallFrame = {
	/** Its name; empty for a script's top level. */
	functionName: string;
	/** Its script; empty for V8's own entries such as `(garbage collector)`. */
	url: string;
	/** Where it starts, 0-based. */
	lineNumber: number;
	/** Where it starts, 0-based. */
	columnNumber: number;
};

/** Samples taken on one line of a function. */
type PositionTick = {
	/** The line, 1-based. */
	line: number;
	/** Samples. */
	ticks: number;
};

/** A V8 CPU profile (`.cpuprofile`, as `node --cpu-prof` writes it), as far as the bench reads it. */
export type CpuProfile = {
	/** The call tree. */
	nodes: {
		/** Node id. */
		id: number;
		/** The function. */
		callFrame: CallFrame;
		/** Child node ids. */
		children?: number[];
		/** Samples per line (1-based) of the function, where the function itself was running. */
		positionTicks?: PositionTick[];
	}[];
	/** Start, in microseconds of the monotonic clock. */
	startTime: number;
	/** Node id of each sample. */
	samples: number[];
	/** Microseconds since the previous sample, per sample. */
	timeDeltas: number[];
};

/** Where the CPU time of a stretch of a profile went, in milliseconds. */
export type TimeSpent = {
	/** Sampled time that was not idle. */
	busyMs: number;
	/** Self time per place: a module of the bundle (`src/…`, a package), Node's internals, GC, or V8 itself. */
	byPlace: Map<string, number>;
	/** Self time per function (`name (place)`). */
	byFunction: Map<string, number>;
};

/**
 * Adds up where a profile's samples between two instants spent their time.
 * @param profile The profile.
 * @param bundleUrl The `file://` URL of the bundle, whose positions `sources` maps to modules.
 * @param sources The bundle's source map.
 * @param windows The stretches to add up, each from and to in microseconds of the monotonic clock (as
 * `process.hrtime.bigint() / 1000n`), in order.
 * @returns Time per place and per function.
 */
export function timeSpent(
	profile: CpuProfile,
	bundleUrl: string,
	sources: SourceLines | undefined,
	windows: readonly (readonly [number, number])[],
): TimeSpent {
	const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
	const placesOf = new Map<number, [string, number][]>();
	const spent: TimeSpent = { busyMs: 0, byPlace: new Map(), byFunction: new Map() };
	let at = profile.startTime;
	let window = 0;
	for (let i = 0; i < profile.samples.length && window < windows.length; i++) {
		at += profile.timeDeltas[i];
		const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
		while (window < windows.length && at > windows[window][1]) window++;
		if (window >= windows.length || at < windows[window][0]) continue;
		const node = nodes.get(profile.samples[i]);
		if (!node || node.callFrame.functionName === "(idle)") continue;
		let places = placesOf.get(node.id);
		if (places === undefined) {
			places = placesOfNode(node, bundleUrl, sources);
			placesOf.set(node.id, places);
		}
		spent.busyMs += ms;
		for (const [place, share] of places) {
			add(spent.byPlace, place, ms * share);
			add(spent.byFunction, `${node.callFrame.functionName || "(top level)"} (${place})`, ms * share);
		}
	}
	return spent;
}

/**
 * Where a node's own time went: for a function of the bundle whose lines were sampled, shared among the modules those
 * lines come from (the bundle's top level runs every module's top level); otherwise the place of the function.
 * @param node The node.
 * @param bundleUrl The bundle's URL.
 * @param sources The bundle's source map.
 * @returns Places and their shares, adding up to 1.
 */
function placesOfNode(
	node: CpuProfile["nodes"][number],
	bundleUrl: string,
	sources: SourceLines | undefined,
): [string, number][] {
	const ticks = node.positionTicks ?? [];
	const total = ticks.reduce((sum, tick) => sum + tick.ticks, 0);
	if (node.callFrame.url !== bundleUrl || total === 0) {
		return [[placeOfFrame(node.callFrame, bundleUrl, sources), 1]];
	}
	const shares = new Map<string, number>();
	for (const tick of ticks) {
		const frame = { ...node.callFrame, lineNumber: tick.line - 1, columnNumber: Number.MAX_SAFE_INTEGER };
		add(shares, placeOfFrame(frame, bundleUrl, sources), tick.ticks / total);
	}
	return [...shares];
}

/**
 * Names where a function lives, coarsely: a module of ours, a package, Node's internals, or V8.
 * @param frame The function.
 * @param bundleUrl The bundle's URL.
 * @param sources The bundle's source map.
 * @returns The place.
 */
function placeOfFrame(frame: CallFrame, bundleUrl: string, sources: SourceLines | undefined): string {
	if (frame.url === "") return frame.functionName.startsWith("(") ? frame.functionName : "(V8 builtins)";
	if (frame.url.startsWith("node:")) return "node: internals";
	if (frame.url !== bundleUrl) return frame.url.replace(/^.*\//, "");
	const source = sources?.sourceAt(frame.lineNumber, frame.columnNumber);
	if (source === undefined) return "bundle (unmapped)";
	const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
	if (inPackage) return inPackage[1];
	const inSrc = source.lastIndexOf("src/");
	return inSrc >= 0 ? source.slice(inSrc) : source.replace(/^(\.\.\/)+/, "");
}

/**
 * Adds to a tally.
 * @param tally The tally.
 * @param name What.
 * @param ms How much.
 */
function add(tally: Map<string, number>, name: string, ms: number): void {
	tally.set(name, (tally.get(name) ?? 0) + ms);
}

/**
 * The largest entries of a tally, largest first.
 * @param tally The tally.
 * @param count How many.
 * @returns Name and amount.
 */
export function largest(tally: Map<string, number>, count: number): [string, number][] {
	return [...tally].sort((a, b) => b[1] - a[1]).slice(0, count);
}
