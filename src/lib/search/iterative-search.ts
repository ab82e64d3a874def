import type { ChildFate, ChildReport, SearchNode, SearchRun } from './events';
import { makeNode } from './node-store';
import type { ResolvedOptions } from './options';
import type { Problem } from './problem';
import { newCounters, searchResult } from './result';
import { Stack } from './stack';
import { expandInto, SuccessorList } from './successor-list';

/** What the iterations bound: the depth (iterative deepening) or f = g + h (IDA*). */
export type BoundKind = 'depth' | 'f';

/**
 * The loop shared by iterative deepening and IDA*: a depth-first tree search that cuts every
 * child beyond a bound, repeated with a larger bound until a goal turns up.
 *
 *   bound ← 0 (depth) or h(root) (f)
 *   loop
 *     depth-first search from the root, goal test on removal, cutting children beyond the bound
 *     if a goal was found: return its path
 *     if nothing was cut: return 'exhausted' (the whole tree fitted within the bound)
 *     bound ← bound + 1 (depth), or the smallest f among the children cut (IDA*)
 *
 * Memory stays linear in the depth: no explored set, only an explicit stack (so an 80-move
 * solution is no deeper in the JavaScript call stack than a 1-move one) and the current path.
 * Being a tree search, it prunes only the child that undoes the move leading to the node
 * ('parent'); other repeated states are searched again.
 */
export function* iterativeSearch<S>(
	problem: Problem<S>,
	options: ResolvedOptions,
	boundKind: BoundKind
): SearchRun<S> {
	const { maxExpansions, pushOrder } = options;
	const lastBound = boundKind === 'depth' ? options.depthLimit : Infinity;
	const informed = boundKind === 'f' && problem.heuristic !== undefined;
	const successors = new SuccessorList<S>();
	const counters = newCounters();
	counters.iterations = 0;
	counters.maxFrontier = 1;
	let nextId = 0;
	let step = 0;

	/** path[d] is the node at depth d on the way from the root to the node being expanded. */
	const path: SearchNode<S>[] = [];
	const finish = (
		outcome: 'goal' | 'exhausted' | 'limit',
		frontierSize: number,
		goal?: SearchNode<S>
	) => {
		counters.nodes = nextId;
		counters.frontierSize = frontierSize;
		return searchResult(outcome, goal === undefined ? [] : path.slice(0, goal.depth + 1), counters);
	};

	const rootH = informed ? (problem.heuristic?.(problem.initial) ?? 0) : 0;
	const newRoot = (): SearchNode<S> =>
		makeNode(nextId++, null, problem.initial, null, 0, rootH, rootH, 0);
	let root = newRoot();
	yield { type: 'start', step, root, frontierSize: 1, exploredSize: 0 };
	let bound = boundKind === 'depth' ? 0 : rootH;

	for (;;) {
		counters.iterations++;
		// Each iteration grows a fresh tree, so its root is a fresh node (node 0 the first time).
		if (counters.iterations > 1) root = newRoot();
		step++;
		yield {
			type: 'iteration',
			step,
			iteration: counters.iterations,
			boundKind,
			bound,
			root,
			frontierSize: 1,
			exploredSize: 0
		};

		const stack = new Stack<SearchNode<S>>();
		stack.push(root);
		let smallestCutF = Infinity;
		let cut = false;
		for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
			path[node.depth] = node;
			if (problem.isGoal(node.state)) {
				step++;
				yield { type: 'goal', step, node, frontierSize: stack.size, exploredSize: 0 };
				return finish('goal', stack.size, node);
			}
			// The node taken when the cap is reached was not expanded: it still counts as waiting.
			if (counters.expanded === maxExpansions) return finish('limit', stack.size + 1);

			counters.expanded++;
			const depth = node.depth + 1;
			const undoKey = node.depth > 0 ? problem.key(path[node.depth - 1].state) : null;
			expandInto(problem, node.state, informed ? node.h : undefined, successors);
			const children: ChildReport<S>[] = new Array(successors.count);
			const added: SearchNode<S>[] = [];
			for (let i = 0; i < successors.count; i++) {
				const action = successors.actions[i];
				const state = successors.states[i];
				const g = node.g + successors.costs[i];
				const childH = successors.h[i];
				const f = g + childH;
				let fate: ChildFate = 'added';
				if (undoKey !== null && problem.key(state) === undoKey) {
					fate = 'parent';
				} else if (boundKind === 'depth' ? depth > bound : f > bound) {
					fate = boundKind === 'depth' ? 'depth-cut' : 'bound-cut';
					cut = true;
					smallestCutF = Math.min(smallestCutF, f);
				}
				let id: number | null = null;
				if (fate === 'added') {
					const child = makeNode(nextId++, node.id, state, action, g, childH, f, depth);
					id = child.id;
					added.push(child);
					counters.maxDepth = Math.max(counters.maxDepth, depth);
				}
				children[i] = { action, state, fate, id, existing: null, g, h: childH, f };
			}
			counters.generated += children.length;
			if (pushOrder === 'reversed') added.reverse();
			for (const child of added) stack.push(child);
			counters.maxFrontier = Math.max(counters.maxFrontier, stack.size);
			step++;
			yield {
				type: 'expand',
				step,
				expansion: counters.expanded,
				node,
				children,
				frontierSize: stack.size,
				exploredSize: 0
			};
		}

		const nextBound = boundKind === 'depth' ? bound + 1 : smallestCutF;
		// Nothing was cut: a larger bound would find nothing more. Or the last depth limit is done.
		if (!cut || nextBound > lastBound) return finish('exhausted', 0);
		bound = nextBound;
	}
}
