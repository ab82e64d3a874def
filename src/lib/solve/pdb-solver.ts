/**
 * IDA* with additive pattern databases (Korf and Felner 2002): the fast IDA* of ida-star.ts with
 * h taken from a partition's databases (pdb-heuristic.ts), optionally the larger of the direct
 * and the reflected sums. h is updated incrementally: a move slides one tile, so only that
 * tile's pattern (and, reflected, its mirror's pattern) changes value.
 *
 * Goals other than the databases' own are carried over by a board symmetry (goal-symmetry.ts)
 * when one fits; the search then runs on the mapped board and its moves are mapped back.
 *
 * Long searches can report each iteration and be cancelled: `shouldStop` is asked every 2^16
 * nodes generated within an iteration, which is how a Web Worker's cancel flag would end one.
 */

import type { Direction } from '../puzzle/board';
import { mapToGoal } from './goal-symmetry';
import { boardIndices, type PdbHeuristic } from './pdb-heuristic';
import { canReachGoal, isPermutationOfCells } from './solvability';
import { CHILD_ENTRY_SIZE, KORF_MOVE_ORDER, buildTileTables, rootChildren } from './tile-tables';

export interface PdbIteration {
	readonly bound: number;
	/** Nodes generated in this iteration (the root is counted in the first one only). */
	readonly generated: number;
	readonly expanded: number;
}

export interface PdbResult {
	/** 'goal': solved optimally; 'limit': maxNodes ran out; 'stopped': shouldStop said so. */
	readonly outcome: 'goal' | 'limit' | 'stopped';
	/** The optimal length, or else the bound being searched: a proven lower bound. */
	readonly cost: number;
	/** The blank's moves from the start to the goal; empty unless the outcome is 'goal'. */
	readonly moves: Direction[];
	/** Nodes generated, Korf's way: the root once, then every child, pruned or not. */
	readonly generated: number;
	readonly expanded: number;
	readonly iterations: PdbIteration[];
}

export interface PdbOptions {
	/** The blank's move order; Korf's Up, Left, Right, Down by default. */
	readonly moveOrder?: readonly Direction[];
	/** Stop with outcome 'limit' rather than generate more nodes than this. */
	readonly maxNodes?: number;
	/** Called after each iteration with its figures and the nodes generated so far. */
	readonly onIteration?: (iteration: PdbIteration & { readonly totalGenerated: number }) => void;
	/** Asked every 2^16 nodes an iteration generates; true ends the search with outcome 'stopped'. */
	readonly shouldStop?: () => boolean;
}

/** How often (in generated nodes) shouldStop is asked. */
const STOP_CHECK_INTERVAL = 1 << 16;
/** Larger than any f the search meets, still a small integer. */
const NO_BOUND = 0x3fffffff;

/** Whether the databases behind `heuristic` can solve problems towards `goal`, directly or mapped. */
export function servesGoal(heuristic: PdbHeuristic, goal: readonly number[]): boolean {
	const { rows, cols } = heuristic;
	return goal.length === rows * cols && mapToGoal(goal, goal, heuristic.goal, rows, cols) !== null;
}

/**
 * Optimal solution of `cells` to `goal` on a rows×cols board by IDA* with the databases'
 * heuristic. Throws a RangeError when the input is malformed, the goal cannot be reached, or
 * the databases are for another board size or a goal no symmetry maps onto theirs.
 */
export function pdbSolve(
	cells: readonly number[],
	rows: number,
	cols: number,
	goal: readonly number[],
	heuristic: PdbHeuristic,
	options: PdbOptions = {}
): PdbResult {
	const n = rows * cols;
	if (heuristic.rows !== rows || heuristic.cols !== cols) {
		throw new RangeError(`the databases are for ${heuristic.rows}×${heuristic.cols} boards`);
	}
	if (!isPermutationOfCells(cells, n) || !isPermutationOfCells(goal, n)) {
		throw new RangeError(`start and goal must each hold 0..${n - 1} once`);
	}
	if (!canReachGoal(cells, goal, cols)) {
		throw new RangeError('the goal cannot be reached from this board (wrong parity)');
	}
	const maxNodes = options.maxNodes ?? Infinity;
	if (!(maxNodes >= 1) || !(Number.isInteger(maxNodes) || maxNodes === Infinity)) {
		throw new RangeError('maxNodes must be a positive whole number');
	}
	const sameGoal = goal.every((tile, cell) => tile === heuristic.goal[cell]);
	const mapping = sameGoal ? null : mapToGoal(cells, goal, heuristic.goal, rows, cols);
	if (!sameGoal && mapping === null) {
		throw new RangeError('no symmetry of the board maps this goal onto the databases’ goal');
	}
	const result = search(mapping?.cells ?? cells, heuristic, options, maxNodes);
	return mapping === null ? result : { ...result, moves: mapping.movesBack(result.moves) };
}

interface IterationOutcome {
	readonly status: 'found' | 'exhausted' | 'limit' | 'stopped';
	readonly generated: number;
	readonly expanded: number;
	readonly nextBound: number;
	readonly path: Int32Array;
}

