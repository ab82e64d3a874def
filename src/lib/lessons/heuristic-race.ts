/**
 * The heuristics lesson's table of A* runs: the same boards solved with h = 0 (uniform-cost
 * order), misplaced tiles, Manhattan distance and linear conflict, counting the nodes each
 * expands, with the effective branching factor b* of each count.
 *
 * A run with h = 0 on a hard board expands nearly all 181,440 boards, which takes longer than a
 * page may block, so a cell is computed by draining the engine's generator a slice at a time
 * (RaceCell.advance) rather than by one call of `solve`; the result is the same, as the engine
 * guarantees.
 */

import type { Board } from '$lib/puzzle/board';
import type { HeuristicName } from '$lib/puzzle/heuristics';
import { ENGINE_MAX_EXPANSIONS, type SearchRun, type TileState } from '$lib/search';
import type { HeuristicTable } from '$lib/search/tile-problem';
import { openSearch } from '$lib/player';

/** The columns of the table, weakest estimate first. */
export const RACE_HEURISTICS: readonly HeuristicName[] = [
	'zero',
	'misplaced',
	'manhattan',
	'linear-conflict'
];

/**
 * The boards of the table, easiest first, each one met elsewhere in the course or the seeds:
 * lesson 1's two boards, seed 000's two, seed 002's example and a hardest board (31 moves).
 */
export const RACE_BOARDS: readonly string[] = [
	'41325_786',
	'42_713856',
	'1234_5678',
	'75126348_',
	'352467_81',
	'867254301'
];

/**
 * The effective branching factor b*: the branching of the uniform tree of depth d that holds
 * N + 1 nodes, the root included, so N + 1 = 1 + b* + b*² + … + b*^d. The sum grows with b, so
 * bisection finds the root; 1 when N = d (only the path was expanded). Null for d = 0, where
 * every b fits. Here N counts expanded nodes (some textbooks count generated ones).
 */
export function effectiveBranchingFactor(nodes: number, depth: number): number | null {
	if (!Number.isInteger(depth) || depth < 0) throw new RangeError(`Bad depth ${depth}.`);
	if (!(nodes >= 0)) throw new RangeError(`Bad node count ${nodes}.`);
	if (depth === 0) return null;
	const treeSize = (b: number): number => {
		let total = 1;
		let power = 1;
		for (let i = 1; i <= depth; i++) {
			power *= b;
			total += power;
		}
		return total;
	};
	let low = 0;
	let high = Math.max(1, nodes);
	for (let i = 0; i < 100; i++) {
		const middle = (low + high) / 2;
		if (treeSize(middle) < nodes + 1) low = middle;
		else high = middle;
	}
	return (low + high) / 2;
}

export interface RaceResult {
	readonly expanded: number;
	/**
	 * The length of the path found: h* for the four built-in heuristics, which are admissible;
	 * a reader's h from the lab may overestimate, and then A* may return a longer path.
	 */
	readonly cost: number;
}

/**
 * One cell of the table: A* with one heuristic on one board, computed a slice at a time. The
 * heuristic is a built-in one, or a table of h (a reader's h from the lab, run in its sandbox).
 */
export class RaceCell {
	private readonly run: SearchRun<TileState>;
	private expansions = 0;
	result: RaceResult | null = null;

	constructor(board: Board, heuristic: HeuristicName | HeuristicTable) {
		this.run = openSearch<TileState>({
			algorithm: 'astar',
			problem: 'tile',
			spec:
				typeof heuristic === 'string' ? { board, heuristic } : { board, heuristicTable: heuristic },
			// h = 0 may expand nearly every board: the engine's cap, not the page's, since the
			// cell is computed in slices.
			options: { maxExpansions: ENGINE_MAX_EXPANSIONS }
		}).run;
	}

	/** Expansions so far. */
	get progress(): number {
		return this.result?.expanded ?? this.expansions;
	}

	/**
	 * Runs until the search ends or `stop()` says the slice is over (asked every 64
	 * expansions); returns whether the cell is done.
	 */
	advance(stop: () => boolean): boolean {
		while (this.result === null) {
			const step = this.run.next();
			if (step.done) {
				const { stats, cost, outcome } = step.value;
				if (outcome !== 'goal' || cost === null) {
					throw new Error(`A* ended with "${outcome}" instead of a solution.`);
				}
				this.result = { expanded: stats.expanded, cost };
				return true;
			}
			if (step.value.type === 'expand') this.expansions = step.value.expansion;
			if ((this.expansions & 63) === 0 && stop()) return false;
		}
		return true;
	}
}
