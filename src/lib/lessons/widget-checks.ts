/**
 * Checks shared by widget specs (widget-spec.ts): each returns the problems with one prop as
 * sentences, or an empty list. They reuse the readers the playground's links use, so a lesson
 * accepts exactly what a link accepts.
 */
import { readPlayLink } from '../config/play-link';
import type { MessageRef } from '../messages';
import { readHeuristic } from '../config/run-options';
import { readTypedBoard, type BoardRules } from '../puzzle/board-entry';

/** The rules of figures that work on the 8-puzzle only (tables of true distances, 3×3 runs). */
export const EIGHT_PUZZLE: BoardRules = { size: { rows: 3, cols: 3 } };

/**
 * A board in any notation, held to `rules` with the words a reader typing it would get
 * (readTypedBoard); by default any board that reads, solvable or not.
 */
export function boardProblems(
	prop: string,
	text: string | undefined,
	write: (said: MessageRef) => string,
	rules: BoardRules = { goal: null }
): string[] {
	if (text === undefined) return [];
	const read = readTypedBoard(text, rules);
	return read.ok ? [] : [`prop "${prop}": ${write(read.message)}`];
}

/**
 * A playground link's query, e.g. "board=41325_786&algo=bfs": every parameter must read. The
 * notices are messages; `write` puts them in words (the author's English: components/message-text).
 */
export function playLinkProblems(
	prop: string,
	text: string | undefined,
	write: (said: MessageRef) => string
): string[] {
	if (text === undefined) return [];
	const { notices } = readPlayLink(new URLSearchParams(text));
	return notices.map((notice) => `prop "${prop}": ${write(notice.message)}`);
}

/** A heuristic name: zero, misplaced, manhattan or linear-conflict. */
export function heuristicProblems(
	prop: string,
	text: string | undefined,
	write: (said: MessageRef) => string
): string[] {
	if (text === undefined) return [];
	const read = readHeuristic(text);
	return read.ok ? [] : [`prop "${prop}" ${write(read.why)}`];
}
