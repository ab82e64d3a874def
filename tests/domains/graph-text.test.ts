import { english } from '../i18n/english-messages';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GRAPH_LIMITS, graphText, readGraphText } from '$lib/domains/graph/text';
import {
	heuristicVerdict,
	trueCosts,
	violationMessages
} from '$lib/domains/graph/heuristic-checks';
import type { GraphRun } from '$lib/domains/graph';
import { randomRun } from './random-graph';

function read(text: string): GraphRun {
	const result = readGraphText(text);
	if (!result.ok) throw new Error(result.faults.map((fault) => english(fault.message)).join(' '));
	return result.run;
}

function faults(text: string): string[] {
	const result = readGraphText(text);
	return result.ok ? [] : result.faults.map((fault) => `${fault.line}: ${english(fault.message)}`);
}

describe('the graph text format', () => {
	it('reads edges, h, the start, the goals and places, the nodes in alphabetical order', () => {
		const run = read(
			[
				'# an exam graph',
				'start S',
				'goal G',
				'S A 1',
				'A G 2.5  # the last edge',
				'h S 3',
				'h A 2',
				'node A 10 20'
			].join('\n')
		);
		expect(run.start).toBe('S');
		expect(run.goals).toEqual(['G']);
		expect(run.graph.nodes.map((node) => node.name)).toEqual(['A', 'G', 'S']);
		expect(run.graph.edges).toEqual([
			{ from: 'S', to: 'A', cost: 1 },
			{ from: 'A', to: 'G', cost: 2.5 }
		]);
		// A goal's h may be left out: it is 0.
		expect(run.graph.h).toEqual({ A: 2, G: 0, S: 3 });
		expect(run.graph.hGoals).toEqual(['G']);
		expect(run.graph.directed).toBe(false);
		expect(run.graph.nodes.find((node) => node.name === 'A')).toMatchObject({ x: 10, y: 20 });
	});

	it('writes only the places that differ from the layout', () => {
		const run = read('start S\ngoal G\nS A 1\nA G 2\nh S 3\nh A 2\nnode A 10 20');
		expect(graphText(run)).toBe(
			['start S', 'goal G', 'S A 1', 'A G 2', 'h A 2', 'h G 0', 'h S 3', 'node A 10 20'].join('\n')
		);
		expect(graphText(run, { places: 'all' }).split('\n').slice(-3)).toEqual([
			'node A 10 20',
			'node G 280 40',
			'node S 40 40'
		]);
	});

	it('lays out nodes given no place in layers from the start', () => {
		const run = read('start S\ngoal G\nS A 1\nS B 1\nA G 1');
		expect(run.graph.nodes.map(({ name, x, y }) => `${name} ${x},${y}`)).toEqual([
			'A 160,40',
			'B 160,120',
			'G 280,80',
			'S 40,80'
		]);
	});

	it('names every fault with its line, all at once', () => {
		expect(
			faults(
				['start S', 'goal G', 'S A -2', 'A G x', 'A B 1 2', 'h A 1', 'S A 3', 'A A 1'].join('\n')
			)
		).toEqual([
			'3: The edge S–A costs -2: costs are 0 or more.',
			'4: The cost of A–G is "x", not a number.',
			'5: "A B 1 2" is not a line of the format: an edge is "A B 3" (two nodes and a cost).',
			// B is never named: line 5 is refused whole.
			'6: h is given for some nodes but not for S: give h for every node, or none.',
			'8: The edge A–A leads from A to itself.'
		]);
	});

	it('refuses a graph without start or goal, repeated facts and names it cannot read', () => {
		expect(faults('A B 1')).toEqual([
			'0: The graph has no start: add a line "start A".',
			'0: The graph has no goal: add a line "goal G".'
		]);
		expect(
			faults(
				[
					'start S',
					'start A',
					'goal G',
					'goal H',
					'S G 1',
					'G S 2',
					'h S 1',
					'h S 2',
					'S h 1',
					'1x G 1',
					'node S 1'
				].join('\n')
			)
		).toEqual([
			'2: The start is given twice (line 1 and here).',
			'4: The goals are given twice (line 3 and here): list them on one line.',
			'6: The edge G–S is given twice (line 5 and here).',
			'8: h(S) is given twice (line 7 and here).',
			'9: "h" is a word of the format and cannot name a node.',
			'10: "1x" is not a node name: use a letter, then letters or digits ("A", "S1", "Arad").',
			'11: Write a node\'s place as "node A 40 120": its name, x and y.'
		]);
		// In a directed graph G → S is another edge than S → G.
		expect(read('directed\nstart S\ngoal G\nS G 1\nG S 2').graph.edges.length).toBe(2);
	});

	it('holds at most the stated size', () => {
		const names = Array.from({ length: GRAPH_LIMITS.nodes + 1 }, (_, i) => `N${i}`);
		const text = ['start N0', 'goal N1', ...names.slice(1).map((name) => `N0 ${name} 1`)].join(
			'\n'
		);
		expect(faults(text)).toEqual([
			`0: The graph has ${GRAPH_LIMITS.nodes + 1} nodes; at most ${GRAPH_LIMITS.nodes} are drawn and searched.`
		]);
		expect(GRAPH_LIMITS.nodes).toBeGreaterThanOrEqual(26);
		expect(GRAPH_LIMITS.edges).toBeGreaterThanOrEqual(60);
	});

	it('writes a graph that reads back to the same graph (random graphs)', () => {
		fc.assert(
			fc.property(randomRun(), fc.boolean(), (run, all) => {
				expect(read(graphText(run, { places: all ? 'all' : 'moved' }))).toEqual(run);
			}),
			{ numRuns: 300 }
		);
	});
});

