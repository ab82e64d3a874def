import { describe, expect, it } from 'vitest';
import {
	compareLinkQuery,
	DEFAULT_RUNS,
	readCompareLink,
	readRun,
	runText
} from '$lib/config/compare-link';
import { packCode } from '$lib/config/code-link';
import { configLabel } from '$lib/lessons/compare';

const read = (query: string) => readCompareLink(new URLSearchParams(query));

describe('compare links', () => {
	it('reads runs with heuristics and weights, and writes them back unchanged', () => {
		const query = 'v=1&board=42_713856&runs=bfs,astar:linear-conflict,wastar:manhattan:3&step=12';
		const { config, notices } = read(query);
		expect(notices).toEqual([]);
		expect(config.runs).toEqual([
			{ algorithm: 'bfs', heuristic: 'manhattan', weight: null },
			{ algorithm: 'astar', heuristic: 'linear-conflict', weight: null },
			{ algorithm: 'wastar', heuristic: 'manhattan', weight: 3 }
		]);
		expect(config.step).toBe(12);
		expect(compareLinkQuery(config)).toBe(query);
	});

	it('defaults to BFS, DFS, greedy and A* on the playground’s default board', () => {
		const { config, notices } = read('');
		expect(notices).toEqual([]);
		expect(config.runs).toEqual(DEFAULT_RUNS);
		expect(compareLinkQuery(config)).toBe(
			'v=1&board=41325_786&runs=bfs,dfs,greedy:manhattan,astar:manhattan'
		);
	});

	it('reads a goal as the playground does, and writes it back only when it is not blank-last', () => {
		const named = read('board=1_2345678&goal=blank-first&runs=bfs,astar:manhattan');
		expect(named.notices).toEqual([]);
		expect(named.config.goal.cells).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
		expect(compareLinkQuery(named.config)).toBe(
			'v=1&board=1_2345678&goal=blank-first&runs=bfs,astar:manhattan'
		);
		const written = read('board=12345678_&goal=1238_4765&runs=bfs,dfs');
		expect(written.config.goal.cells).toEqual([1, 2, 3, 8, 0, 4, 7, 6, 5]);
		expect(compareLinkQuery(written.config)).toBe(
			'v=1&board=12345678_&goal=1238_4765&runs=bfs,dfs'
		);
		const wrong = read('board=12345678_&goal=123&runs=bfs,dfs');
		expect(wrong.config.goal.cells).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
		expect(wrong.notices.map((notice) => notice.param)).toEqual(['goal']);
		expect(compareLinkQuery(wrong.config)).toBe('v=1&board=12345678_&runs=bfs,dfs');
	});

	it('leaves out a run it cannot read, and names it', () => {
		const { config, notices } = read('runs=bfs,astr,greedy:euclid,dfs');
		expect(config.runs.map(runText)).toEqual(['bfs', 'dfs']);
		expect(notices).toEqual([
			{
				param: 'runs',
				message:
					'The run "astr": the algorithm takes bfs, dfs, iddfs, ucs, greedy, astar, wastar, idastar or walk; got "astr". It was left out.'
			},
			{
				param: 'runs',
				message:
					'The run "greedy:euclid": the heuristic takes zero, misplaced, manhattan or linear-conflict; got "euclid". It was left out.'
			}
		]);
	});

	it('falls back to the default comparison with fewer than two runs, and keeps the first four', () => {
		expect(read('runs=bfs').config.runs).toEqual(DEFAULT_RUNS);
		expect(read('runs=bfs').notices.map((n) => n.message)).toEqual([
			'A comparison needs at least 2 runs; showing the default comparison instead.'
		]);
		const five = read('runs=bfs,dfs,ucs,greedy,astar');
		expect(five.config.runs.map(runText)).toEqual(['bfs', 'dfs', 'ucs', 'greedy:manhattan']);
		expect(five.notices.map((n) => n.message)).toEqual([
			'A comparison shows at most 4 runs; the first 4 are shown.'
		]);
	});

	it('names a wrong board, an unknown parameter and a wrong step', () => {
		const { config, notices } = read('board=42_71385_&colour=red&step=x&runs=bfs,dfs');
		expect(notices.map((n) => n.param)).toEqual(['board', 'colour', 'step']);
		expect(config.step).toBe(0);
	});

	it('accepts a weight only for weighted A*', () => {
		expect(readRun('astar:manhattan:2')).toEqual({
			ok: false,
			message: '"astar:manhattan:2": only weighted A* (wastar) takes a weight.'
		});
		expect(readRun('ast')).toEqual({
			ok: true,
			value: { algorithm: 'astar', heuristic: 'manhattan', weight: null }
		});
	});
});

describe('runs of the heuristic from the lab (algo:custom, hv, hcode)', () => {
	const CODE = 'function h(board) {\n  return 0;\n}';

	it('reads them, keeps the code, and writes them back', async () => {
		const packed = await packCode(CODE);
		const query = `v=1&board=42_713856&runs=astar:manhattan,astar:custom,wastar:custom:3&hv=1&hcode=${packed}`;
		const { config, notices } = read(query);
		expect(notices).toEqual([]);
		expect(config.runs).toEqual([
			{ algorithm: 'astar', heuristic: 'manhattan', weight: null },
			{ algorithm: 'astar', heuristic: 'manhattan', weight: null, custom: true },
			{ algorithm: 'wastar', heuristic: 'manhattan', weight: 3, custom: true }
		]);
		expect(config.customH).toEqual({ packed, table: null });
		expect(compareLinkQuery(config)).toBe(query);
		expect(configLabel(config.runs[1])).toBe('A* search (your heuristic)');
	});

	it('without readable code, says so and runs them with Manhattan distance', async () => {
		const { config, notices } = read('board=42_713856&runs=bfs,astar:custom');
		expect(config.runs[1]).toEqual({
			algorithm: 'astar',
			heuristic: 'manhattan',
			weight: null,
			custom: false
		});
		expect(config.customH).toBeNull();
		expect(notices.map((notice) => notice.message)).toEqual([
			'The link asks for the heuristic from the lab (custom), but carries no code ("hcode"). Manhattan distance is used instead.'
		]);
		const packed = await packCode(CODE);
		const fifteen = read(
			`board=1,2,3,4,5,6,7,0,8,9,10,11,12,13,14,15&runs=bfs,astar:custom&hv=1&hcode=${packed}`
		);
		expect(fifteen.notices.map((notice) => notice.message)).toEqual([
			'The heuristic from the lab is for the 8-puzzle (3×3 boards), and this board is 4×4. Manhattan distance is used instead.'
		]);
		expect(compareLinkQuery(fifteen.config)).toBe(
			'v=1&board=1,2,3,4,5,6,7,0,8,9,10,11,12,13,14,15&runs=bfs,astar:manhattan'
		);
	});
});
