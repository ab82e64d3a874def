/**
 * IDA* (Korf 1985) for the sliding-tile puzzle, written for speed rather than for stepping.
 *
 * IDA* runs a series of depth-first searches. Each iteration explores every path whose
 * f = g + h stays within the current f bound and remembers the smallest f that went over it;
 * that value becomes the next bound. With an admissible h the first goal reached is optimal.
 *
 * The search never yields and never allocates inside an iteration: the board is one Uint8Array
 * changed in place and changed back on backtracking, h is updated incrementally from a per-move
 * delta table, and the successor function is a precomputed table (see tile-tables.ts). It runs
 * unchanged in Node, a browser page or a Web Worker.
 */

import { MAX_SIDE, MIN_SIDE, type Direction } from '../puzzle/board';
import {
	UNLIMITED,
	lineCodeIteration,
	linearConflictIteration,
	manhattanIteration,
	type IterationOutcome,
	type IterationRoot
} from './bounded-search';
import { buildLineTables, lineConflicts } from './linear-conflict';
import { buildLineCodeTables, fitsLineCodes, lineCodes } from './line-codes';
import { canReachGoal, isPermutationOfCells } from './solvability';
import {
	KORF_MOVE_ORDER,
	buildTileTables,
	manhattanDistance,
	type TileTables
} from './tile-tables';

export type IdaHeuristic = 'manhattan' | 'linear-conflict';

export interface IdaIteration {
	/** The f bound of this depth-first iteration. */
	readonly bound: number;
	/** Nodes generated during the iteration (the root is counted in the first one only). */
	readonly generated: number;
}

export interface IdaResult {
	/** 'goal': an optimal solution was found; 'limit': maxNodes ran out first. */
	readonly outcome: 'goal' | 'limit';
	/** The blank's moves from the start to the goal; empty when the limit was hit. */
	readonly moves: Direction[];
	/**
	 * 'goal': the optimal solution length. 'limit': the f bound of the interrupted iteration,
	 * a proven lower bound on the optimal length (every smaller bound was searched in full).
	 */
	readonly cost: number;
	/** Nodes generated, Korf's way: the root once, then every child, pruned or not. */
	readonly generated: number;
	/** Nodes whose children were generated; the root is expanded once per iteration. */
	readonly expanded: number;
	readonly iterations: IdaIteration[];
}

export interface IdaOptions {
	/** The order in which the blank tries its moves; Korf's Up, Left, Right, Down by default. */
	readonly moveOrder?: readonly Direction[];
	/** Manhattan distance (the default, Korf's) or Manhattan plus linear conflicts. */
	readonly heuristic?: IdaHeuristic;
	/** Stop with outcome 'limit' rather than generate more nodes than this. */
	readonly maxNodes?: number;
	/** Called after each iteration with its bound and the nodes generated so far in total. */
	readonly onIteration?: (info: { bound: number; nodes: number }) => void;
}

/** Runs one iteration with the given f bound and node budget. */
type Iteration = (bound: number, budget: number) => IterationOutcome;

/**
 * Optimal solution of `cells` (row by row, 0 = blank) to `goal` on a rows×cols board, by IDA*.
 * Throws a RangeError when the input is malformed or the goal cannot be reached from the start.
 */
export function idaStarSolve(
	cells: readonly number[],
	rows: number,
	cols: number,
	goal: readonly number[],
	options: IdaOptions = {}
): IdaResult {
	const moveOrder = options.moveOrder ?? KORF_MOVE_ORDER;
	const maxNodes = options.maxNodes ?? Infinity;
	checkInput(cells, rows, cols, goal, moveOrder, maxNodes);

	const tables = buildTileTables(rows, cols, goal, moveOrder);
	const [rootH, iteration] =
		options.heuristic === 'linear-conflict'
			? linearConflictSearch(tables, cells, goal)
			: manhattanSearch(tables, cells);

	// Korf counts the root once for the whole search, not once per iteration.
	let generated = 1;
	if (rootH === 0) {
		options.onIteration?.({ bound: 0, nodes: generated });
		const iterations = [{ bound: 0, generated }];
		return { outcome: 'goal', moves: [], cost: 0, generated, expanded: 0, iterations };
	}
	let expanded = 0;
	const iterations: IdaIteration[] = [];

	for (let bound = rootH; ;) {
		const outcome = iteration(bound, maxNodes === Infinity ? UNLIMITED : maxNodes - generated);
		const rootShare = iterations.length === 0 ? 1 : 0;
		generated += outcome.generated;
		expanded += outcome.expanded;
		iterations.push({ bound, generated: outcome.generated + rootShare });
		options.onIteration?.({ bound, nodes: generated });

		if (outcome.status === 'found') {
			const moves = Array.from(outcome.path, (move) => moveOrder[move]);
			return { outcome: 'goal', moves, cost: bound, generated, expanded, iterations };
		}
		if (outcome.status === 'limit') {
			return { outcome: 'limit', moves: [], cost: bound, generated, expanded, iterations };
		}
		bound = outcome.nextBound;
	}
}

function manhattanSearch(tables: TileTables, cells: readonly number[]): [number, Iteration] {
	const board = Uint8Array.from(cells);
	const root: IterationRoot = { blank: cells.indexOf(0), h: manhattanDistance(tables, board) };
	return [root.h, (bound, budget) => manhattanIteration(tables, board, root, bound, budget)];
}

function linearConflictSearch(
	tables: TileTables,
	cells: readonly number[],
	goal: readonly number[]
): [number, Iteration] {
	const lines = buildLineTables(tables, goal);
	const board = Uint8Array.from(cells);
	const conflicts = new Int32Array(lines.lineCount);
	let h = manhattanDistance(tables, board);
	for (let line = 0; line < lines.lineCount; line++) {
		conflicts[line] = lineConflicts(lines, tables.size, board, line);
		h += 2 * conflicts[line];
	}
	const root: IterationRoot = { blank: cells.indexOf(0), h };
	if (fitsLineCodes(tables.rows, tables.cols)) {
		const codeTables = buildLineCodeTables(tables, lines);
		const codes = lineCodes(tables, lines, codeTables, board);
		return [
			h,
			(bound, budget) => lineCodeIteration(tables, codeTables, board, codes, root, bound, budget)
		];
	}
	return [
		h,
		(bound, budget) => linearConflictIteration(tables, lines, board, conflicts, root, bound, budget)
	];
}

function checkInput(
	cells: readonly number[],
	rows: number,
	cols: number,
	goal: readonly number[],
	moveOrder: readonly Direction[],
	maxNodes: number
): void {
	for (const side of [rows, cols]) {
		if (!Number.isInteger(side) || side < MIN_SIDE || side > MAX_SIDE) {
			throw new RangeError(`board sides must be whole numbers ${MIN_SIDE}..${MAX_SIDE}`);
		}
	}
	if (!isPermutationOfCells(cells, rows * cols) || !isPermutationOfCells(goal, rows * cols)) {
		throw new RangeError(`start and goal must each hold 0..${rows * cols - 1} once`);
	}
	if (moveOrder.length !== 4 || new Set(moveOrder).size !== 4) {
		throw new RangeError('moveOrder must list Up, Down, Left and Right once each');
	}
	if (!(maxNodes >= 1) || !(Number.isInteger(maxNodes) || maxNodes === Infinity)) {
		throw new RangeError('maxNodes must be a positive whole number');
	}
	if (!canReachGoal(cells, goal, cols)) {
		throw new RangeError('the goal cannot be reached from this board (wrong parity)');
	}
}
