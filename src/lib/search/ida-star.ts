import { DESCRIPTIONS } from './descriptions';
import type { SearchRun } from './events';
import { iterativeSearch } from './iterative-search';
import { resolveOptions, type SearchOptions } from './options';
import type { Problem } from './problem';

/**
 * IDA* (Korf, 1985): iterative deepening on f = g + h. Each iteration is a depth-first search
 * that cuts every node whose f exceeds the bound; the next bound is the smallest f that was
 * cut. With an admissible h the first goal found is a cheapest one, in memory linear in the
 * depth — how the 15-puzzle is solved optimally. Goal test on removal, tree search: the
 * goalTest, duplicates, tieBreak and depthLimit options do not apply.
 */
export function idaStar<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	return iterativeSearch(problem, resolveOptions(options, DESCRIPTIONS.idastar.defaults), 'f');
}
