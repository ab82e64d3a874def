import type { ProfileGroup } from './depth-tally';
import type { ChildFate, Outcome } from '../search/events';
import type { FrontierOrder } from './frontier-order';
import type { MessageRef } from '../messages';

/**
 * What a node of the search tree is at the cursor's step:
 * - 'current': the node the step expanded (taken off the frontier, children generated);
 * - 'frontier': generated and waiting on the frontier;
 * - 'explored': expanded at an earlier step;
 * - 'replaced': it waited on the frontier until a cheaper path to its state replaced it
 *   (priority update, fate 'replaced'); it will never be expanded;
 * - 'discarded': multiple-path pruning took it off the frontier after its state was expanded by
 *   another path, and threw it away unexpanded;
 * - 'goal': the goal node — from the step it was found by the goal test on generation, or at
 *   the last step of a run that ended at a goal;
 * - 'path': on the path from the root to the goal, at the last step of a run that found one.
 */
export type TraceRole =
	'current' | 'frontier' | 'explored' | 'replaced' | 'discarded' | 'goal' | 'path';

/** A child an expansion generated that did not become a node: a ghost leaf in the tree. */
export interface GhostChild<S> {
	/** Its place in the expansion's child order (0 = first child generated). */
	readonly childIndex: number;
	readonly action: string;
	readonly state: S;
	/** Why it was not added: 'explored', 'in-frontier', 'depth-cut', 'bound-cut', 'parent', ... */
	readonly fate: ChildFate;
	/** The node that already held its state ('explored', 'in-frontier', 'visited'), else null. */
	readonly existing: number | null;
	readonly g: number;
	readonly h: number;
	readonly f: number;
}

/** A node of the search tree at the cursor's step. */
export interface TraceNode<S> {
	readonly id: number;
	/** Null for the root of the tree. */
	readonly parent: number | null;
	/** Its place among its parent's children in child order; null for a root. */
	readonly childIndex: number | null;
	readonly action: string | null;
	readonly state: S;
	readonly g: number;
	readonly h: number;
	readonly f: number;
	readonly depth: number;
	readonly role: TraceRole;
	/** 1 for the run's first expansion, ...; null while the node has not been expanded. */
	readonly expansion: number | null;
	/** Children of its expansion that did not become nodes; empty until it is expanded. */
	readonly ghosts: readonly GhostChild<S>[];
}

/** A node of the tree as a layout needs it: where it hangs, and nothing it would have to draw. */
export interface TreeShapeNode {
	readonly id: number;
	/** Null for the root of the tree. */
	readonly parent: number | null;
	/** Its place among its siblings: its child index, or its id for a root. */
	readonly order: number;
}

/**
 * A search tree as its shape alone, read by position (0 … length − 1): what a layout needs,
 * without one object per node, so that a tree of two million nodes costs its columns and
 * nothing more. A shape never changes once handed over; a tree that changes is a new shape.
 */
export interface TreeShape {
	readonly length: number;
	idAt(position: number): number;
	/** The id of the node's parent; null for the root. */
	parentAt(position: number): number | null;
	/** Its place among its siblings (smaller first). */
	orderAt(position: number): number;
	/** Where node `id` sits; undefined when it is not in the tree. */
	positionOf(id: number): number | undefined;
	/** The node at `position` as one record, made when asked (for the few nodes drawn). */
	nodeAt(position: number): TreeShapeNode;
	/**
	 * Whether this shape holds every node of `earlier` at the same position, with more after
	 * them or none: the tree grew (or stayed). A reader can then take only the new positions.
	 */
	extends(earlier: TreeShape): boolean;
}

/**
 * How many nodes of the tree at the cursor sit at each depth (0 the root's), by what they are:
 * expanded (the current node included), waiting on the frontier, replaced by a cheaper path, and
 * on the path to the goal (the goal itself included). Read as sums over ranges of depths, which
 * cost no more for a tree two million levels deep; read it again after the cursor moves.
 */
export interface DepthProfile {
	/** Depths 0 … depths − 1 span the tree. */
	readonly depths: number;
	/** How many nodes of `group` sit at depths from … to − 1. */
	count(group: ProfileGroup, from: number, to: number): number;
}

/** One entry of the frontier, in the order the frontier will hand entries out. */
export interface FrontierRow<S> {
	/** 0 for the entry the next expansion takes. */
	readonly position: number;
	readonly id: number;
	readonly parent: number | null;
	readonly action: string | null;
	readonly state: S;
	readonly g: number;
	readonly h: number;
	readonly f: number;
	readonly depth: number;
	/** Its push number: 0 for the first entry ever put on the frontier, then 1, 2, ... */
	readonly arrival: number;
	/** A priority queue only: the same f as the row above. */
	readonly tiesWithPrevious: boolean;
	/** A priority queue only: the same f as the row below. */
	readonly tiesWithNext: boolean;
	/** How the tie with its neighbour is broken, e.g. "same f: first added leaves first". */
	readonly tieBreak: MessageRef | null;
}

export interface FrontierRows<S> {
	/** The first rows, next to leave first. */
	readonly rows: readonly FrontierRow<S>[];
	/** How many entries the frontier holds. */
	readonly total: number;
	readonly order: FrontierOrder;
}

/** The run's counters at the cursor's step. */
export interface TraceStats {
	/** The cursor: the step shown (0 is the start event). */
	readonly step: number;
	/** Expansions so far (across iterations). */
	readonly expanded: number;
	/** Children generated so far, whatever their fate. */
	readonly generated: number;
	/** Frontier size after this step. */
	readonly frontier: number;
	/** Largest frontier size at any step so far. */
	readonly maxFrontier: number;
	/** Explored-set size after this step (0 for tree searches). */
	readonly explored: number;
	/** Depth of the node expanded at this step; null at a start or iteration step. */
	readonly depth: number | null;
	/** Deepest node given an id so far (the engine's maxDepth). */
	readonly maxDepth: number;
	/** Nodes in the tree shown (the current iteration's, for IDDFS and IDA*). */
	readonly treeSize: number;
	/** IDDFS and IDA*: the iteration shown, its bound and what it bounds; otherwise null. */
	readonly iteration: number | null;
	readonly boundKind: 'depth' | 'f' | null;
	readonly bound: number | null;
	/** How many children of this step's expansion met each fate (empty at other steps). */
	readonly fates: Readonly<Partial<Record<ChildFate, number>>>;
	/** At the last step of a finished run: how it ended; otherwise null. */
	readonly outcome: Outcome | null;
	/** At the last step of a run that reached the goal: the path's cost and its actions. */
	readonly pathCost: number | null;
	readonly pathLength: number | null;
}
