/**
 * Road-map instances drawn from a seed, for practice: a start city, drawn from the seed or
 * chosen by the teacher, and Bucharest to drive to. The road map is the only graph practice
 * draws on: its h (the straight-line distance) is written for Bucharest.
 */

import { createRng } from '../../puzzle/rng';
import type { GraphRun } from './graph';
import { CITIES, ROMANIA, type City } from './romania';

/** Every road-map question searches to Bucharest: the straight-line distances are to it. */
export const ROAD_MAP_GOAL: City = 'B';

/** The road map from a start city to Bucharest. */
export interface RoadMapRun extends GraphRun {
	readonly start: City;
	readonly goals: readonly [City];
}

/** What a start is drawn from: a start the teacher chose (one of CHOSEN_STARTS), or none. */
export interface RoadMapDraw {
	/** Drawn from the seed when absent. */
	readonly start?: City;
}

/** The road map from `start` to Bucharest. */
export function roadMapRun(start: City): RoadMapRun {
	return { graph: ROMANIA, start, goals: [ROAD_MAP_GOAL] };
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

/**
 * The road map from the teacher's start, or from one drawn from `seed` among every city but the
 * goal, to Bucharest. The seed's salt ("road-map/0/") is the one the first draws used, so a seed
 * handed in before draws the same city still.
 */
export function drawRoadMapRun(seed: string, { start }: RoadMapDraw): RoadMapRun {
	if (start !== undefined) {
		assertChosenStart(start);
		return roadMapRun(start);
	}
	const starts = CITIES.filter((city) => city !== ROAD_MAP_GOAL);
	return roadMapRun(starts[createRng(`road-map/0/${seed}`).int(starts.length)]);
}
