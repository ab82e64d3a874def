import type { Trace } from '../trace';
import { wholeStepMoment } from '../trace';
import type { TraceNode } from '../trace/types';

/**
 * A run on a grid maze as its map shows it at the trace's position: every cell coloured by the
 * most telling role any search node on it has (the goal reached over the node being expanded,
 * over the path, over the frontier, over explored), as one byte per cell, so that a 100×100
 * grid's picture reads ten thousand bytes and no objects. A cell where a cheaper path replaced
 * a frontier entry, or where multiple-path pruning discarded a path, carries a mark beside its
 * role: the entry that replaced it (or the path expanded before) gives the cell its colour.
 */

/** A cell's role code, in `GridRoles.roles`: higher codes win when several nodes share a cell. */
export const CELL_UNSEEN = 0;
export const CELL_EXPLORED = 1;
export const CELL_FRONTIER = 2;
export const CELL_PATH = 3;
export const CELL_CURRENT = 4;
export const CELL_GOAL = 5;

/** The role names, by code. */
export const CELL_ROLES = Object.freeze([
	'unseen',
	'explored',
	'frontier',
	'path',
	'current',
	'goal'
] as const);
export type CellRole = (typeof CELL_ROLES)[number];

/** Bits of `GridRoles.marks`. */
export const MARK_REPLACED = 1;
export const MARK_DISCARDED = 2;

export interface GridRoles {
	/** A role code per cell (CELL_*), row by row. */
	readonly roles: Uint8Array;
	/** MARK_* bits per cell. */
	readonly marks: Uint8Array;
	/** Per cell, the id of the node whose role the cell shows (its cheapest such entry); −1 for none. */
	readonly entries: Int32Array;
	/** How many cells show each role. */
	readonly counts: Readonly<Record<CellRole, number>>;
	/** Cells holding a replaced entry, and cells holding a discarded path. */
	readonly replaced: number;
	readonly discarded: number;
	/**
	 * The path drawn over the grid, root first: the solution path once the goal is reached, else
	 * the path of the node being expanded; empty before the first expansion.
	 */
	readonly trail: readonly number[];
	/** The cell being expanded (or the solution step shown), or null. */
	readonly current: number | null;
	/** At a line step about one child: the child's cell, being looked at; otherwise null. */
	readonly looked: number | null;
}

const RANK_OF_ROLE: Readonly<Record<TraceNode<unknown>['role'], number>> = {
	explored: CELL_EXPLORED,
	frontier: CELL_FRONTIER,
	path: CELL_PATH,
	current: CELL_CURRENT,
	goal: CELL_GOAL,
	replaced: CELL_UNSEEN,
	discarded: CELL_UNSEEN
};

function countRoles(roles: Uint8Array): Record<CellRole, number> {
	const tally = new Array<number>(CELL_ROLES.length).fill(0);
	for (let cell = 0; cell < roles.length; cell++) tally[roles[cell]]++;
	return Object.fromEntries(CELL_ROLES.map((name, code) => [name, tally[code]])) as Record<
		CellRole,
		number
	>;
}

/**
 * The grid of `cellCount` cells at `trace`'s position. `shown` is the cell drawn as current when
 * the explorer shows another than the one expanded (a step of the solution played back), null
 * for the trace's own. Before the run has a trace, `start` is the cell about to be expanded.
 * Costs one pass over the tree at the cursor (whose node views the trace keeps from step to
 * step) and one over the cells. `reused`, a result of an earlier call its caller no longer
 * reads, lends its arrays: they are overwritten.
 */
export function gridRolesAt(
	trace: Trace<unknown> | null,
	cellCount: number,
	start: number,
	shown: number | null = null,
	reused: GridRoles | null = null
): GridRoles {
	// A picture redrawn at every frame of a run played fast would otherwise leave three arrays
	// of the grid's size to the garbage collector at each frame.
	const reusable = reused !== null && reused.roles.length === cellCount;
	const roles = reusable ? reused.roles.fill(0) : new Uint8Array(cellCount);
	const marks = reusable ? reused.marks.fill(0) : new Uint8Array(cellCount);
	const entries = (reusable ? reused.entries : new Int32Array(cellCount)).fill(-1);
	if (trace === null || trace.length === 0) {
		if (start >= 0 && start < cellCount) roles[start] = CELL_CURRENT;
		return finished(roles, marks, entries, [], start, null);
	}
	const nodes = trace.nodes();
	const first = nodes.length === 0 ? 0 : nodes[0].id;
	let currentNode: TraceNode<unknown> | null = null;
	let goalNode: TraceNode<unknown> | null = null;
	for (const node of nodes) {
		const cell = node.state as number;
		if (!(cell >= 0 && cell < cellCount)) continue;
		if (node.role === 'replaced') {
			marks[cell] |= MARK_REPLACED;
			continue;
		}
		if (node.role === 'discarded') {
			marks[cell] |= MARK_DISCARDED;
			continue;
		}
		if (node.role === 'current') currentNode = node;
		else if (node.role === 'goal') goalNode = node;
		const rank = RANK_OF_ROLE[node.role];
		const held = entries[cell];
		// The cheapest entry of the cell's most telling role speaks for the cell.
		if (
			rank > roles[cell] ||
			held < 0 ||
			(rank === roles[cell] && node.g < nodes[held - first].g)
		) {
			roles[cell] = rank;
			entries[cell] = node.id;
		}
	}
	const event = trace.event(trace.cursor);
	// A path that multiple-path pruning discards is not expanded: its cell, expanded by another
	// path, stays explored.
	const discarded = event.type === 'discard' ? (event.node.state as number) : null;
	let current = currentNode === null ? null : (currentNode.state as number);
	if (
		shown !== null &&
		shown >= 0 &&
		shown < cellCount &&
		shown !== discarded &&
		roles[shown] !== CELL_CURRENT &&
		roles[shown] !== CELL_GOAL
	) {
		// A step of the solution played back: its cell is the one marked as current.
		for (let cell = 0; cell < cellCount; cell++) {
			if (roles[cell] === CELL_CURRENT) roles[cell] = CELL_EXPLORED;
		}
		roles[shown] = CELL_CURRENT;
		current = shown;
	}
	// The path drawn: up the tree from the goal reached, else from the node being expanded.
	const trail: number[] = [];
	for (
		let node: TraceNode<unknown> | undefined = goalNode ?? currentNode ?? undefined;
		node !== undefined;
		node = node.parent === null ? undefined : nodes[node.parent - first]
	) {
		trail.push(node.state as number);
	}
	trail.reverse();
	const moments = trace.moments(trace.cursor);
	const moment = moments[trace.moment ?? wholeStepMoment(event, moments)];
	let looked: number | null = null;
	if (event.type === 'expand' && moment !== undefined && moment.child !== null) {
		const child = event.children[moment.child];
		if (child !== undefined) looked = child.state as number;
	}
	return finished(roles, marks, entries, trail, current, looked);
}

function finished(
	roles: Uint8Array,
	marks: Uint8Array,
	entries: Int32Array,
	trail: readonly number[],
	current: number | null,
	looked: number | null
): GridRoles {
	let replaced = 0;
	let discarded = 0;
	for (let cell = 0; cell < marks.length; cell++) {
		if (marks[cell] & MARK_REPLACED) replaced++;
		if (marks[cell] & MARK_DISCARDED) discarded++;
	}
	return {
		roles,
		marks,
		entries,
		counts: countRoles(roles),
		replaced,
		discarded,
		trail,
		current,
		looked
	};
}
