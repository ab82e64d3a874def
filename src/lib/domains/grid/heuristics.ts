import { cellAt, WALL, type Connectivity, type GridSpec } from './grid';
import { message, type MessageRef } from '../../messages';

/**
 * Heuristics for grid mazes: distances from a cell to the goal over an empty grid, scaled by the
 * lightest open cell's weight. Every step enters a cell weighing at least that much, so a path
 * costs at least the lightest weight times its number of orthogonal steps plus √2 times its
 * diagonal ones; a distance that never exceeds that count, on the grid's moves, stays admissible
 * once scaled. Each is also consistent: one step changes it by at most the step's least cost.
 */

export type GridHeuristicName = 'manhattan' | 'euclidean' | 'octile' | 'chebyshev' | 'zero';
export const GRID_HEURISTIC_NAMES: readonly GridHeuristicName[] = Object.freeze([
	'manhattan',
	'euclidean',
	'octile',
	'chebyshev',
	'zero'
]);

/** What the pages call each heuristic, as messages in the reader's language. */
export const GRID_HEURISTIC_LABEL_MESSAGES: Readonly<Record<GridHeuristicName, MessageRef>> =
	Object.freeze({
		manhattan: message('search_grid_heuristic_manhattan', {}),
		euclidean: message('search_grid_heuristic_euclidean', {}),
		octile: message('search_grid_heuristic_octile', {}),
		chebyshev: message('search_grid_heuristic_chebyshev', {}),
		zero: message('search_grid_heuristic_zero', {})
	});

/** The distance over `dr` rows and `dc` columns (both 0 or more) each heuristic measures. */
const DISTANCES: Readonly<Record<GridHeuristicName, (dr: number, dc: number) => number>> = {
	manhattan: (dr, dc) => dr + dc,
	euclidean: (dr, dc) => Math.hypot(dr, dc),
	// max − min diagonal steps cover both axes at once, the rest go straight.
	octile: (dr, dc) => Math.max(dr, dc) + (Math.SQRT2 - 1) * Math.min(dr, dc),
	chebyshev: (dr, dc) => Math.max(dr, dc),
	zero: () => 0
};

/** The lightest open cell's weight: what every step costs at least (× √2 for a diagonal one). */
export function lightestWeight(spec: GridSpec): number {
	let least = Infinity;
	for (const weight of spec.cells) if (weight !== WALL && weight < least) least = weight;
	return Number.isFinite(least) ? least : 1;
}

/** h(cell) for `spec`'s goal: the named distance times the lightest weight. */
export function gridHeuristic(spec: GridSpec, name: GridHeuristicName): (cell: number) => number {
	const goal = cellAt(spec, spec.goal);
	const scale = lightestWeight(spec);
	const distance = DISTANCES[name];
	return (cell) => {
		const { row, col } = cellAt(spec, cell);
		return scale * distance(Math.abs(row - goal.row), Math.abs(col - goal.col));
	};
}

/** Whether a heuristic is admissible on a grid of some connectivity, and why, in one line. */
export interface AdmissibilityNote {
	readonly heuristic: GridHeuristicName;
	readonly connectivity: Connectivity;
	readonly admissible: boolean;
	/** Why, in one line. */
	readonly noteMessage: MessageRef;
}

/**
 * The facts the grid lesson states of each (heuristic, connectivity) pair, whatever the weights,
 * walls and diagonal rule (walls and a stricter rule only lengthen paths). tests/domains checks
 * them against exact distances: every pair called admissible never exceeds h* on random grids,
 * and every pair called inadmissible overestimates somewhere.
 */
export const ADMISSIBILITY: readonly AdmissibilityNote[] = Object.freeze([
	note('manhattan', 4, true, 'exact_four'),
	note('euclidean', 4, true, 'below_manhattan'),
	note('octile', 4, true, 'octile_four'),
	note('chebyshev', 4, true, 'weaker_than_manhattan'),
	note('zero', 4, true, 'zero'),
	note('manhattan', 8, false, 'manhattan_eight'),
	note('euclidean', 8, true, 'straight_line'),
	note('octile', 8, true, 'exact_eight'),
	note('chebyshev', 8, true, 'chebyshev_eight'),
	note('zero', 8, true, 'zero')
]);

function note(
	heuristic: GridHeuristicName,
	connectivity: Connectivity,
	admissible: boolean,
	id: GridNoteId
): AdmissibilityNote {
	const noteMessage = message(`search_grid_note_${id}`, {});
	return { heuristic, connectivity, admissible, noteMessage };
}

/** The notes' messages, by the end of their id (`search_grid_note_…`). */
type GridNoteId =
	| 'exact_four'
	| 'below_manhattan'
	| 'octile_four'
	| 'weaker_than_manhattan'
	| 'zero'
	| 'manhattan_eight'
	| 'straight_line'
	| 'exact_eight'
	| 'chebyshev_eight';

/** The note on `heuristic` for a grid of `connectivity`. */
export function admissibility(
	heuristic: GridHeuristicName,
	connectivity: Connectivity
): AdmissibilityNote {
	const found = ADMISSIBILITY.find(
		(entry) => entry.heuristic === heuristic && entry.connectivity === connectivity
	);
	if (found === undefined)
		throw new RangeError(`No note on ${heuristic}, ${connectivity}-connected.`);
	return found;
}
