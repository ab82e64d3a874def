/**
 * The named options every algorithm accepts. Each algorithm's textbook choice for anything left
 * out is part of its description (`defaults` in descriptions.ts, the one place a default is
 * written); an option an algorithm has no use for is ignored (e.g. `weight` outside weighted
 * A*). Only the two limits have no per-algorithm default: no depth limit, and
 * ENGINE_MAX_EXPANSIONS expansions.
 */

/**
 * Which of several frontier nodes with equal priority comes out first (priority queues only):
 * - 'fifo': the one inserted first (the edX assignment's rule);
 * - 'lifo': the one inserted last;
 * - 'low-h': the one with the lower h, then the one inserted first;
 * - 'low-g-text': the one with the lower g, then the one whose state reads first as text, in
 *   the problem's own text order (`Problem.compareText`; on the tile puzzle the tiles in cell
 *   order, the blank after every tile, as in `1235_6478` before `123_56478`; on a graph the
 *   names alphabetically). Insertion order plays no part: the order is the one a priority queue
 *   of (f, g, board text) records gives, the tiles.py tutorial's (seed 000, see tiles-tutorial.ts);
 * - 'alpha': the one whose state comes first alphabetically, in the same text order, then the
 *   one inserted first (entries of one state tie only under tree search). The exam convention
 *   "ties are broken alphabetically": on a graph, the node whose name comes first.
 */
export type TieBreak = 'fifo' | 'lifo' | 'low-h' | 'low-g-text' | 'alpha';

/**
 * What a search does with a child whose state it has seen before:
 * - 'graph': graph search without priority update — a child whose state is explored or already
 *   in the frontier is discarded (the edX assignment's rule);
 * - 'graph-update': as 'graph', except that a child reaching a frontier state by a cheaper path
 *   (lower g) replaces that frontier entry (AIMA's uniform-cost search); explored states are
 *   never reopened;
 * - 'tree': tree search — no explored set and no frontier check; every child is added, so a
 *   run may revisit states and loop until the expansion cap stops it;
 * - 'graph-except-start': as 'graph', except that the start state is never entered in the
 *   reached set: a grandchild back in the start state is new, joins the frontier and is
 *   expanded a second time (its children are all duplicates by then). This reproduces the
 *   bookkeeping of the tiles.py tutorial (seed 000), whose counts include that second expansion;
 * - 'prune': Poole & Mackworth's multiple-path pruning (§3.7.2). The frontier holds paths, several
 *   to one state if need be: a child is discarded at generation only when its state is already
 *   explored, never for being on the frontier; a path taken off the frontier whose state was
 *   expanded meanwhile is discarded without a goal test or expansion (a 'discard' event). With
 *   a stack this expands the newest path to a state, where 'graph' keeps the oldest; on a
 *   priority queue by g or f = g + h the cheapest waiting path comes off first, so A* with a
 *   consistent h still finds optimal paths without updating entries.
 */
export type DuplicatePolicy = 'graph' | 'graph-update' | 'tree' | 'graph-except-start' | 'prune';

/**
 * Does `policy` discard a child whose state was generated before, even if never expanded (the
 * reached set of graph search)? Not a tree search, and not multiple-path pruning, which
 * discards only paths to states already expanded.
 */
export function discardsReached(policy: DuplicatePolicy): boolean {
	return policy !== 'tree' && policy !== 'prune';
}

/**
 * When a node is tested against the goal:
 * - 'on-generation': as soon as it is generated (AIMA's breadth-first search) — the search stops
 *   one frontier layer earlier, but the path is only guaranteed optimal when all steps cost 1
 *   and the frontier is a FIFO queue;
 * - 'on-removal': when it is taken from the frontier, before expanding it (AIMA's graph search,
 *   uniform-cost search and A*; the edX assignment) — needed for optimal paths in best-first
 *   searches.
 */
export type GoalTestTiming = 'on-generation' | 'on-removal';

/**
 * In which order a depth-first search pushes a node's children onto its stack:
 * - 'reversed': last child first, so children come off the stack in child order — with the
 *   tile puzzle's Up, Down, Left, Right the stack receives Right, Left, Down, Up and the search
 *   tries Up first (the edX convention; the default);
 * - 'generated': in child order, so the last child is tried first (a plain LIFO insert).
 */
export type PushOrder = 'reversed' | 'generated';

export interface SearchOptions {
	readonly tieBreak?: TieBreak;
	readonly duplicates?: DuplicatePolicy;
	readonly goalTest?: GoalTestTiming;
	/** Children deeper than this are cut ('depth-cut'). For iterative deepening: the last limit tried. */
	readonly depthLimit?: number;
	/** Weighted A*: f = g + weight·h. 0 orders like uniform-cost search, 1 is A*. */
	readonly weight?: number;
	/** The run stops with outcome 'limit' instead of expanding more nodes than this. */
	readonly maxExpansions?: number;
	readonly pushOrder?: PushOrder;
}

export type ResolvedOptions = Required<SearchOptions>;

/** The options an algorithm's description gives a default for (see descriptions.ts). */
export type OptionDefaults = Required<
	Pick<SearchOptions, 'tieBreak' | 'pushOrder' | 'goalTest' | 'duplicates' | 'weight'>
>;

/**
 * The engine's cap on expansions when a run names none: large enough for any exhaustive search
 * of the 3×3 puzzle (181,440 states), small enough that a mistaken 4×4 run ends. Pages that
 * run searches on the main thread use the tighter `UI_MAX_EXPANSIONS`.
 */
export const ENGINE_MAX_EXPANSIONS = 2_000_000;

/** The expansion cap for interactive pages: a run a student steps through never freezes a tab. */
export const UI_MAX_EXPANSIONS = 50_000;

/** The limits when a run names none: no depth limit, the engine's expansion cap. */
const NO_LIMITS = { depthLimit: Infinity, maxExpansions: ENGINE_MAX_EXPANSIONS };

/** Options given by the caller win over the algorithm's defaults (its description's). */
export function resolveOptions(
	options: SearchOptions,
	algorithmDefaults: OptionDefaults
): ResolvedOptions {
	const resolved: ResolvedOptions = {
		...NO_LIMITS,
		...algorithmDefaults,
		...withoutUndefined(options)
	};
	if (!(resolved.maxExpansions >= 0)) throw new RangeError('maxExpansions must be 0 or more');
	if (!(resolved.depthLimit >= 0)) throw new RangeError('depthLimit must be 0 or more');
	if (!(resolved.weight >= 0) || resolved.weight === Infinity) {
		throw new RangeError('weight must be a finite number, 0 or more');
	}
	return resolved;
}

/** The options actually given: a key present with the value undefined does not override a default. */
export function withoutUndefined(options: SearchOptions): SearchOptions {
	return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}
