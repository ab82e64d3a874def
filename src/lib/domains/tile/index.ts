import type { Board, Direction } from '../../puzzle/board';
import { resolveGoal, type GoalConvention } from '../../puzzle/goal';
import {
	DEFAULT_HEURISTIC,
	HEURISTICS,
	isHeuristicName,
	type HeuristicName
} from '../../puzzle/heuristics';
import { boardFromCells, parseBoard } from '../../puzzle/notation';
import { explainSolvability } from '../../puzzle/solvability';
import { tileProblem, type HeuristicTable } from '../../search/tile-problem';

/** How a tile state reads as a board: the engine's own decoding. */
export { boardOfTileState } from '../../search/tile-problem';
import { ProblemSpecError, type Domain } from '../domain';
import { tileWords } from './words';

export { boardLinkText, boardRows, boardRowsText, tileWords } from './words';

/** The sliding-tile puzzle from `board`; the rest as `tileProblem` takes it. */
export interface TileSpec {
	/** A board, or its text in any notation the puzzle model reads (e.g. "42_713856"). */
	readonly board: Board | string;
	/** A board, its text, or a convention; default 'blank-last'. */
	readonly goal?: Board | GoalConvention | string;
	/** Default DEFAULT_HEURISTIC (Manhattan distance); only informed algorithms use it. */
	readonly heuristic?: HeuristicName;
	/** Default Up, Down, Left, Right. */
	readonly childOrder?: readonly Direction[];
	/** h read from a table instead (a student's h from the lab); `heuristic` is then unused. */
	readonly heuristicTable?: HeuristicTable;
}

/**
 * The sliding-tile puzzle, any r×c. An unsolvable board is not refused: the search runs, and
 * the end message gives the parity argument (`unreachable`).
 */
export const TILE_DOMAIN: Domain<TileSpec> = Object.freeze({
	id: 'tile',
	words(spec: TileSpec) {
		const board = readBoard(spec.board);
		return tileWords(board.rows, board.cols, spec.childOrder);
	},
	open(spec: TileSpec) {
		const board = readBoard(spec.board);
		const goal = readGoal(spec.goal ?? 'blank-last', board);
		const heuristic = spec.heuristic ?? DEFAULT_HEURISTIC;
		if (!isHeuristicName(heuristic)) {
			throw new ProblemSpecError(
				`Unknown heuristic "${String(heuristic)}": use ${HEURISTICS.slice(0, -1).join(', ')} or ${HEURISTICS.at(-1)}.`
			);
		}
		const problem = tileProblem(board, {
			goal,
			heuristic,
			childOrder: spec.childOrder,
			table: spec.heuristicTable
		});
		const solvability = explainSolvability(board, goal);
		return {
			problem,
			heuristic,
			unreachable: solvability.solvable
				? null
				: { reason: solvability.reason, rows: board.rows, cols: board.cols }
		};
	}
});

function readBoard(board: Board | string): Board {
	const read =
		typeof board === 'string'
			? parseBoard(board)
			: boardFromCells(board.rows, board.cols, board.cells);
	if (!read.ok) throw new ProblemSpecError(read.error.message);
	return read.value;
}

function readGoal(goal: Board | string, board: Board): Board {
	if (typeof goal !== 'string' && (goal.rows !== board.rows || goal.cols !== board.cols)) {
		throw new ProblemSpecError(
			`The goal is ${goal.rows}×${goal.cols} but the board is ${board.rows}×${board.cols}: they must be the same size.`
		);
	}
	const read =
		typeof goal === 'string'
			? resolveGoal(goal, board.rows, board.cols)
			: boardFromCells(goal.rows, goal.cols, goal.cells);
	if (!read.ok) throw new ProblemSpecError(read.error.message);
	return read.value;
}
