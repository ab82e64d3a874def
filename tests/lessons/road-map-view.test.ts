import { ROMANIA } from '$lib/domains/graph';
import { describe, expect, it } from 'vitest';
import {
	cityMarks,
	CITY_RADIUS,
	defaultGoalTest,
	boundText,
	frontierRule,
	MAP_HEIGHT,
	MAP_WIDTH,
	namedNodes,
	roadKey,
	roadMapFacts,
	roadMapNarration,
	roadMapOpening,
	priorityName,
	restartRule,
	ROAD_MAP_ALGORITHMS,
	roadMapColumns,
	roadMapPropProblems,
	roadMapRunConfig,
	roadMapTrace,
	roadMapViewAt,
	roadMarks,
	type RoadMapAlgorithm,
	type RoadMapView
} from '$lib/lessons/road-map-view';
import type { GoalTestTiming } from '$lib/search/options';
import type { City } from '$lib/domains/graph';
import { parseBoard } from '$lib/puzzle/notation';
import { ALGORITHMS, tileProblem, type Problem } from '$lib/search';
import { roadMapProblem } from '$lib/domains/graph';

/** Every whole step of a run, as the figure shows it, with how the run ended. */
function runOf(algorithm: RoadMapAlgorithm, start: City, goalTest?: GoalTestTiming) {
	const trace = roadMapTrace(algorithm, start, goalTest);
	const steps: RoadMapView[] = [];
	for (let step = 0; step < trace.length; step++) {
		trace.seek(step);
		steps.push(roadMapViewAt(trace, algorithm));
	}
	const result = trace.result;
	if (result === null) throw new Error('The run did not finish.');
	return {
		steps,
		result,
		goalTest: goalTest ?? defaultGoalTest(algorithm),
		frontierRule: frontierRule(algorithm)
	};
}

/** "S 140/253/393" per frontier entry, next out first: seed 002's cost / heur / pri rows. */
const table = (step: RoadMapView): string[] =>
	step.frontier.map((entry) => `${entry.city} ${entry.g}/${entry.h}/${entry.f}`);

const cities = (step: RoadMapView, role: string): string =>
	Object.entries(step.roles)
		.filter(([, r]) => r === role)
		.map(([city]) => city)
		.join('');

describe('the road map drawing', () => {
	it('places 13 cities and 16 roads inside the figure, labels clear of the edge', () => {
		const marks = cityMarks();
		expect(marks.map((m) => m.city).join('')).toBe('ABCDFLMPQRSTZ');
		for (const m of marks) {
			expect(m.x - CITY_RADIUS).toBeGreaterThanOrEqual(0);
			expect(m.x + CITY_RADIUS).toBeLessThanOrEqual(MAP_WIDTH);
			expect(m.y - CITY_RADIUS).toBeGreaterThanOrEqual(0);
			expect(m.y + CITY_RADIUS).toBeLessThanOrEqual(MAP_HEIGHT);
			expect(m.labelY).toBeLessThanOrEqual(MAP_HEIGHT);
		}
		expect(marks.find((m) => m.city === 'S')).toMatchObject({ name: 'Sibiu', h: 253 });
		expect(marks.filter((m) => m.above).map((m) => m.city)).toEqual(['F', 'P']);
		const roads = roadMarks();
		expect(roads.length).toBe(16);
		expect(roads.reduce((sum, road) => sum + road.length, 0)).toBe(1803);
		expect(roadKey('S', 'A')).toBe(roadKey('A', 'S'));
	});

	it('no two cities overlap', () => {
		const marks = cityMarks();
		for (const a of marks)
			for (const b of marks)
				if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(3 * CITY_RADIUS);
	});
});

