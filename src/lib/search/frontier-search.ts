import type {
	ChildFate,
	ChildReport,
	ExpandEvent,
	GoalEvent,
	Outcome,
	SearchResult,
	SearchRun,
	StartEvent
} from './events';
import { bestFirstFrontier } from './best-first';
import {
	priorityFunction,
	type AlgorithmDescription,
	type FrontierStructure
} from './descriptions';
import { entryOrder, type EntryOrder } from './entry-order';
import { FifoQueue } from './fifo-queue';
import type { Frontier } from './frontier';
import { Stack } from './stack';
import { ReachedTable } from './key-index';
import { NodeStore } from './node-store';
import { resolveOptions, type ResolvedOptions, type SearchOptions } from './options';
import type { Problem } from './problem';
import { newCounters, searchResult, type RunCounters } from './result';
import { expandInto, SuccessorList } from './successor-list';

/**
 * What makes one frontier search differ from another: the frontier, and how f is computed.
 * Algorithms pass functions defined once at module level where they can, not new closures per
 * run: V8 then sees the same call targets run after run and keeps its optimized code.
 */
export interface FrontierPolicy<S> {
	/** The order entries leave the frontier in, from the description (entry-order.ts). */
	readonly order: EntryOrder;
	/** An empty frontier of node ids that hands them out in `order`: a queue, a stack or a heap. */
	readonly makeFrontier: (nodes: NodeStore<S>, order: EntryOrder) => Frontier<number>;
	/** Informed searches ask the problem for h; uninformed ones use h = 0. */
	readonly informed: boolean;
	/** The node's f from its path cost g and heuristic estimate h. */
	readonly f: (g: number, h: number) => number;
	/** Push each node's children last-first, so a stack hands them back in child order. */
	readonly pushReversed: boolean;
}

/**
 * The frontier policy an algorithm's description selects once its options are resolved: the
 * frontier its structure names, kept in its entry order, f by its priority formula (weighted
 * A*'s w from the options), and depth-first search's push order.
 */
export function frontierPolicy<S>(
	description: AlgorithmDescription,
	options: ResolvedOptions
): FrontierPolicy<S> {
	return {
		order: entryOrder(description, options),
		makeFrontier: FRONTIERS[description.structure] ?? unsupported(description),
		informed: description.informed,
		f: priorityFunction(description.priority, options.weight),
		pushReversed: description.structure === 'stack' && options.pushOrder === 'reversed'
	};
}

const fifoQueue = (): Frontier<number> => new FifoQueue<number>();
const stack = (): Frontier<number> => new Stack<number>();

const FRONTIERS: Partial<Record<FrontierStructure, FrontierPolicy<unknown>['makeFrontier']>> = {
	queue: fifoQueue,
	stack,
	priority: bestFirstFrontier
};

function unsupported(description: AlgorithmDescription): never {
	throw new Error(`${description.label} does not run on the frontier search.`);
}

/** Runs the algorithm `description` describes as a generator of events (see `frontierSearch`). */
export function runFrontierAlgorithm<S>(
	description: AlgorithmDescription,
	problem: Problem<S>,
	options: SearchOptions
): SearchRun<S> {
	const resolved = resolveOptions(options, description.defaults);
	return frontierSearch(problem, resolved, frontierPolicy<S>(description, resolved));
}

/** Runs it without events and returns its result (see `frontierSearchResult`). */
export function solveFrontierAlgorithm<S>(
	description: AlgorithmDescription,
	problem: Problem<S>,
	options: SearchOptions
): SearchResult<S> {
	const resolved = resolveOptions(options, description.defaults);
	return frontierSearchResult(problem, resolved, frontierPolicy<S>(description, resolved));
}

/**
 * The search as a generator: a start event, one expand event per expansion, then the result.
 * Breadth-first, depth-first, uniform-cost, greedy best-first, A* and weighted A* are this
 * function with different policies.
 */
export function* frontierSearch<S>(
	problem: Problem<S>,
	options: ResolvedOptions,
	policy: FrontierPolicy<S>
): SearchRun<S> {
	const search = new FrontierSearch(problem, options, policy);
	yield search.startEvent;
	while (search.outcome === null) {
		const event = search.expandNext(true);
		if (event !== null) yield event;
	}
	return search.result();
}

/**
 * The same search without events: exactly the result `frontierSearch` returns, for callers that
 * only want the answer and its counts (tables comparing algorithms, the command line).
 */
export function frontierSearchResult<S>(
	problem: Problem<S>,
	options: ResolvedOptions,
	policy: FrontierPolicy<S>
): SearchResult<S> {
	const search = new FrontierSearch(problem, options, policy);
	while (search.outcome === null) search.expandNext(false);
	return search.result();
}

/** Node bookkeeping for graph search (NodeStore.status). */
const IN_FRONTIER = 1;
const EXPLORED = 2;
/** Replaced by a cheaper node for the same state; skipped when it surfaces. */
const STALE = 3;

