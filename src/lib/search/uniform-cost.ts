import { bestFirstFrontier } from './best-first';
import type { SearchRun } from './events';
import { frontierSearch } from './frontier-search';
import { resolveOptions, type SearchOptions } from './options';
import type { Problem } from './problem';

/**
 * AIMA's uniform-cost search: goal test on removal (a goal generated early may not yet be
 * reached by its cheapest path), and a cheaper path to a frontier state replaces the entry.
 */
export const UNIFORM_COST_DEFAULTS: SearchOptions = {
	goalTest: 'on-removal',
	duplicates: 'graph-update'
};

const pathCost = (g: number): number => g;

/**
 * Uniform-cost search (Dijkstra's algorithm): a priority queue ordered by f = g, the path cost,
 * so nodes are expanded in order of cost and the first goal taken is a cheapest one.
 */
export function uniformCost<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	const resolved = resolveOptions(options, UNIFORM_COST_DEFAULTS);
	return frontierSearch(problem, resolved, {
		makeFrontier: bestFirstFrontier,
		informed: false,
		f: pathCost,
		pushReversed: false
	});
}
