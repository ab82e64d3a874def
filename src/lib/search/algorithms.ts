import { aStar, solveAStar } from './a-star';
import { breadthFirst, solveBreadthFirst } from './breadth-first';
import { depthFirst, solveDepthFirst } from './depth-first';
import type { SearchResult, SearchRun } from './events';
import { greedyBestFirst, solveGreedyBestFirst } from './greedy-best-first';
import { greedyWalk } from './greedy-walk';
import { idaStar } from './ida-star';
import { iterativeDeepening } from './iterative-deepening';
import type { SearchOptions } from './options';
import { DESCRIPTIONS, type AlgorithmDescription, type AlgorithmName } from './descriptions';
import type { Problem } from './problem';
import { runToEnd } from './run';
import { solveUniformCost, uniformCost } from './uniform-cost';
import { solveWeightedAStar, weightedAStar } from './weighted-a-star';

export { ALGORITHM_NAMES, isAlgorithmName, type AlgorithmName } from './descriptions';

/** An algorithm: its description (descriptions.ts) with the code that runs it. */
export interface Algorithm extends AlgorithmDescription {
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
	bfs: { ...DESCRIPTIONS.bfs, run: breadthFirst, solve: solveBreadthFirst },
	dfs: { ...DESCRIPTIONS.dfs, run: depthFirst, solve: solveDepthFirst },
	iddfs: { ...DESCRIPTIONS.iddfs, run: iterativeDeepening, solve: drained(iterativeDeepening) },
	ucs: { ...DESCRIPTIONS.ucs, run: uniformCost, solve: solveUniformCost },
	greedy: { ...DESCRIPTIONS.greedy, run: greedyBestFirst, solve: solveGreedyBestFirst },
	astar: { ...DESCRIPTIONS.astar, run: aStar, solve: solveAStar },
	wastar: { ...DESCRIPTIONS.wastar, run: weightedAStar, solve: solveWeightedAStar },
	idastar: { ...DESCRIPTIONS.idastar, run: idaStar, solve: drained(idaStar) },
	walk: { ...DESCRIPTIONS.walk, run: greedyWalk, solve: drained(greedyWalk) }
});
