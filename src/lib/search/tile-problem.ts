/**
 * The sliding-tile puzzle as a search problem. Actions name the direction the blank travels and
 * every move costs 1. States are packed boards (see tile-state.ts), so the engine's duplicate
 * detection, frontier and node store never hold an array per state.
 */

import { BLANK, blankTarget, boardOf, UDLR, type Board, type Direction } from '../puzzle/board';
import { goalBoard, goalPositions, type GoalConvention } from '../puzzle/goal';
import { compileHeuristic, DEFAULT_HEURISTIC, type HeuristicName } from '../puzzle/heuristics';
import { rankPacked, rankTables } from './permutation-rank';
import type { Problem, StateIndex, Successor } from './problem';
import { SuccessorList } from './successor-list';
import { compareTileText } from './tile-text-order';
import {
	decodeTiles,
	encodeTiles,
	highBits,
	lowBits,
	packedBlank,
	packedCell,
	type TileState
} from './tile-state';
import { countWords, pluralWord } from '../count-text';

export interface TileProblemOptions {
	/** The goal board, or a convention; default 'blank-last' (1, 2, ..., blank). */
	readonly goal?: Board | GoalConvention;
	/** Default DEFAULT_HEURISTIC (Manhattan distance). Uninformed algorithms never call it. */
	readonly heuristic?: HeuristicName;
	/** The order successors are generated in; any permutation of Up, Down, Left, Right. Default UDLR. */
	readonly childOrder?: readonly Direction[];
	/**
	 * h given as a table instead of a named heuristic (which is then not used): a student's h
	 * from the lab, evaluated beforehand in its sandbox. Boards of up to 9 cells only.
	 */
	readonly table?: HeuristicTable;
}

/**
 * A heuristic given by its value on every board: `values[rank]` is h of the board whose cells
 * have permutation rank `rank` (permutation-rank.ts), NaN where it was not evaluated (boards
 * that cannot reach the goal). Looking h up keeps the engine pure and synchronous whatever
 * computed the values.
 */
export interface HeuristicTable {
	/** What the heuristic is called where a run is described. */
	readonly label: string;
	readonly values: Float64Array;
}

export interface TileProblem extends Problem<TileState> {
	readonly rows: number;
	readonly cols: number;
	readonly goal: Board;
	readonly heuristicName: HeuristicName;
	/** The table h is read from, when the run was given one (it replaces `heuristicName`). */
	readonly heuristicTable: HeuristicTable | null;
	readonly childOrder: readonly Direction[];
	heuristic(state: TileState): number;
	/** Boards in the order their texts sort in, the blank after every tile (tile-text-order.ts). */
	compareText(a: TileState, b: TileState): number;
	successorsInto(state: TileState, into: SuccessorList<TileState>, h?: number): void;
	/** The board a state shows. */
	toBoard(state: TileState): Board;
	/** The state of a board of this problem's size. */
	stateOf(board: Board): TileState;
}

/** One legal move of the blank from a given cell, in child order. */
interface Move {
	readonly action: Direction;
	readonly target: number;
	/** 16^blank − 16^target: times the sliding tile, the change of a packed state. */
	readonly packedDelta: number;
}

/**
 * The tile puzzle from `board` to the goal. The inputs are read, never changed.
 * Throws a RangeError when the goal's size differs from the board's or `childOrder` is not a
 * permutation of the four directions.
 */
export function tileProblem(board: Board, options: TileProblemOptions = {}): TileProblem {
	const { rows, cols } = board;
	const count = rows * cols;
	const goal = resolveGoal(options.goal ?? 'blank-last', rows, cols);
	const heuristicName = options.heuristic ?? DEFAULT_HEURISTIC;
	const childOrder = checkChildOrder(options.childOrder ?? UDLR);
	const goalState = encodeTiles(goal.cells);
	const packed = typeof goalState === 'number';

	// Moves by blank cell, computed once: the successor function only looks them up.
	const moves: Move[][] = Array.from({ length: count }, (_, blank) =>
		childOrder.flatMap((action) => {
			const target = blankTarget(board, blank, action);
			return target < 0 ? [] : [{ action, target, packedDelta: 16 ** blank - 16 ** target }];
		})
	);

	const scratch = new Uint8Array(count);
	const table = options.table ?? null;
	const lookUp = table === null ? null : tableLookup(table, count);
	const evaluate = compileHeuristic(heuristicName, goal);
	const shares = lookUp === null ? additiveShares(heuristicName, goal) : null;
	const heuristic = (state: TileState): number => {
		if (lookUp !== null) return lookUp(state);
		if (shares === null) return evaluate(decodeTiles(state, count, scratch));
		let h = 0;
		if (typeof state === 'number') {
			const low = lowBits(state);
			const high = highBits(state);
			for (let i = 0; i < count; i++) h += shares[packedCell(low, high, i) * count + i];
		} else {
			for (let i = 0; i < count; i++) h += shares[state.charCodeAt(i) * count + i];
		}
		return h;
	};

	// The blank's moves in child order, without an object per successor (Problem.successorsInto).
	// A packed state is split into its two 32-bit halves once, not once per cell read.
	const successorsInto = (state: TileState, into: SuccessorList<TileState>, h?: number): void => {
		const low = packed ? lowBits(state as number) : 0;
		const high = packed ? highBits(state as number) : 0;
		const blank = packed
			? packedBlank(low, high)
			: (state as string).indexOf(String.fromCharCode(BLANK));
		const legal = moves[blank];
		for (let m = 0; m < legal.length; m++) {
			const { action, target, packedDelta } = legal[m];
			// The tile in `target` slides into the blank's cell.
			const tile = packed ? packedCell(low, high, target) : (state as string).charCodeAt(target);
			const next = packed
				? (state as number) + tile * packedDelta
				: swapCells(state as string, blank, target);
			// A sum of per-tile shares changes only by the sliding tile's share.
			let nextH = 0;
			if (h !== undefined) {
				nextH =
					shares === null
						? heuristic(next)
						: h + shares[tile * count + blank] - shares[tile * count + target];
			}
			into.add(action, next, 1, nextH);
		}
	};

	const stateOf = (from: Board): TileState => {
		if (from.rows !== rows || from.cols !== cols) {
			throw new RangeError(`Expected a ${rows}×${cols} board, got ${from.rows}×${from.cols}.`);
		}
		return encodeTiles(from.cells);
	};

	const initial = stateOf(board);
	if (lookUp !== null && Number.isNaN(lookUp(initial))) {
		throw new RangeError(
			`The heuristic given as a table (${table?.label}) has no value for this board: it holds only boards that can reach the goal.`
		);
	}

	return {
		rows,
		cols,
		stateIndex: count <= DENSE_INDEX_MAX_CELLS ? packedStateIndex(count) : undefined,
		goal,
		heuristicName,
		heuristicTable: table,
		childOrder,
		initial,
		isGoal: (state) => state === goalState,
		key: (state) => state,
		heuristic,
		compareText: compareTileText,
		toBoard: (state) => boardOfTileState(state, rows, cols),
		stateOf,
		successorsInto,
		successors(state: TileState): Successor<TileState>[] {
			const list = new SuccessorList<TileState>();
			successorsInto(state, list);
			return list.states
				.slice(0, list.count)
				.map((next, i) => ({ action: list.actions[i], state: next, cost: 1 }));
		}
	};
}

