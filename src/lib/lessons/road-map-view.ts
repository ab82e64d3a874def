/**
 * What the road-map figure of the uniform-cost and A* lessons shows at each step of a run: the
 * map's geometry (cities at fixed places, roads with their lengths), each city's role, the
 * roads of the search tree grown so far, and the frontier in the order the algorithm will
 * empty it. The runs are tiny (13 cities), so the whole run is computed at once with the
 * engine's events and folded by the trace, as the explorer does for the tile puzzle.
 */
import { ALGORITHMS } from '../search/algorithms';
import type { ChildReport, SearchEvent, SearchNode, SearchResult } from '../search/events';
import type { GoalTestTiming } from '../search/options';
import {
	CITIES,
	CITY_NAMES,
	ROADS,
	roadMapProblem,
	STRAIGHT_LINE_TO_B,
	type City
} from '../search/road-map';
import { collectRun } from '../search/run';
import { TIE_RULES } from '../search/descriptions';
import { createTrace, describeFrontierOrder, frontierOrderFor } from '../trace';
import { priorityLetter } from '../trace/frontier-order';

/** The algorithms the figure can run on the map: two uninformed, two informed. */
export type RoadMapAlgorithm = 'bfs' | 'ucs' | 'greedy' | 'astar';

export const ROAD_MAP_ALGORITHMS: readonly RoadMapAlgorithm[] = Object.freeze([
	'bfs',
	'ucs',
	'greedy',
	'astar'
]);

export function isRoadMapAlgorithm(text: string): text is RoadMapAlgorithm {
	return (ROAD_MAP_ALGORITHMS as readonly string[]).includes(text);
}

export function isCity(text: string): text is City {
	return (CITIES as readonly string[]).includes(text);
}

/** The problems with the figure's props, one sentence each (for its widget spec). */
export function roadMapPropProblems(props: {
	readonly algorithm?: string;
	readonly start?: string;
	readonly goalTest?: string;
}): string[] {
	const problems: string[] = [];
	const { algorithm, start, goalTest } = props;
	if (algorithm !== undefined && !isRoadMapAlgorithm(algorithm)) {
		problems.push(
			`prop "algorithm": "${algorithm}" is not one of ${ROAD_MAP_ALGORITHMS.join(', ')}.`
		);
	}
	if (start !== undefined && !isCity(start)) {
		problems.push(`prop "start": "${start}" is not a city letter (${CITIES.join(' ')}).`);
	}
	if (start === 'B') problems.push('prop "start": B is the goal; start somewhere else.');
	if (goalTest !== undefined && goalTest !== 'on-generation' && goalTest !== 'on-removal') {
		problems.push(`prop "goalTest": "${goalTest}" is not on-generation or on-removal.`);
	}
	return problems;
}

// ---------------------------------------------------------------------------------------------
// Geometry: the map drawn roughly as the AIMA figure places the cities, north at the top.

export const MAP_WIDTH = 520;
export const MAP_HEIGHT = 450;
/** Radius of a city's disc, in map units. */
export const CITY_RADIUS = 14;
/** Distance between the name's baseline and the h line under it, in map units. */
export const LABEL_LINE = 15;

/**
 * Each city's place, and where its label's first line starts (offsets from the city) with its
 * anchor. Labels have two lines (name, then h) and are placed by hand, clear of the roads.
 */
const PLACES: Readonly<
	Record<City, { x: number; y: number; dx: number; dy: number; anchor: 'start' | 'middle' | 'end' }>
> = {
	Q: { x: 150, y: 30, dx: 20, dy: -2, anchor: 'start' },
	Z: { x: 92, y: 100, dx: 20, dy: -2, anchor: 'start' },
	A: { x: 62, y: 186, dx: -20, dy: -2, anchor: 'end' },
	T: { x: 66, y: 300, dx: 0, dy: 34, anchor: 'middle' },
	L: { x: 196, y: 336, dx: 20, dy: -2, anchor: 'start' },
	M: { x: 202, y: 382, dx: 20, dy: -2, anchor: 'start' },
	D: { x: 150, y: 424, dx: -20, dy: -2, anchor: 'end' },
	C: { x: 330, y: 424, dx: 20, dy: -2, anchor: 'start' },
	S: { x: 210, y: 200, dx: -8, dy: 32, anchor: 'end' },
	R: { x: 254, y: 282, dx: -20, dy: -2, anchor: 'end' },
	F: { x: 360, y: 200, dx: 0, dy: -38, anchor: 'middle' },
	P: { x: 366, y: 318, dx: 10, dy: -24, anchor: 'start' },
	B: { x: 470, y: 370, dx: 0, dy: 34, anchor: 'middle' }
};

/**
 * Where a road's length sits, as a fraction along the road from its first city, when the
 * midpoint would collide with a city or another label.
 */
const LABEL_AT: Readonly<Partial<Record<string, number>>> = {
	'B-F': 0.4
};

