/**
 * Which boards can reach which goals, for the solver: the puzzle model's parity rule
 * (puzzle/solvability.ts) applied to the flat cell arrays the solver takes, so the rule lives
 * in one place. IDA* on an unreachable goal would deepen its f bound forever, so the solver
 * checks this first.
 */

import { boardOf } from '../puzzle/board';
import { isSolvable } from '../puzzle/solvability';

export function isPermutationOfCells(cells: readonly number[], size: number): boolean {
	if (cells.length !== size) return false;
	const seen = new Uint8Array(size);
	for (const tile of cells) {
		if (!Number.isInteger(tile) || tile < 0 || tile >= size || seen[tile] === 1) return false;
		seen[tile] = 1;
	}
	return true;
}

/** Whether `cells` can be slid to `goal` on a board `cols` wide (both already permutations). */
export function canReachGoal(
	cells: readonly number[],
	goal: readonly number[],
	cols: number
): boolean {
	const rows = cells.length / cols;
	return isSolvable(boardOf(rows, cols, cells), boardOf(rows, cols, goal));
}
