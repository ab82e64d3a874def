import { describe, expect, it } from 'vitest';
import { readPlayLink } from '$lib/config/play-link';
import { runConfigOf, tutorialCountsOf } from '$lib/components/explorer/explorer-model';
import type { Board } from '$lib/puzzle/board';
import { ALGORITHMS, tileProblem } from '$lib/search';

/** The explorer's run for a link, solved to the end, and the tutorial's counts it then shows. */
function countsOf(query: string) {
	const { config } = readPlayLink(new URLSearchParams(query));
	const run = runConfigOf(config);
	if (run.problem.kind !== 'tile') throw new Error('expected the tile puzzle');
	const { board, goal, heuristic, childOrder } = run.problem;
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
