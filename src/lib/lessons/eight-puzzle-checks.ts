/**
 * The widget check for figures that work on the 8-puzzle only (their tables of true distances
 * or their runs cover 3×3 boards): a board that parses, reaches the goal and is 3×3.
 */
import { parseBoard } from '../puzzle/notation';
import { boardProblems } from './widget-checks';

export function eightPuzzleProblems(prop: string, text: string | undefined): string[] {
	if (text === undefined) return [];
	const problems = boardProblems(prop, text, { solvable: true });
	if (problems.length > 0) return problems;
	const parsed = parseBoard(text);
	return parsed.ok && parsed.value.rows === 3 && parsed.value.cols === 3
		? []
		: [`prop "${prop}": the board ${text} is not 3×3.`];
}