describe('A* on the road map: the worked table of seed 002, row by row', () => {
	const run = runOf('astar', 'A');

	it('shows the frontier after each expansion, lowest f first, as the vectors give it', () => {
		// Expands A, S, R, F, P, then takes B (vectors README §6): a last step, not an expansion.
		expect(run.steps.map((step) => step.current)).toEqual([null, 'A', 'S', 'R', 'F', 'P', 'B']);
		expect(run.steps.map((step) => step.expanded)).toEqual([0, 1, 2, 3, 4, 5, 5]);
		expect(table(run.steps[0])).toEqual(['A 0/366/366']);
		// The seed's first table: S T Z, cost 140 118 75, heur 253 329 374, pri 393 447 449.
		expect(table(run.steps[1])).toEqual(['S 140/253/393', 'T 118/329/447', 'Z 75/374/449']);
		// Its second, after S (S itself has left the frontier): next R at 413.
		expect(table(run.steps[2])).toEqual([
			'R 220/193/413',
			'F 239/176/415',
			'T 118/329/447',
			'Z 75/374/449',
			'Q 291/380/671'
		]);
		// The seed's exercise, "do the next step".
		expect(table(run.steps[3])).toEqual([
			'F 239/176/415',
			'P 317/100/417',
			'T 118/329/447',
			'Z 75/374/449',
			'C 366/160/526',
			'Q 291/380/671'
		]);
		expect(table(run.steps[4])).toEqual([
			'P 317/100/417',
			'T 118/329/447',
			'Z 75/374/449',
			'B 450/0/450',
			'C 366/160/526',
			'Q 291/380/671'
		]);
		expect(table(run.steps[5])).toEqual([
			'B 418/0/418',
			'T 118/329/447',
			'Z 75/374/449',
			'C 366/160/526',
			'Q 291/380/671'
		]);
		expect(run.steps[5].frontier[0].via).toBe('P');
		// B has left the frontier: what is left waits, unexpanded.
		expect(table(run.steps[6])).toEqual([
			'T 118/329/447',
			'Z 75/374/449',
			'C 366/160/526',
			'Q 291/380/671'
		]);
		expect(run.result.cost).toBe(418);
		expect(run.frontierRule).toBe('priority queue: lowest f first; equal f, first added first');
	});

	it('colours cities by role and draws the search tree and the final path', () => {
		expect(cities(run.steps[2], 'current')).toBe('S');
		expect(cities(run.steps[2], 'explored')).toBe('A');
		expect(cities(run.steps[2], 'frontier')).toBe('FQRTZ');
		expect(run.steps[2].treeRoads).toEqual(['A-S', 'A-T', 'A-Z', 'F-S', 'Q-S', 'R-S']);
		const end = run.steps[6];
		expect(cities(end, 'path')).toBe('APRS');
		expect(cities(end, 'goal')).toBe('B');
		expect(cities(end, 'current')).toBe('');
		expect(cities(end, 'frontier')).toBe('CQTZ');
		expect(end.pathRoads).toEqual(['A-S', 'R-S', 'P-R', 'B-P']);
		expect(end.message).toBe(
			'B (f 418 = g 418 + h 0) comes off the frontier, passes the goal test and is not expanded: ' +
				'A → S → R → P → B, 4 roads, cost 418.'
		);
		// The step before: P expanded, B waiting at the head of the frontier, no path yet.
		expect(cities(run.steps[5], 'current')).toBe('P');
		expect(cities(run.steps[5], 'frontier')).toBe('BCQTZ');
		expect(run.steps[5].pathRoads).toEqual([]);
		expect(run.steps[5].message).toBe(
			'Expanded P (f 417 = g 317 + h 100): B at g 418 replaces its frontier entry at g 450; ' +
				'C at g 455 dropped, it already waits on the frontier at g 366; R already explored. ' +
				'Next: B.'
		);
		expect(run.steps[1].message).toBe(
			'Expanded A (f 366 = g 0 + h 366): S added at g 140; T added at g 118; Z added at g 75. Next: S.'
		);
	});
});

