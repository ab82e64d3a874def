import type { ChildFate, ChildReport, SearchRun } from './events';
import type { Frontier } from './frontier';
import { DenseIndex, KeyIndex, type ReachedTable } from './key-index';
import { NodeStore } from './node-store';
import type { ResolvedOptions } from './options';
import type { Problem } from './problem';
import { newCounters, searchResult } from './result';
import { expandInto, SuccessorList } from './successor-list';

/** What makes one frontier search differ from another: the frontier, and how f is computed. */
export interface FrontierPolicy<S> {
	/** An empty frontier of node ids: a FIFO queue, a stack, or a priority queue on `nodes.f`. */
	readonly makeFrontier: (nodes: NodeStore<S>) => Frontier<number>;
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
	const f = policy.f;

	const nodes = new NodeStore<S>();
	const frontier = policy.makeFrontier(nodes);
	const { stateIndex } = problem;
	const reached: ReachedTable | null =
		duplicates === 'tree' ? null : stateIndex ? new DenseIndex(stateIndex.size) : new KeyIndex();
	/** What the reached table is keyed by: the state's dense index when it has one, else its key. */
	const reachedKey = (state: S): string | number =>
		stateIndex ? stateIndex.of(state) : problem.key(state);
	const counters = newCounters();
	const successors = new SuccessorList<S>();
	/** This expansion's new nodes, pushed once all children are seen (reversed for DFS). */
	const toPush: number[] = [];
	let staleInFrontier = 0;
	let step = 0;

	const frontierSize = (): number => frontier.size - staleInFrontier;
	/** The next node id off the frontier, skipping entries a cheaper path replaced; −1 if none. */
	const popLive = (): number => {
		for (let id = frontier.pop(); id !== undefined; id = frontier.pop()) {
			if (nodes.status[id] !== STALE) return id;
			staleInFrontier--;
		}
		return -1;
	};
	/** Graph search meets a state again: already expanded, or waiting by a costlier path or not. */
	const fateOfSeen = (seen: number, g: number): ChildFate => {
		if (nodes.status[seen] === EXPLORED) return 'explored';
		return priorityUpdate && g < nodes.g[seen] ? 'replaced' : 'in-frontier';
	};
	const exploredSize = (): number => (reached === null ? 0 : counters.expanded);
	const finish = (outcome: 'goal' | 'exhausted' | 'limit', goal: number) => {
		counters.nodes = nodes.count;
		// The node taken when the cap is reached was not expanded: it still counts as waiting.
		counters.frontierSize = frontierSize() + (outcome === 'limit' ? 1 : 0);
		counters.exploredSize = exploredSize();
		return searchResult(outcome, goal < 0 ? [] : nodes.pathTo(goal), counters);
	};

	const rootH = informed ? (problem.heuristic?.(problem.initial) ?? 0) : 0;
	const root = nodes.add(-1, problem.initial, null, 0, rootH, f(0, rootH));
	counters.maxFrontier = 1;
	yield { type: 'start', step, root: nodes.node(root), frontierSize: 1, exploredSize: 0 };
	if (testOnGeneration && problem.isGoal(problem.initial)) return finish('goal', root);
	frontier.push(root);
	reached?.set(reachedKey(problem.initial), root);
	nodes.status[root] = IN_FRONTIER;

	for (;;) {
		const id = popLive();
		if (id < 0) return finish('exhausted', -1);
		const state = nodes.states[id];
		if (!testOnGeneration && problem.isGoal(state)) return finish('goal', id);
		if (counters.expanded === maxExpansions) return finish('limit', -1);

		counters.expanded++;
		nodes.status[id] = EXPLORED;
		const depth = nodes.depth[id] + 1;
		const parentG = nodes.g[id];
		expandInto(problem, state, informed ? nodes.h[id] : undefined, successors);
		const children: ChildReport<S>[] = [];
		let goal = -1;
		let pushCount = 0;
		for (let i = 0; i < successors.count && goal < 0; i++) {
			const childState = successors.states[i];
			const action = successors.actions[i];
			const g = parentG + successors.costs[i];
			const h = successors.h[i];
			const childF = f(g, h);
			let fate: ChildFate = 'added';
			let child: number | null = null;
			let existing: number | null = null;
			let key: string | number = 0;
			if (depth > depthLimit) {
				fate = 'depth-cut';
			} else if (reached !== null) {
				key = stateIndex ? stateIndex.of(childState) : problem.key(childState);
				const seen = reached.get(key);
				if (seen >= 0) {
					existing = seen;
					fate =
						nodes.status[seen] === EXPLORED
							? 'explored'
							: priorityUpdate && g < nodes.g[seen]
								? 'replaced'
								: 'in-frontier';
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
			children.push({ action, state: childState, fate, id: child, existing, g, h, f: childF });
		}
		counters.generated += children.length;
		if (policy.pushReversed) for (let i = pushCount - 1; i >= 0; i--) frontier.push(toPush[i]);
		else for (let i = 0; i < pushCount; i++) frontier.push(toPush[i]);

		const size = frontierSize();
		if (size > counters.maxFrontier) counters.maxFrontier = size;
		step++;
		yield {
			type: 'expand',
			step,
			expansion: counters.expanded,
			node: nodes.node(id),
			children,
			frontierSize: size,
			exploredSize: exploredSize()
		};
		if (goal >= 0) return finish('goal', goal);
	}
}
