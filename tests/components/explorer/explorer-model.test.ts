import { describe, expect, it } from 'vitest';
import { readPlayLink } from '$lib/config/play-link';
import {
	emptySeriesCache,
	pathEnd,
	seriesAtCursor,
	SHOWN_PATH_MOVES,
	tutorialCountsOf
} from '$lib/components/explorer/explorer-model';
import { boardOf, type Board } from '$lib/puzzle/board';
import { runConfigOf } from '$lib/config/play-run';
import { ALGORITHMS, tileProblem } from '$lib/search';
import { roadMapProblem } from '$lib/domains/graph';
import type { Trace } from '$lib/trace';
import type { ExpansionSeries } from '$lib/viz/series';
import { collect, traceOf } from '../../trace/runs';

/** The explorer's run for a link, solved to the end, and the tutorial's counts it then shows. */
function countsOf(query: string) {
	const { config } = readPlayLink(new URLSearchParams(query));
	const run = runConfigOf(config);
	if (run.problem !== 'tile') throw new Error('expected the tile puzzle');
	const { board, goal, heuristic, childOrder } = run.spec;
	const problem = tileProblem(board as Board, { goal: goal as Board, heuristic, childOrder });
	const result = ALGORITHMS[run.algorithm].solve(problem, run.options);
	return { result, counts: tutorialCountsOf(config, result) };
}

describe('the explorer under preset=tiles-tutorial', () => {
	it('runs tilesSearch.py and shows its printed counts: 2391 expanded, 1297 left in the queue', () => {
		const { result, counts } = countsOf('board=1234_5678&algo=wastar&preset=tiles-tutorial&w=0');
		expect([result.stats.expanded, result.stats.frontierSize]).toEqual([2391, 1296]);
		expect([counts?.expanded, counts?.leftInQueue, counts?.pathBoards]).toEqual([2391, 1297, 15]);
	});

	it('runs tilesGreedy.py with algo=walk: 59 boards on 75126348_', () => {
		const { counts } = countsOf('board=75126348_&algo=walk&preset=tiles-tutorial');
		expect([counts?.expanded, counts?.pathBoards, counts?.stuck]).toEqual([null, 59, false]);
	});

	it('shows no tutorial counts without the preset, or when the search stopped at its cap', () => {
		expect(countsOf('board=1234_5678&algo=wastar&w=0').counts).toBeNull();
		expect(
			countsOf('board=1234_5678&algo=wastar&preset=tiles-tutorial&w=0&cap=100').counts
		).toBeNull();
	});
});

/** The chart's series as it was first written: one rebuilt event per step up to the cursor. */
function seriesFromEvents(trace: Trace<unknown>): { depth: number[]; f: number[] } {
	const depth: number[] = [];
	const f: number[] = [];
	for (let step = 0; step <= trace.cursor; step++) {
		const event = trace.event(step);
		if (event.type !== 'expand') continue;
		depth[event.expansion - 1] = event.node.depth;
		f[event.expansion - 1] = event.node.f;
	}
	return { depth, f };
}

function shownSeries(series: ExpansionSeries): { depth: number[]; f: number[] } {
	return {
		depth: Array.from(series.depth).slice(0, series.count),
		f: Array.from(series.f).slice(0, series.count)
	};
}

describe('seriesAtCursor', () => {
	const eightPuzzle = boardOf(3, 3, [8, 6, 7, 2, 5, 4, 3, 0, 1]);
	const runs = [
		['bfs', { maxExpansions: 3000 }],
		['dfs', { maxExpansions: 3000 }],
		['astar', {}],
		['wastar', { weight: 2.5 }],
		['greedy', {}],
		['iddfs', { maxExpansions: 3000 }],
		['idastar', { maxExpansions: 3000 }],
		['walk', {}]
	] as const;

	it.each(runs)(
		'reads %s from the columns as the events say, forward, back and mid-step',
		(name, options) => {
			const trace = traceOf(collect(name, tileProblem(eightPuzzle), options));
			const cache = emptySeriesCache();
			// Forward in uneven jumps, back, forward again, then a line step inside an expansion.
			const stops = [0, 1, 7, 400, 399, 2, trace.length - 1, 401, trace.length >> 1];
			for (const stop of stops) {
				trace.seek(stop);
				expect(shownSeries(seriesAtCursor(trace, cache))).toEqual(seriesFromEvents(trace));
			}
			trace.seek(5, 0);
			const series = seriesAtCursor(trace, cache);
			expect(series.count).toBe(trace.stats().expanded);
			expect(shownSeries(series)).toEqual(seriesFromEvents(trace));
		}
	);

	it('reads the road map, whose f counts kilometres', () => {
		const trace = traceOf(collect('astar', roadMapProblem('A')));
		trace.seek(trace.length - 1);
		const series = seriesAtCursor(trace, emptySeriesCache());
		expect(shownSeries(series)).toEqual(seriesFromEvents(trace));
		// Arad, Sibiu, Rimnicu Vilcea, Fagaras, Pitesti; Bucharest (418) is the goal, not expanded.
		expect(shownSeries(series).f).toEqual([366, 393, 413, 415, 417]);
	});

	it('hands out the same series while the count of expansions stays the same', () => {
		const trace = traceOf(collect('bfs', tileProblem(eightPuzzle), { maxExpansions: 50 }));
		const cache = emptySeriesCache();
		trace.seek(10);
		const first = seriesAtCursor(trace, cache);
		trace.seek(10, 2);
		expect(seriesAtCursor(trace, cache)).toBe(first);
		trace.seek(11);
		expect(seriesAtCursor(trace, cache).count).toBe(11);
	});
});

describe('pathEnd', () => {
	// A chain 0 ← 1 ← … ← 99: node k's parent is k − 1.
	const chain = Array.from({ length: 100 }, (_, id) => ({ id, parent: id === 0 ? null : id - 1 }));
	const nodeOf = (id: number) => chain[id] ?? null;

	it('is the whole path, root first, when it is no longer than SHOWN_PATH_MOVES moves', () => {
		expect(pathEnd(chain[3], nodeOf).map((node) => node.id)).toEqual([0, 1, 2, 3]);
		expect(pathEnd(chain[0], nodeOf).map((node) => node.id)).toEqual([0]);
		expect(pathEnd(chain[SHOWN_PATH_MOVES], nodeOf)).toHaveLength(SHOWN_PATH_MOVES + 1);
		expect(pathEnd(chain[SHOWN_PATH_MOVES], nodeOf)[0].id).toBe(0);
	});

	it('is the last SHOWN_PATH_MOVES moves of a deeper path, read without the rest', () => {
		const read: number[] = [];
		const end = pathEnd(chain[99], (id) => (read.push(id), nodeOf(id)));
		expect(end.map((node) => node.id)).toEqual(
			Array.from({ length: SHOWN_PATH_MOVES + 1 }, (_, i) => 99 - SHOWN_PATH_MOVES + i)
		);
		expect(read).toHaveLength(SHOWN_PATH_MOVES);
	});
});