export interface CityMark {
	readonly city: City;
	readonly name: string;
	readonly x: number;
	readonly y: number;
	/** Straight-line distance to B: the heuristic A* and greedy search use. */
	readonly h: number;
	/** Where the name's baseline starts, and how it is anchored; h goes LABEL_LINE below. */
	readonly labelX: number;
	readonly labelY: number;
	readonly anchor: 'start' | 'middle' | 'end';
	/** The label sits above the city: without its h line it moves down by LABEL_LINE. */
	readonly above: boolean;
}

export interface RoadMark {
	readonly from: City;
	readonly to: City;
	readonly length: number;
	readonly x1: number;
	readonly y1: number;
	readonly x2: number;
	readonly y2: number;
	/** Where the length is written. */
	readonly labelX: number;
	readonly labelY: number;
}

/** Key of an undirected road, the same whichever end is named first. */
export function roadKey(a: City, b: City): string {
	return a < b ? `${a}-${b}` : `${b}-${a}`;
}

export function cityMarks(): CityMark[] {
	return CITIES.map((city) => {
		const { x, y, dx, dy, anchor } = PLACES[city];
		const h = STRAIGHT_LINE_TO_B[city];
		return {
			city,
			name: CITY_NAMES[city],
			x,
			y,
			h,
			labelX: x + dx,
			labelY: y + dy,
			anchor,
			above: dy < -CITY_RADIUS
		};
	});
}

export function roadMarks(): RoadMark[] {
	return ROADS.map(([from, to, length]) => {
		const a = PLACES[from];
		const b = PLACES[to];
		const t = LABEL_AT[roadKey(from, to)] ?? 0.5;
		return {
			from,
			to,
			length,
			x1: a.x,
			y1: a.y,
			x2: b.x,
			y2: b.y,
			labelX: a.x + (b.x - a.x) * t,
			labelY: a.y + (b.y - a.y) * t
		};
	});
}

// ---------------------------------------------------------------------------------------------
// Steps of a run.

/** What a city is at a step; the colours are the node roles of src/app.css. */
export type CityRole = 'unseen' | 'frontier' | 'explored' | 'current' | 'path' | 'goal';

export interface FrontierEntry {
	/** 0 for the entry the next expansion takes. */
	readonly position: number;
	readonly city: City;
	/** The city it was reached from: the last road of its path. */
	readonly via: City | null;
	readonly g: number;
	readonly h: number;
	readonly f: number;
	/** Roads driven from the start. */
	readonly depth: number;
	/** The same priority as the row above, with how the tie is broken. */
	readonly tieBreak: string | null;
}

export interface RoadMapStep {
	/**
	 * 0 is the start; step k is the k-th expansion. With the goal test on removal, a last step
	 * takes the goal off the frontier (it passes the test and is not expanded).
	 */
	readonly step: number;
	readonly roles: Readonly<Record<City, CityRole>>;
	/** The roads of the search tree at this step (each node's road from its parent). */
	readonly treeRoads: readonly string[];
	/**
	 * At the last step of a run that found B (the step B left the frontier, or with the goal
	 * test on generation the expansion that generated it): the roads of the path returned.
	 */
	readonly pathRoads: readonly string[];
	readonly frontier: readonly FrontierEntry[];
	/** The city taken off the frontier at this step (expanded, or B found); null at the start. */
	readonly current: City | null;
	/** One or two sentences saying what the step did, for the live region. */
	readonly message: string;
	/** Expansions so far: taking the goal off the frontier is not one. */
	readonly expanded: number;
}

export interface RoadMapRun {
	readonly algorithm: RoadMapAlgorithm;
	readonly start: City;
	readonly goalTest: GoalTestTiming;
	readonly steps: readonly RoadMapStep[];
	readonly result: SearchResult<City>;
	/** The frontier's rule in a few words, e.g. "priority queue: lowest f first; ...". */
	readonly frontierRule: string;
}

/** The goal-test timing each algorithm uses unless told otherwise (the engine's defaults). */
export function defaultGoalTest(algorithm: RoadMapAlgorithm): GoalTestTiming {
	return algorithm === 'bfs' ? 'on-generation' : 'on-removal';
}

const ROLE_RANK: Readonly<Record<CityRole, number>> = {
	unseen: 0,
	explored: 1,
	frontier: 2,
	path: 3,
	goal: 4,
	current: 5
};

