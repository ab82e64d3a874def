import type { SuccessorList } from './successor-list';

/**
 * The search problem, in the textbook's terms: an initial state, a goal test, a successor
 * function with step costs, and optionally a heuristic h(n). Algorithms only see this
 * interface, so the same A* runs on the tile puzzle and on a road map.
 */

export interface Successor<S> {
	/** A human-readable name of the action, e.g. "Up" or "S→R". */
	readonly action: string;
	readonly state: S;
	/** Positive step cost; 1 on the tile puzzle. */
	readonly cost: number;
}

export interface Problem<S> {
	readonly initial: S;
	isGoal(state: S): boolean;
	/** Successors in a fixed, documented order (the run's child order). */
	successors(state: S): readonly Successor<S>[];
	/**
	 * Optional fast path for `successors`: appends the same successors, in the same order, to
	 * `into` (SuccessorList.add) without allocating an object per successor. When `h` — the
	 * state's own heuristic value — is given, each successor's h is passed along too, which a
	 * problem may compute from `h` and the move rather than from scratch.
	 */
	successorsInto?(state: S, into: SuccessorList<S>, h?: number): void;
	/** Identity for duplicate detection: equal keys mean the same state. */
	key(state: S): string | number;
	/** Estimated cost to the goal; absent means uninformed (h = 0). */
	heuristic?(state: S): number;
	/**
	 * The order of the states written as text, for ties broken by text (the 'low-g-text'
	 * tie-break: equal f, equal g, the state that reads first leaves the frontier first; 'alpha':
	 * equal f, the state that comes first alphabetically).
	 * Negative when `a` reads first, 0 for the same state. Only the problem knows how its states
	 * read: a board cell by cell, a city by its name. Absent when they have no text order; a
	 * run that breaks ties by text then refuses to start, saying why (entry-order.ts).
	 */
	compareText?(a: S, b: S): number;
	/**
	 * Optional: a dense numbering of all states, for problems small enough to number them
	 * cheaply. Graph search then keeps its reached table in a flat array instead of a hash table.
	 */
	readonly stateIndex?: StateIndex<S>;
}

/** What ties broken by text read of a problem: the text order of its states, if it has one. */
export type TextOrdered<S> = Pick<Problem<S>, 'compareText'>;

/** Numbers the states 0..size−1: equal keys, equal indices; different keys, different indices. */
export interface StateIndex<S> {
	readonly size: number;
	of(state: S): number;
}
