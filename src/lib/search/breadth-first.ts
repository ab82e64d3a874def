import type { SearchRun } from './events';
import { FifoQueue } from './fifo-queue';
import type { Frontier } from './frontier';
import { frontierSearch } from './frontier-search';
import { resolveOptions, type SearchOptions } from './options';
import type { Problem } from './problem';

/** AIMA's breadth-first search tests children as they are generated: one layer less to expand. */
export const BREADTH_FIRST_DEFAULTS: SearchOptions = {
	goalTest: 'on-generation',
	duplicates: 'graph'
};

const fifoQueue = (): Frontier<number> => new FifoQueue<number>();
const pathCost = (g: number): number => g;

/**
 * Breadth-first search: the frontier is a FIFO queue, so the shallowest node is expanded first
 * and the first goal found is one of the fewest actions away.
 */
export function breadthFirst<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	return frontierSearch(problem, resolveOptions(options, BREADTH_FIRST_DEFAULTS), {
		makeFrontier: fifoQueue,
		informed: false,
		f: pathCost,
		pushReversed: false
	});
}
