/**
 * What the road-map figure of the uniform-cost and A* lessons (and practice's model answer on the
 * road map) shows at any position of a run: the map's geometry (cities at fixed places, roads
 * with their lengths), each city's role, the roads of the search tree grown so far, the frontier
 * in the order the algorithm will empty it (for iterative deepening and IDA*, the stack of the
 * iteration under way, with its depth limit or f bound), and the run's own text (its pseudocode
 * line, one sentence, the variables). Every view is read off the trace at its cursor, a whole
 * step or one line step of it, so the figure follows the player line by line as the explorer
 * does for the tile puzzle.
 */
import type { ChildReport, SearchEvent, SearchNode, SearchResult } from '../search/events';
import { ALGORITHM_NAMES, isAlgorithmName } from '../search/algorithms';
import {
	algorithmInSentence,
	BOUND_RULES,
	describedOptions,
	DESCRIPTIONS,
	formatNumber,
	GOAL_TEST_RULES,
	keepsFrontier,
	priorityName as descriptionPriorityName,
	TIE_RULES,
	weightedPriorityName,
	type AlgorithmName
} from '../search/descriptions';
import type { GoalTestTiming, SearchOptions } from '../search/options';
import type { LineId } from '../search/pseudocode';
import {
	CITIES,
	CITY_NAMES,
	ROADS,
	ROMANIA,
	STRAIGHT_LINE_TO_B,
	type City
} from '../domains/graph';
import { collectSearch, type Grain, type RunConfig } from '../player';
import {
	describeFrontierOrder,
	frontierOrderFor,
	tieBreakOf,
	wholeStepMoment,
	type Trace
} from '../trace';
import { entryTerms, keyText, priorityTerms, valuesSentence } from '../search/priority-terms';
import { narrate, variablesAt, type NarrationVariable } from '../trace/narration';
import { narrationInputAt, type RunFacts } from '../trace/step-narration';
import { countWords } from '../count-text';

/**
 * The algorithms the figure can run on the map: every one that keeps a frontier (the greedy walk
 * keeps none, only the neighbour it steps to), which are the eight practice simulates.
 */
export type RoadMapAlgorithm = Exclude<AlgorithmName, 'walk'>;

export const ROAD_MAP_ALGORITHMS: readonly RoadMapAlgorithm[] = Object.freeze(
	ALGORITHM_NAMES.filter((name): name is RoadMapAlgorithm => keepsFrontier(DESCRIPTIONS[name]))
);

/** The algorithm the figure runs when a lesson names none. */
export const ROAD_MAP_DEFAULT: RoadMapAlgorithm = 'astar';

export function isRoadMapAlgorithm(text: string): text is RoadMapAlgorithm {
	return (ROAD_MAP_ALGORITHMS as readonly string[]).includes(text);
}

export function isCity(text: string): text is City {
	return (CITIES as readonly string[]).includes(text);
}

/** The figure's props as a lesson writes them (quoted strings). */
export interface RoadMapProps {
	readonly algorithm?: string;
	readonly start?: string;
	readonly goalTest?: string;
	/** The step the figure opens at (0 is the start). */
	readonly step?: string;
	/** The line step within `step` it opens at, counted from 1 as the links count it. */
	readonly line?: string;
	/** What Step and Back move by at first: expansion, or line (the default with `line`). */
	readonly grain?: string;
}

const WHOLE = /^\d+$/;

