import { messageText } from '$lib/components/message-text';
import { describe, expect, it } from 'vitest';
import {
	compareLinkQuery,
	DEFAULT_RUNS,
	readCompareLink,
	readRun,
	runsFor,
	runText,
	runTextFor
} from '$lib/config/compare-link';
import { COMPARE_MAX_EXPANSIONS, columnPlayConfig } from '$lib/config/compare-config';
import { GRAPH_PLAY_DEFAULTS } from '$lib/config/play-link';
import { packCode } from '$lib/config/code-link';
import { configLabel, startRun } from '$lib/lessons/compare';
import { runConfigOf } from '$lib/config/play-run';
import { solveSearch } from '$lib/player/run-config';
import { runToEnd } from '$lib/search/run';
// Notices are messages: compared with their pinned English (english-messages.ts).
import { english } from '../i18n/english-messages';

const read = (query: string) => readCompareLink(new URLSearchParams(query));

/** A link read as a comparison on the tile puzzle, as every link without `problem=` is. */
function readTile(query: string) {
	const { config, notices } = read(query);
	if (config.problem !== 'tile') throw new Error(`${query} does not compare on a board.`);
	return { config, notices };
}

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
		const named = readTile('board=1_2345678&goal=blank-first&runs=bfs,astar:manhattan');
		expect(named.notices).toEqual([]);
		expect(named.config.goal.cells).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
		expect(compareLinkQuery(named.config)).toBe(
			'v=1&board=1_2345678&goal=blank-first&runs=bfs,astar:manhattan'
		);
		const written = readTile('board=12345678_&goal=1238_4765&runs=bfs,dfs');
		expect(written.config.goal.cells).toEqual([1, 2, 3, 8, 0, 4, 7, 6, 5]);
		expect(compareLinkQuery(written.config)).toBe(
			'v=1&board=12345678_&goal=1238_4765&runs=bfs,dfs'
		);
		const wrong = readTile('board=12345678_&goal=123&runs=bfs,dfs');
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
			why: '"astar:manhattan:2": only weighted A* (wastar) takes a weight.'
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
		const { config, notices } = readTile(query);
		expect(notices).toEqual([]);
		expect(config.runs).toEqual([
			{ algorithm: 'astar', heuristic: 'manhattan', weight: null },
			{ algorithm: 'astar', heuristic: 'manhattan', weight: null, custom: true },
			{ algorithm: 'wastar', heuristic: 'manhattan', weight: 3, custom: true }
		]);
		expect(config.customH).toEqual({ packed, table: null });
		expect(compareLinkQuery(config)).toBe(query);
		expect(messageText(configLabel(config.runs[1]))).toBe('A* search (your heuristic)');
	});

	it('without readable code, says so and runs them with Manhattan distance', async () => {
		const { config, notices } = readTile('board=42_713856&runs=bfs,astar:custom');
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

describe('compare links on the road map (problem=road-map, start, goal)', () => {
	it('reads the problem, the cities and the runs, and writes them back unchanged', () => {
		const query = 'v=1&problem=road-map&start=A&runs=bfs,ucs,astar&step=3';
		const { config, notices } = read(query);
		expect(notices).toEqual([]);
		expect(config).toEqual({
			problem: 'graph',
			graph: 'road-map',
			own: null,
			start: 'A',
			goal: 'B',
			runs: [
				{ algorithm: 'bfs', heuristic: 'manhattan', weight: null },
				{ algorithm: 'ucs', heuristic: 'manhattan', weight: null },
				{ algorithm: 'astar', heuristic: 'manhattan', weight: null }
			],
			step: 3
		});
		expect(compareLinkQuery(config)).toBe(query);
	});

	it('takes cities by letter or name, as the playground does, and writes the goal when it is not B', () => {
		const named = read('problem=road-map&start=timisoara&goal=Bucharest&runs=bfs,dfs');
		expect(named.notices).toEqual([]);
		expect(compareLinkQuery(named.config)).toBe('v=1&problem=road-map&start=T&runs=bfs,dfs');
		const other = read('problem=road-map&start=A&goal=Craiova&runs=bfs,ucs');
		expect(other.notices).toEqual([]);
		expect(compareLinkQuery(other.config)).toBe('v=1&problem=road-map&start=A&goal=C&runs=bfs,ucs');
		// Without runs, the default comparison, written without heuristics.
		expect(compareLinkQuery(read('problem=road-map').config)).toBe(
			'v=1&problem=road-map&start=A&runs=bfs,dfs,greedy,astar'
		);
	});

	it('says a heuristic named on a run, runs it with the graph’s own h, and writes it without', () => {
		const { config, notices } = read(
			'problem=road-map&runs=bfs:zero,astar:manhattan,wastar:linear-conflict:3,greedy:custom'
		);
		expect(config.runs.map(runTextFor('graph'))).toEqual(['bfs', 'astar', 'wastar::3', 'greedy']);
		expect(config.runs.every((run) => run.heuristic === 'manhattan' && !run.custom)).toBe(true);
		const why =
			"names a heuristic, but on the road map of Romania every informed run uses the graph's own h (straight-line distance to Bucharest)";
		expect(notices.map((notice) => [notice.param, notice.message])).toEqual([
			['runs', 'The run "bfs:zero" names a heuristic, but bfs uses none; it runs as "bfs".'],
			['runs', `The run "astar:manhattan" ${why}; it runs as "astar".`],
			['runs', `The run "wastar:linear-conflict:3" ${why}; it runs as "wastar::3".`],
			['runs', `The run "greedy:custom" ${why}; it runs as "greedy".`]
		]);
		expect(compareLinkQuery(config)).toBe(
			'v=1&problem=road-map&start=A&runs=bfs,astar,wastar::3,greedy'
		);
		// The written form reads back as the same runs, silently.
		expect(read(compareLinkQuery(config)).notices).toEqual([]);
		// Two runs that differ only in the heuristic are one run on the map.
		const repeated = read('problem=road-map&runs=astar,astar:zero,bfs').notices.at(-1);
		expect(repeated && english(repeated.message)).toBe(
			'The run "astar:zero" repeats "astar", named earlier; the repeat was left out.'
		);
	});

	it('says the parameters of a tile comparison on a road-map link, and the map’s on a tile link', () => {
		const graph = read(
			'problem=road-map&board=1234_5678&size=3x3&hv=1&hcode=abc&runs=bfs,astar&step=2'
		);
		expect(graph.notices.map((notice) => notice.param)).toEqual(['board', 'size', 'hv', 'hcode']);
		expect(english(graph.notices[0].message)).toBe(
			'The parameter "board" describes a tile-puzzle run, and this link shows the graph road-map; it was ignored.'
		);
		expect(compareLinkQuery(graph.config)).toBe(
			'v=1&problem=road-map&start=A&runs=bfs,astar&step=2'
		);
		const tile = read('board=42_713856&start=A&runs=bfs,dfs');
		expect(tile.notices).toEqual([
			{
				param: 'start',
				message:
					'The parameter "start" describes a run on a graph (problem=road-map or graph), and this link shows the tile puzzle; it was ignored.'
			}
		]);
		// problem=tiles is the tile puzzle, written as every tile link is: without it.
		expect(compareLinkQuery(read('problem=tiles&board=42_713856&runs=bfs,dfs').config)).toBe(
			'v=1&board=42_713856&runs=bfs,dfs'
		);
	});

	it('says a city the map does not have, a goal that is the start, and a goal the map’s h says nothing about', () => {
		expect(read('problem=road-map&goal=Paris&runs=bfs,dfs').notices).toEqual([
			{
				param: 'goal',
				message:
					'The parameter "goal" is "Paris", which is not a city of the graph road-map (A, B, C, D, F, L, M, P, Q, R, S, T, Z); using B.'
			}
		]);
		expect(read('problem=road-map&start=B&runs=bfs,dfs').notices).toEqual([
			{
				param: 'goal',
				message:
					'The goal is the start (B): the search ends before it begins. Choose another city to see it search.'
			}
		]);
		// Said of the first informed run; a comparison of uninformed runs has no h to lose.
		expect(read('problem=road-map&goal=C&runs=bfs,astar,greedy').notices).toEqual([
			{
				param: 'goal',
				message:
					"The graph's h estimates the distance to B and says nothing about C: so A* search has h = 0 for every city here."
			}
		]);
		expect(read('problem=road-map&goal=C&runs=bfs,ucs').notices).toEqual([]);
	});
});

describe('a column’s run', () => {
	it('is the playground’s run of the same choices on the road map', () => {
		const { config } = read('problem=road-map&start=T&goal=C&runs=bfs,wastar::3');
		expect(config.runs.map((run) => columnPlayConfig(config, run))).toEqual([
			{ ...GRAPH_PLAY_DEFAULTS['road-map'], start: 'T', goal: 'C', algorithm: 'bfs' },
			{ ...GRAPH_PLAY_DEFAULTS['road-map'], start: 'T', goal: 'C', algorithm: 'wastar', weight: 3 }
		]);
	});

	it('on the tile puzzle, expands what the lesson figures’ runs expand (startRun)', () => {
		const { config } = readTile(
			'board=42_713856&runs=bfs,greedy:misplaced,astar:linear-conflict,wastar:manhattan:3'
		);
		for (const run of config.runs) {
			const column = solveSearch(runConfigOf(columnPlayConfig(config, run)));
			const figure = runToEnd(startRun(config.board, run, COMPARE_MAX_EXPANSIONS, config.goal));
			expect([column.stats.expanded, column.cost], messageText(configLabel(run))).toEqual([
				figure.stats.expanded,
				figure.cost
			]);
		}
	});
});

describe('runs carried to another problem (runsFor)', () => {
	it('drop their heuristics on the road map, show each run once, and make up two', () => {
		const runs = readTile(
			'runs=bfs,astar:manhattan,astar:linear-conflict,wastar:custom:3&hv=1&hcode=abc'
		).config.runs;
		expect(runsFor('graph', runs).map(runTextFor('graph'))).toEqual(['bfs', 'astar', 'wastar::3']);
		expect(
			runsFor('graph', readTile('runs=astar:manhattan,astar:zero').config.runs).map(
				runTextFor('graph')
			)
		).toEqual(['astar', 'bfs']);
		// Back on the board they are kept as they are.
		expect(runsFor('tile', runs)).toEqual(runs);
	});
});
