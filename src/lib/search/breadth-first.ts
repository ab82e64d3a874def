import type { SearchResult, SearchRun } from './events';
import { FifoQueue } from './fifo-queue';
import type { Frontier } from './frontier';
import {
	runFrontierAlgorithm,
	solveFrontierAlgorithm,
	type FrontierAlgorithm
} from './frontier-search';
import type { SearchOptions } from './options';
import type { Problem } from './problem';

/** AIMA's breadth-first search tests children as they are generated: one layer less to expand. */
export const BREADTH_FIRST_DEFAULTS: SearchOptions = {
	goalTest: 'on-generation',
	duplicates: 'graph'
};

const fifoQueue = (): Frontier<number> => new FifoQueue<number>();
const pathCost = (g: number): number => g;

const BREADTH_FIRST: FrontierAlgorithm = {
	defaults: BREADTH_FIRST_DEFAULTS,
	policy: () => ({ makeFrontier: fifoQueue, informed: false, f: pathCost, pushReversed: false })
};

/**
 * Breadth-first search: the frontier is a FIFO queue, so the shallowest node is expanded first
 * and the first goal found is one of the fewest actions away.
 */
export function breadthFirst<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	return runFrontierAlgorithm(BREADTH_FIRST, problem, options);
}

/** Breadth-first search without events: the result `breadthFirst` returns. */
export function solveBreadthFirst<S>(
	problem: Problem<S>,
	options: SearchOptions = {}
): SearchResult<S> {
	return solveFrontierAlgorithm(BREADTH_FIRST, problem, options);
}
