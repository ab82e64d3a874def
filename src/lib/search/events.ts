/**
 * What a run reports. An algorithm is a generator: it yields one `start` event, then exactly one
 * `expand` event per node expansion (iterative algorithms also yield an `iteration` event when
 * a new depth limit or f bound begins, a run whose goal test on removal passes ends with a
 * `goal` event, and multiple-path pruning yields a `discard` event for each path it takes off
 * the frontier and throws away), and returns a `SearchResult`. The views fold these
 * events into a tree and a frontier; they never look inside the algorithm.
 */

/** A node of the search tree. Ids are stable: the root is 0, then ids increase in generation order. */
export interface SearchNode<S> {
	readonly id: number;
	/** Id of the node this one was generated from; null for the root. */
	readonly parent: number | null;
	readonly state: S;
	/** The action that led here from the parent; null for the root. */
	readonly action: string | null;
	/** Path cost from the root. */
	readonly g: number;
	/** Heuristic estimate of the cost still to go (0 for uninformed searches). */
	readonly h: number;
	/** The priority the algorithm orders its frontier by (g, h, g + h or g + w·h). */
	readonly f: number;
	/** Number of actions from the root. */
	readonly depth: number;
}

/** What became of one child generated during an expansion. */
export type ChildFate =
	/** A new node, put on the frontier. */
	| 'added'
	/** A new node that passed the goal test on generation: the search stops with it. */
	| 'goal'
	/** Its state was already expanded (graph search): discarded. */
	| 'explored'
	/** Its state already waits in the frontier by a path no worse: discarded. */
	| 'in-frontier'
	/** Its state waited in the frontier by a costlier path: this node replaces that entry. */
	| 'replaced'
	/** It lies deeper than the depth limit. */
	| 'depth-cut'
	/** Its f exceeds the current IDA* bound. */
	| 'bound-cut'
	/** It undoes the action that produced the node being expanded (iterative deepening prunes it). */
	| 'parent'
	/** Greedy walk: the walk already stood on this state. */
	| 'visited'
	/** Greedy walk: unvisited, but a sibling had a lower h (or the same h and came first). */
	| 'passed-over';

export interface ChildReport<S> {
	readonly action: string;
	readonly state: S;
	readonly fate: ChildFate;
	/** The child's node id when it became a node ('added', 'goal', 'replaced'); otherwise null. */
	readonly id: number | null;
	/**
	 * The node already holding this state: the explored node ('explored'), the frontier entry
	 * it lost to ('in-frontier') or the entry it replaced ('replaced'); otherwise null.
	 */
	readonly existing: number | null;
	readonly g: number;
	readonly h: number;
	readonly f: number;
}

interface EventBase {
	/** Index of this event in the run's stream: the start event is 0. */
	readonly step: number;
	/** Frontier size after this event. */
	readonly frontierSize: number;
	/** Explored-set size after this event (0 for tree searches). */
	readonly exploredSize: number;
}

export interface StartEvent<S> extends EventBase {
	readonly type: 'start';
	readonly root: SearchNode<S>;
}

export interface ExpandEvent<S> extends EventBase {
	readonly type: 'expand';
	/** 1 for the first expansion of the run, then 2, 3, ... (across iterations). */
	readonly expansion: number;
	/** The node taken from the frontier and expanded. */
	readonly node: SearchNode<S>;
	/** Its children in the problem's child order, each with its fate. */
	readonly children: readonly ChildReport<S>[];
}

/**
 * The goal test on removal passed: the node just taken from the frontier is a goal. The run ends
 * with it; it is not expanded (nor counted in `expanded`). With the goal test on generation
 * there is no such event: the goal is a child of the last expansion.
 */
export interface GoalEvent<S> extends EventBase {
	readonly type: 'goal';
	readonly node: SearchNode<S>;
}

/**
 * Multiple-path pruning (duplicates 'prune'): the path just taken from the frontier ends in a
 * state already expanded, by the node `existing`, so it is discarded — neither goal-tested nor
 * expanded (nor counted in `expanded`); the run goes on with the next entry.
 */
export interface DiscardEvent<S> extends EventBase {
	readonly type: 'discard';
	readonly node: SearchNode<S>;
	/** The explored node that holds the same state. */
	readonly existing: number;
}

/** An iterative algorithm starts again from the root with a larger depth limit or f bound. */
export interface IterationEvent<S> extends EventBase {
	readonly type: 'iteration';
	/** 1 for the first iteration. */
	readonly iteration: number;
	/** 'depth' for iterative deepening, 'f' for IDA*. */
	readonly boundKind: 'depth' | 'f';
	/** Nodes deeper than this depth, or with f above this bound, are cut in this iteration. */
	readonly bound: number;
	/** This iteration's root: node 0 in the first iteration, a fresh node in later ones. */
	readonly root: SearchNode<S>;
}

export type SearchEvent<S> =
	StartEvent<S> | ExpandEvent<S> | GoalEvent<S> | DiscardEvent<S> | IterationEvent<S>;

/**
 * How a run ended: it found a goal, emptied its frontier ('exhausted': no solution within the
 * limits the algorithm was given), reached the expansion cap ('limit'), or — the greedy walk
 * only — had nowhere left to go ('stuck').
 */
export type Outcome = 'goal' | 'exhausted' | 'limit' | 'stuck';

export interface SearchStats {
	/** Nodes taken from the frontier and expanded; a goal found on removal is not counted. */
	readonly expanded: number;
	/** Children reported by expansions, whatever their fate (the root is not counted). */
	readonly generated: number;
	/** Nodes that received an id (the root included). */
	readonly nodes: number;
	/** Largest frontier size at the start or after any expansion. */
	readonly maxFrontier: number;
	/** Largest depth of any node that received an id (added to the frontier or found as the goal). */
	readonly maxDepth: number;
	/** Frontier size when the run ended (after the goal was removed, for a goal test on removal). */
	readonly frontierSize: number;
	/** Explored-set size when the run ended (0 for tree searches). */
	readonly exploredSize: number;
	/** Depth limits or f bounds tried by an iterative algorithm; 1 for the others. */
	readonly iterations: number;
}

export interface SearchResult<S> {
	readonly outcome: Outcome;
	/**
	 * The nodes from the root to the goal when the outcome is 'goal', otherwise empty — except
	 * for the greedy walk, whose path is the states it walked, whatever the outcome.
	 */
	readonly path: readonly SearchNode<S>[];
	/** The actions along `path`. */
	readonly actions: readonly string[];
	/** Path cost of the goal; null unless the outcome is 'goal'. */
	readonly cost: number | null;
	readonly stats: SearchStats;
}

/** One run of an algorithm, driven one expansion at a time with `next()`. */
export type SearchRun<S> = Generator<SearchEvent<S>, SearchResult<S>, void>;
