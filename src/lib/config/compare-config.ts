/**
 * What a comparison of algorithms is made of, for the /compare page's link and the lessons'
 * comparison figures alike: how many runs it shows, each run's expansion cap, the problem every
 * run searches, and one run's column (an algorithm with its heuristic and weight). The recording
 * and the lockstep are lessons/compare.ts; the link is compare-link.ts.
 */
import type { AlgorithmName } from '../search/algorithms';
import type { Board } from '../puzzle/board';
import type { HeuristicName } from '../puzzle/heuristics';
import type { GraphName, GraphRun, GraphWord } from '../domains/graph';
import type { GridHeuristicName, GridSpec } from '../domains/grid';
import { UI_MAX_EXPANSIONS, type DuplicatePolicy } from '../search/options';
import { readDistinctAlgorithms, type OptionRead } from './run-options';
import { message } from '../messages';
import {
	GRAPH_PLAY_DEFAULTS,
	gridPlayConfig,
	ownGraphConfig,
	PLAY_DEFAULTS,
	ownDuplicates,
	runChoicesOf,
	type CustomHeuristic,
	type PlayConfig
} from './play-link';

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
	/**
	 * The comparison's rule for repeated states (its link's `dup=`, one for every run, so the
	 * columns differ by algorithm alone); absent or null: each algorithm's own.
	 */
	readonly duplicates?: DuplicatePolicy | null;
}

/** The rule for repeated states a comparison's runs share: the first run's (all carry the same). */
export function comparedDuplicates(runs: readonly CompareConfig[]): DuplicatePolicy | null {
	return runs[0]?.duplicates ?? null;
}

/** The sliding-tile puzzle compared: every run starts from `board` and searches for `goal`. */
export interface TileCompared {
	readonly problem: 'tile';
	readonly board: Board;
	readonly goal: Board;
	/** The lab's heuristic that runs named `…:custom` use (its table once run), or null. */
	readonly customH: CustomHeuristic | null;
}

/**
 * A named graph compared: every run drives from `start` to `goal`, and the informed ones use
 * the graph's own h (an estimate a run cannot choose: it belongs to the map, not the algorithm).
 */
export interface GraphCompared {
	readonly problem: 'graph';
	readonly graph: GraphWord;
	/** A graph of one's own, with its start and goals (`problem=graph&g=…`); null for a named one. */
	readonly own: GraphRun | null;
	readonly start: string;
	readonly goal: string;
}

/**
 * A grid maze compared: every run searches `grid`, and the informed ones share one heuristic
 * (the link's `h=`), so the columns differ by algorithm alone.
 */
export interface GridCompared {
	readonly problem: 'grid';
	readonly grid: GridSpec;
	readonly heuristic: GridHeuristicName;
}

/** The one problem every column of a comparison searches. */
export type ComparedProblem = TileCompared | GraphCompared | GridCompared;

/**
 * One column's run as the playground would open it: the problem compared, the column's
 * algorithm, heuristic and weight, and the comparison's cap. The column then shows exactly the
 * run /play shows for the same choices, drawn and worded by the same domain views.
 */
export function columnPlayConfig(problem: ComparedProblem, run: CompareConfig): PlayConfig {
	const choices = {
		algorithm: run.algorithm,
		weight: run.weight ?? PLAY_DEFAULTS.weight,
		duplicates: ownDuplicates(run.algorithm, run.duplicates ?? null),
		maxExpansions: COMPARE_MAX_EXPANSIONS
	};
	if (problem.problem === 'grid') {
		const { grid, heuristic } = problem;
		return { ...gridPlayConfig(grid, runChoicesOf(PLAY_DEFAULTS)), heuristic, ...choices };
	}
	if (problem.problem === 'graph') {
		const { graph, own, start, goal } = problem;
		if (own !== null) return { ...ownGraphConfig(own, runChoicesOf(PLAY_DEFAULTS)), ...choices };
		return { ...GRAPH_PLAY_DEFAULTS[graph as GraphName], ...choices, start, goal };
	}
	const { board, goal, customH } = problem;
	return {
		...PLAY_DEFAULTS,
		...choices,
		board,
		goal,
		heuristic: run.heuristic,
		customH: run.custom ? customH : null
	};
}

/**
 * A list of 2 to 4 different algorithm names separated by commas, e.g. "bfs,dfs,greedy,astar".
 * The message of a rejection ends in what was given, like the other readers of options.
 */
export function readAlgorithmList(text: string): OptionRead<AlgorithmName[]> {
	const parts = text.split(',').map((part) => part.trim());
	if (parts.length < MIN_RUNS || parts.length > MAX_RUNS) {
		return {
			ok: false,
			why: message('notice_field_algorithm_list', {
				min: MIN_RUNS,
				max: MAX_RUNS,
				value: `"${text}"`
			})
		};
	}
	return readDistinctAlgorithms(text);
}
