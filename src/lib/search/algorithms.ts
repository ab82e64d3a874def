import { aStar, solveAStar } from './a-star';
import { breadthFirst, solveBreadthFirst } from './breadth-first';
import { depthFirst, solveDepthFirst } from './depth-first';
import type { SearchResult, SearchRun } from './events';
import { greedyBestFirst, solveGreedyBestFirst } from './greedy-best-first';
import { greedyWalk } from './greedy-walk';
import { idaStar } from './ida-star';
import { iterativeDeepening } from './iterative-deepening';
import type { SearchOptions } from './options';
import type { Problem } from './problem';
import { runToEnd } from './run';
import { solveUniformCost, uniformCost } from './uniform-cost';
import { solveWeightedAStar, weightedAStar } from './weighted-a-star';

export type AlgorithmName =
	'bfs' | 'dfs' | 'iddfs' | 'ucs' | 'greedy' | 'astar' | 'wastar' | 'idastar' | 'walk';

export interface Algorithm {
	readonly name: AlgorithmName;
	readonly label: string;
	/** One sentence for a student: which frontier node comes next. */
	readonly description: string;
	/** Uses the problem's heuristic h. */
	readonly informed: boolean;
	/** Promises an optimal path with its default options (see `optimalWhen`). */
	readonly optimal: boolean;
	/** The condition the promise holds under, for a UI to show; null when there is no promise. */
	readonly optimalWhen: string | null;
	/** The run as a generator of events, one expansion per `next()`. */
	run<S>(problem: Problem<S>, options?: SearchOptions): SearchRun<S>;
	/**
	 * The same run's result without events, for callers that want only the answer and its
	 * counts: identical to draining `run`, and faster where the algorithm has an event-free loop.
	 */
	solve<S>(problem: Problem<S>, options?: SearchOptions): SearchResult<S>;
}

/** `solve` for the algorithms without an event-free loop of their own. */
function drained(run: Algorithm['run']): Algorithm['solve'] {
	return (problem, options) => runToEnd(run(problem, options));
}

/** Every algorithm behind one signature, so a page or the command line can swap them freely. */
export const ALGORITHMS: Readonly<Record<AlgorithmName, Algorithm>> = Object.freeze({
	bfs: {
		name: 'bfs',
		label: 'Breadth-first search',
		description: 'Expands the shallowest frontier node first (a FIFO queue).',
		informed: false,
		optimal: true,
		optimalWhen: 'fewest actions: cheapest when every step costs the same',
		run: breadthFirst,
		solve: solveBreadthFirst
	},
	dfs: {
		name: 'dfs',
		label: 'Depth-first search',
		description: 'Expands the deepest frontier node first (a stack).',
		informed: false,
		optimal: false,
		optimalWhen: null,
		run: depthFirst,
		solve: solveDepthFirst
	},
	iddfs: {
		name: 'iddfs',
		label: 'Iterative deepening',
		description: 'Depth-first search with a depth limit of 0, 1, 2, ... until a goal is found.',
		informed: false,
		optimal: true,
		optimalWhen: 'fewest actions: cheapest when every step costs the same',
		run: iterativeDeepening,
		solve: drained(iterativeDeepening)
	},
	ucs: {
		name: 'ucs',
		label: 'Uniform-cost search',
		description: 'Expands the frontier node with the lowest path cost g first.',
		informed: false,
		optimal: true,
		optimalWhen: 'step costs are positive',
		run: uniformCost,
		solve: solveUniformCost
	},
	greedy: {
		name: 'greedy',
		label: 'Greedy best-first search',
		description: 'Expands the frontier node with the lowest estimate h first.',
		informed: true,
		optimal: false,
		optimalWhen: null,
		run: greedyBestFirst,
		solve: solveGreedyBestFirst
	},
	astar: {
		name: 'astar',
		label: 'A* search',
		description: 'Expands the frontier node with the lowest f = g + h first.',
		informed: true,
		optimal: true,
		optimalWhen: 'h is admissible (never overestimates)',
		run: aStar,
		solve: solveAStar
	},
	wastar: {
		name: 'wastar',
		label: 'Weighted A*',
		description: 'Expands the frontier node with the lowest f = g + w·h first.',
		informed: true,
		optimal: false,
		optimalWhen: null,
		run: weightedAStar,
		solve: solveWeightedAStar
	},
	idastar: {
		name: 'idastar',
		label: 'IDA*',
		description: 'Depth-first search cut at an f bound that grows to the smallest f cut.',
		informed: true,
		optimal: true,
		optimalWhen: 'h is admissible (never overestimates)',
		run: idaStar,
		solve: drained(idaStar)
	},
	walk: {
		name: 'walk',
		label: 'Greedy walk',
		description: 'Steps to the unvisited neighbour with the lowest h, never backtracking.',
		informed: true,
		optimal: false,
		optimalWhen: null,
		run: greedyWalk,
		solve: drained(greedyWalk)
	}
});

export const ALGORITHM_NAMES: readonly AlgorithmName[] = Object.freeze(
	Object.keys(ALGORITHMS) as AlgorithmName[]
);

export function isAlgorithmName(text: string): text is AlgorithmName {
	return Object.hasOwn(ALGORITHMS, text);
}
