import { DESCRIPTIONS, priorityFunction } from './descriptions';
import { orderOfEntries } from './entry-order';
import type { ChildFate, ChildReport, SearchNode, SearchRun } from './events';
import { KeyIndex } from './key-index';
import { makeNode } from './node-store';
import { discardsReached, resolveOptions, type SearchOptions } from './options';
import type { Problem } from './problem';
import { newCounters, searchResult } from './result';

/**
 * The never-backtracking greedy walk of seed 000: no frontier at all. From the current state it
 * moves to the child with the lowest h among those it has not reached before, and never
 * reconsiders. Fast when it works; it can wander far from a shortest path, and it is 'stuck'
 * when every child is a state it has already reached.
 *
 * Each step is reported as an expansion: the child taken is 'added', the other unvisited ones
 * 'passed-over', the ones reached before 'visited'. The frontier is the one child taken
 * (size 1, or 0 when stuck); the explored set is the states stood on. Two options shape it:
 *
 * - `duplicates`: 'tree' (the default) avoids only the states the walk stood on, and so does
 *   multiple-path pruning ('prune': its expanded states are the ones stood on); any graph
 *   policy also avoids every state it has generated as a child, taken or not (a graph search's
 *   reached set: the tiles.py tutorial's tilesGreedy.py).
 * - `tieBreak` among children of equal h, the same rule a priority queue breaks equal f by
 *   (entry-order.ts), child order standing for the order they were added: 'fifo' and 'low-h'
 *   take the first in child order (the default), 'lifo' the last, 'low-g-text' the lower g,
 *   then the board that reads first as text, 'alpha' the state that comes first alphabetically
 *   (the node's name on a graph). Children of one node differ in g only by their
 *   step's cost, so on the tile puzzle, where every move costs 1, 'low-g-text' is the board
 *   that reads first as text (tilesGreedy.py, which sorts its candidates as (h, board) pairs).
 *
 * With 'graph' and 'low-g-text' the walk is the tutorial's program move for move.
 */
export function* greedyWalk<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	const { maxExpansions, duplicates, tieBreak } = resolveOptions(
		options,
		DESCRIPTIONS.walk.defaults
	);
	const priority = priorityFunction(DESCRIPTIONS.walk.priority, 1);
	/** The children of the node the walk stands on, as it scores them. */
	let scored: ScoredChild<S>[] = [];
	// Which of them a priority queue ordered by f = h would hand out first, had they been added
	// in child order. Made before the start event, so a tie-break the problem cannot serve (by
	// text, with no text order) stops the run before it starts.
	const leavesFirst = orderOfEntries('priority', tieBreak, problem).compare(
		{
			f: (i) => scored[i].f,
			g: (i) => scored[i].g,
			h: (i) => scored[i].h,
			state: (i) => scored[i].state
		},
		(i) => i
	);
	const avoidsGenerated = discardsReached(duplicates);
	/** States generated as children but never stood on (graph policies only). */
	const generated = new KeyIndex();
	const h = (state: S): number => (problem.heuristic === undefined ? 0 : problem.heuristic(state));
	const counters = newCounters();
	const visited = new KeyIndex();
	const walk: SearchNode<S>[] = [];
	let step = 0;
	const finish = (outcome: 'goal' | 'stuck' | 'limit') => {
		counters.nodes = walk.length;
		counters.frontierSize = outcome === 'limit' ? 1 : 0;
		counters.exploredSize = walk.length;
		return searchResult(outcome, walk, counters);
	};

	const rootH = h(problem.initial);
	let current = makeNode(0, null, problem.initial, null, 0, rootH, rootH, 0);
	yield { type: 'start', step, root: current, frontierSize: 1, exploredSize: 0 };
	counters.maxFrontier = 1;

	for (;;) {
		walk.push(current);
		visited.set(problem.key(current.state), current.id);
		if (problem.isGoal(current.state)) {
			step++;
			yield { type: 'goal', step, node: current, frontierSize: 0, exploredSize: walk.length };
			return finish('goal');
		}
		if (counters.expanded === maxExpansions) return finish('limit');

		counters.expanded++;
		scored = problem.successors(current.state).map(({ action, state, cost }) => {
			const key = problem.key(state);
			const seen = visited.get(key);
			const reached = seen >= 0 || generated.get(key) >= 0;
			const g = current.g + cost;
			const childH = h(state);
			return { action, state, g, h: childH, f: priority(g, childH), seen, reached };
		});
		if (avoidsGenerated) {
			for (const child of scored) if (!child.reached) generated.set(problem.key(child.state), 1);
		}
		const best = firstCandidate(scored, leavesFirst);
		const chosen = best < 0 ? null : scored[best];
		const next =
			chosen === null
				? null
				: makeNode(
						walk.length,
						current.id,
						chosen.state,
						chosen.action,
						chosen.g,
						chosen.h,
						chosen.f,
						current.depth + 1
					);
		const children = scored.map(({ action, state, g, h, f, seen, reached }, i): ChildReport<S> => {
			const fate: ChildFate = i === best ? 'added' : reached ? 'visited' : 'passed-over';
			const id = i === best ? walk.length : null;
			return { action, state, fate, id, existing: seen < 0 ? null : seen, g, h, f };
		});
		counters.generated += children.length;
		if (next !== null) counters.maxDepth = current.depth + 1;
		step++;
		yield {
			type: 'expand',
			step,
			expansion: counters.expanded,
			node: current,
			children,
			frontierSize: next === null ? 0 : 1,
			exploredSize: walk.length
		};
		if (next === null) return finish('stuck');
		current = next;
	}
}

/** A child as the walk scores it: g, h and f (= h, the walk's priority), and whether it was reached. */
interface ScoredChild<S> {
	readonly action: string;
	readonly state: S;
	readonly g: number;
	readonly h: number;
	readonly f: number;
	/** The node that stood on its state, or −1. */
	readonly seen: number;
	readonly reached: boolean;
}

/**
 * The index of the child the walk steps to: of the children not reached before, the one that
 * leaves first by `leavesFirst` (indices into `children`); -1 when every child was reached
 * before (the walk is stuck).
 */
function firstCandidate<S>(
	children: readonly ScoredChild<S>[],
	leavesFirst: (a: number, b: number) => number
): number {
	let best = -1;
	children.forEach((child, i) => {
		if (!child.reached && (best < 0 || leavesFirst(i, best) < 0)) best = i;
	});
	return best;
}
