import { describe, expect, it } from 'vitest';
import {
	cityMarks,
	CITY_RADIUS,
	defaultGoalTest,
	frontierRule,
	MAP_HEIGHT,
	MAP_WIDTH,
	namedNodes,
	roadKey,
	roadMapFacts,
	roadMapNarration,
	roadMapOpening,
	roadMapPropProblems,
	roadMapRunConfig,
	roadMapTrace,
	roadMapViewAt,
	roadMarks,
	type RoadMapAlgorithm,
	type RoadMapView
} from '$lib/lessons/road-map-view';
import type { GoalTestTiming } from '$lib/search/options';
import type { City } from '$lib/search/road-map';
import { parseBoard } from '$lib/puzzle/notation';
import { ALGORITHMS, roadMapProblem, tileProblem, type Problem } from '$lib/search';

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
			'B (g 418, h 0, f 418) comes off the frontier, passes the goal test and is not expanded: ' +
				'A → S → R → P → B, 4 roads, cost 418.'
		);
		// The step before: P expanded, B waiting at the head of the frontier, no path yet.
		expect(cities(run.steps[5], 'current')).toBe('P');
		expect(cities(run.steps[5], 'frontier')).toBe('BCQTZ');
		expect(run.steps[5].pathRoads).toEqual([]);
		expect(run.steps[5].message).toBe(
			'Expanded P (g 317, h 100, f 417): B at g 418 replaces its frontier entry at g 450; ' +
				'C at g 455 dropped, it already waits on the frontier at g 366; R already explored. ' +
				'Next: B.'
		);
		expect(run.steps[1].message).toBe(
			'Expanded A (g 0, h 366, f 366): S added at g 140; T added at g 118; Z added at g 75. Next: S.'
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
		expect(pop.message).toBe('Expanding P (g 317, h 100, f 417).');
		expect(pop.roles.P).toBe('current');

		// B is generated by the road from P: its road joins the tree; the entry via F still waits.
		const generated = at(5, 2);
		expect(generated.view.childRoad).toBe('B-P');
		expect(generated.view.treeRoads).toEqual(expect.arrayContaining(['B-F', 'B-P']));
		expect(table(generated.view)).toEqual(table(pop));
		expect(generated.told.sentence).toBe('Generated child 1 of 3: road P→B, g 418, h 0 → f 418.');

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
			'Expanding P (g 317, h 100, f 417): B at g 418 replaces its frontier entry at g 450.'
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
			{ name: 'child', value: 'road P→B (child 1 of 3): g 418, h 0 → f 418' }
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

		// The last line is the whole step, as the expansion grain shows it.
		expect({ ...at(5, 8).view, moment: null }).toEqual(at(5, null).view);
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
		expect(pop.view.message).toBe('B (g 418, h 0, f 418) comes off the frontier.');
		expect(pop.view.pathRoads).toEqual([]);
		expect(pop.view.atEnd).toBe(false);
		const test = at(6, 1);
		expect(test.view.pathRoads).toEqual(['A-S', 'R-S', 'P-R', 'B-P']);
		expect(test.view.atEnd).toBe(true);
		expect(test.told.sentence).toBe('Node 10 is the goal: the path has cost 418.');
		expect(at(0, null).told.sentence).toBe(
			'The frontier starts with the root, node 0 (A, Arad), f 366 = g 0 + h 366; reached holds its state.'
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

describe('the widget spec check', () => {
	it('accepts the lessons props and names each wrong one', () => {
		expect(roadMapPropProblems({ algorithm: 'astar', start: 'A' })).toEqual([]);
		expect(
			roadMapPropProblems({ algorithm: 'ucs', start: 'T', goalTest: 'on-generation' })
		).toEqual([]);
		expect(roadMapPropProblems({ algorithm: 'dfs', start: 'X', goalTest: 'later' })).toEqual([
			'prop "algorithm": "dfs" is not one of bfs, ucs, greedy, astar.',
			'prop "start": "X" is not a city letter (A B C D F L M P Q R S T Z).',
			'prop "goalTest": "later" is not on-generation or on-removal.'
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
			problem: { kind: 'road-map', start: 'T', goal: 'B' },
			options: { goalTest: 'on-generation' }
		});
	});
});