describe('the runs lesson 6 shows', () => {
	it('breadth-first search: three roads, 450 km, after 5 expansions', () => {
		const run = runOf('bfs', 'A');
		expect(run.goalTest).toBe('on-generation');
		expect(run.steps.length).toBe(6);
		expect(run.steps[5].expanded).toBe(5);
		expect(run.steps[5].pathRoads).toEqual(['A-S', 'F-S', 'B-F']);
		expect(run.result.cost).toBe(450);
		expect(run.frontierRule).toBe('FIFO queue: first in, first out');
	});

	it('uniform-cost search: B on the frontier at step 8 (450), replaced at step 10 (418)', () => {
		const run = runOf('ucs', 'A');
		expect(run.steps.map((step) => step.current).join('')).toBe('AZTSQRLFMPCDB');
		expect(table(run.steps[8]).map((row) => row.split('/')[0])).toEqual([
			'M 299',
			'P 317',
			'C 366',
			'B 450'
		]);
		expect(run.steps[10].message).toContain('B at g 418 replaces its frontier entry at g 450');
		expect(run.steps[12].expanded).toBe(12);
		expect(run.frontierRule).toBe('priority queue: lowest g first; equal g, first added first');
		expect(table(run.steps[12])).toEqual(['B 418/0/418']);
		// Step 13 takes B off the frontier, which empties it; still 12 expansions.
		expect(run.steps.length).toBe(14);
		expect(run.steps[13]).toMatchObject({ current: 'B', expanded: 12, frontier: [] });
		expect(run.steps[13].message).toBe(
			'B (g 418) comes off the frontier, passes the goal test and is not expanded: ' +
				'A → S → R → P → B, 4 roads, cost 418.'
		);
		expect(run.result.cost).toBe(418);
	});

	it('uniform-cost search testing on generation stops after 8 expansions at 450', () => {
		const run = runOf('ucs', 'A', 'on-generation');
		expect(run.steps.length).toBe(9);
		expect(run.steps[8].current).toBe('F');
		expect(run.result.cost).toBe(450);
		expect(ALGORITHMS.ucs.solve(roadMapProblem('A'), { duplicates: 'graph' }).cost).toBe(450);
	});

	it('exercise 1: from Timisoara, 536 km after 12 expansions; breadth-first 568', () => {
		const run = runOf('ucs', 'T');
		expect(run.result.cost).toBe(536);
		expect(run.result.path.map((node) => node.state).join('')).toBe('TASRPB');
		expect(run.result.stats.expanded).toBe(12);
		// Steps 0 to 13: the start, 12 expansions, and B taken off the frontier.
		expect(run.steps.length).toBe(14);
		expect(ALGORITHMS.bfs.solve(roadMapProblem('T')).cost).toBe(568);
	});

	it('on the tile puzzle, uniform-cost expands exactly what breadth-first on removal does', () => {
		const rows = ['2_3146758', '41325_786', '42_713856', '12534_678'].map((text) => {
			const parsed = parseBoard(text);
			if (!parsed.ok) throw new Error(text);
			const problem = tileProblem(parsed.value, { heuristic: 'zero' });
			const bfs = ALGORITHMS.bfs.solve(problem);
			const bfsRemoval = ALGORITHMS.bfs.solve(problem, { goalTest: 'on-removal' });
			const ucs = ALGORITHMS.ucs.solve(problem);
			return [ucs.cost, bfs.stats.expanded, bfsRemoval.stats.expanded, ucs.stats.expanded];
		});
		expect(rows).toEqual([
			[5, 28, 50, 50],
			[7, 98, 173, 173],
			[10, 350, 573, 573],
			[21, 49595, 67847, 67847]
		]);
		// Exercise 4: last-in first-out ties change the order inside the goal's layer.
		const parsed = parseBoard('41325_786');
		if (!parsed.ok) throw new Error('41325_786');
		const lifo = ALGORITHMS.ucs.solve(tileProblem(parsed.value, { heuristic: 'zero' }), {
			tieBreak: 'lifo'
		});
		expect([lifo.cost, lifo.stats.expanded]).toEqual([7, 145]);
	});
});

describe('the numbers lesson 8 prints', () => {
	const solve = (text: string, heuristic: 'zero' | 'misplaced' | 'manhattan', ties?: 'low-h') => {
		const parsed = parseBoard(text);
		if (!parsed.ok) throw new Error(text);
		const result = ALGORITHMS.astar.solve(tileProblem(parsed.value, { heuristic }), {
			tieBreak: ties
		});
		return [result.cost, result.stats.expanded];
	};

	it('counts expansions on the tile boards it links', () => {
		expect(solve('42_713856', 'manhattan')).toEqual([10, 22]);
		expect(solve('42_713856', 'misplaced')).toEqual([10, 35]);
		expect(solve('42_713856', 'zero')).toEqual([10, 573]);
		expect(solve('12534_678', 'manhattan')).toEqual([21, 858]);
		expect(solve('12534_678', 'manhattan', 'low-h')).toEqual([21, 449]);
		const greedy = ALGORITHMS.greedy.solve(roadMapProblem('A'));
		expect([greedy.cost, greedy.path.map((n) => n.state).join('')]).toEqual([450, 'ASFB']);
	});

	it('exercise 1: from Lugoj, A* spends an expansion on Timisoara and drives 504 km', () => {
		const run = runOf('astar', 'L');
		expect(run.steps.map((step) => step.current).join('')).toBe('LMDCTPB');
		expect(run.steps[7].expanded).toBe(6);
		expect(table(run.steps[4])).toEqual(['T 111/329/440', 'P 403/100/503', 'R 411/193/604']);
		expect(table(run.steps[5])).toEqual(['P 403/100/503', 'A 229/366/595', 'R 411/193/604']);
		expect(run.result.cost).toBe(504);
		expect(run.result.path.map((node) => node.state).join('')).toBe('LMDCPB');
	});

	it('exercise 4: an admissible, inconsistent h makes graph-search A* return 6, not 5', () => {
		type Node = 's' | 'a' | 'c' | 'G';
		const steps: Record<Node, [Node, number][]> = {
			s: [
				['a', 1],
				['c', 3]
			],
			a: [['c', 1]],
			c: [['G', 3]],
			G: []
		};
		const h: Record<Node, number> = { s: 0, a: 4, c: 0, G: 0 };
		const problem: Problem<Node> = {
			initial: 's',
			isGoal: (node) => node === 'G',
			successors: (node) => steps[node].map(([to, cost]) => ({ action: to, state: to, cost })),
			key: (node) => node,
			heuristic: (node) => h[node]
		};
		const result = ALGORITHMS.astar.solve(problem);
		expect(result.cost).toBe(6);
		expect(result.path.map((n) => n.state).join('')).toBe('scG');
		expect(ALGORITHMS.ucs.solve(problem).cost).toBe(5);
	});
});

