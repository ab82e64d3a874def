import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	GRID_PLAY_DEFAULTS,
	gridPlayConfig,
	PLAY_DEFAULTS,
	playLinkQuery,
	problemChoice,
	problemStart,
	readPlayLink,
	runChoicesOf,
	sameRun,
	type GridPlayConfig
} from '$lib/config/play-link';
import { runConfigOf } from '$lib/config/play-run';
import { compareLinkQuery, readCompareLink } from '$lib/config/compare-link';
import { columnPlayConfig } from '$lib/config/compare-config';
import {
	GRID_HEURISTIC_NAMES,
	GRID_PRESETS,
	gridLinkText,
	gridPresetOf,
	OPEN_FIELD,
	randomWalls,
	recursiveBacktracker,
	SWAMP,
	U_TRAP
} from '$lib/domains/grid';
import { ALGORITHM_NAMES } from '$lib/search/algorithms';
import { collectSearch } from '$lib/player/run-config';
// Notices are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

const read = (query: string) => readPlayLink(new URLSearchParams(query));
const said = (query: string) => read(query).notices.map((notice) => [notice.param, notice.message]);

describe('a playground link on a grid maze (problem=grid)', () => {
	it('opens the U-shaped trap under A* with Manhattan distance from the problem alone', () => {
		expect(read('problem=grid')).toEqual({ config: GRID_PLAY_DEFAULTS, notices: [] });
		expect(GRID_PLAY_DEFAULTS).toMatchObject({
			problem: 'grid',
			grid: U_TRAP,
			heuristic: 'manhattan',
			algorithm: 'astar'
		});
	});

	it('writes the grid and only what differs from its defaults, and reads it back exactly', () => {
		const swamp: GridPlayConfig = { ...gridPlayConfig(SWAMP, runChoicesOf(PLAY_DEFAULTS)) };
		expect(playLinkQuery(swamp)).toBe(`v=1&problem=grid&grid=${gridLinkText(SWAMP)}`);
		const field: GridPlayConfig = {
			...gridPlayConfig(OPEN_FIELD, runChoicesOf(PLAY_DEFAULTS)),
			heuristic: 'chebyshev',
			algorithm: 'wastar',
			weight: 3,
			step: 7
		};
		expect(playLinkQuery(field)).toBe(
			`v=1&problem=grid&grid=${gridLinkText(OPEN_FIELD)}&algo=wastar&h=chebyshev&w=3&step=7`
		);
		expect(read(playLinkQuery(field))).toEqual({ config: field, notices: [] });
		// An 8-connected grid's own h is octile distance, which the link leaves out.
		expect(gridPlayConfig(OPEN_FIELD, runChoicesOf(PLAY_DEFAULTS)).heuristic).toBe('octile');
	});

	it('round-trips any drawn grid, heuristic and algorithm', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 3, max: 40 }),
				fc.integer({ min: 3, max: 40 }),
				fc.string(),
				fc.constantFrom(4 as const, 8 as const),
				fc.constantFrom(...GRID_HEURISTIC_NAMES),
				fc.constantFrom(...ALGORITHM_NAMES),
				fc.nat({ max: 500 }),
				(rows, cols, seed, connectivity, heuristic, algorithm, step) => {
					const grid = randomWalls({ rows, cols, seed, connectivity, density: 0.3 });
					const config = {
						...gridPlayConfig(grid, runChoicesOf(PLAY_DEFAULTS)),
						algorithm,
						step
					};
					const withH = { ...config, heuristic };
					const back = read(playLinkQuery(withH));
					expect(back.notices).toEqual([]);
					expect(sameRun(back.config, withH) || sameRun(back.config, config)).toBe(true);
					expect(back.config.step).toBe(step);
				}
			),
			{ numRuns: 100 }
		);
	});

	it('says a grid it cannot read, a heuristic of another problem, and the parameters of others', () => {
		expect(said('problem=grid&grid=v1.3x3')).toEqual([
			[
				'grid',
				'The parameter "grid" holds no grid that can be searched: A grid\'s link text has 7 parts between dots (version, size, moves, start, goal, walls, weights), not 2. Showing the U-shaped trap instead.'
			]
		]);
		expect(said('problem=grid&h=linear-conflict')).toEqual([
			[
				'h',
				'The parameter "h" is "linear-conflict"; on a grid use manhattan, euclidean, octile, chebyshev or zero. Using the default instead.'
			]
		]);
		expect(said('problem=grid&algo=bfs&h=octile')).toEqual([
			[
				'h',
				'The parameter "h" is "octile", but breadth-first search does not use an estimate h; it was ignored.'
			]
		]);
		expect(said('problem=grid&board=12_345678&start=A')).toEqual([
			[
				'board',
				'The parameter "board" describes a tile-puzzle run, and this link shows a grid maze; it was ignored.'
			],
			[
				'start',
				'The parameter "start" describes a run on a graph (problem=road-map or graph), and this link shows a grid maze; it was ignored.'
			]
		]);
		expect(said('problem=road-map&grid=v1')).toEqual([
			[
				'grid',
				'The parameter "grid" describes a grid maze (problem=grid), and this link shows the graph road-map; it was ignored.'
			]
		]);
		// h is a tile run's and a grid run's: said once on a graph.
		expect(said('problem=road-map&h=octile')).toEqual([
			[
				'h',
				'The parameter "h" describes a tile-puzzle run, and this link shows the graph road-map; it was ignored.'
			]
		]);
	});

	it('runs the engine on the grid with the chosen heuristic', () => {
		const greedy = { ...GRID_PLAY_DEFAULTS, algorithm: 'greedy' as const };
		expect(collectSearch(runConfigOf(greedy)).result.cost).toBe(22);
		expect(collectSearch(runConfigOf(GRID_PLAY_DEFAULTS)).result.cost).toBe(16);
		const bfs = {
			...gridPlayConfig(SWAMP, runChoicesOf(PLAY_DEFAULTS)),
			algorithm: 'bfs' as const
		};
		const ucs = { ...bfs, algorithm: 'ucs' as const };
		expect(collectSearch(runConfigOf(bfs)).result.cost).toBe(48);
		expect(collectSearch(runConfigOf(ucs)).result.cost).toBe(14);
	});

	it('names the problem a configuration shows and starts each from its textbook start', () => {
		expect(problemChoice(GRID_PLAY_DEFAULTS)).toBe('grid');
		expect(problemChoice(PLAY_DEFAULTS)).toBe('tile');
		const kept = { ...runChoicesOf(PLAY_DEFAULTS), algorithm: 'ucs' as const };
		expect(problemStart('grid', kept)).toEqual({ ...GRID_PLAY_DEFAULTS, algorithm: 'ucs' });
		expect(problemStart('road-map', kept)).toMatchObject({ problem: 'graph', start: 'A' });
		expect(problemStart('tile', kept)).toMatchObject({ problem: 'tile', algorithm: 'ucs' });
	});
});

