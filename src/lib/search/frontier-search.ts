import type { ChildFate, ChildReport, SearchRun } from './events';
import type { Frontier } from './frontier';
import { ReachedTable } from './key-index';
import { NodeStore } from './node-store';
import type { ResolvedOptions, TieBreak } from './options';
import type { Problem } from './problem';
import { newCounters, searchResult } from './result';
import { expandInto, SuccessorList } from './successor-list';

/**
 * What makes one frontier search differ from another: the frontier, and how f is computed.
 * Algorithms pass functions defined once at module level where they can, not new closures per
 * run: V8 then sees the same call targets run after run and keeps its optimized code.
 */
export interface FrontierPolicy<S> {
	/** An empty frontier of node ids: a FIFO queue, a stack, or a priority queue on `nodes.f`. */
	readonly makeFrontier: (nodes: NodeStore<S>, tieBreak: TieBreak) => Frontier<number>;
	/** Informed searches ask the problem for h; uninformed ones use h = 0. */
	readonly informed: boolean;
	/** The node's f from its path cost g and heuristic estimate h. */
	readonly f: (g: number, h: number) => number;
	/** Push each node's children last-first, so a stack hands them back in child order. */
	readonly pushReversed: boolean;
}

/** Node bookkeeping for graph search (NodeStore.status). */
const IN_FRONTIER = 1;
const EXPLORED = 2;
/** Replaced by a cheaper node for the same state; skipped when it surfaces. */
const STALE = 3;

/**
 * The textbook's search loop, shared by breadth-first, depth-first, uniform-cost, greedy
 * best-first, A* and weighted A*: the same loop, a different rule for which frontier node comes
 * next.
 *
 *   frontier ← [root]; reached ← {root}
 *   loop
 *     if the frontier is empty: return 'exhausted'
 *     node ← POP(frontier)
 *     if the goal test is on removal and node is a goal: return its path
 *     explored ← explored + node; expand node:
 *     for each child, in the problem's child order:
 *       deeper than the depth limit          → 'depth-cut'
 *       state never reached (or tree search) → 'added' (or 'goal' when tested on generation)
 *       state explored                       → 'explored'
 *       state in the frontier by a costlier path, with priority update → 'replaced'
 *       otherwise                            → 'in-frontier'
 *
 * A replaced entry stays in the frontier marked stale and is skipped when it surfaces: the same
 * order as removing it, without searching the frontier. Explored states are never reopened.
 */
