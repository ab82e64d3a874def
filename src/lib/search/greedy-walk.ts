import type { ChildFate, ChildReport, SearchNode, SearchRun } from './events';
import { KeyIndex } from './key-index';
import { makeNode } from './node-store';
import { resolveOptions, type SearchOptions } from './options';
import type { Problem } from './problem';
import { newCounters, searchResult } from './result';

/**
 * The never-backtracking greedy walk of seed 000: no frontier at all. From the current state it
 * moves to the child with the lowest h among those it has not stood on before (ties go to the
 * first in child order), and never reconsiders. Fast when it works; it can wander far from a
 * shortest path, and it is 'stuck' when every child is a state it already stood on.
 *
 * Each step is reported as an expansion: the child taken is 'added', the other unvisited ones
 * 'passed-over', the ones already stood on 'visited'. The frontier is the one child taken
 * (size 1, or 0 when stuck); the explored set is the states stood on. Of the options only
 * maxExpansions applies.
 *
 * Seed 000's program also never returns to a sibling it passed over, and breaks ties by board
 * text; this walk follows the rule as the lessons state it (unvisited = not stood on; ties by
 * child order), so its walks can differ from that program's.
 */
export function* greedyWalk<S>(problem: Problem<S>, options: SearchOptions = {}): SearchRun<S> {
	const { maxExpansions } = resolveOptions(options);
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
		const scored = problem.successors(current.state).map(({ action, state, cost }) => ({
			action,
			state,
			g: current.g + cost,
			h: h(state),
			seen: visited.get(problem.key(state))
		}));
		// The unvisited child with the lowest h; the first in child order wins a tie.
		let best = -1;
		scored.forEach((child, i) => {
			if (child.seen < 0 && (best < 0 || child.h < scored[best].h)) best = i;
		});
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
						chosen.h,
						current.depth + 1
					);
		const children = scored.map(({ action, state, g, h, seen }, i): ChildReport<S> => {
			const fate: ChildFate = i === best ? 'added' : seen < 0 ? 'passed-over' : 'visited';
			const id = i === best ? walk.length : null;
			return { action, state, fate, id, existing: seen < 0 ? null : seen, g, h, f: h };
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