describe('line steps: the figure follows the trace at every line', () => {
	const trace = roadMapTrace('astar', 'A');
	const facts = roadMapFacts('astar');
	const at = (step: number, moment: number | null) => {
		trace.seek(step, moment);
		return { view: roadMapViewAt(trace, 'astar'), told: roadMapNarration(trace, facts) };
	};

	it('expanding P: B reached via F at g 450 is replaced by the path via P at g 418', () => {
		// Step 5 expands P: pop, goal test, then for B (replace, push), C (in-frontier), R (explored).
		expect(trace.moments(5).map((moment) => moment.line)).toEqual([
			'pop',
			'goal-test',
			'children',
			'replace',
			'push',
			'children',
			'in-frontier',
			'children',
			'explored'
		]);

		const pop = at(5, 0).view;
		expect([pop.line, pop.current, pop.childRoad, pop.replaced]).toEqual(['pop', 'P', null, null]);
		expect(table(pop)).toEqual([
			'T 118/329/447',
			'Z 75/374/449',
			'B 450/0/450',
			'C 366/160/526',
			'Q 291/380/671'
		]);
		expect(pop.message).toBe('Expanding P (f 417 = g 317 + h 100).');
		expect(pop.roles.P).toBe('current');

		// B is generated by the road from P: its road joins the tree; the entry via F still waits.
		const generated = at(5, 2);
		expect(generated.view.childRoad).toBe('B-P');
		expect(generated.view.treeRoads).toEqual(expect.arrayContaining(['B-F', 'B-P']));
		expect(table(generated.view)).toEqual(table(pop));
		expect(generated.told.sentence).toBe('Generated child 1 of 3: road P→B, f 418 = g 418 + h 0.');

		// The replace line: the entry via F leaves the frontier, struck where it stood.
		const replace = at(5, 3);
		expect(replace.view.line).toBe('replace');
		expect(table(replace.view)).toEqual([
			'T 118/329/447',
			'Z 75/374/449',
			'C 366/160/526',
			'Q 291/380/671'
		]);
		expect(replace.view.replaced).toEqual({
			city: 'B',
			via: 'F',
			g: 450,
			h: 0,
			f: 450,
			depth: 3,
			road: 'B-F',
			before: 2,
			byVia: 'P',
			byG: 418
		});
		expect(replace.view.treeRoads).not.toContain('B-F');
		expect(replace.view.roles.B).toBe('frontier');
		expect(replace.view.message).toBe(
			'Expanding P (f 417 = g 317 + h 100): B at g 418 replaces its frontier entry at g 450.'
		);
		expect(replace.told.sentence).toBe(
			'Child 1 (road P→B): its state waits on the frontier as node 9 with g 450 > 418: ' +
				'the child, node 10, replaces node 9.'
		);
		expect(replace.told.nodes).toEqual(['node 9 is B via F', 'node 10 is B via P']);
		expect(replace.told.variables).toEqual([
			{ name: 'node', value: '8 (P)' },
			{ name: 'g', value: '317' },
			{ name: 'h', value: '100' },
			{ name: 'f', value: '417 = g 317 + h 100' },
			{ name: 'child', value: 'road P→B (child 1 of 3): f 418 = g 418 + h 0' }
		]);

		// The push line: the cheaper B joins the frontier, at its head.
		const push = at(5, 4).view;
		expect(push.replaced).toBeNull();
		expect(table(push)).toEqual([
			'B 418/0/418',
			'T 118/329/447',
			'Z 75/374/449',
			'C 366/160/526',
			'Q 291/380/671'
		]);
		expect(push.frontier[0].via).toBe('P');

		// The last line shows the whole step; the expansion grain shows it too, lit at its pop line
		// (not at the last child's line: no child's road is picked out).
		const whole = at(5, null).view;
		expect([whole.line, whole.childRoad]).toEqual(['pop', null]);
		expect({ ...at(5, 8).view, moment: null, line: 'pop', childRoad: null }).toEqual(whole);
	});

	it('uniform-cost search strikes the entry after the cheaper ones still waiting', () => {
		const ucs = roadMapTrace('ucs', 'A');
		ucs.seek(10, 3);
		const view = roadMapViewAt(ucs, 'ucs');
		expect(view.line).toBe('replace');
		expect(view.frontier.map((entry) => `${entry.city} ${entry.g}`)).toEqual(['C 366', 'D 374']);
		expect(view.replaced).toMatchObject({ city: 'B', via: 'F', g: 450, before: 2, byVia: 'P' });
		expect(roadMapNarration(ucs, roadMapFacts('ucs')).sentence).toBe(
			'Child 1 (road P→B): its state waits on the frontier as node 11 with g 450 > 418: ' +
				'the child, node 13, replaces node 11.'
		);
	});

	it('the goal step: B comes off at its pop line, and the path shows at the goal test', () => {
		const pop = at(6, 0);
		expect(pop.view.message).toBe('B (f 418 = g 418 + h 0) comes off the frontier.');
		expect(pop.view.pathRoads).toEqual([]);
		expect(pop.view.atEnd).toBe(false);
		const test = at(6, 1);
		expect(test.view.pathRoads).toEqual(['A-S', 'R-S', 'P-R', 'B-P']);
		expect(test.view.atEnd).toBe(true);
		expect(test.told.sentence).toBe('Node 10 is the goal: the path has cost 418.');
		expect(at(0, null).told.sentence).toBe(
			'The frontier starts with the root, node 0 (A, Arad), f 366 = g 0 + h 366; explored starts empty.'
		);
		expect(at(0, null).told.nodes).toEqual(['node 0 is A, the start']);
	});

	it('every line step reads the same forwards and back', () => {
		const lines = trace.lineCount();
		const forwards = [];
		for (let line = 0; line < lines; line++) {
			const { step, moment } = trace.positionOfLine(line);
			forwards.push(at(step, moment));
		}
		for (let line = lines - 1; line >= 0; line--) {
			const { step, moment } = trace.positionOfLine(line);
			expect(at(step, moment)).toEqual(forwards[line]);
		}
		// The start; A, S, R, F and P (two lines, then two or three per child); B's pop and test.
		expect([0, 1, 2, 3, 4, 5, 6].map((step) => trace.momentCount(step))).toEqual([
			1, 11, 13, 10, 7, 9, 2
		]);
		expect(lines).toBe(53);
	});

	it('reads the nodes a sentence names, lists included, and nothing after a list', () => {
		expect(namedNodes('Took node 8 (f 417) off the frontier; next was node 2 with f 447.')).toEqual(
			[8, 2]
		);
		expect(namedNodes('3 children: 3 added (nodes 1, 2, 3).')).toEqual([1, 2, 3]);
		expect(
			namedNodes(
				'1 replaced node 9 (g 450) by a cheaper path (g 418) as node 10, 1 already (node 7).'
			)
		).toEqual([9, 10, 7]);
		expect(namedNodes('Node 10 joins the priority queue.')).toEqual([10]);
	});
});

