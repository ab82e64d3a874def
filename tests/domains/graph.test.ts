import '../i18n/english-messages';
import { describe, expect, it } from 'vitest';
import {
	graphFaults,
	graphProblem,
	roadMapProblem,
	ROMANIA,
	runFaults,
	type City,
	type GraphSpec
} from '$lib/domains/graph';
import { ALGORITHM_NAMES, ALGORITHMS, collectRun, type Problem } from '$lib/search';

/**
 * AIMA's map of Romania written out again here, as the textbook draws it (figure 3.2, and the
 * straight-line distances to Bucharest of figure 3.16), one letter per city: an oracle the
 * graph domain's ROMANIA must search exactly like.
 */
const TEXTBOOK_ROADS = `A Z 75, A S 140, A T 118, Z Q 71, Q S 151, T L 111, L M 70, M D 75, D C 120,
	C R 146, C P 138, R S 80, R P 97, S F 99, F B 211, P B 101`;
const TEXTBOOK_SLD = Object.fromEntries(
	'A 366, B 0, C 160, D 242, F 176, L 244, M 241, P 100, Q 380, R 193, S 253, T 329, Z 374'
		.split(', ')
		.map((entry) => [entry[0], Number(entry.slice(2))])
);

function textbookProblem(start: string): Problem<string> {
	const neighbours = new Map<string, { action: string; state: string; cost: number }[]>();
	for (const road of TEXTBOOK_ROADS.split(',')) {
		const [a, b, length] = road.trim().split(' ');
		for (const [from, to] of [
			[a, b],
			[b, a]
		]) {
			const list = neighbours.get(from) ?? [];
			list.push({ action: `${from}→${to}`, state: to, cost: Number(length) });
			neighbours.set(from, list);
		}
	}
	for (const list of neighbours.values()) list.sort((x, y) => (x.state < y.state ? -1 : 1));
	return {
		initial: start,
		isGoal: (city) => city === 'B',
		successors: (city) => neighbours.get(city) ?? [],
		key: (city) => city,
		heuristic: (city) => TEXTBOOK_SLD[city]
	};
}

describe('the graph domain on the road map', () => {
	it('searches ROMANIA event for event as the textbook map, every algorithm from every city', () => {
		let runs = 0;
		for (const name of ALGORITHM_NAMES) {
			for (const { name: start } of ROMANIA.nodes) {
				const options = { maxExpansions: 300 };
				const ours = collectRun(ALGORITHMS[name].run(roadMapProblem(start as City), options));
				const book = collectRun(ALGORITHMS[name].run(textbookProblem(start), options));
				expect(ours).toEqual(book);
				runs++;
			}
		}
		expect(runs).toBe(9 * 13);
	});

	it('gives h only for the goal it was written for', () => {
		expect(roadMapProblem('A').heuristic?.('A')).toBe(366);
		expect(roadMapProblem('A', 'C').heuristic).toBeUndefined();
	});
});

describe('graphProblem', () => {
	const ARROW: GraphSpec = {
		nodes: ['S', 'A', 'G'].map((name, i) => ({ name, label: name, x: i, y: 0 })),
		edges: [
			{ from: 'S', to: 'G', cost: 5 },
			{ from: 'S', to: 'A', cost: 1 },
			{ from: 'A', to: 'G', cost: 0 }
		],
		directed: true,
		h: { S: 1, A: 0, G: 0 },
		hGoals: ['G'],
		nodeWord: 'node'
	};

	it('follows directed edges one way, neighbours in alphabetical order, costs as written', () => {
		const problem = graphProblem({ graph: ARROW, start: 'S', goals: ['G'] });
		expect(problem.successors('S')).toEqual([
			{ action: 'S→A', state: 'A', cost: 1 },
			{ action: 'S→G', state: 'G', cost: 5 }
		]);
		expect(problem.successors('G')).toEqual([]);
		expect(problem.heuristic?.('S')).toBe(1);
		const { result } = collectRun(ALGORITHMS.ucs.run(problem));
		expect([result.cost, result.path.map((node) => node.state)]).toEqual([1, ['S', 'A', 'G']]);
	});

	it('takes any of several goals, and then has no h (it was written for G alone)', () => {
		const problem = graphProblem({ graph: ARROW, start: 'S', goals: ['A', 'G'] });
		expect([problem.isGoal('A'), problem.isGoal('G'), problem.isGoal('S')]).toEqual([
			true,
			true,
			false
		]);
		expect(problem.heuristic).toBeUndefined();
	});

	it('names every fault of a graph and of a run on it', () => {
		const broken: GraphSpec = {
			...ARROW,
			nodes: [...ARROW.nodes, { name: 'A', label: 'A', x: 0, y: 1 }],
			edges: [...ARROW.edges, { from: 'A', to: 'X', cost: -2 }],
			h: { S: 1, A: -1, Y: 3 }
		};
		expect(graphFaults(broken)).toEqual([
			'Two nodes are named "A".',
			'The edge A–X names "X", which is not a node.',
			'The edge A–X costs -2: costs are numbers of 0 or more.',
			'h(A) = -1: h is a number of 0 or more.',
			'h is given for "Y", which is not a node.',
			'h(G) is missing: give h for every node.'
		]);
		expect(runFaults({ graph: ARROW, start: 'Q', goals: [] })).toEqual([
			'Unknown start node "Q": use one of S, A, G.',
			'The run has no goal: name at least one node.'
		]);
		expect(runFaults({ graph: ROMANIA, start: 'A', goals: ['X'] })).toEqual([
			'Unknown goal city "X": use one of A, B, C, D, F, L, M, P, Q, R, S, T, Z.'
		]);
	});
});
