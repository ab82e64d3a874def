/**
 * One IDA* iteration: a depth-first search from the root that generates children in move order
 * and prunes every child whose f = g + h exceeds the f bound. Pruned children still count as
 * generated (Korf's convention). The search stops at the first goal, or once `budget` nodes have
 * been generated, and reports the smallest f that went over the bound: the next bound.
 *
 * Each search is a plain recursive function with small-integer arguments over typed arrays,
 * which V8 compiles to tight code; it measured faster than the same loop with an explicit stack.
 * Nothing is allocated per node: the board is changed in place and changed back on the way up.
 */

import { lineConflicts, type LineTables } from './linear-conflict';
import type { LineCodeTables } from './line-codes';
import { CHILD_ENTRY_SIZE, rootChildren, type TileTables } from './tile-tables';

export interface IterationOutcome {
	readonly status: 'found' | 'exhausted' | 'limit';
	readonly generated: number;
	readonly expanded: number;
	/** Smallest f among the generated nodes that exceeded the bound. */
	readonly nextBound: number;
	/**
	 * The moves to the goal (indices into the move order) when status is 'found'. Its length
	 * is the bound: no cheaper path exists, as smaller bounds were searched in full.
	 */
	readonly path: Int32Array;
}

/** The root of one iteration. */
export interface IterationRoot {
	readonly blank: number;
	readonly h: number;
}

/** A budget that never runs out; a small integer keeps the per-node test cheap. */
export const UNLIMITED = -1;
/** Larger than any f the search can meet, and still a small integer. */
const NO_BOUND = 0x3fffffff;

/**
 * IDA* iteration with Manhattan distance. The blank's own cell in `board` is never read, so a
 * move writes only the cell the tile lands on, and undoing it only the cell the tile leaves.
 */
export function manhattanIteration(
	tables: TileTables,
	board: Uint8Array,
	root: IterationRoot,
	bound: number,
	budget: number
): IterationOutcome {
	const { hDelta, children } = tables;
	// A local copy: V8 folds it to a constant, while an imported binding is re-read every step.
	const entrySize = CHILD_ENTRY_SIZE;
	const path = new Int32Array(bound);
	let generated = 0;
	let expanded = 0;
	let nextBound = NO_BOUND;
	let limited = false;

	/** Expands the node at depth g; true means stop: a goal was found or the budget ran out. */
	function expand(blank: number, g: number, h: number, firstChild: number): boolean {
		expanded++;
		// A child, at g + 1, stays within the bound while its h is at most `room`.
		const room = bound - g - 1;
		for (let entry = firstChild; ; entry += entrySize) {
			const to = children[entry];
			if (to < 0) return false;
			if (generated === budget) {
				limited = true;
				return true;
			}
			generated++;
			const tile = board[to];
			const childH = h + hDelta[children[entry + 1] + tile];
			if (childH > room) {
				if (g + 1 + childH < nextBound) nextBound = g + 1 + childH;
				continue;
			}
			path[g] = children[entry + 3];
			// Manhattan distance is 0 only when every tile, hence the blank too, is home.
			if (childH === 0) return true;
			board[blank] = tile;
			if (expand(to, g + 1, childH, children[entry + 2])) return true;
			board[to] = tile;
		}
	}

	const stopped = expand(root.blank, 0, root.h, rootChildren(root.blank));
	const status = !stopped ? 'exhausted' : limited ? 'limit' : 'found';
	return { status, generated, expanded, nextBound, path };
}

/**
 * IDA* iteration with linear conflict. A move can change the conflicts of one line only (see
 * LineTables.touchedLine), so h is updated from the Manhattan delta plus that line's recount.
 * `board` must hold 0 on the blank's cell, and `conflicts[line]` the root's count per line;
 * an exhausted iteration leaves both as it found them.
 */
