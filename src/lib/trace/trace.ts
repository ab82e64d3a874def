import type { ChildFate, SearchEvent, SearchResult } from '../search/events';
import {
	entryComparator,
	tieBreakText,
	tiesOnPriority,
	type FrontierOrder
} from './frontier-order';
import { NO_GHOSTS } from './node-table';
import { SortedIds } from './sorted-ids';
import { NOT_GENERATED, roleName, StepLog } from './step-log';
import type { FrontierRow, FrontierRows, TraceNode, TraceRole, TraceStats } from './types';

/** How many frontier rows `frontierRows` lists unless told otherwise. */
export const DEFAULT_FRONTIER_ROWS = 50;

/**
 * A run's event log with a cursor: what the views show at any step, reached forward or back.
 *
 * The cursor is the step shown: the events 0..cursor have been applied (the start event is
 * step 0; the trace applies it as soon as it arrives, so the cursor is −1 only while the trace
 * is empty). Events are appended as the run is computed ahead of the cursor; `finish` records
 * how the run ended.
 *
 * Each step's changes are kept as a diff (step-log.ts) that the cursor applies going forward
 * and undoes going back: node roles (before and after), and frontier entries out and in. The frontier at the
 * cursor is a sorted set whose order is a total order on fixed keys (f, h, push number), so its
 * contents and order depend only on the step, never on the path the cursor took there.
 * Everything else (totals, the tree's extent) is looked up per step. Views are built on demand
 * and cached until the cursor moves.
 *
 * Iterative deepening and IDA* restart from the root at each iteration: the tree shown is the
 * current iteration's (from its root, with the iteration number and bound in the stats); the
 * previous iterations' nodes keep their ids and come back into view when the cursor steps back.
 *
 * At the last step of a finished run the frontier is as the last event left it: with the goal
 * test on removal the goal is at its head, the next node taken, found to be the goal and not
 * expanded. The goal and the path to it are marked there (roles 'goal' and 'path').
 */
export class Trace<S> {
	readonly order: FrontierOrder;
	readonly #log: StepLog<S>;
	/** Role codes at the cursor, by node id. */
	readonly #roles: number[] = [];
	readonly #frontier: SortedIds;
	#cursor = -1;
	#result: SearchResult<S> | null = null;
	/** Roles the end of a run that reached the goal shows: 'path', and 'goal' for its last node. */
	#pathRoles: Map<number, TraceRole> | null = null;
	/**
	 * Node views by id, reused until a step changes the node's role (which is also when its
	 * expansion and ghost leaves appear or go), so unchanged nodes keep their identity from step
	 * to step. Path nodes are not cached: their role depends on whether the cursor is at the end.
	 */
	readonly #views: (TraceNode<S> | undefined)[] = [];
	/** Bumped whenever what the views show may change; the caches below hold for one version. */
	#version = 0;
	#nodesCache: { version: number; nodes: readonly TraceNode<S>[] } | null = null;
	#rowsCache: { version: number; limit: number; rows: FrontierRows<S> } | null = null;

	constructor(order: FrontierOrder) {
		this.order = order;
		this.#log = new StepLog<S>(order);
		this.#frontier = new SortedIds(entryComparator(order, this.#log.nodes));
	}

	/** Events appended so far. */
	get length(): number {
		return this.#log.length;
	}

	get cursor(): number {
		return this.#cursor;
	}

	/** How the run ended, once `finish` has been called. */
	get result(): SearchResult<S> | null {
		return this.#result;
	}

	/** The run has ended: no more events will be appended. */
	get complete(): boolean {
		return this.#result !== null;
	}

	/** The cursor is at the last step of a finished run. */
	get atEnd(): boolean {
		return this.#result !== null && this.#cursor === this.length - 1;
	}

