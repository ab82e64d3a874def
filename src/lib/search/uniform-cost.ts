import { bestFirstFrontier } from './best-first';
import type { SearchResult, SearchRun } from './events';
import {
	runFrontierAlgorithm,
	solveFrontierAlgorithm,
	type FrontierAlgorithm
} from './frontier-search';
import type { SearchOptions } from './options';
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

const UNIFORM_COST: FrontierAlgorithm = {
	defaults: UNIFORM_COST_DEFAULTS,
	policy: () => ({
		makeFrontier: bestFirstFrontier,
		informed: false,
		f: pathCost,
		pushReversed: false
	})
};

/**
 * Uniform-cost search (Dijkstra's algorithm): a priority queue ordered by f = g, the path cost,
 * so nodes are expanded in order of cost and the first goal taken is a cheapest one.
 */
export function uniformCost<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	return runFrontierAlgorithm(UNIFORM_COST, problem, options);
}

/** Uniform-cost search without events: the result `uniformCost` returns. */
export function solveUniformCost<S>(
	problem: Problem<S>,
	options: SearchOptions = {}
): SearchResult<S> {
	return solveFrontierAlgorithm(UNIFORM_COST, problem, options);
}
