/**
 * What a comparison of algorithms is made of, for the /compare page's link and the lessons'
 * comparison figures alike: how many runs it shows, each run's expansion cap, and one run's
 * column (an algorithm with its heuristic and weight). The recording and the lockstep are
 * lessons/compare.ts; the link is compare-link.ts.
 */
import type { AlgorithmName } from '../search/algorithms';
import type { HeuristicName } from '../puzzle/heuristics';
import { UI_MAX_EXPANSIONS } from '../search/options';
import { readDistinctAlgorithms, type FieldResult } from './run-options';

/** Fewest and most runs one comparison shows side by side. */
export const MIN_RUNS = 2;
export const MAX_RUNS = 4;

/** The expansion cap of each run, the one every page uses: 50,000. */
export const COMPARE_MAX_EXPANSIONS = UI_MAX_EXPANSIONS;

/** One column of a comparison: an algorithm with the heuristic (and weight) it runs with. */
export interface CompareConfig {
	readonly algorithm: AlgorithmName;
	readonly heuristic: HeuristicName;
	/** Weighted A*'s w; null for the engine's default. */
	readonly weight: number | null;
	/** h is the heuristic written in the lab (its table comes with the run); `heuristic` unused. */
	readonly custom?: boolean;
}

/**
 * A list of 2 to 4 different algorithm names separated by commas, e.g. "bfs,dfs,greedy,astar".
 * The message of a rejection ends in what was given, like the other readers of options.
 */
export function readAlgorithmList(text: string): FieldResult<AlgorithmName[]> {
	const parts = text.split(',').map((part) => part.trim());
	if (parts.length < MIN_RUNS || parts.length > MAX_RUNS) {
		return {
			ok: false,
			message: `takes ${MIN_RUNS} to ${MAX_RUNS} algorithm names separated by commas; got "${text}".`
		};
	}
	return readDistinctAlgorithms(text);
}