/** The problems with the figure's props, one sentence each (for its widget spec). */
export function roadMapPropProblems(props: RoadMapProps): string[] {
	const problems: string[] = [];
	const { algorithm, start, goalTest, step, line, grain } = props;
	if (isAlgorithmName(algorithm ?? '') && !isRoadMapAlgorithm(algorithm ?? '')) {
		problems.push(
			`prop "algorithm": ${DESCRIPTIONS[algorithm as AlgorithmName].subject.replace(/^The /, 'the ')} keeps no frontier for the figure to show; use one of ${ROAD_MAP_ALGORITHMS.join(', ')}.`
		);
	} else if (algorithm !== undefined && !isRoadMapAlgorithm(algorithm)) {
		problems.push(
			`prop "algorithm": "${algorithm}" is not one of ${ROAD_MAP_ALGORITHMS.join(', ')}.`
		);
	}
	if (start !== undefined && !isCity(start)) {
		problems.push(`prop "start": "${start}" is not a city letter (${CITIES.join(' ')}).`);
	}
	if (start === 'B') problems.push('prop "start": B is the goal; start somewhere else.');
	const timing = goalTest === undefined ? undefined : goalTestOf(goalTest);
	if (goalTest !== undefined && timing === undefined) {
		problems.push(`prop "goalTest": "${goalTest}" is not on-generation or on-removal.`);
	} else if (
		timing !== undefined &&
		algorithm !== undefined &&
		isRoadMapAlgorithm(algorithm) &&
		!DESCRIPTIONS[algorithm].options.includes('goalTest')
	) {
		// The engine would ignore it, and the figure would show a run the prop does not describe.
		const always = GOAL_TEST_RULES[DESCRIPTIONS[algorithm].defaults.goalTest];
		problems.push(
			`prop "goalTest": ${algorithmInSentence(algorithm)} has no choice of goal test (${always}); leave it out.`
		);
	}
	if (grain !== undefined && grain !== 'expansion' && grain !== 'line') {
		problems.push(`prop "grain": "${grain}" is not expansion or line.`);
	}
	if (step !== undefined && !WHOLE.test(step)) {
		problems.push(`prop "step": "${step}" is not a whole number.`);
	}
	if (line !== undefined && (!WHOLE.test(line) || Number(line) < 1)) {
		problems.push(`prop "line": "${line}" is not a line step counted from 1.`);
	}
	// The position must exist in the run: the run is tiny, so it is computed here.
	if (problems.length === 0 && (step !== undefined || line !== undefined)) {
		const trace = roadMapTrace(
			isRoadMapAlgorithm(algorithm ?? '') ? (algorithm as RoadMapAlgorithm) : ROAD_MAP_DEFAULT,
			isCity(start ?? '') ? (start as City) : 'A',
			timing
		);
		const at = Number(step ?? 0);
		if (at >= trace.length) {
			problems.push(`prop "step": the run has steps 0 to ${trace.length - 1}, not ${at}.`);
		} else if (line !== undefined && Number(line) > trace.momentCount(at)) {
			problems.push(
				`prop "line": step ${at} has line steps 1 to ${trace.momentCount(at)}, not ${line}.`
			);
		}
	}
	return problems;
}

function goalTestOf(text: string | undefined): GoalTestTiming | undefined {
	return text === 'on-generation' || text === 'on-removal' ? text : undefined;
}

/** Where the figure opens: a step, a line step within it (null: the whole step), and the grain. */
export interface RoadMapOpening {
	readonly step: number;
	readonly moment: number | null;
	readonly grain: Grain;
}

/**
 * The position the props ask the figure to open at. A prop the build check would reject reads
 * as absent, so a mistyped one in development still shows the run from its start.
 */
