import type { SearchRun } from './events';
import type { Frontier } from './frontier';
import { frontierSearch } from './frontier-search';
import { resolveOptions, type SearchOptions } from './options';
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

/**
 * Depth-first search: the frontier is a stack, so the deepest node is expanded first. With
 * `depthLimit`, it is depth-limited search: children below the limit are cut.
 */
export function depthFirst<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	const resolved = resolveOptions(options, DEPTH_FIRST_DEFAULTS);
	return frontierSearch(problem, resolved, {
		makeFrontier: stack,
		informed: false,
		f: pathCost,
		pushReversed: resolved.pushOrder === 'reversed'
	});
}
