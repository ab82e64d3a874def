import '../i18n/english-messages';
import { describe, expect, it } from 'vitest';
import { GRAPH_PRESETS, presetRun } from '$lib/domains/graph/presets';
import { heuristicVerdict, violationMessages } from '$lib/domains/graph/heuristic-checks';
import { collectSearch, solveSearch } from '$lib/player';
import type { AlgorithmName } from '$lib/search/algorithms';
import type { SearchOptions } from '$lib/search/options';

function run(id: string) {
	const preset = GRAPH_PRESETS.find((candidate) => candidate.id === id);
	if (preset === undefined) throw new Error(`No preset ${id}`);
	return presetRun(preset);
}

/** How a run ends: its outcome, cost and path of nodes. */
function solve(id: string, algorithm: AlgorithmName, options: SearchOptions = {}) {
	const result = solveSearch({ algorithm, problem: 'graph', spec: run(id), options });
	const path = result.path.map((node) => String(node.state)).join(' ');
	return { outcome: result.outcome, cost: result.cost, path };
}

/** The nodes a run expands, in order. */
function expanded(id: string, algorithm: AlgorithmName, options: SearchOptions = {}): string {
	const { events } = collectSearch({ algorithm, problem: 'graph', spec: run(id), options });
	return events
		.flatMap((event) => (event.type === 'expand' ? [String(event.node.state)] : []))
		.join(' ');
}

describe('the teaching graphs (with the road map, a dozen)', () => {
	it('read without a fault, each with its own id', () => {
		expect(GRAPH_PRESETS.map((preset) => preset.id)).toEqual([
			'exam',
			'misleading',
			'inconsistent',
			'loop',
			'zero-cost',
			'fewest-edges',
			'two-goals',
			'one-way',
			'ties',
			'unreachable',
			'deepening'
		]);
		for (const preset of GRAPH_PRESETS) expect(() => presetRun(preset)).not.toThrow();
	});

	it('exam: h is consistent and admissible; A* expands S, A, B, C and pays 7', () => {
		const verdict = heuristicVerdict(run('exam'))!;
		expect([verdict.admissible, verdict.consistent]).toEqual([true, true]);
		expect(verdict.rows.map((row) => `${row.name} ${row.h}/${row.hStar}`)).toEqual([
			'A 5/6',
			'B 3/4',
			'C 2/3',
			'D 2/2',
			'G 0/0',
			'S 6/7'
		]);
		expect(solve('exam', 'astar')).toEqual({ outcome: 'goal', cost: 7, path: 'S A B C G' });
		expect(expanded('exam', 'astar')).toBe('S A B C');
	});

	it('misleading: greedy search pays 11 through A, A* 9 through B and C, with a consistent h', () => {
		expect(solve('misleading', 'greedy')).toEqual({ outcome: 'goal', cost: 11, path: 'S A G' });
		expect(solve('misleading', 'astar')).toEqual({ outcome: 'goal', cost: 9, path: 'S B C G' });
		const verdict = heuristicVerdict(run('misleading'))!;
		expect([verdict.admissible, verdict.consistent]).toEqual([true, true]);
	});

	it('inconsistent: admissible, not consistent, and A* graph search returns 6 where 5 is cheapest', () => {
		const verdict = heuristicVerdict(run('inconsistent'))!;
		expect([verdict.admissible, verdict.consistent]).toEqual([true, false]);
		expect(violationMessages(verdict)).toEqual([
			'h(S) − h(A) = 5 > cost(S, A) = 1',
			'h(B) − h(C) = 3 > cost(B, C) = 1'
		]);
		expect(expanded('inconsistent', 'astar')).toBe('S A C B');
		expect(solve('inconsistent', 'astar')).toEqual({ outcome: 'goal', cost: 6, path: 'S A C G' });
		expect(solve('inconsistent', 'ucs')).toEqual({ outcome: 'goal', cost: 5, path: 'S B C G' });
	});

	it('loop: depth-first tree search goes back and forth to the cap; graph search finds G', () => {
		expect(expanded('loop', 'dfs', { duplicates: 'tree', maxExpansions: 9 })).toBe(
			'S A B A B A B A B'
		);
		expect(solve('loop', 'dfs', { duplicates: 'tree', maxExpansions: 30 })).toEqual({
			outcome: 'limit',
			cost: null,
			path: ''
		});
		expect(solve('loop', 'dfs')).toEqual({ outcome: 'goal', cost: 4, path: 'S G' });
	});

	it('zero-cost: S, A and C share g 0 and go first', () => {
		expect(expanded('zero-cost', 'ucs')).toBe('S A C B');
		expect(solve('zero-cost', 'ucs')).toEqual({ outcome: 'goal', cost: 3, path: 'S A C G' });
	});

	it('fewest-edges: breadth-first pays 5 for one edge, uniform-cost 3 for three', () => {
		expect(solve('fewest-edges', 'bfs')).toEqual({ outcome: 'goal', cost: 5, path: 'S G' });
		expect(solve('fewest-edges', 'ucs')).toEqual({ outcome: 'goal', cost: 3, path: 'S A B G' });
	});

	it('two-goals: uniform-cost search stops at G2', () => {
		expect(expanded('two-goals', 'ucs')).toBe('S A B');
		expect(solve('two-goals', 'ucs')).toEqual({ outcome: 'goal', cost: 5, path: 'S B G2' });
	});

	it('one-way: depth-first search meets the dead end D, then goes through B', () => {
		expect(expanded('one-way', 'dfs')).toBe('S A D B');
		expect(solve('one-way', 'dfs')).toEqual({ outcome: 'goal', cost: 4, path: 'S B G' });
	});

	it('ties: the tie-break alone orders A, B and C', () => {
		expect(expanded('ties', 'astar')).toBe('S A B C');
		expect(expanded('ties', 'astar', { tieBreak: 'low-g-text' })).toBe('S A B C');
		expect(expanded('ties', 'astar', { tieBreak: 'lifo' })).toBe('S C B A');
	});

	it('unreachable: every search fails after expanding what S reaches', () => {
		for (const algorithm of ['bfs', 'ucs', 'astar'] as const) {
			expect(solve('unreachable', algorithm)).toEqual({
				outcome: 'exhausted',
				cost: null,
				path: ''
			});
		}
	});

	it('deepening: iterative deepening expands the shallow nodes again at each depth', () => {
		expect(expanded('deepening', 'iddfs')).toBe('S S A B S A C D B E F S A C D B E');
		expect(solve('deepening', 'iddfs')).toEqual({ outcome: 'goal', cost: 3, path: 'S B E G' });
	});
});
