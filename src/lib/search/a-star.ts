import { bestFirstFrontier } from './best-first';
import type { SearchRun } from './events';
import { frontierSearch } from './frontier-search';
import { resolveOptions, type SearchOptions } from './options';
import type { Problem } from './problem';

/** As uniform-cost search: goal test on removal, a cheaper path replaces a frontier entry. */
export const A_STAR_DEFAULTS: SearchOptions = {
	goalTest: 'on-removal',
	duplicates: 'graph-update'
};

const costPlusEstimate = (g: number, h: number): number => g + h;

/**
 * A* search: a priority queue ordered by f = g + h, the cost paid plus the estimate of the cost
 * to go. With an admissible h (never overestimating) the first goal taken from the frontier is
 * a cheapest one; with a consistent h no explored state is ever reached again more cheaply.
 */
export function aStar<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	const resolved = resolveOptions(options, A_STAR_DEFAULTS);
	return frontierSearch(problem, resolved, {
		makeFrontier: bestFirstFrontier,
		informed: true,
		f: costPlusEstimate,
		pushReversed: false
	});
}
