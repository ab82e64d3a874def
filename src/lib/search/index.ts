/**
 * The search engine: a Problem (problem.ts), algorithms written as generators that yield one
 * event per expansion and return a result (events.ts), the options they take (options.ts), the
 * frontiers they use, the tile puzzle and road map as problems, the edX preset and the tiles.py
 * tutorial's preset.
 *
 *   const run = ALGORITHMS.astar.run(tileProblem(board), { tieBreak: 'low-h' });
 *   for (let step = run.next(); !step.done; step = run.next()) draw(step.value);
 */
export type { Problem, StateIndex, Successor, TextOrdered } from './problem';
export { SuccessorList } from './successor-list';
export type {
	ChildFate,
	ChildReport,
	ExpandEvent,
	IterationEvent,
	Outcome,
	SearchEvent,
	SearchNode,
	SearchResult,
	SearchRun,
	SearchStats,
	StartEvent
} from './events';
export {
	ENGINE_MAX_EXPANSIONS,
	UI_MAX_EXPANSIONS,
	resolveOptions,
	withoutUndefined,
	type DuplicatePolicy,
	type GoalTestTiming,
	type OptionDefaults,
	type PushOrder,
	type ResolvedOptions,
	type SearchOptions,
	type TieBreak
} from './options';
export type { Frontier } from './frontier';
export { FifoQueue } from './fifo-queue';
export { Stack } from './stack';
export { PriorityQueue, type TieOrder } from './priority-queue';
export { breadthFirst, solveBreadthFirst } from './breadth-first';
export { depthFirst, solveDepthFirst } from './depth-first';
export { iterativeDeepening } from './iterative-deepening';
export { uniformCost, solveUniformCost } from './uniform-cost';
export { greedyBestFirst, solveGreedyBestFirst } from './greedy-best-first';
export { aStar, solveAStar } from './a-star';
export { weightedAStar, solveWeightedAStar } from './weighted-a-star';
export { idaStar } from './ida-star';
export { greedyWalk } from './greedy-walk';
export {
	DEFAULT_TIE_BREAK,
	DEFAULT_WEIGHT,
	DESCRIPTIONS,
	describedOptions,
	formatNumber,
	priorityFunction,
	priorityName,
	priorityText,
	type AlgorithmDefaults,
	type AlgorithmDescription,
	type FrontierStructure,
	type PriorityFormula,
	type TunableOption
} from './descriptions';
export {
	ALGORITHMS,
	ALGORITHM_NAMES,
	isAlgorithmName,
	type Algorithm,
	type AlgorithmName
} from './algorithms';
export { runToEnd, collectRun } from './run';
export {
	tileProblem,
	DENSE_INDEX_MAX_CELLS,
	type TileProblem,
	type TileProblemOptions
} from './tile-problem';
export { decodeTiles, encodeTiles, tileAt, PACKED_MAX_CELLS, type TileState } from './tile-state';
export {
	edxMethod,
	edxProblem,
	edxReport,
	edxRun,
	formatEdxReport,
	EDX_ALGORITHMS,
	EDX_METHODS,
	EDX_OPTIONS,
	type EdxMethod,
	type EdxReport
} from './edx';
export {
	formatTilesTutorialReport,
	tilesTutorialOptions,
	tilesTutorialProblem,
	tilesTutorialProgram,
	tilesTutorialReport,
	tilesTutorialRun,
	tilesTutorialSolve,
	TILES_TUTORIAL,
	TILES_TUTORIAL_ALGORITHMS,
	TILES_TUTORIAL_CHILD_ORDER,
	TILES_TUTORIAL_OPTIONS,
	TILES_TUTORIAL_RATIO,
	type TilesTutorialProgram,
	type TilesTutorialReport
} from './tiles-tutorial';
export { compareTileText } from './tile-text-order';
export { breadthFirstLayers, LAYERS_MAX_CELLS } from './layers';
