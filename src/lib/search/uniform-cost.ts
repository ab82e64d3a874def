import { DESCRIPTIONS } from './descriptions';
import type { SearchResult, SearchRun } from './events';
import { runFrontierAlgorithm, solveFrontierAlgorithm } from './frontier-search';
import type { SearchOptions } from './options';
import type { Problem } from './problem';

/**
 * Uniform-cost search (Dijkstra's algorithm): a priority queue ordered by f = g, the path cost,
 * so nodes are expanded in order of cost and the first goal taken is a cheapest one.
 */
export function uniformCost<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	return runFrontierAlgorithm(DESCRIPTIONS.ucs, problem, options);
}

/** Uniform-cost search without events: the result `uniformCost` returns. */
export function solveUniformCost<S>(
	problem: Problem<S>,
	options: SearchOptions = {}
): SearchResult<S> {
	return solveFrontierAlgorithm(DESCRIPTIONS.ucs, problem, options);
}
