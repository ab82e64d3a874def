/**
 * Practice instances, drawn from a seed, so that a practice link, an assignment and the page
 * that checks its results all see the same problem: a board a chosen number of moves from the
 * goal, drawn uniformly among every board at exactly that distance, or a start city on the
 * road map. "Another one like this" is the same spec with the next seed.
 */

import { boardOf, type Board } from '../puzzle/board';
import { goalBoard } from '../puzzle/goal';
import { createRng } from '../puzzle/rng';
import { exactDistanceSearch, unpackInto } from '../search/exact-distance';
import { CITIES, type City } from '../domains/graph';
import { countWords } from '../count-text';

/**
 * What kind of problem to draw: the 8-puzzle, a 2×3 board (small enough to search blind by
 * hand), or the road map, whose goal is Bucharest (the straight-line distances are to it).
 */
export type InstanceKind = '3x3' | '2x3' | 'road-map';

export interface InstanceSpec {
	readonly kind: InstanceKind;
	/** Any text; the same text draws the same instance on every machine. */
	readonly seed: string;
	/** Boards: the true distance (fewest moves) from the goal. Unused on the road map. */
	readonly distance: number;
	/** The road map: a start the teacher chose (one of CHOSEN_STARTS); drawn when absent. */
	readonly start?: City;
}

export type PracticeInstance =
	| {
			readonly kind: 'tile';
			readonly board: Board;
			readonly goal: Board;
			/** The fewest moves from `board` to `goal`. */
			readonly distance: number;
	  }
	| { readonly kind: 'road-map'; readonly start: City; readonly goal: City };

/**
 * The distances a board kind can be drawn at: from 1 to its farthest board (31 moves on the
 * 8-puzzle, 21 on the 2×3), capped at 20 on the 8-puzzle, where the layers beyond hold boards
 * no one searches by hand.
 */
export const DISTANCES: Readonly<Record<'3x3' | '2x3', { min: number; max: number }>> = {
	'3x3': { min: 1, max: 20 },
	'2x3': { min: 1, max: 21 }
};

const ROAD_MAP_GOAL: City = 'B';

/**
 * The starts a teacher may choose for road-map questions: every city two roads or more from
 * Bucharest. From Fagaras or Pitesti the goal is one road away, and most searches reach it
 * with nothing left to ask.
 */
export const CHOSEN_STARTS: readonly City[] = Object.freeze([
	'A',
	'C',
	'D',
	'L',
	'M',
	'Q',
	'R',
	'S',
	'T',
	'Z'
]);

/** Throws a RangeError, in words, for a start no road-map question may be given. */
export function assertChosenStart(start: City): void {
	if (!CHOSEN_STARTS.includes(start)) {
		throw new RangeError(
			`A road-map question starts from ${CHOSEN_STARTS.join(', ')}, not ${start}.`
		);
	}
}

/** The instance `spec` names; throws a RangeError, in words, for a distance out of range. */
export function drawInstance(spec: InstanceSpec): PracticeInstance {
	// The kind and distance are part of the seed: changing either draws afresh.
	const rng = createRng(`${spec.kind}/${spec.distance}/${spec.seed}`);
	if (spec.kind === 'road-map') {
		if (spec.start !== undefined) {
			assertChosenStart(spec.start);
			return { kind: 'road-map', start: spec.start, goal: ROAD_MAP_GOAL };
		}
		const starts = CITIES.filter((city) => city !== ROAD_MAP_GOAL);
		return { kind: 'road-map', start: starts[rng.int(starts.length)], goal: ROAD_MAP_GOAL };
	}
	const [rows, cols] = spec.kind === '3x3' ? [3, 3] : [2, 3];
	const { min, max } = DISTANCES[spec.kind];
	if (!Number.isInteger(spec.distance) || spec.distance < min || spec.distance > max) {
		throw new RangeError(
			`A ${rows}×${cols} board is drawn from ${min} to ${countWords(max, 'move', 'moves')} from the goal, not ${spec.distance}.`
		);
	}
	const goal = goalBoard(rows, cols);
	const layer = boardsAt(goal, spec.distance);
	const state = layer[rng.int(layer.length)];
	const cells = unpackInto(state, new Int32Array(rows * cols));
	return { kind: 'tile', board: boardOf(rows, cols, [...cells]), goal, distance: spec.distance };
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
