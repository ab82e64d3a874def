/**
 * Practice instances, drawn from a seed, so that a practice link, an assignment and the page
 * that checks its results all see the same problem. The domains draw them (Domain.draw: a board
 * at a distance from its goal in domains/tile/instances.ts, a start on the road map in
 * domains/graph/instances.ts); here they are named as questions carry them, as problems in the
 * registry's terms (ProblemSpec), which a run opens through openSearch (player/run-config.ts).
 * "Another one like this" is the same request with the next seed.
 */

import type { InstanceRequest } from '../domains';
import { drawRoadMapRun, roadMapRun, type City, type RoadMapRun } from '../domains/graph';
import { drawTileSpec, type BoardSpec, type DrawnSize } from '../domains/tile';

export { DISTANCES } from '../domains/tile';
export { assertChosenStart, CHOSEN_STARTS, ROAD_MAP_GOAL } from '../domains/graph';

/** The board sizes a question draws on (domains/tile/instances.ts). */
export type BoardSize = DrawnSize;

/** What to draw: a board of a size at a distance from its goal, or a start on the road map. */
export type InstanceSpec = InstanceRequest;

/** A board and its goal, as the registry opens them (a tile ProblemSpec). */
export interface TileInstance {
	readonly problem: 'tile';
	readonly spec: BoardSpec;
}

/** The road map from a start city to Bucharest, as the registry opens it (a graph ProblemSpec). */
export interface RoadMapInstance {
	readonly problem: 'graph';
	readonly spec: RoadMapRun;
}

/**
 * A problem a question asks about, in the registry's terms (a ProblemSpec that `openProblem`
 * opens): the cases practice draws, with a board's cells and the road map's cities known.
 */
export type PracticeInstance = TileInstance | RoadMapInstance;

/** The road map from `start` to Bucharest, as a question carries it. */
export function roadMapInstance(start: City): RoadMapInstance {
	return { problem: 'graph', spec: roadMapRun(start) };
}

/** The instance `spec` names; throws a RangeError, in words, for a distance out of range. */
export function drawInstance(spec: InstanceSpec): PracticeInstance {
	if (spec.problem === 'grid') {
		throw new RangeError(
			'Practice draws boards and road-map starts; a grid is drawn by its own questions.'
		);
	}
	return spec.problem === 'tile'
		? drawBoard(spec.size, spec.seed, spec.distance)
		: { problem: 'graph', spec: drawRoadMapRun(spec.seed, spec) };
}

/**
 * A board of `size` exactly `distance` moves from its goal, drawn from `seed`; throws a
 * RangeError, in words, for a distance out of range.
 */
export function drawBoard(size: BoardSize, seed: string, distance: number): TileInstance {
	return { problem: 'tile', spec: drawTileSpec(seed, { size, distance }) };
}