/** "S via A at g 140, 1 road" rows in the form the stack tables are checked in: city, via, g, roads. */
const stackTable = (step: RoadMapView): string[] =>
	step.frontier.map((entry) => `${entry.city}${entry.via ?? '-'} ${entry.g}/${entry.depth}`);

describe('the searches practice simulates besides those four, each in its own terms', () => {
	it('names each frontier by the one description: its rule, what orders it, its columns', () => {
		expect(ROAD_MAP_ALGORITHMS.map((algorithm) => frontierRule(algorithm))).toEqual([
			'FIFO queue: first in, first out',
			'stack: last in, first out',
			'stack: last in, first out; a child deeper than the depth limit L is not pushed',
			'priority queue: lowest g first; equal g, first added first',
			'priority queue: lowest h first; equal h, first added first',
			'priority queue: lowest f first; equal f, first added first',
			'priority queue: lowest f first; equal f, first added first',
			'stack: last in, first out; a child whose f = g + h is above the bound is not pushed'
		]);
		expect(ROAD_MAP_ALGORITHMS.map((algorithm) => priorityName(algorithm))).toEqual([
			'arrival',
			'arrival, last in first out',
			'arrival, last in first out, within the depth limit L',
			'g',
			'h',
			'f = g + h',
			'f = g + w·h (w = 2)',
			'arrival, last in first out, within a bound on f = g + h'
		]);
		expect(ROAD_MAP_ALGORITHMS.map((algorithm) => restartRule(algorithm))).toEqual([
			null,
			null,
			'L starts at 0; when the stack is empty, the search starts again from the start with the limit L + 1',
			null,
			null,
			null,
			null,
			'the bound starts at h of the start; when the stack is empty, the search starts again from the start with the bound raised to the smallest f that was above it'
		]);
		const columns = (algorithm: RoadMapAlgorithm): string => {
			const { roads, h, f, key } = roadMapColumns(algorithm);
			return `${roads ? 'roads ' : ''}g${h ? ' h' : ''}${f ? ' f' : ''} key ${key}`;
		};
		expect(ROAD_MAP_ALGORITHMS.map(columns)).toEqual([
			'roads g key roads',
			'roads g key null',
			'roads g key roads',
			'g key g',
			'g h key h',
			'g h f key f',
			'g h f key f',
			'g h f key f'
		]);
		expect(ROAD_MAP_ALGORITHMS.map((algorithm) => defaultGoalTest(algorithm))).toEqual([
			'on-generation',
			'on-removal',
			'on-removal',
			'on-removal',
			'on-removal',
			'on-removal',
			'on-removal',
			'on-removal'
		]);
	});

	it('depth-first search: a stack, the first child (in alphabetical order) taken first', () => {
		const run = runOf('dfs', 'A');
		expect(run.steps.map((step) => step.current)).toEqual([null, 'A', 'S', 'F', 'B']);
		expect(run.steps.map((step) => step.bound)).toEqual([null, null, null, null, null]);
		expect(stackTable(run.steps[2])).toEqual([
			'FS 239/2',
			'QS 291/2',
			'RS 220/2',
			'TA 118/1',
			'ZA 75/1'
		]);
		expect(run.steps[0].message).toBe('Start: A is on the stack with g 0. Next: A.');
		expect(run.steps[2].message).toBe(
			'Expanded S (g 140, 1 road): A already explored; F added at g 239; Q added at g 291; R added at g 220. Next: F.'
		);
		expect(run.steps[4].message).toBe(
			'B (g 450, 3 roads) comes off the stack, passes the goal test and is not expanded: A → S → F → B, 3 roads, cost 450.'
		);
		expect(cities(run.steps[4], 'path')).toBe('AFS');
	});

	it('weighted A*: f = g + 2·h, stated in each city taken off', () => {
		const run = runOf('wastar', 'A');
		expect(run.steps.map((step) => step.current)).toEqual([null, 'A', 'S', 'F', 'B']);
		expect(table(run.steps[2])).toEqual([
			'F 239/176/591',
			'R 220/193/606',
			'T 118/329/776',
			'Z 75/374/823',
			'Q 291/380/1051'
		]);
		expect(run.steps[3].message).toBe(
			'Expanded F (f 591 = g 239 + 2·h 176): B added at g 450; S already explored. Next: B.'
		);
		expect(run.steps[4].message).toBe(
			'B (f 450 = g 450 + 2·h 0) comes off the frontier, passes the goal test and is not expanded: A → S → F → B, 3 roads, cost 450.'
		);
	});

	it('iterative deepening: each iteration a step, its depth limit, and where it restarts', () => {
		const run = runOf('iddfs', 'A');
		expect(run.steps.map((step) => step.current?.toLowerCase() ?? '|').join('')).toBe(
			'||a|astz|asfqrtlzq|asfb'
		);
		expect(run.steps.map((step) => step.bound?.value ?? '-').join('')).toBe(
			'-0011111222222222233333'
		);
		expect(run.steps[8].bound).toEqual({ iteration: 3, kind: 'depth', value: 2 });
		expect(boundText({ iteration: 3, kind: 'depth', value: 2 })).toBe(
			'Iteration 3: depth limit L = 2'
		);
		expect(run.steps[1].message).toBe(
			'Iteration 1: the depth limit L starts at 0; A is on the stack. Next: A.'
		);
		expect(run.steps[7].message).toBe(
			'Expanded Z (g 75, 1 road): A skipped, straight back the way it came; Q cut by the depth limit. ' +
				'The stack is empty: nothing within the depth limit 1 is B, so the search starts again from A with the limit 2.'
		);
		// A restart: the root alone on the stack, and the tree of the iteration before gone.
		expect(run.steps[8].message).toBe(
			'Iteration 3: the search starts again from A with the depth limit L = 2. Next: A.'
		);
		expect(stackTable(run.steps[8])).toEqual(['A- 0/0']);
		expect(run.steps[7].treeRoads).toEqual(['A-S', 'A-T', 'A-Z']);
		expect(run.steps[8].treeRoads).toEqual([]);
		expect(stackTable(run.steps[16])).toEqual(['QZ 146/2']);
		expect(run.steps[22].message).toBe(
			'B (g 450, 3 roads) comes off the stack, passes the goal test and is not expanded: A → S → F → B, 3 roads, cost 450.'
		);
	});

	it('IDA*: each iteration’s f bound, the cuts by f, and the bound it restarts with', () => {
		const run = runOf('idastar', 'A');
		const bounds = run.steps.map((step) => step.bound);
		expect(bounds.filter((b, i) => b !== null && bounds[i - 1]?.value !== b.value)).toEqual([
			{ iteration: 1, kind: 'f', value: 366 },
			{ iteration: 2, kind: 'f', value: 393 },
			{ iteration: 3, kind: 'f', value: 413 },
			{ iteration: 4, kind: 'f', value: 415 },
			{ iteration: 5, kind: 'f', value: 417 },
			{ iteration: 6, kind: 'f', value: 418 }
		]);
		expect(run.steps[1].message).toBe(
			'Iteration 1: the f bound starts at h of A, 366; A is on the stack. Next: A.'
		);
		expect(run.steps[2].message).toBe(
			'Expanded A (f 366 = g 0 + h 366): S at f 393 cut by the f bound; T at f 447 cut by the f bound; Z at f 449 cut by the f bound. ' +
				'The stack is empty: nothing with f at most 366 is B, so the search starts again from A with the bound raised to 393, the smallest f that was above 366.'
		);
		expect(table(run.steps[19])).toEqual(['P 317/100/417']);
		expect(run.steps[26].message).toBe(
			'Expanded P (f 417 = g 317 + h 100): B added at g 418, f 418; C at f 615 cut by the f bound; R skipped, straight back the way it came. Next: B.'
		);
		expect(run.steps[27].message).toBe(
			'B (f 418 = g 418 + h 0) comes off the stack, passes the goal test and is not expanded: A → S → R → P → B, 4 roads, cost 418.'
		);
		expect(cities(run.steps[27], 'path')).toBe('APRS');
	});

	it('a line step within an iteration names its bound', () => {
		const trace = roadMapTrace('idastar', 'A');
		trace.seek(12, 0);
		expect(roadMapViewAt(trace, 'idastar').message).toBe(
			'Expanding S (f 393 = g 140 + h 253) (iteration 4: f bound 415).'
		);
	});
});

