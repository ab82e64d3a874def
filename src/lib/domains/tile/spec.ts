import type { Board, Direction } from '../../puzzle/board';
import { resolveGoal, type GoalConvention } from '../../puzzle/goal';
import type { HeuristicName } from '../../puzzle/heuristics';
import { boardFromCells, parseBoard } from '../../puzzle/notation';
import type { HeuristicTable } from '../../search/tile-problem';
import { MessageError } from '../../messages/message-error';

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

/** A tile spec whose board and goal are boards, not text: what a link reads and a draw gives. */
export interface BoardSpec extends TileSpec {
	readonly board: Board;
	readonly goal: Board;
}

/** The board `board` names; a MessageError, with the notation's message, when none. */
export function specBoard(board: Board | string): Board {
	const read =
		typeof board === 'string'
			? parseBoard(board)
			: boardFromCells(board.rows, board.cols, board.cells);
	if (!read.ok) throw new MessageError(read.error.message);
	return read.value;
}

/**
 * The goal `goal` names for `board`; a MessageError (the notation's message) when none, a
 * RangeError when one of another size (no page passes one).
 */
export function specGoal(goal: Board | string, board: Board): Board {
	if (typeof goal !== 'string' && (goal.rows !== board.rows || goal.cols !== board.cols)) {
		throw new RangeError(
			`The goal is ${goal.rows}×${goal.cols} but the board is ${board.rows}×${board.cols}: they must be the same size.`
		);
	}
	const read =
		typeof goal === 'string'
			? resolveGoal(goal, board.rows, board.cols)
			: boardFromCells(goal.rows, goal.cols, goal.cells);
	if (!read.ok) throw new MessageError(read.error.message);
	return read.value;
}