/**
 * The textbook's search loop, one expansion per call of `expandNext`:
 *
 *   frontier ← [root]; explored ← {}
 *   loop
 *     if the frontier is empty: return 'exhausted'
 *     node ← POP(frontier)
 *     if the goal test is on removal and node is a goal: return its path
 *     explored ← explored + node.state; expand node:
 *     for each child, in the problem's child order:
 *       deeper than the depth limit          → 'depth-cut'
 *       state never reached (or tree search) → 'added' (or 'goal' when tested on generation)
 *       state explored                       → 'explored'
 *       state in the frontier by a costlier path, with priority update → 'replaced'
 *       otherwise                            → 'in-frontier'
 *
 * A replaced entry stays in the frontier marked stale and is skipped when it surfaces: the same
 * order as removing it, without searching the frontier. Explored states are never reopened.
 * Both lookups (is the state explored? is it on the frontier?) are one lookup in `reached`, the
 * table of every state's latest node, whose status says which of the two it is in.
 * With 'graph-except-start' the root's state is left out of `reached`, so the first grandchild
 * back in the start state is 'added' and the start is expanded a second time.
 *
 * The loop lives in a class rather than in the generator itself so that a run without events
 * (`frontierSearchResult`) executes the very same code, and so that V8 optimizes it as an
 * ordinary method instead of a generator body that saves every local at each yield.
 */
class FrontierSearch<S> {
	/** Set once the run has ended; `result()` is then available. */
	outcome: Outcome | null = null;
	readonly startEvent: StartEvent<S>;

	readonly #problem: Problem<S>;
	readonly #policy: FrontierPolicy<S>;
	readonly #testOnGeneration: boolean;
	readonly #priorityUpdate: boolean;
	readonly #informed: boolean;
	readonly #depthLimit: number;
	readonly #maxExpansions: number;
	readonly #nodes = new NodeStore<S>();
	readonly #frontier: Frontier<number>;
	readonly #reached: ReachedTable<S> | null;
	/** 'graph-except-start': the start state is not in `reached` until it is generated again. */
	readonly #startUnrecorded: boolean;
	readonly #successors = new SuccessorList<S>();
	readonly #counters: RunCounters = newCounters();
	/** This expansion's new nodes, pushed once all children are seen (reversed for DFS). */
	readonly #toPush: number[] = [];
	#staleInFrontier = 0;
	#step = 0;
	/** The goal node when the outcome is 'goal'. */
	#goal = -1;
	/** The frontier's size when the run ended. */
	#finalFrontier = 0;

