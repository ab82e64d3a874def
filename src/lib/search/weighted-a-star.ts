import { A_STAR_DEFAULTS } from './a-star';
import { bestFirstFrontier } from './best-first';
import type { SearchResult, SearchRun } from './events';
import {
	runFrontierAlgorithm,
	solveFrontierAlgorithm,
	type FrontierAlgorithm
} from './frontier-search';
import type { SearchOptions } from './options';
import type { Problem } from './problem';

/** A*'s defaults, with weight 2 — the weight seed 000 found fastest. */
export const WEIGHTED_A_STAR_DEFAULTS: SearchOptions = { ...A_STAR_DEFAULTS, weight: 2 };

const WEIGHTED_A_STAR: FrontierAlgorithm = {
	defaults: WEIGHTED_A_STAR_DEFAULTS,
	policy: ({ weight }) => ({
		makeFrontier: bestFirstFrontier,
		informed: true,
		f: (g, h) => g + weight * h,
		pushReversed: false
	})
};

/**
 * Weighted A*: a priority queue ordered by f = g + w·h. w = 0 orders like uniform-cost search,
 * w = 1 is A*; w > 1 trusts the estimate more, expanding fewer nodes for paths at most w times
 * the cheapest (w·h is no longer admissible).
 */
export function weightedAStar<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	return runFrontierAlgorithm(WEIGHTED_A_STAR, problem, options);
}

/** Weighted A* without events: the result `weightedAStar` returns. */
export function solveWeightedAStar<S>(
	problem: Problem<S>,
	options: SearchOptions = {}
): SearchResult<S> {
	return solveFrontierAlgorithm(WEIGHTED_A_STAR, problem, options);
}
