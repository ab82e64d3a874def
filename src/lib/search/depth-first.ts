import type { SearchResult, SearchRun } from './events';
import type { Frontier } from './frontier';
import {
	runFrontierAlgorithm,
	solveFrontierAlgorithm,
	type FrontierAlgorithm
} from './frontier-search';
import type { SearchOptions } from './options';
import type { Problem } from './problem';
import { Stack } from './stack';

/**
 * Graph search, goal test on removal, children pushed in reverse so they are tried in child
 * order (the edX assignment's depth-first search). No depth limit unless one is given.
 */
export const DEPTH_FIRST_DEFAULTS: SearchOptions = {
	goalTest: 'on-removal',
	duplicates: 'graph',
	pushOrder: 'reversed'
};

const stack = (): Frontier<number> => new Stack<number>();
const pathCost = (g: number): number => g;

const DEPTH_FIRST: FrontierAlgorithm = {
	defaults: DEPTH_FIRST_DEFAULTS,
	policy: (options) => ({
		makeFrontier: stack,
		informed: false,
		f: pathCost,
		pushReversed: options.pushOrder === 'reversed'
	})
};

/**
 * Depth-first search: the frontier is a stack, so the deepest node is expanded first. With
 * `depthLimit`, it is depth-limited search: children below the limit are cut.
 */
export function depthFirst<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	return runFrontierAlgorithm(DEPTH_FIRST, problem, options);
}

/** Depth-first search without events: the result `depthFirst` returns. */
export function solveDepthFirst<S>(
	problem: Problem<S>,
	options: SearchOptions = {}
): SearchResult<S> {
	return solveFrontierAlgorithm(DEPTH_FIRST, problem, options);
}
