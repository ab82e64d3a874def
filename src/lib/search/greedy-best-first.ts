import { DESCRIPTIONS } from './descriptions';
import type { SearchResult, SearchRun } from './events';
import { runFrontierAlgorithm, solveFrontierAlgorithm } from './frontier-search';
import type { SearchOptions } from './options';
import type { Problem } from './problem';

/**
 * Greedy best-first search: a priority queue ordered by f = h, the estimate alone. It heads
 * straight for states that look close to the goal, often expanding few nodes, but ignores the
 * cost already paid, so its paths need not be the cheapest.
 */
export function greedyBestFirst<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	return runFrontierAlgorithm(DESCRIPTIONS.greedy, problem, options);
}

/** Greedy best-first search without events: the result `greedyBestFirst` returns. */
export function solveGreedyBestFirst<S>(
	problem: Problem<S>,
	options: SearchOptions = {}
): SearchResult<S> {
	return solveFrontierAlgorithm(DESCRIPTIONS.greedy, problem, options);
}
