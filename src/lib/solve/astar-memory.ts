/**
 * A* watched f level by f level, for lesson 11's figure on why A* runs out of memory on the
 * 15-puzzle (lessons/astar-memory.ts extrapolates from what is measured here). A* keeps every
 * board it has generated, and with a consistent heuristic it expands boards in order of f, so
 * the boards stored when a level begins are a floor on what finishing the levels below needed.
 * It runs in the search worker (worker/search-worker-protocol.ts), which is why it sits here,
 * beside the other long runs the worker hosts, below the lessons and the worker alike.
 */

import type { Board } from '../puzzle/board';
import { ALGORITHMS, tileProblem } from '../search/index';

/** The moment A* took its first node of a new f level off the frontier. */
export interface FLevel {
	readonly f: number;
	/** Expansions done before this level began: all of them at lower f. */
	readonly expandedBefore: number;
	/** Boards stored (frontier + explored) when the level began. */
	readonly storedAtStart: number;
}

export interface AStarMemoryProgress {
	readonly expanded: number;
	/**
	 * Boards stored: the frontier plus the explored set. The goal, once taken off the frontier,
	 * is still stored (its path is read from it), so a run that finds it ends with the count of
	 * its last expansion.
	 */
	readonly stored: number;
	/** The f of the node expanded last. */
	readonly f: number;
	readonly levels: readonly FLevel[];
}

export interface AStarMemoryRun extends AStarMemoryProgress {
	/** 'goal' if A* finished within the cap, 'limit' if the cap stopped it. */
	readonly outcome: 'goal' | 'limit' | 'exhausted';
	/** The solution length when A* finished. */
	readonly cost: number | null;
}

/**
 * Runs A* with Manhattan distance from `start` to `goal`, at most `cap` expansions, and records
 * where each f level began. `onProgress` is called every `every` expansions (for a live figure).
 */
export function measureAStarMemory(
	start: Board,
	goal: Board,
	cap: number,
	onProgress?: (progress: AStarMemoryProgress) => void,
	every = 50_000
): AStarMemoryRun {
	const problem = tileProblem(start, { goal, heuristic: 'manhattan' });
	const run = ALGORITHMS.astar.run(problem, { maxExpansions: cap });
	const levels: FLevel[] = [];
	let stored = 0;
	let expanded = 0;
	let f = -Infinity;
	for (let step = run.next(); ; step = run.next()) {
		if (step.done) {
			const result = step.value;
			return {
				outcome: result.outcome as AStarMemoryRun['outcome'],
				cost: result.cost,
				expanded,
				stored,
				f,
				levels
			};
		}
		const event = step.value;
		// The goal taken off the frontier leaves the frontier's count but not memory.
		if (event.type === 'goal') continue;
		if (event.type === 'expand') {
			if (event.node.f > f) {
				f = event.node.f;
				// `stored` still holds the sizes after the previous event: the level's start.
				levels.push({ f, expandedBefore: expanded, storedAtStart: stored });
			}
			expanded = event.expansion;
			if (onProgress !== undefined && expanded % every === 0) {
				onProgress({ expanded, stored: event.frontierSize + event.exploredSize, f, levels });
			}
		}
		stored = event.frontierSize + event.exploredSize;
	}
}
