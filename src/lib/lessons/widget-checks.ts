/**
 * Checks shared by widget specs (widget-spec.ts): each returns the problems with one prop as
 * sentences, or an empty list. They reuse the readers the playground's links use, so a lesson
 * accepts exactly what a link accepts.
 */
import { readPlayLink } from '../config/play-link';
import { readAlgorithm, readHeuristic } from '../config/run-options';
import type { Board } from '../puzzle/board';
import { goalBoard } from '../puzzle/goal';
import { parseBoard } from '../puzzle/notation';
import { isSolvable } from '../puzzle/solvability';

/** A board in any notation; with `solvable`, it must also reach the blank-last goal. */
export function boardProblems(
	prop: string,
	text: string | undefined,
	options: { readonly solvable?: boolean } = {}
): string[] {
	if (text === undefined) return [];
	const parsed = parseBoard(text);
	if (!parsed.ok) return [`prop "${prop}": ${parsed.error.message}`];
	if (options.solvable === true && !reachesGoal(parsed.value)) {
		return [`prop "${prop}": the board ${text} cannot reach the goal.`];
	}
	return [];
}

function reachesGoal(board: Board): boolean {
	return isSolvable(board, goalBoard(board.rows, board.cols, 'blank-last'));
}

/** A playground link's query, e.g. "board=41325_786&algo=bfs": every parameter must read. */
export function playLinkProblems(prop: string, text: string | undefined): string[] {
	if (text === undefined) return [];
	const { notices } = readPlayLink(new URLSearchParams(text));
	return notices.map((notice) => `prop "${prop}": ${notice.message}`);
}

/** An algorithm name from the registry (or the edX alias "ast"). */
export function algorithmProblems(prop: string, text: string | undefined): string[] {
	if (text === undefined) return [];
	const read = readAlgorithm(text);
	return read.ok ? [] : [`prop "${prop}" ${read.message}`];
}

/** A heuristic name: zero, misplaced, manhattan or linear-conflict. */
export function heuristicProblems(prop: string, text: string | undefined): string[] {
	if (text === undefined) return [];
	const read = readHeuristic(text);
	return read.ok ? [] : [`prop "${prop}" ${read.message}`];
}