describe('h checked against h*', () => {
	it('h* by backward uniform-cost search equals Floyd–Warshall on random graphs', () => {
		fc.assert(
			fc.property(randomRun(), (run) => {
				const names = run.graph.nodes.map((node) => node.name);
				const index = new Map(names.map((name, i) => [name, i]));
				const d = names.map((_, i) => names.map((__, j) => (i === j ? 0 : Infinity)));
				for (const { from, to, cost } of run.graph.edges) {
					const [i, j] = [index.get(from)!, index.get(to)!];
					d[i][j] = Math.min(d[i][j], cost);
					if (!run.graph.directed) d[j][i] = Math.min(d[j][i], cost);
				}
				for (let k = 0; k < names.length; k++)
					for (let i = 0; i < names.length; i++)
						for (let j = 0; j < names.length; j++)
							if (d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j];
				const costs = trueCosts(run);
				for (const name of names) {
					const i = index.get(name)!;
					const want = Math.min(...run.goals.map((goal) => d[i][index.get(goal)!]));
					expect(costs.get(name)).toBeCloseTo(want, 9);
				}
			}),
			{ numRuns: 300 }
		);
	});

	it('names every violation: an overestimate, a goal with h above 0, an edge h drops across', () => {
		const run = read(
			['start S', 'goal G', 'S A 2', 'A G 3', 'S B 1', 'h S 4', 'h A 6', 'h B 0', 'h G 1'].join(
				'\n'
			)
		);
		const verdict = heuristicVerdict(run)!;
		expect([verdict.admissible, verdict.consistent]).toEqual([false, false]);
		expect(violationMessages(verdict)).toEqual([
			'h(A) = 6 > h*(A) = 3',
			'h(G) = 1 > h*(G) = 0',
			"h(G) = 1, but a goal's h is 0",
			'h(A) − h(G) = 5 > cost(A, G) = 3',
			'h(S) − h(B) = 4 > cost(S, B) = 1'
		]);
	});

	it('gives no verdict for a graph without h, and ∞ for a node with no way to a goal', () => {
		expect(heuristicVerdict(read('start S\ngoal G\nS G 1'))).toBeNull();
		const run = read('directed\nstart S\ngoal G\nS G 1\nS D 1\nh S 1\nh D 9');
		const verdict = heuristicVerdict(run)!;
		expect(verdict.rows.find((row) => row.name === 'D')).toEqual({
			name: 'D',
			h: 9,
			hStar: Infinity,
			overestimates: false
		});
		expect(verdict.admissible).toBe(true);
	});
});
