/**
 * The edX/ColumbiaX CSMM.101x 8-puzzle assignment (seed 003), reproduced exactly: goal
 * 0, 1, ..., 8 with the blank first; children Up, Down, Left, Right; goal test when a node is
 * taken from the frontier; a child already in the frontier or explored is not added, in A* too
 * (no priority update); equal f leaves the priority queue first in, first out; depth-first
 * search pushes children in reverse so they come off the stack in Up, Down, Left, Right order.
 */

import { UDLR, type Board, type Direction } from '../puzzle/board';
import { ALGORITHMS } from './algorithms';
import type { AlgorithmName } from './descriptions';
import type { SearchResult, SearchRun } from './events';
import { withoutUndefined, type SearchOptions } from './options';
import { tileProblem, type TileProblem } from './tile-problem';
import type { TileState } from './tile-state';

/** The assignment's method names. */
export type EdxMethod = 'bfs' | 'dfs' | 'ast';

/** The engine's algorithm for each of the assignment's methods, in the assignment's order. */
export const EDX_ALGORITHMS: Readonly<Record<EdxMethod, AlgorithmName>> = Object.freeze({
	bfs: 'bfs',
	dfs: 'dfs',
	ast: 'astar'
});

/** The assignment's methods, in its order. */
export const EDX_METHODS: readonly EdxMethod[] = Object.freeze(
	Object.keys(EDX_ALGORITHMS) as EdxMethod[]
);

/** The method an engine algorithm stands for in the assignment, or null for any other. */
export function edxMethod(algorithm: string): EdxMethod | null {
	return EDX_METHODS.find((method) => EDX_ALGORITHMS[method] === algorithm) ?? null;
}

export const EDX_OPTIONS: SearchOptions = Object.freeze({
	goalTest: 'on-removal',
	duplicates: 'graph',
	tieBreak: 'fifo',
	pushOrder: 'reversed'
});

/** The assignment's problem: blank-first goal, UDLR children, Manhattan distance for A*. */
export function edxProblem(board: Board): TileProblem {
	return tileProblem(board, { goal: 'blank-first', heuristic: 'manhattan', childOrder: UDLR });
}

/** Runs `method` under the assignment's rules; `options` may add e.g. an expansion cap. */
export function edxRun(
	method: EdxMethod,
	board: Board,
	options: SearchOptions = {}
): SearchRun<TileState> {
	const { run } = ALGORITHMS[EDX_ALGORITHMS[method]];
	return run(edxProblem(board), { ...EDX_OPTIONS, ...withoutUndefined(options) });
}

/** The fields the assignment's output file reports (running time and memory aside). */
export interface EdxReport {
	readonly path_to_goal: Direction[];
	readonly cost_of_path: number;
	/** Nodes taken from the frontier and expanded; the goal node is not counted. */
	readonly nodes_expanded: number;
	/** Depth of the goal node. */
	readonly search_depth: number;
	/** Largest depth of any node added to the frontier. */
	readonly max_search_depth: number;
	/** Frontier size just after the goal was taken from it (older version of the assignment). */
	readonly fringe_size: number;
	/** Largest frontier size after any expansion (older version of the assignment). */
	readonly max_fringe_size: number;
}

/** The assignment's fields for a run that found the goal; throws a RangeError otherwise. */
export function edxReport(result: SearchResult<TileState>): EdxReport {
	if (result.outcome !== 'goal' || result.cost === null) {
		throw new RangeError(`The run ended with outcome '${result.outcome}', not at the goal.`);
	}
	const { stats } = result;
	return {
		path_to_goal: result.actions as Direction[],
		cost_of_path: result.cost,
		nodes_expanded: stats.expanded,
		search_depth: result.path[result.path.length - 1].depth,
		max_search_depth: stats.maxDepth,
		fringe_size: stats.frontierSize,
		max_fringe_size: stats.maxFrontier
	};
}

/** The report as the assignment's output.txt writes it, one `name: value` line per field. */
export function formatEdxReport(report: EdxReport): string {
	const path = `[${report.path_to_goal.map((move) => `'${move}'`).join(', ')}]`;
	return [
		`path_to_goal: ${path}`,
		`cost_of_path: ${report.cost_of_path}`,
		`nodes_expanded: ${report.nodes_expanded}`,
		`fringe_size: ${report.fringe_size}`,
		`max_fringe_size: ${report.max_fringe_size}`,
		`search_depth: ${report.search_depth}`,
		`max_search_depth: ${report.max_search_depth}`
	].join('\n');
}
