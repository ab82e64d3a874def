import { bestFirstFrontier } from './best-first';
import type { SearchResult, SearchRun } from './events';
import {
	runFrontierAlgorithm,
	solveFrontierAlgorithm,
	type FrontierAlgorithm
} from './frontier-search';
import type { SearchOptions } from './options';
import type { Problem } from './problem';

/** As uniform-cost search: goal test on removal, a cheaper path replaces a frontier entry. */
export const A_STAR_DEFAULTS: SearchOptions = {
	goalTest: 'on-removal',
	duplicates: 'graph-update'
};

const costPlusEstimate = (g: number, h: number): number => g + h;

const A_STAR: FrontierAlgorithm = {
	defaults: A_STAR_DEFAULTS,
	policy: () => ({
		makeFrontier: bestFirstFrontier,
		informed: true,
		f: costPlusEstimate,
		pushReversed: false
	})
};

/**
 * A* search: a priority queue ordered by f = g + h, the cost paid plus the estimate of the cost
 * to go. With an admissible h (never overestimating) the first goal taken from the frontier is
 * a cheapest one; with a consistent h no explored state is ever reached again more cheaply.
 */
export function aStar<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	return runFrontierAlgorithm(A_STAR, problem, options);
}

/** A* without events: the result `aStar` returns. */
export function solveAStar<S>(problem: Problem<S>, options: SearchOptions = {}): SearchResult<S> {
	return solveFrontierAlgorithm(A_STAR, problem, options);
}
