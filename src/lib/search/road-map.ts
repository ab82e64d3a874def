/**
 * The road map of seed 002's A* worked example: the map of Romania from Russell and Norvig's
 * AIMA, each city named by one letter (Q is Oradea). Roads are undirected with their lengths;
 * the heuristic is the straight-line distance to Bucharest (B), which never overestimates a
 * road distance, so it is admissible — and only defined when the goal is B.
 */

import type { Problem, Successor } from './problem';

export type City = 'A' | 'B' | 'C' | 'D' | 'F' | 'L' | 'M' | 'P' | 'Q' | 'R' | 'S' | 'T' | 'Z';

export const CITIES: readonly City[] = Object.freeze([
	'A',
	'B',
	'C',
	'D',
	'F',
	'L',
	'M',
	'P',
	'Q',
	'R',
	'S',
	'T',
	'Z'
]);

export const CITY_NAMES: Readonly<Record<City, string>> = Object.freeze({
	A: 'Arad',
	B: 'Bucharest',
	C: 'Craiova',
	D: 'Drobeta',
	F: 'Fagaras',
	L: 'Lugoj',
	M: 'Mehadia',
	P: 'Pitesti',
	Q: 'Oradea',
	R: 'Rimnicu Vilcea',
	S: 'Sibiu',
	T: 'Timisoara',
	Z: 'Zerind'
});

/** Undirected roads and their lengths. */
export const ROADS: readonly (readonly [City, City, number])[] = Object.freeze([
	['A', 'Z', 75],
	['A', 'S', 140],
	['A', 'T', 118],
	['Z', 'Q', 71],
	['Q', 'S', 151],
	['T', 'L', 111],
	['L', 'M', 70],
	['M', 'D', 75],
	['D', 'C', 120],
	['C', 'R', 146],
	['C', 'P', 138],
	['R', 'S', 80],
	['R', 'P', 97],
	['S', 'F', 99],
	['F', 'B', 211],
	['P', 'B', 101]
] as const);

/** Straight-line distance from each city to Bucharest, as the seed prints it. */
export const STRAIGHT_LINE_TO_B: Readonly<Record<City, number>> = Object.freeze({
	A: 366,
	B: 0,
	C: 160,
	D: 242,
	F: 176,
	L: 244,
	M: 241,
	P: 100,
	Q: 380,
	R: 193,
	S: 253,
	T: 329,
	Z: 374
});

/** The order `roadMapProblem` generates a city's neighbours in, in words. */
export const ROAD_MAP_SUCCESSOR_ORDER =
	'a city’s neighbours are generated in alphabetical order of their letters';

/** The road map's heuristic in words (given when the goal is B). */
export const ROAD_MAP_HEURISTIC = 'h is the straight-line distance to Bucharest';

export interface RoadMapProblem extends Problem<City> {
	readonly goal: City;
}

/**
 * Driving from `start` to `goal`. Successors come in alphabetical order of the city reached;
 * the action "A→S" drives from A to S and costs the road's length. The straight-line heuristic
 * is given when the goal is B; for any other goal the problem is uninformed.
 */
export function roadMapProblem(start: City, goal: City = 'B'): RoadMapProblem {
	const roadsFrom = new Map<City, Successor<City>[]>(CITIES.map((city) => [city, []]));
	for (const [a, b, length] of ROADS) {
		roadsFrom.get(a)?.push({ action: `${a}→${b}`, state: b, cost: length });
		roadsFrom.get(b)?.push({ action: `${b}→${a}`, state: a, cost: length });
	}
	for (const roads of roadsFrom.values()) roads.sort((x, y) => x.state.localeCompare(y.state));

	const problem: RoadMapProblem = {
		initial: start,
		goal,
		isGoal: (city) => city === goal,
		successors: (city) => roadsFrom.get(city) ?? [],
		key: (city) => city
	};
	return goal === 'B' ? { ...problem, heuristic: (city) => STRAIGHT_LINE_TO_B[city] } : problem;
}