/**
 * Boards of up to 9 cells are numbered by permutation rank, so graph search indexes a flat
 * array (9! = 362,880 entries, 1.4 MB) instead of hashing; larger boards would need too much.
 */
export const DENSE_INDEX_MAX_CELLS = 9;

function packedStateIndex(count: number): StateIndex<TileState> {
	const ranks = rankTables(count);
	return { size: ranks.size, of: (state) => rankPacked(lowBits(state as number), ranks) };
}

/** h of a packed state read from `table`; throws a RangeError when the table cannot fit. */
function tableLookup(table: HeuristicTable, count: number): (state: TileState) => number {
	if (count > DENSE_INDEX_MAX_CELLS) {
		throw new RangeError(
			`A table of h covers boards of up to ${DENSE_INDEX_MAX_CELLS} cells; this one has ${count}.`
		);
	}
	const ranks = rankTables(count);
	if (table.values.length !== ranks.size) {
		throw new RangeError(
			`A table of h for ${countWords(count, 'cell', 'cells')} holds ${ranks.size} ${pluralWord(ranks.size, 'value', 'values')}, not ${table.values.length}.`
		);
	}
	const { values } = table;
	return (state) => values[rankPacked(lowBits(state as number), ranks)];
}

function swapCells(state: string, blank: number, target: number): string {
	const [first, second] = blank < target ? [blank, target] : [target, blank];
	return (
		state.slice(0, first) +
		state[second] +
		state.slice(first + 1, second) +
		state[first] +
		state.slice(second + 1)
	);
}

function resolveGoal(goal: Board | GoalConvention, rows: number, cols: number): Board {
	if (typeof goal === 'string') return goalBoard(rows, cols, goal);
	if (goal.rows !== rows || goal.cols !== cols) {
		throw new RangeError(`The board is ${rows}×${cols} but the goal is ${goal.rows}×${goal.cols}.`);
	}
	return goal;
}

function checkChildOrder(order: readonly Direction[]): readonly Direction[] {
	const isPermutation = order.length === UDLR.length && UDLR.every((d) => order.includes(d));
	if (!isPermutation) {
		throw new RangeError(`childOrder must list Up, Down, Left and Right once each, got ${order}.`);
	}
	return Object.freeze([...order]);
}

/**
 * Each tile's share of h in each cell, for heuristics that are a sum of per-tile shares (zero,
 * misplaced tiles, Manhattan distance), read as shares[tile · count + cell]; null for linear
 * conflict, whose penalty depends on pairs of tiles. The blank's share is always 0.
 */
function additiveShares(name: HeuristicName, goal: Board): Int32Array | null {
	if (name === 'linear-conflict') return null;
	const count = goal.cells.length;
	const { cols } = goal;
	const home = goalPositions(goal);
	const shares = new Int32Array(count * count);
	if (name === 'zero') return shares;
	for (let tile = 1; tile < count; tile++) {
		for (let cell = 0; cell < count; cell++) {
			const rows = Math.abs(Math.floor(cell / cols) - Math.floor(home[tile] / cols));
			const columns = Math.abs((cell % cols) - (home[tile] % cols));
			shares[tile * count + cell] =
				name === 'misplaced' ? Number(cell !== home[tile]) : rows + columns;
		}
	}
	return shares;
}

/** The rows×cols board a tile state stands for (tile-state.ts packs a board's cells). */
export function boardOfTileState(state: TileState, rows: number, cols: number): Board {
	return boardOf(rows, cols, Array.from(decodeTiles(state, rows * cols)));
}
