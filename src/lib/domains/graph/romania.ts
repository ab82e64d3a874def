import { graphProblem, type GraphNode, type GraphProblem, type GraphSpec } from './graph';
import { CITY_NAMES } from './city-names';

/**
 * The road map of seed 002's A* worked example: the map of Romania from Russell and Norvig's
 * AIMA, each city named by one letter (Q is Oradea), as a graph: roads are undirected with their
 * lengths, and h is the straight-line distance to Bucharest (B), which never overestimates a
 * road distance, so it is admissible — and holds only when the goal is B.
 */

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

export { CITY_NAMES };

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

/** Where each city sits on the map view (in its own units, x to the right and y down). */
const PLACES: Readonly<Record<City, { readonly x: number; readonly y: number }>> = {
	Q: { x: 150, y: 30 },
	Z: { x: 92, y: 100 },
	A: { x: 62, y: 186 },
	T: { x: 66, y: 300 },
	L: { x: 196, y: 336 },
	M: { x: 202, y: 382 },
	D: { x: 150, y: 424 },
	C: { x: 330, y: 424 },
	S: { x: 210, y: 200 },
	R: { x: 254, y: 282 },
	F: { x: 360, y: 200 },
	P: { x: 366, y: 318 },
	B: { x: 470, y: 370 }
};

/**
 * Where each city's label's first line starts (offsets from the city) and its anchor. Labels
 * have two lines (name, then h) and are placed by hand, clear of the roads.
 */
const LABEL_OFFSETS: Readonly<Record<City, NonNullable<GraphNode['labelAt']>>> = {
	Q: { dx: 20, dy: -2, anchor: 'start' },
	Z: { dx: 20, dy: -2, anchor: 'start' },
	A: { dx: -20, dy: -2, anchor: 'end' },
	T: { dx: 0, dy: 34, anchor: 'middle' },
	L: { dx: 20, dy: -2, anchor: 'start' },
	M: { dx: 20, dy: -2, anchor: 'start' },
	D: { dx: -20, dy: -2, anchor: 'end' },
	C: { dx: 20, dy: -2, anchor: 'start' },
	S: { dx: -8, dy: 32, anchor: 'end' },
	R: { dx: -20, dy: -2, anchor: 'end' },
	F: { dx: 0, dy: -38, anchor: 'middle' },
	P: { dx: 10, dy: -24, anchor: 'start' },
	B: { dx: 0, dy: 34, anchor: 'middle' }
};

/** Roads whose length would sit on a city or a label at the midpoint: where it sits instead. */
const LENGTH_AT: Readonly<Partial<Record<string, number>>> = { 'F-B': 0.4 };

/** The map as a graph specification: what every view and run of the road map reads. */
export const ROMANIA: GraphSpec = Object.freeze({
	nodes: CITIES.map((city) => ({
		name: city,
		label: CITY_NAMES[city],
		...PLACES[city],
		labelAt: LABEL_OFFSETS[city]
	})),
	edges: ROADS.map(([from, to, cost]) => {
		const at = LENGTH_AT[`${from}-${to}`];
		return at === undefined ? { from, to, cost } : { from, to, cost, labelAt: at };
	}),
	frame: { width: 520, height: 450 },
	directed: false,
	h: STRAIGHT_LINE_TO_B,
	hGoals: ['B'],
	nodeWord: 'city'
});

export interface RoadMapProblem extends GraphProblem<City> {
	readonly goal: City;
}

/**
 * Driving from `start` to `goal` on ROMANIA (graphProblem): neighbours in alphabetical order of
 * their letters, the action "A→S" costing the road's length, h when the goal is B.
 */
export function roadMapProblem(start: City, goal: City = 'B'): RoadMapProblem {
	return { ...graphProblem({ graph: ROMANIA, start, goals: [goal] }), goal };
}