	/** Adds the run's next event. The first one (the start event) is applied at once. */
	append(event: SearchEvent<S>): void {
		if (this.#result !== null) throw new Error('The run has finished: no more events.');
		this.#log.append(event);
		if (this.#cursor < 0) this.#apply(0);
	}

	/** Records how the run ended, after its last event. */
	finish(result: SearchResult<S>): void {
		if (this.#result !== null) throw new Error('The run has already finished.');
		if (this.length === 0) throw new Error('A run reports its start event before it ends.');
		if (result.outcome === 'goal') {
			const roles = new Map<number, TraceRole>();
			result.path.forEach((node, i) => {
				if (!this.#log.nodes.has(node.id))
					throw new Error(`Path node ${node.id} was never generated.`);
				roles.set(node.id, i === result.path.length - 1 ? 'goal' : 'path');
			});
			this.#pathRoles = roles;
		}
		this.#result = result;
		this.#version++;
	}

	/** The event of a step, as the engine reported it. */
	event(step: number): SearchEvent<S> {
		const event = this.#log.events[step];
		if (event === undefined) throw new RangeError(`No step ${step}: the trace has ${this.length}.`);
		return event;
	}

	/** Moves the cursor to `step` (clamped to the steps appended) and returns where it is. */
	seek(step: number): number {
		if (this.length === 0) return this.#cursor;
		const target = Math.min(Math.max(Math.trunc(step) || 0, 0), this.length - 1);
		while (this.#cursor < target) this.#apply(this.#cursor + 1);
		while (this.#cursor > target) this.#undo(this.#cursor);
		return this.#cursor;
	}

	/** One step forward; false when the cursor is at the last step appended. */
	stepForward(): boolean {
		if (this.#cursor + 1 >= this.length) return false;
		this.#apply(this.#cursor + 1);
		return true;
	}

	/** One step back; false at the start. */
	stepBack(): boolean {
		if (this.#cursor <= 0) return false;
		this.#undo(this.#cursor);
		return true;
	}

	/** The tree at the cursor (the current iteration's), in generation order. */
	nodes(): readonly TraceNode<S>[] {
		if (this.#nodesCache?.version === this.#version) return this.#nodesCache.nodes;
		const nodes: TraceNode<S>[] = [];
		const step = this.#cursor;
		if (step >= 0) {
			const { created } = this.#log.nodes;
			const end = this.#log.nodeCount[step];
			for (let i = this.#log.treeStart[step]; i < end; i++) nodes.push(this.#nodeView(created[i]));
		}
		const frozen = Object.freeze(nodes);
		this.#nodesCache = { version: this.#version, nodes: frozen };
		return frozen;
	}

	/** One node of the tree at the cursor; null when it is not in that tree. */
	node(id: number): TraceNode<S> | null {
		const step = this.#cursor;
		const index = this.#log.nodes.createdIndex[id];
		if (step < 0 || index === undefined) return null;
		if (index < this.#log.treeStart[step] || index >= this.#log.nodeCount[step]) return null;
		return this.#nodeView(id);
	}

	/** Entries on the frontier at the cursor. */
	get frontierSize(): number {
		return this.#frontier.size;
	}

	/**
	 * The first `limit` frontier entries at the cursor, next to leave first, with the total. Costs
	 * O(limit): the frontier is kept in order as the cursor moves.
	 */
	frontierRows(limit: number = DEFAULT_FRONTIER_ROWS): FrontierRows<S> {
		const cached = this.#rowsCache;
		if (cached?.version === this.#version && cached.limit === limit) return cached.rows;
		const keys = this.#log.nodes;
		const order = this.order;
		// One id past the last row, to tell whether the last row ties with the entry after it.
		const ids = this.#frontier.first(Math.max(0, limit) + 1);
		const rows: FrontierRow<S>[] = [];
		for (let position = 0; position < Math.min(limit, ids.length); position++) {
			const id = ids[position];
			const previous = ids[position - 1];
			const next = ids[position + 1];
			const tiesWithPrevious = previous !== undefined && tiesOnPriority(order, keys, previous, id);
			const tiesWithNext = next !== undefined && tiesOnPriority(order, keys, id, next);
			let tieBreak: string | null = null;
			if (tiesWithPrevious) tieBreak = tieBreakText(order, keys, previous, id);
			else if (tiesWithNext) tieBreak = tieBreakText(order, keys, id, next);
			const parent = keys.parent[id];
			rows.push({
				position,
				id,
				parent: parent < 0 ? null : parent,
				action: keys.action[id],
				state: keys.state[id],
				g: keys.g[id],
				h: keys.h[id],
				f: keys.f[id],
				depth: keys.depth[id],
				tiesWithPrevious,
				tiesWithNext,
				tieBreak
			});
		}
		const result: FrontierRows<S> = {
			rows: Object.freeze(rows),
			total: this.#frontier.size,
			order
		};
		this.#rowsCache = { version: this.#version, limit, rows: result };
		return result;
	}

	/** The run's counters at the cursor. */
	stats(): TraceStats {
		const step = this.#cursor;
		if (step < 0) throw new Error('The trace is empty: no step to report on.');
		const log = this.#log;
		const event = log.events[step];
		const current = log.current[step];
		const iteration = log.iteration[step];
		const result = this.atEnd ? this.#result : null;
		const reachedGoal = result?.outcome === 'goal';
		return {
			step,
			expanded: log.expanded[step],
			generated: log.generated[step],
			frontier: event.frontierSize,
			maxFrontier: log.maxFrontier[step],
			explored: event.exploredSize,
			depth: current < 0 ? null : log.nodes.depth[current],
			maxDepth: log.maxDepth[step],
			treeSize: log.nodeCount[step] - log.treeStart[step],
			iteration: iteration === 0 ? null : iteration,
			boundKind: iteration === 0 ? null : log.boundKind,
			bound: iteration === 0 ? null : log.bound[step],
			fates: event.type === 'expand' ? countFates(event.children) : {},
			outcome: result?.outcome ?? null,
			pathCost: reachedGoal ? result.cost : null,
			pathLength: reachedGoal ? result.actions.length : null
		};
	}

	#apply(step: number): void {
		const { pool, diffStart } = this.#log;
		const rolesEnd = diffStart[3 * step + 1];
		const outEnd = diffStart[3 * step + 2];
		const end = this.#diffEnd(step);
		for (let i = diffStart[3 * step]; i < rolesEnd; i += 3) {
			this.#roles[pool[i]] = pool[i + 2];
			this.#views[pool[i]] = undefined;
		}
		for (let i = rolesEnd; i < outEnd; i++) this.#frontier.remove(pool[i]);
		for (let i = outEnd; i < end; i++) this.#frontier.insert(pool[i]);
		this.#cursor = step;
		this.#version++;
	}

	#undo(step: number): void {
		const { pool, diffStart } = this.#log;
		const rolesStart = diffStart[3 * step];
		const rolesEnd = diffStart[3 * step + 1];
		const outEnd = diffStart[3 * step + 2];
		for (let i = this.#diffEnd(step) - 1; i >= outEnd; i--) this.#frontier.remove(pool[i]);
		for (let i = outEnd - 1; i >= rolesEnd; i--) this.#frontier.insert(pool[i]);
		for (let i = rolesEnd - 3; i >= rolesStart; i -= 3) {
			this.#roles[pool[i]] = pool[i + 1];
			this.#views[pool[i]] = undefined;
		}
		this.#cursor = step - 1;
		this.#version++;
	}

	#diffEnd(step: number): number {
		return this.#log.diffStart[3 * step + 3] ?? this.#log.poolLength;
	}

	#nodeView(id: number): TraceNode<S> {
		const onPath = this.#pathRoles?.has(id) === true;
		const cached = onPath ? undefined : this.#views[id];
		if (cached !== undefined) return cached;
		const nodes = this.#log.nodes;
		const expandedStep = nodes.expandedStep[id];
		const expanded = expandedStep >= 0 && expandedStep <= this.#cursor;
		const parent = nodes.parent[id];
		const childIndex = nodes.childIndex[id];
		const pathRole = onPath && this.atEnd ? this.#pathRoles?.get(id) : undefined;
		const view: TraceNode<S> = {
			id,
			parent: parent < 0 ? null : parent,
			childIndex: childIndex < 0 ? null : childIndex,
			action: nodes.action[id],
			state: nodes.state[id],
			g: nodes.g[id],
			h: nodes.h[id],
			f: nodes.f[id],
			depth: nodes.depth[id],
			role: pathRole ?? roleName(this.#roles[id] ?? NOT_GENERATED),
			expansion: expanded ? nodes.expansion[id] : null,
			ghosts: expanded ? this.#log.ghostsOf(id) : NO_GHOSTS
		};
		if (!onPath) this.#views[id] = view;
		return view;
	}
}

/** A new, empty trace for a run whose frontier hands nodes out in `order`. */
export function createTrace<S>(order: FrontierOrder): Trace<S> {
	return new Trace<S>(order);
}

function countFates(
	children: readonly { readonly fate: ChildFate }[]
): Partial<Record<ChildFate, number>> {
	const counts: Partial<Record<ChildFate, number>> = {};
	for (const { fate } of children) counts[fate] = (counts[fate] ?? 0) + 1;
	return counts;
}
