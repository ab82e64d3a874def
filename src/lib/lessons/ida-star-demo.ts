/**
 * The numbers behind lesson 11's "Solve the 15-puzzle" figure, as pure functions: Korf's test
 * boards, reading a board the reader pastes (with a message a student can act on), the
 * iteration table of an IDA* run, and the boards of a solution for playback. The search itself
 * is `idaStarSolve` (src/lib/solve), run in a Web Worker by the figure.
 */

import type { Board, Direction } from '../puzzle/board';
import { boardOf } from '../puzzle/board';
import { readTypedBoard } from '../puzzle/board-entry';
import { goalBoard, type GoalConvention } from '../puzzle/goal';
import { evaluateHeuristic } from '../puzzle/heuristics';
import { applyMove } from '../puzzle/moves';
import { formatBoard } from '../puzzle/notation';
import type { IdaIteration } from '../solve/index';
import { message, type MessageRef } from '../messages';

/** One of Korf's (1985) one hundred random 15-puzzle boards; his goal has the blank first. */
export interface KorfBoard {
	readonly id: number;
	/** Cells row by row, 0 for the blank. */
	readonly cells: readonly number[];
	/** Nodes IDA* with Manhattan distance generates, as Korf published them. */
	readonly korfNodes: number;
	readonly optimal: number;
}

/** A few of Korf's instances (vectors §4), from easy to the slowest the page should offer. */
export const KORF_BOARDS: readonly KorfBoard[] = [
	{
		id: 79,
		cells: [0, 1, 9, 7, 11, 13, 5, 3, 14, 12, 4, 2, 8, 6, 10, 15],
		korfNodes: 540860,
		optimal: 42
	},
	{
		id: 12,
		cells: [14, 1, 9, 6, 4, 8, 12, 5, 7, 2, 3, 0, 10, 11, 13, 15],
		korfNodes: 546344,
		optimal: 45
	},
	{
		id: 55,
		cells: [13, 8, 14, 3, 9, 1, 0, 7, 15, 5, 4, 10, 12, 2, 6, 11],
		korfNodes: 927212,
		optimal: 41
	},
	{
		id: 1,
		cells: [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3],
		korfNodes: 276361933,
		optimal: 57
	}
];

export function korfBoard(id: number): KorfBoard {
	const found = KORF_BOARDS.find((board) => board.id === id);
	// A programmer's error, named by a code: no reader sees it.
	if (found === undefined) throw new RangeError(`unknown-korf-instance: ${id}`);
	return found;
}

/**
 * The most nodes the figure lets one solve generate. At the tens of millions of nodes a second
 * a desktop browser manages, this is some seconds; Korf's instance 1 (276,361,933 nodes) fits.
 */
export const SOLVER_NODE_CAP = 500_000_000;

/** The written form of a board the figure shows in its text field: rows separated by " / ". */
export function boardText(board: Board): string {
	return formatBoard(board, 'rows', { rowSeparator: ' / ' });
}

export type PuzzleInput =
	| {
			readonly ok: true;
			readonly board: Board;
			readonly goal: Board;
			/** Manhattan distance of the start: the first IDA* bound. */
			readonly manhattan: number;
			/** A caution to show beside a board that can be solved but may hit the cap. */
			readonly warning: MessageRef | null;
	  }
	| { readonly ok: false; readonly message: MessageRef };

/**
 * Reads a board the reader typed or pasted, for the goal convention chosen. Any size the puzzle
 * model accepts is read, but the figure is about the 15-puzzle: larger boards get a warning.
 */
export function readPuzzleInput(text: string, convention: GoalConvention): PuzzleInput {
	const read = readTypedBoard(text, { goal: convention });
	if (!read.ok) {
		// An unsolvable board may only be typed for the other goal: the hint names that one.
		const id = !read.unsolvable
			? 'lesson_solver_input_problem'
			: convention === 'blank-first'
				? 'lesson_solver_input_try_blank_last'
				: 'lesson_solver_input_try_blank_first';
		return { ok: false, message: message(id, { problem: read.message }) };
	}
	const { board } = read;
	const goal = goalBoard(board.rows, board.cols, convention);
	const cells = board.rows * board.cols;
	const warning =
		cells > 16
			? message('lesson_solver_warning_large', {
					rows: board.rows,
					cols: board.cols,
					cap: SOLVER_NODE_CAP
				})
			: null;
	return { ok: true, board, goal, manhattan: evaluateHeuristic('manhattan', board, goal), warning };
}