export function roadMapOpening(props: {
	readonly step?: string | number;
	readonly line?: string | number;
	readonly grain?: string;
}): RoadMapOpening {
	const whole = (value: string | number | undefined): number | null =>
		value !== undefined && WHOLE.test(String(value)) ? Number(value) : null;
	const line = whole(props.line);
	const moment = line === null || line < 1 ? null : line - 1;
	const grain: Grain =
		props.grain === 'expansion' || props.grain === 'line'
			? props.grain
			: moment === null
				? 'expansion'
				: 'line';
	return { step: whole(props.step) ?? 0, moment, grain };
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
 * Where each city's label's first line starts (offsets from the city, whose place is the graph's,
 * ROMANIA) and its anchor. Labels have two lines (name, then h) and are placed by hand, clear of
 * the roads.
 */
const LABEL_OFFSETS: Readonly<
	Record<City, { dx: number; dy: number; anchor: 'start' | 'middle' | 'end' }>
> = {
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

/** Each city's place on the map, as the graph gives it. */
const PLACES = new Map(ROMANIA.nodes.map(({ name, x, y }) => [name, { x, y }]));

/** The place of `city`, which the graph has: ROMANIA names every city. */
function placeOf(city: City): { x: number; y: number } {
	return PLACES.get(city)!;
}

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
		const { x, y } = placeOf(city);
		const { dx, dy, anchor } = LABEL_OFFSETS[city];
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
		const a = placeOf(from);
		const b = placeOf(to);
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
// A run, and what it shows at the trace's position.

/** What a city is at a position; the colours are the node roles of src/app.css. */
export type CityRole = 'unseen' | 'frontier' | 'explored' | 'current' | 'path' | 'goal';

/** A city as a row of the frontier table shows it. */
interface CityRow {
	readonly city: City;
	/** The city it was reached from: the last road of its path. */
	readonly via: City | null;
	readonly g: number;
	readonly h: number;
	readonly f: number;
	/** Roads driven from the start. */
	readonly depth: number;
}

export interface FrontierEntry extends CityRow {
	/** 0 for the entry the next expansion takes. */
	readonly position: number;
	/** Its node in the trace. */
	readonly id: number;
	/** The same priority as the row above, with how the tie is broken. */
	readonly tieBreak: string | null;
}

/**
 * The frontier entry a cheaper path has just replaced, at the line step that replaces it: shown
 * struck through in the table, where it stood, and its road on the map.
 */
export interface ReplacedEntry extends CityRow {
	/** The road that reached it, now dropped from the search tree. */
	readonly road: string | null;
	/** The frontier row it is shown above (the table's length: after the last). */
	readonly before: number;
	/** The city the cheaper path comes through, and its g. */
	readonly byVia: City;
	readonly byG: number;
}

export interface RoadMapView {
	/**
	 * 0 is the start; step k is the k-th expansion. With the goal test on removal, a last step
	 * takes the goal off the frontier (it passes the test and is not expanded).
	 */
	readonly step: number;
	/** The line step shown within the step (0 = its first), or null for the whole step. */
	readonly moment: number | null;
	/** How many line steps the step has. */
	readonly moments: number;
	/** The pseudocode line the position carries out (a whole step: its last line). */
	readonly line: LineId;
	readonly roles: Readonly<Record<City, CityRole>>;
	/** The roads of the search tree at this position (each node's road from its parent). */
	readonly treeRoads: readonly string[];
	/**
	 * At the end of a run that found B (the step B left the frontier, or with the goal test on
	 * generation the expansion that generated it): the roads of the path returned.
	 */
	readonly pathRoads: readonly string[];
	readonly frontier: readonly FrontierEntry[];
	/** At a line step about one child: the road from the city expanded to the child's. */
	readonly childRoad: string | null;
	/** At the line that replaces a frontier entry: the entry replaced. */
	readonly replaced: ReplacedEntry | null;
	/** The city taken off the frontier at this step (expanded, or B found); null at the start. */
	readonly current: City | null;
	/**
	 * What the step did on the map, in cities, for the live region; within a step, only as far
	 * as the line shown has got.
	 */
	readonly message: string;
	/** Expansions so far: taking the goal off the frontier is not one. */
	readonly expanded: number;
	/** Iterative deepening and IDA*: the iteration under way and its bound; otherwise null. */
	readonly bound: RoadMapBound | null;
	/** The run has ended and this is its last position. */
	readonly atEnd: boolean;
}

/** The iteration a bounded depth-first search is in, and what bounds it. */
export interface RoadMapBound {
	readonly iteration: number;
	readonly kind: 'depth' | 'f';
	readonly value: number;
}

/** The goal-test timing each algorithm uses unless told otherwise (the engine's defaults). */
export function defaultGoalTest(algorithm: RoadMapAlgorithm): GoalTestTiming {
	return DESCRIPTIONS[algorithm].defaults.goalTest;
}

/**
 * The engine options of the figure's run: only the goal test, when a lesson sets it. Every other
 * option is the algorithm's default, which is also what practice runs the road map with (ties
 * first added first, w = 2: tests/practice/road-map-model-answer.test.ts checks they agree).
 */
export function roadMapOptions(goalTest?: GoalTestTiming): SearchOptions {
	return goalTest === undefined ? {} : { goalTest };
}

/** The run of `algorithm` from `start` to B, as the player opens it. */
export function roadMapRunConfig(
	algorithm: RoadMapAlgorithm,
	start: City,
	goalTest?: GoalTestTiming
): RunConfig {
	return {
		algorithm,
		problem: 'graph',
		spec: { graph: ROMANIA, start, goals: ['B'] },
		options: roadMapOptions(goalTest)
	};
}

/**
 * The same run computed at once, into a trace like the player's (its frontier order and line
 * steps), finished and resting on step 0: what the figure shows before the player has loaded
 * (and in the prerendered page), and what the prop check and the tests step through.
 */
export function roadMapTrace(
	algorithm: RoadMapAlgorithm,
	start: City,
	goalTest?: GoalTestTiming
): Trace<City> {
	return collectSearch<City>(roadMapRunConfig(algorithm, start, goalTest)).trace;
}

const ROLE_RANK: Readonly<Record<CityRole, number>> = {
	unseen: 0,
	explored: 1,
	frontier: 2,
	path: 3,
	goal: 4,
	current: 5
};

/** The figure at the trace's position: its step, and the line step within it if one is shown. */
export function roadMapViewAt(trace: Trace<City>, algorithm: RoadMapAlgorithm): RoadMapView {
	const step = trace.cursor;
	const event = trace.event(step);
	const moments = trace.moments(step);
	// A whole step is shown by the moment that stands for it (an expansion: its pop); the last
	// line step shows the whole step too.
	const index = trace.moment ?? wholeStepMoment(event, moments);
	const moment = moments[index];
	const whole = trace.moment === null || index === moments.length - 1;

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
	const result = trace.atEnd ? trace.result : null;
	const pathRoads =
		result?.outcome === 'goal'
			? result.path.slice(1).map((node, i) => roadKey(result.path[i].state, node.state))
			: [];
	const frontier = trace.frontierRows(CITIES.length * 4).rows.map((row): FrontierEntry => ({
		position: row.position,
		id: row.id,
		city: row.state,
		via: row.parent === null ? null : (cityOf.get(row.parent) ?? null),
		g: row.g,
		h: row.h,
		f: row.f,
		depth: row.depth,
		tieBreak: row.tiesWithPrevious ? row.tieBreak : null
	}));
	const child =
		event.type === 'expand' && moment.child !== null ? event.children[moment.child] : undefined;
	const childRoad =
		event.type === 'expand' && child !== undefined ? roadKey(event.node.state, child.state) : null;
	const replaced =
		event.type === 'expand' && child !== undefined && moment.line === 'replace'
			? replacedEntry(trace, event.node.state, child, frontier, cityOf)
			: null;
	const head = frontier[0];
	const stats = trace.stats();
	const bound =
		stats.iteration !== null && stats.boundKind !== null && stats.bound !== null
			? { iteration: stats.iteration, kind: stats.boundKind, value: stats.bound }
			: null;
	// The stack of an iteration is empty and the next starts again from the root.
	const following = step + 1 < trace.length ? trace.event(step + 1) : null;
	const restart = following?.type === 'iteration' ? following : null;
	return {
		step,
		moment: trace.moment,
		moments: moments.length,
		line: moment.line,
		roles,
		treeRoads,
		pathRoads,
		frontier,
		childRoad,
		replaced,
		current: event.type === 'start' || event.type === 'iteration' ? null : event.node.state,
		message: whole
			? stepMessage(algorithm, event, result, head, gOf, bound, restart)
			: partialMessage(algorithm, event, moment.reach.decided, gOf, bound),
		expanded: stats.expanded,
		atEnd: trace.atEnd,
		bound
	};
}

function replacedEntry(
	trace: Trace<City>,
	from: City,
	child: ChildReport<City>,
	frontier: readonly FrontierEntry[],
	cityOf: ReadonlyMap<number, City>
): ReplacedEntry | null {
	const old = child.existing === null ? null : trace.node(child.existing);
	if (old === null) return null;
	const via = old.parent === null ? null : (cityOf.get(old.parent) ?? null);
	// Where it stood: after the entries with a lower priority, and after those with the same
	// priority that were generated before it (first added leaves first, and node ids grow with
	// time). Only a priority queue replaces entries, and a node's f is the priority it is
	// ordered by (g for uniform cost, g + w·h for weighted A*).
	const ahead = frontier.findIndex(
		(entry) => entry.f > old.f || (entry.f === old.f && entry.id > old.id)
	);
	return {
		city: old.state,
		via,
		g: old.g,
		h: old.h,
		f: old.f,
		depth: old.depth,
		road: via === null ? null : roadKey(via, old.state),
		before: ahead < 0 ? frontier.length : ahead,
		byVia: from,
		byG: child.g
	};
}

/**
 * The frontier's rule in a few words, by the letter the table's key column carries (g for
 * uniform-cost search, h for greedy search, f for A* and weighted A*), as the tie rows say "same
 * g", "same h" or "same f". The figure's caption names the formula, so the trace's longer
 * description, which spells it out ("lowest f = g + h first"), is kept for the queue and the
 * stacks, with what cuts an iterative search's stack.
 */
export function frontierRule(algorithm: RoadMapAlgorithm): string {
	const order = frontierOrderFor(algorithm);
	const { bound } = DESCRIPTIONS[algorithm];
	if (order.kind !== 'priority') {
		const rule = describeFrontierOrder(order);
		return bound === null ? rule : `${rule}; ${BOUND_RULES[bound].cut}`;
	}
	const { key } = priorityTerms(algorithm);
	return `priority queue: lowest ${key} first; equal ${key}, ${TIE_RULES[tieBreakOf(order)]}`;
}

/**
 * What the frontier is ordered by, named as the lessons name it: arrival for the queue and the
 * stacks (last first for a stack, within what bounds it), else the description's priority
 * ("f = g + w·h (w = 2)").
 */
export function priorityName(algorithm: RoadMapAlgorithm): string {
	const { structure, priority, bound } = DESCRIPTIONS[algorithm];
	switch (structure) {
		case 'queue':
			return 'arrival';
		case 'stack':
			return 'arrival, last in first out';
		case 'bounded-depth-first':
			return `arrival, last in first out, within ${bound === 'depth' ? 'the depth limit L' : `a bound on ${descriptionPriorityName(priority)}`}`;
		default:
			return weightedPriorityName(priority, describedOptions(algorithm).weight);
	}
}

/**
 * How an iterative search starts and restarts, in the description's words ("L starts at 0; when
 * the stack is empty, …"); null for the searches that run once.
 */
export function restartRule(algorithm: RoadMapAlgorithm): string | null {
	const { bound } = DESCRIPTIONS[algorithm];
	return bound === null ? null : BOUND_RULES[bound].next;
}

/**
 * The frontier table's number columns, and which one orders (or bounds) the frontier. The g, h
 * and f columns are the numbers a node shows in its algorithm's terms (search/priority-terms),
 * as the explorer's tree boxes show them: uniform cost g, greedy search g and h (no f: it
 * would only be h again), A*, weighted A* and IDA* g, h and f.
 */
export interface RoadMapColumns {
	/** Roads driven from the start (the node's depth). */
	readonly roads: boolean;
	readonly h: boolean;
	readonly f: boolean;
	/** The column the order or the bound reads; null for depth-first search (arrival alone). */
	readonly key: 'roads' | 'g' | 'h' | 'f' | null;
	/** What f is, with w's value, where there is an f column ("f = g + 2·h"); else null. */
	readonly formula: string | null;
}

export function roadMapColumns(algorithm: RoadMapAlgorithm): RoadMapColumns {
	const { structure, bound } = DESCRIPTIONS[algorithm];
	const terms = entryTerms(algorithm);
	const shown = terms?.shown ?? ['g'];
	const roads = structure === 'queue' || structure === 'stack' || bound === 'depth';
	const f = shown.includes('f');
	let key: RoadMapColumns['key'];
	if (structure === 'queue' || bound === 'depth') key = 'roads';
	else if (terms === null) key = null;
	else key = terms.key;
	return {
		roads,
		h: shown.includes('h'),
		f,
		key,
		formula: f && terms !== null ? terms.formula : null
	};
}

/** The iteration's bound in a few words: "iteration 3, depth limit L = 2", "iteration 2, f bound 393". */
export function boundText(bound: RoadMapBound): string {
	const what = bound.kind === 'depth' ? 'depth limit L =' : 'f bound';
	return `Iteration ${bound.iteration}: ${what} ${formatNumber(bound.value)}`;
}

// ---------------------------------------------------------------------------------------------
// The run's own text: the sentence the narration builds, the pseudocode's variables, and which
// city each node it names is.

/** A city in the narration's words: its letter and its name, "B, Bucharest". */
export function cityText(city: City): string {
	return `${city}, ${CITY_NAMES[city]}`;
}

/** What the narration needs to know of the figure's run besides the trace. */
export function roadMapFacts(
	algorithm: RoadMapAlgorithm,
	goalTest?: GoalTestTiming
): RunFacts<City> {
	return {
		algorithm,
		options: describedOptions(algorithm, roadMapOptions(goalTest)),
		stateText: cityText
	};
}

export interface RoadMapNarration {
	/** One sentence for the position, built by the narration from the event and the description. */
	readonly sentence: string;
	/** The pseudocode's variables at the position; a node's value names its city. */
	readonly variables: readonly NarrationVariable[];
	/** The nodes the sentence names, as the map shows them: "node 9 is B via F". */
	readonly nodes: readonly string[];
}

/** The sentence, the variables and the node key at the trace's position. */
export function roadMapNarration(trace: Trace<City>, facts: RunFacts<City>): RoadMapNarration {
	const input = narrationInputAt(trace, facts);
	const sentence = narrate(input);
	const variables = variablesAt(input).map((variable) => {
		if (variable.name !== 'node' && variable.name !== 'root') return variable;
		const node = trace.node(Number(variable.value));
		return node === null ? variable : { ...variable, value: `${variable.value} (${node.state})` };
	});
	const nodes = namedNodes(sentence).flatMap((id) => {
		const node = trace.node(id);
		if (node === null) return [];
		const parent = node.parent === null ? null : trace.node(node.parent);
		const where = parent === null ? ', the start' : ` via ${parent.state}`;
		return [`node ${id} is ${node.state}${where}`];
	});
	return { sentence, variables, nodes };
}

/**
 * The node ids a sentence names, in order, once each: "node 9", "Node 10", "nodes 1, 2, 3" (a
 * list goes on while its numbers are followed by a comma or a closing bracket, so "as node 10,
 * 1 already on the frontier" names node 10 alone).
 */
export function namedNodes(sentence: string): number[] {
	const ids: number[] = [];
	for (const match of sentence.matchAll(/\b[Nn]odes? (\d+)((?:, \d+(?=[,)]))*)/g)) {
		const list = [match[1], ...match[2].split(',').slice(1)];
		for (const text of list) {
			const id = Number(text.trim());
			if (!ids.includes(id)) ids.push(id);
		}
	}
	return ids;
}

// ---------------------------------------------------------------------------------------------
// The step in cities.

function childText(
	algorithm: RoadMapAlgorithm,
	child: ChildReport<City>,
	gOf: ReadonlyMap<number, number>
): string {
	const before = child.existing === null ? undefined : gOf.get(child.existing);
	// IDA* keeps a child by its f, within the bound: the sentence says it.
	const f =
		DESCRIPTIONS[algorithm].bound === 'f' ? `, ${keyText(priorityTerms(algorithm), child)}` : '';
	switch (child.fate) {
		case 'added':
			return `${child.state} added at g ${child.g}${f}`;
		case 'goal':
			return `${child.state} generated at g ${child.g} and it is the goal`;
		case 'explored':
			return `${child.state} already explored`;
		case 'in-frontier':
			return `${child.state} at g ${child.g} dropped, it already waits on the frontier at g ${before}`;
		case 'replaced':
			return `${child.state} at g ${child.g} replaces its frontier entry at g ${before}`;
		case 'depth-cut':
			return `${child.state} cut by the depth limit`;
		case 'bound-cut':
			return `${child.state} at ${keyText(priorityTerms(algorithm), child)} cut by the f bound`;
		case 'parent':
			return `${child.state} skipped, straight back the way it came`;
		default:
			return `${child.state} ${child.fate}`;
	}
}

function routeText(result: SearchResult<City> | null): string | null {
	return result === null || result.cost === null
		? null
		: `${result.path.map((node) => node.state).join(' → ')}, ${countWords(result.actions.length, 'road', 'roads')}, cost ${result.cost}.`;
}

/** An iteration's first step: the root alone on the stack, under the new bound. */
function iterationMessage(event: Extract<SearchEvent<City>, { type: 'iteration' }>): string {
	const bound = formatNumber(event.bound);
	const root = event.root.state;
	if (event.boundKind === 'depth') {
		return event.iteration === 1
			? `Iteration 1: the depth limit L starts at ${bound}; ${root} is on the stack.`
			: `Iteration ${event.iteration}: the search starts again from ${root} with the depth limit L = ${bound}.`;
	}
	return event.iteration === 1
		? `Iteration 1: the f bound starts at h of ${root}, ${bound}; ${root} is on the stack.`
		: `Iteration ${event.iteration}: the search starts again from ${root} with the f bound ${bound}.`;
}

/** An iteration's last step: the stack is empty, and what the next one starts with. */
function restartMessage(
	bound: RoadMapBound,
	next: Extract<SearchEvent<City>, { type: 'iteration' }>
): string {
	const value = formatNumber(next.bound);
	return bound.kind === 'depth'
		? `The stack is empty: nothing within the depth limit ${formatNumber(bound.value)} is B, so the search starts again from ${next.root.state} with the limit ${value}.`
		: `The stack is empty: nothing with f at most ${formatNumber(bound.value)} is B, so the search starts again from ${next.root.state} with the bound raised to ${value}, the smallest f that was above ${formatNumber(bound.value)}.`;
}

function stepMessage(
	algorithm: RoadMapAlgorithm,
	event: SearchEvent<City>,
	result: SearchResult<City> | null,
	head: FrontierEntry | undefined,
	gOf: ReadonlyMap<number, number>,
	bound: RoadMapBound | null,
	restart: Extract<SearchEvent<City>, { type: 'iteration' }> | null
): string {
	const route = routeText(result);
	if (event.type === 'goal') {
		const taken = `${nodeText(algorithm, event.node)} comes off the ${listName(algorithm)}, passes the goal test and is not expanded`;
		return route === null ? `${taken}.` : `${taken}: ${route}`;
	}
	const parts: string[] = [];
	if (event.type === 'expand') {
		parts.push(
			`Expanded ${nodeText(algorithm, event.node)}: ${event.children
				.map((child) => childText(algorithm, child, gOf))
				.join('; ')}.`
		);
	} else if (event.type === 'start') {
		parts.push(startMessage(algorithm, event.root.state));
	} else {
		parts.push(iterationMessage(event));
	}
	if (route !== null) {
		parts.push(`B passed the goal test as soon as it was generated: ${route}`);
	} else if (restart !== null && bound !== null) {
		parts.push(restartMessage(bound, restart));
	} else if (result === null && head !== undefined) {
		parts.push(`Next: ${head.city}.`);
	}
	return parts.join(' ');
}

/** A step shown as far as one of its lines: the city taken off, and the children decided so far. */
function partialMessage(
	algorithm: RoadMapAlgorithm,
	event: SearchEvent<City>,
	decided: number,
	gOf: ReadonlyMap<number, number>,
	bound: RoadMapBound | null
): string {
	if (event.type === 'goal') {
		return `${nodeText(algorithm, event.node)} comes off the ${listName(algorithm)}.`;
	}
	if (event.type === 'iteration') return iterationMessage(event);
	if (event.type !== 'expand') return startMessage(algorithm, event.root.state);
	const done = event.children.slice(0, decided).map((child) => childText(algorithm, child, gOf));
	const within = bound === null ? '' : ` (${boundText(bound).replace(/^I/, 'i')})`;
	const expanding = `Expanding ${nodeText(algorithm, event.node)}${within}`;
	return done.length === 0 ? `${expanding}.` : `${expanding}: ${done.join('; ')}.`;
}

function startMessage(algorithm: RoadMapAlgorithm, root: City): string {
	return `Start: ${root} is on the ${listName(algorithm)} with g 0.`;
}

/** What the frontier is called: a stack for the depth-first searches. */
export function listName(algorithm: RoadMapAlgorithm): 'stack' | 'frontier' {
	const { structure } = DESCRIPTIONS[algorithm];
	return structure === 'stack' || structure === 'bounded-depth-first' ? 'stack' : 'frontier';
}

/**
 * A city taken off the frontier, with the numbers its algorithm orders the frontier by, in its
 * own terms (search/priority-terms): "(g 140)", "(g 140, h 253)" for greedy search, "(f 393 =
 * g 140 + h 253)", "(f 646 = g 140 + 2·h 253)"; the queue and the stacks, its g and roads.
 */
function nodeText(algorithm: RoadMapAlgorithm, node: SearchNode<City>): string {
	const { state, g, depth } = node;
	const terms = entryTerms(algorithm);
	if (terms !== null) return `${state} (${valuesSentence(terms, node)})`;
	const { structure } = DESCRIPTIONS[algorithm];
	if (structure === 'stack' || structure === 'bounded-depth-first') {
		return `${state} (g ${g}, ${countWords(depth, 'road', 'roads')})`;
	}
	return `${state} (g ${g})`;
}