function search(
	cells: readonly number[],
	heuristic: PdbHeuristic,
	options: PdbOptions,
	maxNodes: number
): PdbResult {
	const moveOrder = options.moveOrder ?? KORF_MOVE_ORDER;
	if (moveOrder.length !== 4 || new Set(moveOrder).size !== 4) {
		throw new RangeError('moveOrder must list Up, Down, Left and Right once each');
	}
	const { rows, cols, goal, table } = heuristic;
	const tables = buildTileTables(rows, cols, goal, moveOrder);
	const board = Uint8Array.from(cells);
	const { index, mirrorIndex } = boardIndices(heuristic, board);
	let sum = 0;
	let mirrorSum = 0;
	for (let p = 0; p < index.length; p++) {
		sum += table[index[p]];
		mirrorSum += table[mirrorIndex[p]];
	}
	const rootH = Math.max(sum, mirrorSum);
	const blank = cells.indexOf(0);

	let generated = 1;
	let expanded = 0;
	const iterations: PdbIteration[] = [];
	const report = (iteration: PdbIteration): void => {
		iterations.push(iteration);
		options.onIteration?.({ ...iteration, totalGenerated: generated });
	};
	if (rootH === 0) {
		report({ bound: 0, generated: 1, expanded: 0 });
		return { outcome: 'goal', cost: 0, moves: [], generated, expanded, iterations };
	}
	for (let bound = rootH; ;) {
		const budget = maxNodes === Infinity ? Infinity : maxNodes - generated;
		const outcome = iterate(tables.children, heuristic, board, index, mirrorIndex, {
			blank,
			sum,
			mirrorSum,
			bound,
			budget,
			shouldStop: options.shouldStop
		});
		const rootShare = iterations.length === 0 ? 1 : 0;
		generated += outcome.generated;
		expanded += outcome.expanded;
		report({ bound, generated: outcome.generated + rootShare, expanded: outcome.expanded });
		const stats = { generated, expanded, iterations };
		if (outcome.status === 'found') {
			const moves = Array.from(outcome.path, (move) => moveOrder[move]);
			return { outcome: 'goal', cost: bound, moves, ...stats };
		}
		if (outcome.status !== 'exhausted') {
			return { outcome: outcome.status, cost: bound, moves: [], ...stats };
		}
		bound = outcome.nextBound;
	}
}

interface IterationInput {
	readonly blank: number;
	readonly sum: number;
	readonly mirrorSum: number;
	readonly bound: number;
	readonly budget: number;
	readonly shouldStop: (() => boolean) | undefined;
}

/**
 * One depth-first iteration within the f bound. The board and both index arrays are changed in
 * place and restored on the way back, so an exhausted iteration leaves them as it found them.
 * The blank's own cell on the board is never read.
 */
function iterate(
	children: Int32Array,
	heuristic: PdbHeuristic,
	board: Uint8Array,
	index: Int32Array,
	mirrorIndex: Int32Array,
	input: IterationInput
): IterationOutcome {
	const { table, patternOf, weightOf, mirrorPatternOf, mirrorWeightOf, mirrorCell } = heuristic;
	const { bound, budget, shouldStop } = input;
	const entrySize = CHILD_ENTRY_SIZE;
	const path = new Int32Array(bound);
	let generated = 0;
	let expanded = 0;
	let nextBound = NO_BOUND;
	// The next node count at which to look at the budget and the stop flag.
	let checkpoint = Math.min(budget, STOP_CHECK_INTERVAL);
	let halted: 'limit' | 'stopped' | null = null;

	/** Expands the node at depth g; true means stop (goal found, budget spent or stopped). */
	function expand(
		blank: number,
		g: number,
		sum: number,
		mirrorSum: number,
		first: number
	): boolean {
		expanded++;
		const room = bound - g - 1;
		for (let entry = first; ; entry += entrySize) {
			const to = children[entry];
			if (to < 0) return false;
			if (generated === checkpoint) {
				if (generated === budget) halted = 'limit';
				else if (shouldStop !== undefined && shouldStop()) halted = 'stopped';
				if (halted !== null) return true;
				checkpoint = Math.min(budget, checkpoint + STOP_CHECK_INTERVAL);
			}
			generated++;
			// The tile on `to` slides into `blank`.
			const tile = board[to];
			const p = patternOf[tile];
			const oldIndex = index[p];
			const newIndex = oldIndex + (blank - to) * weightOf[tile];
			const childSum = sum - table[oldIndex] + table[newIndex];
			const q = mirrorPatternOf[tile];
			const oldMirror = mirrorIndex[q];
			const newMirror = oldMirror + (mirrorCell[blank] - mirrorCell[to]) * mirrorWeightOf[tile];
			const childMirrorSum = mirrorSum - table[oldMirror] + table[newMirror];
			const childH = childSum > childMirrorSum ? childSum : childMirrorSum;
			if (childH > room) {
				if (g + 1 + childH < nextBound) nextBound = g + 1 + childH;
				continue;
			}
			path[g] = children[entry + 3];
			// Each database is 0 only with its tiles home; all of them 0 means the goal.
			if (childH === 0) return true;
			board[blank] = tile;
			index[p] = newIndex;
			mirrorIndex[q] = newMirror;
			if (expand(to, g + 1, childSum, childMirrorSum, children[entry + 2])) return true;
			index[p] = oldIndex;
			mirrorIndex[q] = oldMirror;
			board[to] = tile;
		}
	}

	const stopped = expand(input.blank, 0, input.sum, input.mirrorSum, rootChildren(input.blank));
	const status = !stopped ? 'exhausted' : (halted ?? 'found');
	return { status, generated, expanded, nextBound, path };
}