export interface IterationRow {
	readonly bound: number;
	readonly generated: number;
	readonly cumulative: number;
	/** This iteration's nodes over the previous iteration's; null for the first. */
	readonly growth: number | null;
}

/** The iteration table: bound, nodes generated in it, running total, growth over the last one. */
export function iterationRows(iterations: readonly IdaIteration[]): IterationRow[] {
	let cumulative = 0;
	return iterations.map((iteration, i) => {
		cumulative += iteration.generated;
		const growth = i === 0 ? null : iteration.generated / iterations[i - 1].generated;
		return { bound: iteration.bound, generated: iteration.generated, cumulative, growth };
	});
}

/**
 * What the earlier iterations cost on top of the last one, as a fraction of the last: IDA*'s
 * re-expansion overhead. 0 for a one-iteration run.
 */
export function repeatedWork(iterations: readonly IdaIteration[]): number {
	if (iterations.length === 0) return 0;
	const last = iterations[iterations.length - 1].generated;
	const before = iterations.slice(0, -1).reduce((sum, iteration) => sum + iteration.generated, 0);
	return before / last;
}

/** Every board of a solution, from the start to the goal, for playback. */
export function solutionBoards(start: Board, moves: readonly Direction[]): Board[] {
	const boards = [start];
	let board = start;
	for (const move of moves) {
		const next = applyMove(board, move);
		if (!next.ok) throw new Error(`${next.error.code}: ${move}, ${boardText(board)}`);
		board = next.value;
		boards.push(board);
	}
	return boards;
}

/** The moves of the blank as one letter each (U, D, L, R), in groups of five for reading. */
export function movesText(moves: readonly Direction[]): string {
	const letters = moves.map((move) => move[0]).join('');
	return letters.replace(/(.{5})(?=.)/g, '$1 ');
}

/** Nodes per second from a count and milliseconds; null when the time is too short to divide. */
export function nodesPerSecond(nodes: number, milliseconds: number): number | null {
	return milliseconds > 0 ? (nodes * 1000) / milliseconds : null;
}

/** A rate such as 74.2 million nodes/s, or "—" when it could not be measured. */
export function formatRate(perSecond: number | null): MessageRef {
	if (perSecond === null || !Number.isFinite(perSecond))
		return message('lesson_rate_unmeasured', {});
	if (perSecond >= 1e6) {
		// Chinese counts large numbers in 万 (ten thousands), the other languages in millions.
		return message('lesson_rate_millions', {
			millions: perSecond / 1e6,
			tenThousands: Math.round(perSecond / 1e4)
		});
	}
	return message('lesson_rate_nodes', { count: Math.round(perSecond) });
}

/** Milliseconds as "7.4 ms" below a second and "3.56 s" above. */
export function formatDuration(milliseconds: number): MessageRef {
	return milliseconds < 1000
		? message('lesson_duration_ms', { ms: milliseconds })
		: message('lesson_duration_s', { s: milliseconds / 1000 });
}

/** Korf's goal, the blank first: the goal his node counts are measured against. */
export const KORF_GOAL: Board = goalBoard(4, 4, 'blank-first');

/** A Korf instance as a board. */
export function korfStart(id: number): Board {
	return boardOf(4, 4, korfBoard(id).cells);
}

/** The boards the heuristic comparison runs: the three easy ones. */
export const COMPARISON_IDS: readonly number[] = [79, 12, 55];

/** One solve in the comparison: the first bound, nodes and time. */
export interface ComparisonCell {
	readonly firstBound: number;
	readonly cost: number;
	readonly nodes: number;
	readonly milliseconds: number;
}

/** The share of Manhattan's nodes that linear conflict needed, in percent, one decimal. */
export function nodeShare(manhattan: ComparisonCell, linear: ComparisonCell): MessageRef {
	return message('lesson_percent', { percent: (100 * linear.nodes) / manhattan.nodes });
}
