import { DESCRIPTIONS } from './descriptions';
import type { SearchResult, SearchRun } from './events';
import { runFrontierAlgorithm, solveFrontierAlgorithm } from './frontier-search';
import type { SearchOptions } from './options';
import type { Problem } from './problem';

/**
 * Breadth-first search: the frontier is a FIFO queue, so the shallowest node is expanded first
 * and the first goal found is one of the fewest actions away.
 */
export function breadthFirst<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	return runFrontierAlgorithm(DESCRIPTIONS.bfs, problem, options);
}

/** Breadth-first search without events: the result `breadthFirst` returns. */
export function solveBreadthFirst<S>(
	problem: Problem<S>,
	options: SearchOptions = {}
): SearchResult<S> {
	return solveFrontierAlgorithm(DESCRIPTIONS.bfs, problem, options);
}
