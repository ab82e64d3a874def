import { A_STAR_DEFAULTS } from './a-star';
import { bestFirstFrontier } from './best-first';
import type { SearchRun } from './events';
import { frontierSearch } from './frontier-search';
import { resolveOptions, type SearchOptions } from './options';
import type { Problem } from './problem';

/** A*'s defaults, with weight 2 — the weight seed 000 found fastest. */
export const WEIGHTED_A_STAR_DEFAULTS: SearchOptions = { ...A_STAR_DEFAULTS, weight: 2 };

/**
 * Weighted A*: a priority queue ordered by f = g + w·h. w = 0 orders like uniform-cost search,
 * w = 1 is A*; w > 1 trusts the estimate more, expanding fewer nodes for paths at most w times
 * the cheapest (w·h is no longer admissible).
 */
export function weightedAStar<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	const resolved = resolveOptions(options, WEIGHTED_A_STAR_DEFAULTS);
	const w = resolved.weight;
	return frontierSearch(problem, resolved, {
		makeFrontier: bestFirstFrontier,
		informed: true,
		f: (g, h) => g + w * h,
		pushReversed: false
	});
}
