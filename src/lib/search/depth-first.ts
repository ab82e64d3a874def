import { DESCRIPTIONS } from './descriptions';
import type { SearchResult, SearchRun } from './events';
import { runFrontierAlgorithm, solveFrontierAlgorithm } from './frontier-search';
import type { SearchOptions } from './options';
import type { Problem } from './problem';

/**
 * Depth-first search: the frontier is a stack, so the deepest node is expanded first. With
 * `depthLimit`, it is depth-limited search: children below the limit are cut.
 */
export function depthFirst<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	return runFrontierAlgorithm(DESCRIPTIONS.dfs, problem, options);
}

/** Depth-first search without events: the result `depthFirst` returns. */
export function solveDepthFirst<S>(
	problem: Problem<S>,
	options: SearchOptions = {}
): SearchResult<S> {
	return solveFrontierAlgorithm(DESCRIPTIONS.dfs, problem, options);
}
