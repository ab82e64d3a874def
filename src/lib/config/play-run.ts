import type { ProblemSpec } from '../domains';
import type { AlgorithmName } from '../search/algorithms';
import type { SearchOptions } from '../search/options';
import { graphRunOf, playRunOptions, type PlayConfig } from './play-link';

/**
 * A playground configuration's run: the player's RunConfig (its problem, algorithm and engine
 * options), written with the layers below the player, which a link's reader may use.
 */
export type PlayRun = ProblemSpec & {
	readonly algorithm: AlgorithmName;
	readonly options: SearchOptions;
};

/**
 * The run a playground configuration names, as every page opens it (openSearch, the player's
 * `load`): its problem (a board and its goal, or a named graph from one city to another), the
 * algorithm and the engine options. The step a page rests at is the page's, not the run's.
 */
export function runConfigOf(config: PlayConfig): PlayRun {
	if (config.problem === 'grid') {
		return {
			algorithm: config.algorithm,
			problem: 'grid',
			spec: { grid: config.grid, heuristic: config.heuristic },
			options: playRunOptions(config)
		};
	}
	if (config.problem === 'graph') {
		return {
			algorithm: config.algorithm,
			problem: 'graph',
			spec: graphRunOf(config),
			options: playRunOptions(config)
		};
	}
	return {
		algorithm: config.algorithm,
		problem: 'tile',
		spec: {
			board: config.board,
			goal: config.goal,
			heuristic: config.heuristic,
			heuristicTable: config.customH?.table ?? undefined,
			childOrder: config.childOrder
		},
		options: playRunOptions(config)
	};
}
