import { bestFirstFrontier } from './best-first';
import type { SearchResult, SearchRun } from './events';
import {
	runFrontierAlgorithm,
	solveFrontierAlgorithm,
	type FrontierAlgorithm
} from './frontier-search';
import type { SearchOptions } from './options';
import type { Problem } from './problem';

/**
 * Goal test on removal, no priority update: f = h is the same for every path to a state, so a
 * cheaper path would never change the order.
 */
export const GREEDY_DEFAULTS: SearchOptions = { goalTest: 'on-removal', duplicates: 'graph' };

const estimate = (_g: number, h: number): number => h;

const GREEDY: FrontierAlgorithm = {
	defaults: GREEDY_DEFAULTS,
	policy: () => ({
		makeFrontier: bestFirstFrontier,
		informed: true,
		f: estimate,
		pushReversed: false
	})
};

/**
 * Greedy best-first search: a priority queue ordered by f = h, the estimate alone. It heads
 * straight for states that look close to the goal, often expanding few nodes, but ignores the
 * cost already paid, so its paths need not be the cheapest.
 */
export function greedyBestFirst<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	return runFrontierAlgorithm(GREEDY, problem, options);
}

/** Greedy best-first search without events: the result `greedyBestFirst` returns. */
export function solveGreedyBestFirst<S>(
	problem: Problem<S>,
	options: SearchOptions = {}
): SearchResult<S> {
	return solveFrontierAlgorithm(GREEDY, problem, options);
}
