/**
 * Tile-puzzle instances drawn from a seed, for practice: a board a chosen number of moves from
 * its goal, drawn uniformly among every board at exactly that distance, so that a practice link,
 * an assignment and the page that checks its results all see the same board.
 */

import { boardOf, type Board } from '../../puzzle/board';
import { goalBoard } from '../../puzzle/goal';
import { createRng } from '../../puzzle/rng';
import { exactDistanceSearch, unpackInto } from '../../search/exact-distance';
import { countWords } from '../../count-text';
import type { BoardSpec } from './spec';

/**
 * The board sizes an instance is drawn at: the 8-puzzle, or a 2×3 board (small enough to search
 * blind by hand).
 */
export type DrawnSize = '3x3' | '2x3';

/** What a board is drawn at: its size and its true distance (fewest moves) from the goal. */
export interface TileDraw {
	readonly size: DrawnSize;
	readonly distance: number;
}

/**
 * The distances a board size can be drawn at: from 1 to its farthest board (31 moves on the
 * 8-puzzle, 21 on the 2×3), capped at 20 on the 8-puzzle, where the layers beyond hold boards
 * no one searches by hand.
 */
export const DISTANCES: Readonly<Record<DrawnSize, { min: number; max: number }>> = {
	'3x3': { min: 1, max: 20 },
	'2x3': { min: 1, max: 21 }
};

/**
 * A board of `size` exactly `distance` moves from its blank-last goal, drawn from `seed` (any
 * text; the same text draws the same board on every machine); throws a RangeError, in words,
 * for a distance out of range.
 */
export function drawTileSpec(seed: string, { size, distance }: TileDraw): BoardSpec {
	const [rows, cols] = size === '3x3' ? [3, 3] : [2, 3];
	const { min, max } = DISTANCES[size];
	if (!Number.isInteger(distance) || distance < min || distance > max) {
		throw new RangeError(
			`A ${rows}×${cols} board is drawn from ${min} to ${countWords(max, 'move', 'moves')} from the goal, not ${distance}.`
		);
	}
	// The size and distance are part of the seed: changing either draws afresh.
	const rng = createRng(`${size}/${distance}/${seed}`);
	const goal = goalBoard(rows, cols);
	const layer = boardsAt(goal, distance);
	const state = layer[rng.int(layer.length)];
	const cells = unpackInto(state, new Int32Array(rows * cols));
	return { board: boardOf(rows, cols, [...cells]), goal };
}

/**
 * Every board at `distance` from `goal`, packed, in breadth-first order. The search to it is the
 * costly part of a draw, and a checking page draws the questions of a whole class: each layer is
 * searched once and kept (a few thousand boards at most at the distances drawn).
 */
const layers = new Map<string, Float64Array>();

function boardsAt(goal: Board, distance: number): Float64Array {
	const key = `${goal.rows}x${goal.cols}/${distance}`;
	const kept = layers.get(key);
	if (kept !== undefined) return kept;
	// Breadth-first from the goal, as far as the wanted distance: that layer is every board at it.
	const search = exactDistanceSearch(goal, distance);
	let step = search.next();
	while (step.done !== true) step = search.next();
	const table = step.value;
	const start = table.layerStart[distance];
	const layer = table.states.slice(start, start + table.layers[distance]);
	layers.set(key, layer);
	return layer;
}