	constructor(problem: Problem<S>, options: ResolvedOptions, policy: FrontierPolicy<S>) {
		this.#problem = problem;
		this.#policy = policy;
		this.#testOnGeneration = options.goalTest === 'on-generation';
		this.#priorityUpdate = options.duplicates === 'graph-update';
		this.#informed = policy.informed && problem.heuristic !== undefined;
		this.#depthLimit = options.depthLimit;
		this.#maxExpansions = options.maxExpansions;
		this.#frontier = policy.makeFrontier(this.#nodes, policy.order);
		this.#reached = options.duplicates === 'tree' ? null : new ReachedTable(problem);
		this.#startUnrecorded = options.duplicates === 'graph-except-start';

		const rootH = this.#informed ? (problem.heuristic?.(problem.initial) ?? 0) : 0;
		const root = this.#nodes.add(-1, problem.initial, null, 0, rootH, policy.f(0, rootH));
		this.#counters.maxFrontier = 1;
		this.startEvent = {
			type: 'start',
			step: 0,
			root: this.#nodes.node(root),
			frontierSize: 1,
			exploredSize: 0
		};
		if (this.#testOnGeneration && problem.isGoal(problem.initial)) {
			this.#end('goal', root, 0);
			return;
		}
		this.#frontier.push(root);
		if (!this.#startUnrecorded) this.#reached?.set(this.#reached.keyOf(problem.initial), root);
		this.#nodes.setStatus(root, IN_FRONTIER);
	}

	/**
	 * Takes the next node from the frontier and expands it, returning the expand event when
	 * `report` is set (null otherwise). When the run ends instead, nothing is expanded: the node
	 * taken is a goal (the goal event when `report` is set), or it returns null because the
	 * frontier is empty or the expansion cap is reached.
	 */
	expandNext(report: boolean): ExpandEvent<S> | GoalEvent<S> | null {
		const nodes = this.#nodes;
		const frontier = this.#frontier;
		const reached = this.#reached;
		const problem = this.#problem;
		const successors = this.#successors;
		const counters = this.#counters;
		const toPush = this.#toPush;
		const f = this.#policy.f;

		let id = frontier.pop();
		// An entry a cheaper path replaced is skipped, as if it had been taken out then.
		for (; id !== undefined && nodes.status(id) === STALE; id = frontier.pop()) {
			this.#staleInFrontier--;
		}
		if (id === undefined) return this.#end('exhausted', -1, 0);
		const waiting = frontier.size - this.#staleInFrontier;
		const state = nodes.state(id);
		if (!this.#testOnGeneration && problem.isGoal(state)) {
			this.#end('goal', id, waiting);
			if (!report) return null;
			return {
				type: 'goal',
				step: ++this.#step,
				node: nodes.node(id),
				frontierSize: waiting,
				exploredSize: this.#exploredSize()
			};
		}
		if (counters.expanded === this.#maxExpansions) return this.#end('limit', -1, waiting);

		counters.expanded++;
		nodes.setStatus(id, EXPLORED);
		const depth = nodes.depth(id) + 1;
		const parentG = nodes.g(id);
		const parent = nodes.parent(id);
		// A child back in the parent's state (the action undone) meets the parent, explored
		// already: graph search knows its fate without a lookup in the reached table. Not so
		// when the parent is the start and the start was left out of the reached table.
		const parentKey =
			parent < 0 || (parent === 0 && this.#startUnrecorded)
				? undefined
				: problem.key(nodes.state(parent));
		expandInto(problem, state, this.#informed ? nodes.h(id) : undefined, successors);
		const children: ChildReport<S>[] | null = report ? new Array(successors.count) : null;
		let generated = 0;
		let goal = -1;
		let pushCount = 0;
		while (generated < successors.count && goal < 0) {
			const childState = successors.states[generated];
			const action = successors.actions[generated];
			const g = parentG + successors.costs[generated];
			const h = successors.h[generated];
			const childF = f(g, h);
			let fate: ChildFate = 'added';
			let child: number | null = null;
			let existing: number | null = null;
			let key: string | number = 0;
			if (depth > this.#depthLimit) {
				fate = 'depth-cut';
			} else if (reached !== null) {
				const seen =
					problem.key(childState) === parentKey
						? parent
						: reached.get((key = reached.keyOf(childState)));
				if (seen >= 0) {
					existing = seen;
					if (nodes.status(seen) === EXPLORED) fate = 'explored';
					else fate = this.#priorityUpdate && g < nodes.g(seen) ? 'replaced' : 'in-frontier';
				}
			}
			if (fate === 'added' || fate === 'replaced') {
				if (existing !== null) {
					nodes.setStatus(existing, STALE);
					this.#staleInFrontier++;
				}
				child = nodes.add(id, childState, action, g, h, childF);
				reached?.set(key, child);
				if (depth > counters.maxDepth) counters.maxDepth = depth;
				if (this.#testOnGeneration && problem.isGoal(childState)) {
					fate = 'goal';
					goal = child;
				} else {
					nodes.setStatus(child, IN_FRONTIER);
					toPush[pushCount++] = child;
				}
			}
			if (children !== null) {
				children[generated] = {
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
			generated++;
		}
		if (children !== null && generated < children.length) children.length = generated;
		counters.generated += generated;
		if (this.#policy.pushReversed)
			for (let i = pushCount - 1; i >= 0; i--) frontier.push(toPush[i]);
		else for (let i = 0; i < pushCount; i++) frontier.push(toPush[i]);

		const size = frontier.size - this.#staleInFrontier;
		if (size > counters.maxFrontier) counters.maxFrontier = size;
		this.#step++;
		if (goal >= 0) this.#end('goal', goal, size);
		if (children === null) return null;
		return {
			type: 'expand',
			step: this.#step,
			expansion: counters.expanded,
			node: nodes.node(id),
			children,
			frontierSize: size,
			exploredSize: this.#exploredSize()
		};
	}

	/** The run's result; only once `outcome` is set. */
	result(): SearchResult<S> {
		const counters = this.#counters;
		const outcome = this.outcome as Outcome;
		counters.nodes = this.#nodes.count;
		// The node taken when the cap is reached was not expanded: it still counts as waiting.
		counters.frontierSize = this.#finalFrontier + (outcome === 'limit' ? 1 : 0);
		counters.exploredSize = this.#exploredSize();
		return searchResult(outcome, this.#goal < 0 ? [] : this.#nodes.pathTo(this.#goal), counters);
	}

	/**
	 * The size of the explored set: one state per expansion (an explored state is never expanded
	 * again), none in a tree search, and under 'graph-except-start' all but the root's, which is
	 * left out (a later node back in the start state adds it).
	 */
	#exploredSize(): number {
		const expanded = this.#counters.expanded;
		if (this.#reached === null) return 0;
		return this.#startUnrecorded && expanded > 0 ? expanded - 1 : expanded;
	}

	#end(outcome: Outcome, goal: number, frontierSize: number): null {
		this.outcome = outcome;
		this.#goal = goal;
		this.#finalFrontier = frontierSize;
		return null;
	}
}
