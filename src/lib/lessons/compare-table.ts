/**
 * The summary table of the comparison lesson: several algorithms on several boards, with the
 * numbers that decide between them — nodes expanded (time), the frontier's peak (memory), the
 * path's length, and whether that length is the optimal one.
 *
 * Runs are drained from the engine's generators a bounded number of events at a time, so the
 * component can spread a long run over slices of the main thread: on the hardest 8-puzzle
 * boards breadth-first and depth-first search each expand more than 100,000 nodes. The optimal
 * length comes from the fast IDA* solver (src/lib/solve), independent of the runs compared.
 */
import { readDistinctAlgorithms, type FieldRead } from '../config/run-options';
import type { Board } from '../puzzle/board';
import { goalBoard } from '../puzzle/goal';
import { parseBoard } from '../puzzle/notation';
import { isSolvable } from '../puzzle/solvability';
import type { AlgorithmName } from '../search/algorithms';
import { DEFAULT_WEIGHT } from '../search/descriptions';
import type { Outcome, SearchResult, SearchRun } from '../search/events';
import { idaStarSolve } from '../solve/ida-star';
import { message, type MessageRef } from '../messages';

/**
 * The table's expansion cap. Every graph search on the 8-puzzle stops within its 181,440
 * reachable states, so this cap never binds there and the table's 3×3 numbers are exact.
 */
export const TABLE_MAX_EXPANSIONS = 200_000;

/** Most boards one table lists. */
export const MAX_TABLE_BOARDS = 8;

/** Nodes the optimal-length solver may generate per board before giving up. */
const OPTIMAL_MAX_NODES = 5_000_000;

/** A board as the lesson wrote it, and parsed. */
export interface TableBoard {
	readonly text: string;
	readonly board: Board;
}

/**
 * Boards separated by semicolons (list notation uses commas), each solvable for the blank-last
 * goal: "41325_786; 42_713856".
 */
export function readBoardList(text: string): FieldRead<TableBoard[]> {
	const parts = text
		.split(';')
		.map((part) => part.trim())
		.filter((part) => part !== '');
	if (parts.length === 0 || parts.length > MAX_TABLE_BOARDS) {
		return {
			ok: false,
			why: message('lesson_table_boards_count', { max: MAX_TABLE_BOARDS, value: `"${text}"` })
		};
	}
	const boards: TableBoard[] = [];
	for (const part of parts) {
		const parsed = parseBoard(part);
		if (!parsed.ok) {
			return {
				ok: false,
				why: message('lesson_table_no_board', { board: part, code: parsed.error.code })
			};
		}
		const board = parsed.value;
		if (!isSolvable(board, goalBoard(board.rows, board.cols, 'blank-last'))) {
			return { ok: false, why: message('lesson_table_unsolvable', { board: part }) };
		}
		boards.push({ text: part, board });
	}
	return { ok: true, value: boards };
}

/** Algorithm names separated by commas, 1 to 8 of them, each once. */
export function readTableAlgorithms(text: string): FieldRead<AlgorithmName[]> {
	return readDistinctAlgorithms(text);
}

/** The optimal number of moves from `board` to the blank-last goal; null if not found in budget. */
export function optimalLength(board: Board): number | null {
	const goal = goalBoard(board.rows, board.cols, 'blank-last');
	const solved = idaStarSolve(board.cells, board.rows, board.cols, goal.cells, {
		maxNodes: OPTIMAL_MAX_NODES
	});
	return solved.outcome === 'goal' ? solved.cost : null;
}

/**
 * Pulls up to `events` events from `run`; returns its result if it ended, else null (pull again).
 */
export function advance<S>(run: SearchRun<S>, events: number): SearchResult<S> | null {
	for (let i = 0; i < events; i++) {
		const next = run.next();
		if (next.done) return next.value;
	}
	return null;
}

/** One algorithm on one board. */
export interface TableCell {
	readonly outcome: Outcome;
	readonly expanded: number;
	readonly peakFrontier: number;
	/** Moves in the path found; null when none was. */
	readonly pathLength: number | null;
	/** The path's length is the optimal one; null when either is unknown. */
	readonly optimal: boolean | null;
}

export function tableCell(result: SearchResult<unknown>, optimal: number | null): TableCell {
	const pathLength = result.outcome === 'goal' ? result.cost : null;
	return {
		outcome: result.outcome,
		expanded: result.stats.expanded,
		peakFrontier: result.stats.maxFrontier,
		pathLength,
		optimal: pathLength === null || optimal === null ? null : pathLength === optimal
	};
}

/** The "optimal?" column: yes, or no with how many moves too long. */
export function optimalText(cell: TableCell, optimal: number | null): MessageRef {
	if (cell.optimal === null || cell.pathLength === null || optimal === null) {
		return message('lesson_optimal_unknown_dash', {});
	}
	if (cell.optimal) return message('lesson_optimal_yes', {});
	return message('lesson_optimal_no', { extra: cell.pathLength - optimal });
}

/**
 * Short names for the table's rows; the heuristic is named once, in the caption's note. The
 * table runs every algorithm with its defaults, so weighted A*'s w is its default.
 */
export const SHORT_LABEL: Readonly<Record<AlgorithmName, MessageRef>> = {
	bfs: message('lesson_short_bfs', {}),
	dfs: message('lesson_short_dfs', {}),
	iddfs: message('lesson_short_iddfs', {}),
	ucs: message('lesson_short_ucs', {}),
	greedy: message('lesson_short_greedy', {}),
	astar: message('lesson_short_astar', {}),
	wastar: message('lesson_short_wastar', { weight: DEFAULT_WEIGHT }),
	idastar: message('lesson_short_idastar', {}),
	walk: message('lesson_short_walk', {})
};
