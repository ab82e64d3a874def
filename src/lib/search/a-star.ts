import { DESCRIPTIONS } from './descriptions';
import type { SearchResult, SearchRun } from './events';
import { runFrontierAlgorithm, solveFrontierAlgorithm } from './frontier-search';
import type { SearchOptions } from './options';
import type { Problem } from './problem';

/**
 * A* search: a priority queue ordered by f = g + h, the cost paid plus the estimate of the cost
 * to go. With an admissible h (never overestimating) the first goal taken from the frontier is
 * a cheapest one; with a consistent h no explored state is ever reached again more cheaply.
 */
export function aStar<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	return runFrontierAlgorithm(DESCRIPTIONS.astar, problem, options);
}

/** A* without events: the result `aStar` returns. */
export function solveAStar<S>(problem: Problem<S>, options: SearchOptions = {}): SearchResult<S> {
	return solveFrontierAlgorithm(DESCRIPTIONS.astar, problem, options);
}
