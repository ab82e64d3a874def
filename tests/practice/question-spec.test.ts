import { describe, expect, it } from 'vitest';
import { TYPE_ALGORITHMS } from '$lib/practice/question-spec';
import { SIMULATE_ALGORITHMS } from '$lib/practice/simulation';

describe('the algorithms each question type asks about, read from the descriptions', () => {
	it('lists them as before, in the same order', () => {
		expect(SIMULATE_ALGORITHMS).toEqual([
			'bfs',
			'dfs',
			'ucs',
			'greedy',
			'astar',
			'wastar',
			'iddfs',
			'idastar'
		]);
		expect(TYPE_ALGORITHMS).toEqual({
			simulate: SIMULATE_ALGORITHMS,
			'path-cost': ['bfs', 'ucs', 'greedy', 'astar', 'wastar'],
			heuristic: null,
			solvable: null,
			'frontier-after': ['bfs', 'dfs', 'ucs', 'greedy', 'astar', 'wastar'],
			'never-expanded': ['astar'],
			'route-cost': SIMULATE_ALGORITHMS,
			'expansion-order': ['bfs', 'dfs', 'ucs', 'greedy', 'astar', 'wastar'],
			'graph-values': ['ucs', 'astar', 'wastar'],
			'graph-path': ['bfs', 'dfs', 'ucs', 'greedy', 'astar', 'wastar'],
			'which-algorithm': ['bfs', 'dfs', 'ucs', 'greedy', 'astar'],
			'which-heuristic': ['greedy', 'astar', 'wastar'],
			admissible: null,
			'astar-trap': null,
			'grid-next': ['bfs', 'ucs', 'greedy', 'astar'],
			'grid-cost': ['bfs', 'ucs', 'greedy', 'astar'],
			'grid-admissible': null,
			'grid-trap': null
		});
	});
});
