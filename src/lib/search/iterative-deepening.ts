import { DESCRIPTIONS } from './descriptions';
import type { SearchRun } from './events';
import { iterativeSearch } from './iterative-search';
import { resolveOptions, type SearchOptions } from './options';
import type { Problem } from './problem';

/**
 * Iterative deepening search: depth-limited depth-first search with limit 0, 1, 2, ... until a
 * goal is found. Like breadth-first search it finds a path of fewest actions, with the memory
 * of depth-first search; the shallow levels are searched again each time, which costs little
 * because most nodes of a tree lie in its deepest level. Goal test on removal, tree search: the
 * goalTest, duplicates and tieBreak options do not apply.
 */
export function iterativeDeepening<S>(
	problem: Problem<S>,
	options: SearchOptions = {}
): SearchRun<S> {
	return iterativeSearch(problem, resolveOptions(options, DESCRIPTIONS.iddfs.defaults), 'depth');
}