describe('the widget spec check', () => {
	it('accepts the lessons props and names each wrong one', () => {
		expect(roadMapPropProblems({ algorithm: 'astar', start: 'A' })).toEqual([]);
		expect(
			roadMapPropProblems({ algorithm: 'ucs', start: 'T', goalTest: 'on-generation' })
		).toEqual([]);
		for (const algorithm of ['dfs', 'iddfs', 'wastar', 'idastar']) {
			expect(roadMapPropProblems({ algorithm, start: 'Z' })).toEqual([]);
		}
		expect(roadMapPropProblems({ algorithm: 'dfs', goalTest: 'on-generation' })).toEqual([]);
		expect(roadMapPropProblems({ algorithm: 'ida', start: 'X', goalTest: 'later' })).toEqual([
			'prop "algorithm": "ida" is not one of bfs, dfs, iddfs, ucs, greedy, astar, wastar, idastar.',
			'prop "start": "X" is not a city letter (A B C D F L M P Q R S T Z).',
			'prop "goalTest": "later" is not on-generation or on-removal.'
		]);
		expect(roadMapPropProblems({ algorithm: 'walk' })).toEqual([
			'prop "algorithm": the greedy walk keeps no frontier for the figure to show; use one of bfs, dfs, iddfs, ucs, greedy, astar, wastar, idastar.'
		]);
		// The iterative searches have no choice of goal test: the prop would describe another run.
		expect(roadMapPropProblems({ algorithm: 'iddfs', goalTest: 'on-generation' })).toEqual([
			'prop "goalTest": iterative deepening has no choice of goal test (a node is tested against the goal when it is taken off the frontier); leave it out.'
		]);
		expect(roadMapPropProblems({ algorithm: 'idastar', goalTest: 'on-removal' })).toEqual([
			'prop "goalTest": IDA* has no choice of goal test (a node is tested against the goal when it is taken off the frontier); leave it out.'
		]);
		expect(roadMapPropProblems({ algorithm: 'bfs', start: 'B' })).toEqual([
			'prop "start": B is the goal; start somewhere else.'
		]);
	});

	it('checks that the position a figure opens at exists in its run', () => {
		expect(roadMapPropProblems({ algorithm: 'astar', start: 'A', step: '5', line: '4' })).toEqual(
			[]
		);
		expect(roadMapPropProblems({ algorithm: 'astar', start: 'A', step: '7' })).toEqual([
			'prop "step": the run has steps 0 to 6, not 7.'
		]);
		// IDA* from A: six iterations, each a step of its own, then B off the stack at step 27.
		expect(roadMapPropProblems({ algorithm: 'idastar', start: 'A', step: '27' })).toEqual([]);
		expect(roadMapPropProblems({ algorithm: 'idastar', start: 'A', step: '28' })).toEqual([
			'prop "step": the run has steps 0 to 27, not 28.'
		]);
		expect(roadMapPropProblems({ algorithm: 'astar', start: 'A', step: '5', line: '10' })).toEqual([
			'prop "line": step 5 has line steps 1 to 9, not 10.'
		]);
		expect(
			roadMapPropProblems({ algorithm: 'astar', step: 'five', line: '0', grain: 'word' })
		).toEqual([
			'prop "grain": "word" is not expansion or line.',
			'prop "step": "five" is not a whole number.',
			'prop "line": "0" is not a line step counted from 1.'
		]);
	});

	it('opens at the step and line asked for, stepping by line when a line is given', () => {
		expect(roadMapOpening({})).toEqual({ step: 0, moment: null, grain: 'expansion' });
		expect(roadMapOpening({ step: '5', line: '4' })).toEqual({ step: 5, moment: 3, grain: 'line' });
		expect(roadMapOpening({ step: 5, line: 4, grain: 'expansion' })).toEqual({
			step: 5,
			moment: 3,
			grain: 'expansion'
		});
		expect(roadMapOpening({ step: 'x', grain: 'line' })).toEqual({
			step: 0,
			moment: null,
			grain: 'line'
		});
		expect(roadMapRunConfig('ucs', 'T', 'on-generation')).toEqual({
			algorithm: 'ucs',
			problem: 'graph',
			spec: { graph: ROMANIA, start: 'T', goals: ['B'] },
			options: { goalTest: 'on-generation' }
		});
	});
});