export function* frontierSearch<S>(
	problem: Problem<S>,
	options: ResolvedOptions,
	policy: FrontierPolicy<S>
): SearchRun<S> {
	const { goalTest, duplicates, depthLimit, maxExpansions } = options;
	const testOnGeneration = goalTest === 'on-generation';
	const priorityUpdate = duplicates === 'graph-update';
	const informed = policy.informed && problem.heuristic !== undefined;
	const { f, pushReversed } = policy;

	const nodes = new NodeStore<S>();
	const frontier = policy.makeFrontier(nodes, options.tieBreak);
	const reached = duplicates === 'tree' ? null : new ReachedTable(problem);
	const successors = new SuccessorList<S>();
	const counters = newCounters();
	/** This expansion's new nodes, pushed once all children are seen (reversed for DFS). */
	const toPush: number[] = [];
	let staleInFrontier = 0;
	let step = 0;

	const finish = (outcome: 'goal' | 'exhausted' | 'limit', goal: number, frontierSize: number) => {
		counters.nodes = nodes.count;
		// The node taken when the cap is reached was not expanded: it still counts as waiting.
		counters.frontierSize = frontierSize + (outcome === 'limit' ? 1 : 0);
		counters.exploredSize = reached === null ? 0 : counters.expanded;
		return searchResult(outcome, goal < 0 ? [] : nodes.pathTo(goal), counters);
	};

	const rootH = informed ? (problem.heuristic?.(problem.initial) ?? 0) : 0;
	const root = nodes.add(-1, problem.initial, null, 0, rootH, f(0, rootH));
	counters.maxFrontier = 1;
	yield { type: 'start', step, root: nodes.node(root), frontierSize: 1, exploredSize: 0 };
	if (testOnGeneration && problem.isGoal(problem.initial)) return finish('goal', root, 0);
	frontier.push(root);
	reached?.set(reached.keyOf(problem.initial), root);
	nodes.status[root] = IN_FRONTIER;

	for (;;) {
		let id = frontier.pop();
		// An entry a cheaper path replaced is skipped, as if it had been taken out then.
		for (; id !== undefined && nodes.status[id] === STALE; id = frontier.pop()) staleInFrontier--;
		if (id === undefined) return finish('exhausted', -1, 0);
		const waiting = frontier.size - staleInFrontier;
		const state = nodes.state(id);
		if (!testOnGeneration && problem.isGoal(state)) return finish('goal', id, waiting);
		if (counters.expanded === maxExpansions) return finish('limit', -1, waiting);

		counters.expanded++;
		nodes.status[id] = EXPLORED;
		const depth = nodes.depth[id] + 1;
		const parentG = nodes.g[id];
		const parent = nodes.parent[id];
		// A child back in the parent's state (the action undone) meets the parent, explored
		// already: graph search knows its fate without a lookup in the reached table.
		const parentKey = parent < 0 ? undefined : problem.key(nodes.state(parent));
		expandInto(problem, state, informed ? nodes.h[id] : undefined, successors);
		const children: ChildReport<S>[] = new Array(successors.count);
		let reported = 0;
		let goal = -1;
		let pushCount = 0;
		while (reported < successors.count && goal < 0) {
			const childState = successors.states[reported];
			const action = successors.actions[reported];
			const g = parentG + successors.costs[reported];
			const h = successors.h[reported];
			const childF = f(g, h);
			let fate: ChildFate = 'added';
			let child: number | null = null;
			let existing: number | null = null;
			let key: string | number = 0;
			if (depth > depthLimit) {
				fate = 'depth-cut';
			} else if (reached !== null) {
				const seen =
					problem.key(childState) === parentKey
						? parent
						: reached.get((key = reached.keyOf(childState)));
				if (seen >= 0) {
					existing = seen;
					if (nodes.status[seen] === EXPLORED) fate = 'explored';
					else fate = priorityUpdate && g < nodes.g[seen] ? 'replaced' : 'in-frontier';
				}
			}
			if (fate === 'added' || fate === 'replaced') {
				if (existing !== null) {
					nodes.status[existing] = STALE;
					staleInFrontier++;
				}
				child = nodes.add(id, childState, action, g, h, childF);
				reached?.set(key, child);
				if (depth > counters.maxDepth) counters.maxDepth = depth;
				if (testOnGeneration && problem.isGoal(childState)) {
					fate = 'goal';
					goal = child;
				} else {
					nodes.status[child] = IN_FRONTIER;
					toPush[pushCount++] = child;
				}
			}
			children[reported++] = {
				action,
				state: childState,
				fate,
				id: child,
				existing,
				g,
				h,
				f: childF
			};
		}
		if (reported < children.length) children.length = reported;
		counters.generated += reported;
		if (pushReversed) for (let i = pushCount - 1; i >= 0; i--) frontier.push(toPush[i]);
		else for (let i = 0; i < pushCount; i++) frontier.push(toPush[i]);

		const size = frontier.size - staleInFrontier;
		if (size > counters.maxFrontier) counters.maxFrontier = size;
		step++;
		yield {
			type: 'expand',
			step,
			expansion: counters.expanded,
			node: nodes.node(id),
			children,
			frontierSize: size,
			exploredSize: reached === null ? 0 : counters.expanded
		};
		if (goal >= 0) return finish('goal', goal, size);
	}
}