export function linearConflictIteration(
	tables: TileTables,
	lines: LineTables,
	board: Uint8Array,
	conflicts: Int32Array,
	root: IterationRoot,
	bound: number,
	budget: number
): IterationOutcome {
	const { size, hDelta, children } = tables;
	const { touchedLine } = lines;
	const entrySize = CHILD_ENTRY_SIZE;
	const path = new Int32Array(bound);
	let generated = 0;
	let expanded = 0;
	let nextBound = NO_BOUND;
	let limited = false;

	function expand(blank: number, g: number, h: number, firstChild: number): boolean {
		expanded++;
		const room = bound - g - 1;
		for (let entry = firstChild; ; entry += entrySize) {
			const to = children[entry];
			if (to < 0) return false;
			if (generated === budget) {
				limited = true;
				return true;
			}
			generated++;
			const tile = board[to];
			const row = children[entry + 1];
			let childH = h + hDelta[row + tile];
			const line = touchedLine[row + tile];
			const parentConflicts = line < 0 ? 0 : conflicts[line];
			board[blank] = tile;
			board[to] = 0;
			let childConflicts = 0;
			if (line >= 0) {
				childConflicts = lineConflicts(lines, size, board, line);
				childH += 2 * (childConflicts - parentConflicts);
			}
			if (childH <= room) {
				path[g] = children[entry + 3];
				if (childH === 0) return true;
				if (line >= 0) conflicts[line] = childConflicts;
				if (expand(to, g + 1, childH, children[entry + 2])) return true;
				if (line >= 0) conflicts[line] = parentConflicts;
			} else if (g + 1 + childH < nextBound) {
				nextBound = g + 1 + childH;
			}
			board[to] = tile;
			board[blank] = 0;
		}
	}

	const stopped = expand(root.blank, 0, root.h, rootChildren(root.blank));
	const status = !stopped ? 'exhausted' : limited ? 'limit' : 'found';
	return { status, generated, expanded, nextBound, path };
}

/**
 * IDA* iteration with linear conflict kept as line codes (see line-codes.ts): a child's h is
 * the parent's plus the Manhattan delta plus the change in cost of the one line the move makes
 * the tile cross, all read from tables. `codes` holds the root's line codes (lineCodes) and is
 * left as found by an exhausted iteration; the blank's cell in `board` is never read.
 */
export function lineCodeIteration(
	tables: TileTables,
	codeTables: LineCodeTables,
	board: Uint8Array,
	codes: Int32Array,
	root: IterationRoot,
	bound: number,
	budget: number
): IterationOutcome {
	const { hDelta, children } = tables;
	const { cost, crossedLine, crossedDelta, slidLine, slidDelta } = codeTables;
	const entrySize = CHILD_ENTRY_SIZE;
	const path = new Int32Array(bound);
	let generated = 0;
	let expanded = 0;
	let nextBound = NO_BOUND;
	let limited = false;

	function expand(blank: number, g: number, h: number, firstChild: number): boolean {
		expanded++;
		const room = bound - g - 1;
		for (let entry = firstChild; ; entry += entrySize) {
			const to = children[entry];
			if (to < 0) return false;
			if (generated === budget) {
				limited = true;
				return true;
			}
			generated++;
			const tile = board[to];
			const k = children[entry + 1] + tile;
			const crossed = crossedLine[k];
			const crossedCode = codes[crossed];
			const childCrossedCode = crossedCode + crossedDelta[k];
			const childH = h + hDelta[k] + cost[childCrossedCode] - cost[crossedCode];
			if (childH > room) {
				if (g + 1 + childH < nextBound) nextBound = g + 1 + childH;
				continue;
			}
			path[g] = children[entry + 3];
			if (childH === 0) return true;
			const slid = slidLine[k];
			const slidCode = codes[slid];
			codes[crossed] = childCrossedCode;
			codes[slid] = slidCode + slidDelta[k];
			board[blank] = tile;
			if (expand(to, g + 1, childH, children[entry + 2])) return true;
			board[to] = tile;
			codes[slid] = slidCode;
			codes[crossed] = crossedCode;
		}
	}

	const stopped = expand(root.blank, 0, root.h, rootChildren(root.blank));
	const status = !stopped ? 'exhausted' : limited ? 'limit' : 'found';
	return { status, generated, expanded, nextBound, path };
}
