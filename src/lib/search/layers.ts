/**
 * How many states lie at each distance from the goal: the layer sizes of a breadth-first search
 * from the goal over its whole component (half of all boards). It prints the table lessons show
 * (1, 2, 4, 8, 16, 20, 39, ... for the 3×3 puzzle), and the benchmark shows it as the floor a
 * tree-building search sits above: it keeps a byte per state and no search tree.
 *
 * The search itself is exact-distance.ts, which also keeps each board's distance.
 */

import type { Board } from '../puzzle/board';
import { EXACT_MAX_CELLS, exactDistances } from './exact-distance';

/** A byte per permutation: 10 cells need 10! = 3,628,800 bytes; 12 cells would need 479 MB. */
export const LAYERS_MAX_CELLS = EXACT_MAX_CELLS;

/**
 * The number of states at each distance 0, 1, 2, ... from `goal`, over every state that can
 * reach it. Throws a RangeError for boards of more than LAYERS_MAX_CELLS cells or a goal of
 * another size.
 */
export function breadthFirstLayers(rows: number, cols: number, goal: Board): number[] {
	const count = rows * cols;
	if (count > LAYERS_MAX_CELLS) {
		throw new RangeError(
			`breadthFirstLayers handles at most ${LAYERS_MAX_CELLS} cells, not ${count}.`
		);
	}
	if (goal.rows !== rows || goal.cols !== cols) {
		throw new RangeError(`The goal is ${goal.rows}×${goal.cols}, not ${rows}×${cols}.`);
	}
	return [...exactDistances(goal).layers];
}
