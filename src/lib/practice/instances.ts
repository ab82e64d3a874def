/**
 * Practice instances, drawn from a seed, so that a practice link, an assignment and the page
 * that checks its results all see the same problem: a board a chosen number of moves from the
 * goal, drawn uniformly among every board at exactly that distance, or a start city on the
 * road map. "Another one like this" is the same spec with the next seed. An instance is a
 * problem in the domain registry's terms (src/lib/domains), which a run opens through openSearch
 * (player/run-config.ts).
 */

import { boardOf, type Board } from '../puzzle/board';
import { goalBoard } from '../puzzle/goal';
import { createRng } from '../puzzle/rng';
import { exactDistanceSearch, unpackInto } from '../search/exact-distance';
import type { TileSpec } from '../domains';
import { CITIES, ROMANIA, type City, type GraphRun } from '../domains/graph';
import { countWords } from '../count-text';

/**
 * The board sizes a question draws on: the 8-puzzle, or a 2×3 board (small enough to search
 * blind by hand).
 */
export type BoardSize = '3x3' | '2x3';

/** What to draw: a board of a size at a distance from its goal, or a start on the road map. */
export type InstanceSpec =
	| {
			readonly problem: 'tile';
			readonly size: BoardSize;
			/** Any text; the same text draws the same instance on every machine. */
			readonly seed: string;
			/** The true distance (fewest moves) from the goal. */
			readonly distance: number;
	  }
	| {
			readonly problem: 'graph';
			readonly seed: string;
			/** A start the teacher chose (one of CHOSEN_STARTS); drawn from the seed when absent. */
			readonly start?: City;
	  };

/** A board and its goal, as the registry opens them (a tile ProblemSpec). */
export interface TileInstance {
	readonly problem: 'tile';
	readonly spec: TileSpec & { readonly board: Board; readonly goal: Board };
}

/** The road map from a start city to Bucharest, as the registry opens it (a graph ProblemSpec). */
export interface RoadMapInstance {
	readonly problem: 'graph';
	readonly spec: GraphRun & { readonly start: City; readonly goals: readonly [City] };
}

/**
 * A problem a question asks about, in the registry's terms (a ProblemSpec that `openProblem`
 * opens): the cases practice draws, with a board's cells and the road map's cities known.
 */
export type PracticeInstance = TileInstance | RoadMapInstance;

/**
 * The distances a board size can be drawn at: from 1 to its farthest board (31 moves on the
 * 8-puzzle, 21 on the 2×3), capped at 20 on the 8-puzzle, where the layers beyond hold boards
 * no one searches by hand.
 */
export const DISTANCES: Readonly<Record<BoardSize, { min: number; max: number }>> = {
	'3x3': { min: 1, max: 20 },
	'2x3': { min: 1, max: 21 }
};

/** Every road-map question searches to Bucharest: the straight-line distances are to it. */
export const ROAD_MAP_GOAL: City = 'B';

/** The road map from `start` to Bucharest, as a question carries it. */
export function roadMapInstance(start: City): RoadMapInstance {
	return { problem: 'graph', spec: { graph: ROMANIA, start, goals: [ROAD_MAP_GOAL] } };
}

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
	return spec.problem === 'tile'
		? drawBoard(spec.size, spec.seed, spec.distance)
		: roadMapInstance(drawStart(spec.seed, spec.start));
}

/**
 * A start city for the road map: the teacher's, or drawn from `seed` among every city but the
 * goal. The seed's salt ("road-map/0/") is the one the first draws used, so a seed handed in
 * before draws the same city still.
 */
function drawStart(seed: string, start: City | undefined): City {
	if (start !== undefined) {
		assertChosenStart(start);
		return start;
	}
	const starts = CITIES.filter((city) => city !== ROAD_MAP_GOAL);
	return starts[createRng(`road-map/0/${seed}`).int(starts.length)];
}

/**
 * A board of `size` exactly `distance` moves from its goal, drawn from `seed`; throws a
 * RangeError, in words, for a distance out of range.
 */
export function drawBoard(size: BoardSize, seed: string, distance: number): TileInstance {
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
	return { problem: 'tile', spec: { board: boardOf(rows, cols, [...cells]), goal } };
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
