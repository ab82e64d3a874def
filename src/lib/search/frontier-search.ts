import type {
	ChildFate,
	ChildReport,
	DiscardEvent,
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
	readonly order: EntryOrder<S>;
	/** An empty frontier of node ids that hands them out in `order`: a queue, a stack or a heap. */
	readonly makeFrontier: (nodes: NodeStore<S>, order: EntryOrder<S>) => Frontier<number>;
	/** Informed searches ask the problem for h; uninformed ones use h = 0. */
	readonly informed: boolean;
	/** The node's f from its path cost g and heuristic estimate h. */
	readonly f: (g: number, h: number) => number;
	/** Push each node's children last-first, so a stack hands them back in child order. */
	readonly pushReversed: boolean;
}

/**
 * The frontier policy an algorithm's description selects once its options are resolved: the
 * frontier its structure names, kept in its entry order (ties broken by text in `problem`'s text
 * order), f by its priority formula (weighted A*'s w from the options), and depth-first
 * search's push order.
 */
export function frontierPolicy<S>(
	description: AlgorithmDescription,
	options: ResolvedOptions,
	problem: Problem<S>
): FrontierPolicy<S> {
	return {
		order: entryOrder(description, options, problem),
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
	throw new Error(`${description.name} does not run on the frontier search.`);
}

/** Runs the algorithm `description` describes as a generator of events (see `frontierSearch`). */
export function runFrontierAlgorithm<S>(
	description: AlgorithmDescription,
	problem: Problem<S>,
	options: SearchOptions
): SearchRun<S> {
	const resolved = resolveOptions(options, description.defaults);
	return frontierSearch(problem, resolved, frontierPolicy(description, resolved, problem));
}

/** Runs it without events and returns its result (see `frontierSearchResult`). */
export function solveFrontierAlgorithm<S>(
	description: AlgorithmDescription,
	problem: Problem<S>,
	options: SearchOptions
): SearchResult<S> {
	const resolved = resolveOptions(options, description.defaults);
	return frontierSearchResult(problem, resolved, frontierPolicy(description, resolved, problem));
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

/** No node: the frontier is empty, no goal was found, no node holds the state. */
const NO_NODE = -1;

/** What a graph search notes of each node (NodeStore.status). */
const IN_FRONTIER = 1;
const EXPLORED = 2;
/** Replaced on the frontier by a cheaper node for the same state; skipped when it surfaces. */
const STALE = 3;

/**
 * The textbook's search loop, one expansion per call of `expandNext`. Its body is the pseudocode
 * panel's lines (pseudocode.ts, `frontierLines`), each written as a comment above the code that
 * carries it out; each speed shortcut sits in a helper below the loop, named for what it does,
 * with the reason it changes nothing a run reports.
 *
 * The loop lives in a class rather than in the generator so that a run without events
 * (`frontierSearchResult`) executes the very same code, and so that V8 optimizes it as an
 * ordinary method instead of a generator body that saves every local at each yield.
 */
class FrontierSearch<S> {
	/** Set once the run has ended; `result()` is then available. */
	outcome: Outcome | null = null;
	readonly startEvent: StartEvent<S>;

	readonly #problem: Problem<S>;
	/** A node's f from its g and h: the policy's priority formula. */
	readonly #f: (g: number, h: number) => number;
	readonly #pushLastFirst: boolean;
	readonly #testOnGeneration: boolean;
	readonly #priorityUpdate: boolean;
	readonly #informed: boolean;
	readonly #depthLimit: number;
	readonly #maxExpansions: number;
	readonly #nodes = new NodeStore<S>();
	readonly #frontier: Frontier<number>;
	/**
	 * Graph search's explored set and the frontier's states in one table: each reached state's
	 * latest node, whose status says which of the two it is in. Null in a tree search. Under
	 * multiple-path pruning it holds the explored set alone: a state enters when expanded.
	 */
	readonly #reached: ReachedTable<S> | null;
	/** 'graph-except-start': the start state is not in `reached` until it is generated again. */
	readonly #startUnrecorded: boolean;
	/** 'prune': multiple-path pruning, paths checked against the explored set when taken off. */
	readonly #pruneOnRemoval: boolean;
	/** Multiple-path pruning: the reached-table key of the node being expanded, stored on expansion. */
	#nodeKey: string | number = 0;
	readonly #successors = new SuccessorList<S>();
	readonly #counters: RunCounters = newCounters();
	/** This expansion's new children, pushed once all are seen (`#pushKept`); reused. */
	readonly #kept: number[] = [];
	/** Entries a cheaper path replaced, still inside the frontier until they surface. */
	#replacedInFrontier = 0;
	/** The reached-table key of the child last looked up: a new child is stored under it. */
	#childKey: string | number = 0;
	#step = 0;
	/** The goal node when the outcome is 'goal'. */
	#goal = NO_NODE;
	/** The frontier's size when the run ended. */
	#finalFrontier = 0;

	constructor(problem: Problem<S>, options: ResolvedOptions, policy: FrontierPolicy<S>) {
		this.#problem = problem;
		this.#f = policy.f;
		this.#pushLastFirst = policy.pushReversed;
		this.#testOnGeneration = options.goalTest === 'on-generation';
		this.#priorityUpdate = options.duplicates === 'graph-update';
		this.#informed = policy.informed && problem.heuristic !== undefined;
		this.#depthLimit = options.depthLimit;
		this.#maxExpansions = options.maxExpansions;
		this.#frontier = policy.makeFrontier(this.#nodes, policy.order);
		this.#reached = options.duplicates === 'tree' ? null : new ReachedTable(problem);
		this.#startUnrecorded = options.duplicates === 'graph-except-start';
		this.#pruneOnRemoval = options.duplicates === 'prune';

		const rootH = this.#informed ? (problem.heuristic?.(problem.initial) ?? 0) : 0;
		const root = this.#nodes.add(NO_NODE, problem.initial, null, 0, rootH, policy.f(0, rootH));
		this.#counters.maxFrontier = 1;
		this.startEvent = {
			type: 'start',
			step: 0,
			root: this.#nodes.node(root),
			frontierSize: 1,
			exploredSize: 0
		};
		// if root is a goal: return root   (goal test on generation)
		if (this.#testOnGeneration && problem.isGoal(problem.initial)) {
			this.#end('goal', root, 0);
			return;
		}
		// frontier ← [root]; explored ← {}
		this.#frontier.push(root);
		if (!this.#startUnrecorded && !this.#pruneOnRemoval) {
			this.#reached?.set(this.#reached.keyOf(problem.initial), root);
		}
		this.#nodes.setStatus(root, IN_FRONTIER);
	}

	/**
	 * Takes the next node from the frontier and expands it, returning the expand event when
	 * `report` is set (null otherwise). Under multiple-path pruning the node taken may be
	 * discarded instead (the discard event). When the run ends instead, nothing is expanded: the
	 * node taken is a goal (the goal event when `report` is set), or it returns null because the
	 * frontier is empty or the expansion cap is reached.
	 */
	expandNext(report: boolean): ExpandEvent<S> | GoalEvent<S> | DiscardEvent<S> | null {
		const problem = this.#problem;
		const nodes = this.#nodes;
		const fOf = this.#f;

		// if the frontier is empty: return failure; node ← POP(frontier)
		const node = this.#popSkippingReplaced();
		if (node === NO_NODE) return this.#end('exhausted', NO_NODE, 0);
		const state = nodes.state(node);
		// if node.state is in explored: discard node   (multiple-path pruning)
		if (this.#pruneOnRemoval) {
			const existing = this.#lookUpExplored(state);
			if (existing !== NO_NODE) return this.#discard(node, existing, report);
		}
		// if node is a goal: return the path to node   (goal test on removal)
		if (!this.#testOnGeneration && problem.isGoal(state)) return this.#goalTakenOff(node, report);
		// if the expansion cap is reached: stop
		if (this.#counters.expanded === this.#maxExpansions) {
			return this.#end('limit', NO_NODE, this.#waiting());
		}
		// expand node: explored ← explored + node.state
		const successors = this.#expand(node, state);
		// (the node it came from: a child back in that state needs no lookup, see #lookUpReached)
		const cameFrom = nodes.parent(node);
		const cameFromKey = this.#keyOfCameFrom(cameFrom);

		const depth = nodes.depth(node) + 1;
		const parentG = nodes.g(node);
		const children: ChildReport<S>[] | null = report ? new Array(successors.count) : null;
		let goal = NO_NODE;
		let generated = 0;
		let keptCount = 0;
		// for each child of node, in the problem's child order:
		for (; generated < successors.count && goal === NO_NODE; generated++) {
			const childState = successors.states[generated];
			const action = successors.actions[generated];
			const g = parentG + successors.costs[generated];
			const h = successors.h[generated];
			const f = fOf(g, h);
			// if depth(child) > limit: cut child
			let fate: ChildFate = 'depth-cut';
			let existing = NO_NODE;
			if (depth <= this.#depthLimit) {
				existing = this.#lookUpReached(childState, cameFrom, cameFromKey);
				// if child.state is in explored: discard child
				// if child.state is in frontier with g ≤ child.g: discard child
				// if child.state is in frontier with a higher g: child replaces that entry
				// otherwise child.state is new
				if (existing === NO_NODE) fate = 'added';
				else if (nodes.status(existing) === EXPLORED) fate = 'explored';
				else if (this.#priorityUpdate && g < nodes.g(existing)) fate = 'replaced';
				else fate = 'in-frontier';
			}
			let child = NO_NODE;
			if (fate === 'added' || fate === 'replaced') {
				// keep child
				if (fate === 'replaced') this.#strikeFromFrontier(existing);
				child = nodes.add(node, childState, action, g, h, f);
				// (the child's state is reached now: its key was computed by the lookup; under
				// multiple-path pruning a state is recorded when expanded, not when reached)
				if (!this.#pruneOnRemoval) this.#reached?.set(this.#childKey, child);
				if (depth > this.#counters.maxDepth) this.#counters.maxDepth = depth;
				// if child is a goal: return the path to child   (goal test on generation)
				if (this.#testOnGeneration && problem.isGoal(childState)) {
					fate = 'goal';
					goal = child;
				} else {
					// PUSH(frontier, child): kept until every child is seen (see #pushKept)
					nodes.setStatus(child, IN_FRONTIER);
					this.#kept[keptCount++] = child;
				}
			}
			if (children !== null) {
				children[generated] = childReport(action, childState, fate, child, existing, g, h, f);
			}
		}
		// PUSH the children kept onto the frontier (a stack: last first, its push-all)
		this.#pushKept(keptCount);

		if (children !== null && generated < children.length) children.length = generated;
		const counters = this.#counters;
		counters.generated += generated;
		const size = this.#waiting();
		if (size > counters.maxFrontier) counters.maxFrontier = size;
		this.#step++;
		if (goal !== NO_NODE) this.#end('goal', goal, size);
		if (children === null) return null;
		return {
			type: 'expand',
			step: this.#step,
			expansion: counters.expanded,
			node: nodes.node(node),
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
		const path = this.#goal === NO_NODE ? [] : this.#nodes.pathTo(this.#goal);
		return searchResult(outcome, path, counters);
	}

	// The lines of the loop, and the shortcuts behind them.

	/**
	 * POP(frontier), NO_NODE when it is empty. A replaced entry is not searched out of the
	 * frontier when a cheaper path replaces it (a heap has no cheap way to find it): it stays,
	 * marked stale, and is skipped here when it surfaces, as if it had been taken out then. The
	 * nodes handed out are the same, in the same order.
	 */
	#popSkippingReplaced(): number {
		const frontier = this.#frontier;
		let id = frontier.pop();
		for (; id !== undefined && this.#nodes.status(id) === STALE; id = frontier.pop()) {
			this.#replacedInFrontier--;
		}
		return id ?? NO_NODE;
	}

	/** The frontier's size as the textbook counts it: its entries less the replaced ones in it. */
	#waiting(): number {
		return this.#frontier.size - this.#replacedInFrontier;
	}

	/**
	 * Multiple-path pruning: the explored node holding `state`, or NO_NODE. The table holds only
	 * explored states then; the key is kept (`#nodeKey`) to record the state if it is expanded.
	 */
	#lookUpExplored(state: S): number {
		const reached = this.#reached as ReachedTable<S>;
		this.#nodeKey = reached.keyOf(state);
		return reached.get(this.#nodeKey);
	}

	/** Multiple-path pruning: `node`, just taken off, ends where `existing` was expanded. */
	#discard(node: number, existing: number, report: boolean): DiscardEvent<S> | null {
		this.#step++;
		if (!report) return null;
		return {
			type: 'discard',
			step: this.#step,
			node: this.#nodes.node(node),
			existing,
			frontierSize: this.#waiting(),
			exploredSize: this.#exploredSize()
		};
	}

	/** The goal test on removal passed: the run ends with `node`, which is not expanded. */
	#goalTakenOff(node: number, report: boolean): GoalEvent<S> | null {
		const waiting = this.#waiting();
		this.#end('goal', node, waiting);
		if (!report) return null;
		return {
			type: 'goal',
			step: ++this.#step,
			node: this.#nodes.node(node),
			frontierSize: waiting,
			exploredSize: this.#exploredSize()
		};
	}

	/**
	 * Expands `node`: counts it, marks it explored and lists its children in child order, each
	 * with its h. The problem writes them into one reused list (`expandInto`, the allocation-free
	 * `successorsInto` where the problem has it, h updated along the move), the same children in
	 * the same order as `successors` and `heuristic` give.
	 */
	#expand(node: number, state: S): SuccessorList<S> {
		const nodes = this.#nodes;
		this.#counters.expanded++;
		nodes.setStatus(node, EXPLORED);
		if (this.#pruneOnRemoval) this.#reached?.set(this.#nodeKey, node);
		expandInto(this.#problem, state, this.#informed ? nodes.h(node) : undefined, this.#successors);
		return this.#successors;
	}

	/**
	 * The key of the state node `cameFrom` holds, for `#lookUpReached`'s shortcut; undefined when
	 * the shortcut does not apply: a tree search looks nothing up, the root came from nowhere, and
	 * under 'graph-except-start' the start is left out of the reached table (a child back in it
	 * is new). A local, not a field: a packed board kept in a field is boxed at every store.
	 */
	#keyOfCameFrom(cameFrom: number): string | number | undefined {
		if (this.#reached === null || cameFrom === NO_NODE) return undefined;
		if (cameFrom === 0 && this.#startUnrecorded) return undefined;
		return this.#problem.key(this.#nodes.state(cameFrom));
	}

	/**
	 * The node that holds `state` already, explored or on the frontier; NO_NODE when the state is
	 * new, and always in a tree search. One lookup answers both questions, since the table keeps
	 * each reached state's latest node; its key is kept (`#childKey`) to store a new child under,
	 * so no state is keyed twice (with a dense state index the key is the state's number).
	 *
	 * The shortcut: on the tile puzzle one child of every node undoes the last move, and a graph
	 * search knows that child's fate without a lookup. Its state is that of `cameFrom`, the
	 * parent, explored before this node was generated; an explored node is never replaced, so
	 * the table holds the parent for that state.
	 */
	#lookUpReached(state: S, cameFrom: number, cameFromKey: string | number | undefined): number {
		const reached = this.#reached;
		if (reached === null) return NO_NODE;
		if (cameFromKey !== undefined && this.#problem.key(state) === cameFromKey) return cameFrom;
		this.#childKey = reached.keyOf(state);
		return reached.get(this.#childKey);
	}

	/** A cheaper child replaces frontier entry `existing`: it goes stale (see `#popSkippingReplaced`). */
	#strikeFromFrontier(existing: number): void {
		this.#nodes.setStatus(existing, STALE);
		this.#replacedInFrontier++;
	}

	/**
	 * PUSHes the first `count` children kept this expansion: in child order, or last first when a
	 * stack is to hand them back in child order (its push-all). For the other frontiers, pushing
	 * after the loop rather than in it gives the same frontier, since nothing in the loop reads
	 * the frontier; a push kept out of the loop keeps the loop small enough for V8 to compile it
	 * whole (pushing inside it cost a tenth of breadth-first search's speed).
	 */
	#pushKept(count: number): void {
		const kept = this.#kept;
		const frontier = this.#frontier;
		if (this.#pushLastFirst) for (let i = count - 1; i >= 0; i--) frontier.push(kept[i]);
		else for (let i = 0; i < count; i++) frontier.push(kept[i]);
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

/** What became of one child, as the expand event reports it (NO_NODE: no node). */
function childReport<S>(
	action: string,
	state: S,
	fate: ChildFate,
	child: number,
	existing: number,
	g: number,
	h: number,
	f: number
): ChildReport<S> {
	return {
		action,
		state,
		fate,
		id: child === NO_NODE ? null : child,
		existing: existing === NO_NODE ? null : existing,
		g,
		h,
		f
	};
}