describe("each algorithm's own priority in the figure (search/priority-terms)", () => {
	it("names the city taken off with its algorithm's numbers, and its table's columns", () => {
		const first = (algorithm: RoadMapAlgorithm): string => runOf(algorithm, 'A').steps[1].message;
		const children = 'S added at g 140; T added at g 118; Z added at g 75.';
		expect(first('greedy')).toBe(`Expanded A (g 0, h 366): ${children} Next: S.`);
		expect(first('ucs')).toBe(`Expanded A (g 0): ${children} Next: Z.`);
		expect(first('astar')).toBe(`Expanded A (f 366 = g 0 + h 366): ${children} Next: S.`);
		expect(first('wastar')).toBe(`Expanded A (f 732 = g 0 + 2·h 366): ${children} Next: S.`);
		expect(
			(['greedy', 'ucs', 'astar', 'wastar', 'idastar'] as const).map((algorithm) => {
				const { h, f, key, formula } = roadMapColumns(algorithm);
				return `g${h ? ' h' : ''}${f ? ' f' : ''} key ${key} formula ${formula}`;
			})
		).toEqual([
			'g h key h formula null',
			'g key g formula null',
			'g h f key f formula f = g + h',
			'g h f key f formula f = g + 2·h',
			'g h f key f formula f = g + h'
		]);
		expect(frontierRule('greedy')).toBe(
			'priority queue: lowest h first; equal h, first added first'
		);
	});
});