describe('a comparison on a grid maze', () => {
	it('reads the grid and the one h every informed run uses, and writes them back', () => {
		const maze = recursiveBacktracker({ rows: 9, cols: 11, seed: 'c' });
		const query = `v=1&problem=grid&grid=${gridLinkText(maze)}&runs=bfs,greedy,astar&h=euclidean&step=5`;
		const { config, notices } = readCompareLink(new URLSearchParams(query));
		expect(notices).toEqual([]);
		expect(config).toMatchObject({ problem: 'grid', grid: maze, heuristic: 'euclidean', step: 5 });
		expect(config.runs.map((run) => run.algorithm)).toEqual(['bfs', 'greedy', 'astar']);
		expect(compareLinkQuery(config)).toBe(query);
		// Each column is the playground's run with the comparison's h.
		expect(columnPlayConfig(config, config.runs[2])).toMatchObject({
			problem: 'grid',
			grid: maze,
			heuristic: 'euclidean',
			algorithm: 'astar'
		});
	});

	it('says a heuristic named by a run, which the comparison’s h replaces', () => {
		const { config, notices } = readCompareLink(
			new URLSearchParams('problem=grid&runs=bfs,astar:octile')
		);
		expect(config.runs.map((run) => run.algorithm)).toEqual(['bfs', 'astar']);
		expect(notices.map((notice) => notice.message)).toEqual([
			'The run "astar:octile" names a heuristic, but on a grid every informed run uses the one heuristic the comparison names ("h", as in h=octile); it runs as "astar".'
		]);
	});

	it('offers presets it recognises by their cells', () => {
		expect(GRID_PRESETS.map((preset) => preset.id)).toEqual([
			'u-trap',
			'swamp',
			'open-field',
			'maze'
		]);
		expect(gridPresetOf(U_TRAP)?.id).toBe('u-trap');
		expect(gridPresetOf({ ...U_TRAP, cells: [...U_TRAP.cells] })?.id).toBe('u-trap');
		expect(gridPresetOf({ ...U_TRAP, start: U_TRAP.start + 1 })).toBeNull();
	});
});
