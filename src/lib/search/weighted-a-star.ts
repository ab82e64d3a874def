import { DESCRIPTIONS } from './descriptions';
import type { SearchResult, SearchRun } from './events';
import { runFrontierAlgorithm, solveFrontierAlgorithm } from './frontier-search';
import type { SearchOptions } from './options';
import type { Problem } from './problem';

/**
 * Weighted A*: a priority queue ordered by f = g + w·h. w = 0 orders like uniform-cost search,
 * w = 1 is A*; w > 1 trusts the estimate more, expanding fewer nodes for paths at most w times
 * the cheapest (w·h is no longer admissible).
 */
export function weightedAStar<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	return runFrontierAlgorithm(DESCRIPTIONS.wastar, problem, options);
}

/** Weighted A* without events: the result `weightedAStar` returns. */
export function solveWeightedAStar<S>(
	problem: Problem<S>,
	options: SearchOptions = {}
): SearchResult<S> {
	return solveFrontierAlgorithm(DESCRIPTIONS.wastar, problem, options);
}