/** The run of `algorithm` from `start` to B, every step of it, ready to draw. */
export function roadMapRun(
	algorithm: RoadMapAlgorithm,
	start: City,
	goalTest: GoalTestTiming = defaultGoalTest(algorithm)
): RoadMapRun {
	const options = { goalTest };
	const { events, result } = collectRun(ALGORITHMS[algorithm].run(roadMapProblem(start), options));
	const order = frontierOrderFor(algorithm, options);
	const trace = createTrace<City>(order);
	for (const event of events) trace.append(event);
	trace.finish(result);

	const steps: RoadMapStep[] = [];
	for (let step = 0; step < events.length; step++) {
		trace.seek(step);
		const roles = Object.fromEntries(CITIES.map((city) => [city, 'unseen'])) as Record<
			City,
			CityRole
		>;
		const cityOf = new Map<number, City>();
		const gOf = new Map<number, number>();
		const treeRoads: string[] = [];
		for (const node of trace.nodes()) {
			cityOf.set(node.id, node.state);
			gOf.set(node.id, node.g);
			if (node.role === 'replaced') continue;
			const role: CityRole = node.role;
			if (ROLE_RANK[role] > ROLE_RANK[roles[node.state]]) roles[node.state] = role;
			if (node.parent !== null) {
				const from = cityOf.get(node.parent);
				if (from !== undefined) treeRoads.push(roadKey(from, node.state));
			}
		}
		const atEnd = step === events.length - 1 && result.outcome === 'goal';
		const pathRoads = atEnd
			? result.path.slice(1).map((node, i) => roadKey(result.path[i].state, node.state))
			: [];
		const frontier = trace.frontierRows(CITIES.length * 4).rows.map((row) => ({
			position: row.position,
			city: row.state,
			via: row.parent === null ? null : (cityOf.get(row.parent) ?? null),
			g: row.g,
			h: row.h,
			f: row.f,
			depth: row.depth,
			tieBreak: row.tiesWithPrevious ? row.tieBreak : null
		}));
		const event = events[step];
		steps.push({
			step,
			roles,
			treeRoads,
			pathRoads,
			frontier,
			current: event.type === 'start' || event.type === 'iteration' ? null : event.node.state,
			message: stepMessage(algorithm, event, atEnd ? result : null, frontier[0], gOf),
			expanded: trace.stats().expanded
		});
	}
	return {
		algorithm,
		start,
		goalTest,
		steps,
		result,
		frontierRule: frontierRule(algorithm)
	};
}

/**
 * The frontier's rule in a few words, by the letter the table's key column carries (g for
 * uniform-cost search, h for greedy search, f for A*), as the tie rows say "same g", "same h" or
 * "same f". The figure's caption names the formula, so the trace's longer description, which
 * spells it out ("lowest f = g + h first"), is kept for breadth-first search alone.
 */
export function frontierRule(algorithm: RoadMapAlgorithm): string {
	const order = frontierOrderFor(algorithm);
	if (order.kind !== 'priority') return describeFrontierOrder(order);
	const key = priorityLetter(order);
	return `priority queue: lowest ${key} first; equal ${key}, ${TIE_RULES[order.tieBreak ?? 'fifo']}`;
}

/** The number an algorithm orders its frontier by, named as the lessons name it. */
export function priorityName(algorithm: RoadMapAlgorithm): string {
	switch (algorithm) {
		case 'bfs':
			return 'arrival';
		case 'ucs':
			return 'g';
		case 'greedy':
			return 'h';
		case 'astar':
			return 'f = g + h';
	}
}

function childText(child: ChildReport<City>, gOf: ReadonlyMap<number, number>): string {
	const before = child.existing === null ? undefined : gOf.get(child.existing);
	switch (child.fate) {
		case 'added':
			return `${child.state} added at g ${child.g}`;
		case 'goal':
			return `${child.state} generated at g ${child.g} and it is the goal`;
		case 'explored':
			return `${child.state} already explored`;
		case 'in-frontier':
			return `${child.state} at g ${child.g} dropped, it already waits on the frontier at g ${before}`;
		case 'replaced':
			return `${child.state} at g ${child.g} replaces its frontier entry at g ${before}`;
		default:
			return `${child.state} ${child.fate}`;
	}
}

function stepMessage(
	algorithm: RoadMapAlgorithm,
	event: SearchEvent<City>,
	result: SearchResult<City> | null,
	head: FrontierEntry | undefined,
	gOf: ReadonlyMap<number, number>
): string {
	const route =
		result === null || result.cost === null
			? null
			: `${result.path.map((node) => node.state).join(' → ')}, ${result.actions.length} roads, cost ${result.cost}.`;
	if (event.type === 'goal') {
		const taken = `${nodeText(algorithm, event.node)} comes off the frontier, passes the goal test and is not expanded`;
		return route === null ? `${taken}.` : `${taken}: ${route}`;
	}
	const parts: string[] = [];
	if (event.type === 'expand') {
		parts.push(
			`Expanded ${nodeText(algorithm, event.node)}: ${event.children
				.map((child) => childText(child, gOf))
				.join('; ')}.`
		);
	} else if (event.type === 'start') {
		parts.push(`Start: ${event.root.state} is on the frontier with g 0.`);
	}
	if (route !== null) {
		parts.push(`B passed the goal test as soon as it was generated: ${route}`);
	} else if (result === null && head !== undefined) {
		parts.push(`Next: ${head.city}.`);
	}
	return parts.join(' ');
}

/** A city taken off the frontier, with the numbers its algorithm orders the frontier by. */
function nodeText(algorithm: RoadMapAlgorithm, node: SearchNode<City>): string {
	const { state, g, h, f } = node;
	if (algorithm === 'astar') return `${state} (g ${g}, h ${h}, f ${f})`;
	if (algorithm === 'greedy') return `${state} (h ${h}, g ${g})`;
	return `${state} (g ${g})`;
}
