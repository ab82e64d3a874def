import type { ChildFate, SearchEvent, SearchResult } from '../search/events';
import type { AlgorithmName } from '../search/descriptions';
import type { SearchOptions } from '../search/options';
import type { TextOrdered } from '../search/problem';
import {
	entryComparator,
	frontierOrderFor,
	tieBreakText,
	tiesOnPriority,
	type FrontierOrder
} from './frontier-order';
import { linePlanFor, momentsOf, type LinePlan, type Moment, type MomentReach } from './line-steps';
import { NO_GHOSTS } from './node-table';
import { SortedIds } from './sorted-ids';
import { ColumnTreeShape } from './tree-shape';
import { ByteColumn, drain } from './columns';
import { DepthTally, PROFILE_GROUPS, type ProfileGroup } from './depth-tally';
import { changedId, roleAfter, roleBefore, roleName, StepLog } from './step-log';
import type { MessageRef } from '../messages';
import type {
	DepthProfile,
	FrontierRow,
	FrontierRows,
	TraceNode,
	TraceRole,
	TraceStats,
	TreeShape
} from './types';

/**
 * A page moves the cursor over at most this many steps' diffs at once (a few milliseconds);
 * farther, it walks there in slices (`walking`).
 */
export const NEAR_STEPS = 4096;

/** Steps' diffs `walking` applies between two yields: a millisecond or two of work. */
const WALK_STRIDE = 1024;

/**
 * How many frontier rows `frontierRows` lists unless told otherwise, and the frontier panel
 * shows: a frontier can hold tens of thousands of nodes.
 */
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
 * At the last step of a finished run that reached the goal, the goal and the path to it are
 * marked (roles 'goal' and 'path'); with the goal test on removal that step is the goal event,
 * the goal taken off the frontier.
 *
 * Within a step the cursor can also rest on a moment (a line step, line-steps.ts): the step's
 * diff is then applied only as far as that moment shows — the node taken off, the first
 * children generated, decided and pushed. Moments are listed again from the event whenever
 * asked for, so they cost no memory; going to a moment undoes the partial diff first, so every
 * position is reached exactly, forward or back.
 */
export class Trace<S> {
	readonly order: FrontierOrder;
	readonly #log: StepLog<S>;
	/** Role codes at the cursor, by node id. */
	readonly #roles = new ByteColumn();
	#frontier: SortedIds;
	/** The frontier's order on node ids: negative when the first leaves first. */
	readonly #compare: (a: number, b: number) => number;
	readonly #plan: LinePlan;
	/** The last step whose whole diff is applied. */
	#cursor = -1;
	/** The moment shown within the cursor's step; null for the whole step. */
	#moment: number | null = null;
	/** A step applied in part (the step after #cursor), up to these pool ends. */
	#partial: { step: number; reach: MomentReach; ends: readonly [number, number, number] } | null =
		null;
	/** lineStarts[k]: line steps before step k, for the steps whose moments are final. */
	readonly #lineStarts: number[] = [0];
	#result: SearchResult<S> | null = null;
	/** Roles the end of a run that reached the goal shows: 'path', and 'goal' for its last node. */
	#pathRoles: Map<number, TraceRole> | null = null;
	/**
	 * Node views by id, reused until a step changes the node's role (which is also when its
	 * expansion and ghost leaves appear or go), so unchanged nodes keep their identity from step
	 * to step. Path nodes are not cached: their role depends on whether the cursor is at the end.
	 */
	readonly #views = new Map<number, TraceNode<S>>();
	/** Bumped whenever what the views show may change; the caches below hold for one version. */
	#version = 0;
	#nodesCache: { version: number; nodes: readonly TraceNode<S>[] } | null = null;
	#shapeCache: { start: number; end: number; shape: TreeShape } | null = null;
	#rowsCache: { version: number; limit: number; rows: FrontierRows<S> } | null = null;
	/** The last profile read, kept while the counts it reads are unchanged. */
	#profileCache: {
		tally: DepthTally;
		path: DepthTally | null;
		profile: DepthProfile;
	} | null = null;
	/**
	 * The depth profile's counts: nodes start … end − 1 (the tree at the cursor, `base` the depth
	 * of its root), each at its role now. Null until first read or walked.
	 */
	#tally: TallyState | null = null;
	/** The solution path's nodes counted by the groups their roles give at the end. */
	#pathTally: { start: number; counts: DepthTally } | null = null;

	/**
	 * `problem` gives the text order of its states, which a frontier whose ties are broken by
	 * text ('low-g-text', 'alpha') is listed in; such a trace throws without one, as the run would.
	 */
	constructor(order: FrontierOrder, plan: LinePlan = defaultPlan(order), problem?: TextOrdered<S>) {
		this.order = order;
		this.#plan = plan;
		this.#log = new StepLog<S>(order);
		this.#compare = entryComparator(order, this.#log.nodes, problem);
		this.#frontier = new SortedIds(this.#compare);
	}

	/** Events appended so far. */
	get length(): number {
		return this.#log.length;
	}

	/** The step shown (the step a moment belongs to, when a moment is shown). */
	get cursor(): number {
		return this.#partial?.step ?? this.#cursor;
	}

	/** The moment shown within the cursor's step (0 = its first), or null for the whole step. */
	get moment(): number | null {
		return this.#moment;
	}

	/** How moments are listed for this run. */
	get plan(): LinePlan {
		return this.#plan;
	}

	/** How the run ended, once `finish` has been called. */
	get result(): SearchResult<S> | null {
		return this.#result;
	}

	/** The run has ended: no more events will be appended. */
	get complete(): boolean {
		return this.#result !== null;
	}

	/** The cursor is at the last step of a finished run (its whole step, or its last moment). */
	get atEnd(): boolean {
		if (this.#result === null || this.#partial !== null || this.#cursor !== this.length - 1) {
			return false;
		}
		return this.#moment === null || this.#moment === this.momentCount(this.#cursor) - 1;
	}

	/** Adds the run's next event. The first one (the start event) is applied at once. */
	append(event: SearchEvent<S>): void {
		if (this.#result !== null) throw new Error('The run has finished: no more events.');
		this.#log.append(event);
		if (this.#cursor < 0) this.#apply(0);
	}

	/**
	 * Records how the run ended, after its last event, and gives back the room the columns kept
	 * for growth — unless `trim` is 'later': a page that recorded a long run then runs
	 * `trimming()` in slices of its own, since copying a million expansions' columns at once
	 * holds the main thread.
	 */
	finish(result: SearchResult<S>, trim: 'now' | 'later' = 'now'): void {
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
		if (trim === 'now') drain(this.#log.trimming());
		this.#version++;
	}

	/** The trim `finish` leaves for later, a chunk per step (columns.ts); reads are unchanged. */
	trimming(): Generator<void, void> {
		return this.#log.trimming();
	}

	/** The event of a step, as the engine reported it. */
	event(step: number): SearchEvent<S> {
		const event = this.#log.event(step);
		if (event === undefined) throw new RangeError(`No step ${step}: the trace has ${this.length}.`);
		return event;
	}

	/**
	 * Moves the cursor to `step` (clamped to the steps appended) and returns where it is. With
	 * `moment`, it rests on that moment of the step (clamped to its moments); without, on the
	 * whole step.
	 */
	seek(step: number, moment: number | null = null): number {
		if (this.length === 0) return this.#cursor;
		const target = this.#clamped(step);
		const moments = moment === null ? null : this.moments(target);
		const index =
			moments === null
				? null
				: Math.min(Math.max(Math.trunc(moment ?? 0) || 0, 0), moments.length - 1);
		const reach = moments === null || index === null ? null : moments[index].reach;
		const partial = reach !== null && !reach.full;
		if (this.#moment === index && this.cursor === target && (this.#partial === null) === !partial) {
			return target;
		}
		// A line that changes nothing drawn (a goal test that fails, a child found explored after
		// it appeared) keeps the views' caches: only the moment moves.
		if (this.cursor === target && this.#sameState(target, partial ? reach : null)) {
			const wasEnd = this.atEnd;
			this.#moment = index;
			// The counts of fates decided so far read the moment's own reach.
			if (this.#partial !== null && partial && reach !== null) {
				this.#partial = { ...this.#partial, reach };
			}
			if (this.atEnd !== wasEnd) this.#version++;
			return target;
		}
		this.#clearPartial();
		const full = partial ? target - 1 : target;
		drain(this.#walk(full, Infinity));
		if (partial && reach !== null) this.#applyPartial(target, reach);
		this.#moment = index;
		this.#version++;
		return target;
	}

	/**
	 * How many steps' diffs a seek to the whole step `step` (clamped) applies or undoes from
	 * here: forward step by step; back step by step, or from the start when that is shorter.
	 * A page seeks at once when this is small and walks in slices (`walking`) when it is not.
	 */
	distanceTo(step: number): number {
		if (this.length === 0) return 0;
		const target = this.#clamped(step);
		const from = this.#cursor;
		return target >= from ? target - from : Math.min(from - target, target + 1);
	}

	/**
	 * Moves the cursor to the whole step `step` (clamped), `stride` steps' diffs at a time,
	 * yielding between strides: a link to step 1,500,000 replays that many diffs, seconds of
	 * work that a page shares out between frames. The cursor rests on whole steps throughout,
	 * so every yield leaves a consistent trace; a `seek` finishes the move at any time.
	 */
	*walking(step: number, stride = WALK_STRIDE): Generator<void, void> {
		if (this.length === 0) return;
		const target = this.#clamped(step);
		if (this.#partial !== null || this.#moment !== null) {
			this.#clearPartial();
			this.#moment = null;
			this.#version++;
		}
		yield* this.#walk(target, stride);
	}

	/**
	 * Applies or undoes whole steps until the cursor is on `full`, yielding every `stride`
	 * steps. Far back, it starts again from step 0 (every role unset, the frontier empty): a
	 * move back to near the start then costs what the way forward from the start costs.
	 */
	*#walk(full: number, stride: number): Generator<void, void> {
		if (full < this.#cursor && full + 1 < this.#cursor - full) this.#restart();
		let moved = 0;
		while (this.#cursor !== full) {
			if (this.#cursor < full) this.#apply(this.#cursor + 1);
			else this.#undo(this.#cursor);
			if (++moved % stride === 0 && this.#cursor !== full) {
				// A long walk counts the depth profile's nodes as it goes, so that reading the
				// profile at its end does not count a whole tree at once.
				this.#syncTally();
				yield;
			}
		}
	}

	/** `step` as a step appended: a whole number from 0 to the last (NaN reads as 0). */
	#clamped(step: number): number {
		return Math.min(Math.max(Math.trunc(step) || 0, 0), this.length - 1);
	}

	/** Back to just after step 0, without undoing the steps between. */
	#restart(): void {
		this.#roles.values.fill(0);
		this.#tally = null;
		this.#frontier = new SortedIds(this.#compare);
		this.#views.clear();
		this.#partial = null;
		this.#cursor = -1;
		this.#apply(0);
	}

	/** One step forward; false when the cursor is at the last step appended. */
	stepForward(): boolean {
		if (this.cursor + 1 >= this.length) return false;
		this.seek(this.cursor + 1);
		return true;
	}

	/** One step back; false at the start. */
	stepBack(): boolean {
		if (this.cursor <= 0) return false;
		this.seek(this.cursor - 1);
		return true;
	}

	/**
	 * The moments of a step (the cursor's by default): its line steps, in order. The last step
	 * of a finished run that did not reach the goal ends with the line that ends it.
	 */
	moments(step: number = this.cursor): readonly Moment[] {
		const ending = this.#result !== null && step === this.length - 1 ? this.#result.outcome : null;
		return momentsOf(this.event(step), this.#plan, ending);
	}

	/** How many moments step `step` has. */
	momentCount(step: number): number {
		return this.moments(step).length;
	}

	/** Line steps in the steps appended so far (the moments of every step). */
	lineCount(): number {
		if (this.length === 0) return 0;
		return this.#lineStart(this.length - 1) + this.momentCount(this.length - 1);
	}

	/** The line step number (0 = the start) of a position: a step and a moment (null = its last). */
	lineOf(step: number, moment: number | null): number {
		const count = this.momentCount(step);
		return this.#lineStart(step) + (moment === null ? count - 1 : Math.min(moment, count - 1));
	}

	/** The position of line step `line` (clamped to those appended): its step and moment. */
	positionOfLine(line: number): { step: number; moment: number } {
		const total = this.lineCount();
		const wanted = Math.min(Math.max(Math.trunc(line) || 0, 0), Math.max(0, total - 1));
		this.#lineStart(this.length - 1);
		const starts = this.#lineStarts;
		let low = 0;
		let high = this.length - 1;
		while (low < high) {
			const middle = (low + high + 1) >> 1;
			if (starts[middle] <= wanted) low = middle;
			else high = middle - 1;
		}
		return { step: low, moment: wanted - starts[low] };
	}

	/**
	 * The frontier entries just before step `step` took its node, as the narration explains the
	 * choice: the entry it took, the one that would have come next (null when none), and every
	 * entry that shared the taken one's priority (a priority queue's tie; the taken one first,
	 * then in leave order, at most TIED_LISTED of them, with the count of all). At the cursor's
	 * step this is read off the frontier as it stands, without moving: that frontier is the one
	 * before the step, less the node, plus the step's new children (so they are skipped), less
	 * the entries they replaced (so those are put back as candidates).
	 */
	contenders(step: number): Contenders {
		if (step < 1 || step >= this.length) return NO_CONTENDERS;
		const event = this.event(step);
		// A node is taken off by an expansion, a goal found on removal, or a path discarded.
		if (event.type === 'start' || event.type === 'iteration') return NO_CONTENDERS;
		if (step !== this.cursor) {
			const here = { step: this.cursor, moment: this.#moment };
			this.seek(step);
			const found = this.contenders(step);
			this.seek(here.step, here.moment);
			return found;
		}
		const fresh = new Set<number>();
		const candidates: number[] = [];
		if (event.type === 'expand') {
			for (const child of event.children) {
				if (child.id !== null) fresh.add(child.id);
				if (child.fate === 'replaced' && child.existing !== null) candidates.push(child.existing);
			}
		}
		const first = this.#frontier.first(fresh.size + 1).find((id) => !fresh.has(id));
		if (first !== undefined) candidates.push(first);
		candidates.sort(this.#compare);
		const taken = this.#entryFacts(event.node.id);
		return {
			taken,
			runnerUp: candidates.length === 0 ? null : this.#entryFacts(candidates[0]),
			tied: this.#tiedWith(event.node.id, fresh, candidates)
		};
	}

	/**
	 * The entries tied on priority with the frontier's first entry at the cursor (the next to
	 * leave first), which the next step's pop will choose among; empty when it leads alone.
	 */
	tiedAtFront(): TiedEntries {
		if (this.order.kind !== 'priority' || this.#frontier.size < 2) return NO_TIES;
		const f = this.#log.nodes.f;
		const [first] = this.#frontier.first(1);
		const value = f[first];
		const run = this.#frontier.leading((id) => f[id] === value, TIED_LISTED);
		if (run.count < 2) return NO_TIES;
		return { entries: run.ids.map((id) => this.#entryFacts(id)), count: run.count };
	}

	/**
	 * The entries tied on priority with `taken`, which has just left the frontier: those at the
	 * front of the frontier with its f, less the step's new children `fresh`, plus the replaced
	 * entries among `putBack`. Empty unless the frontier is a priority queue.
	 */
	#tiedWith(taken: number, fresh: ReadonlySet<number>, putBack: readonly number[]): TiedEntries {
		if (this.order.kind !== 'priority') return NO_TIES;
		const f = this.#log.nodes.f;
		const value = f[taken];
		const holds = (id: number): boolean => f[id] === value;
		// At a moment before the pop the taken entry may still stand on the frontier.
		const skipped = new Set([...fresh, taken]);
		// The new children may come before the tie (a lower priority): entries up to the value
		// are a prefix of the order, and all below it are new children.
		const run = this.#frontier.leading((id) => f[id] <= value, TIED_LISTED + skipped.size);
		let count = run.count;
		for (const id of skipped) if (f[id] <= value && this.#frontier.has(id)) count--;
		const ids = run.ids.filter((id) => !skipped.has(id) && holds(id));
		for (const id of putBack) {
			if (holds(id) && !this.#frontier.has(id)) {
				ids.push(id);
				count++;
			}
		}
		ids.sort(this.#compare);
		const listed = [taken, ...ids].slice(0, TIED_LISTED);
		if (count === 0) return NO_TIES;
		return { entries: listed.map((id) => this.#entryFacts(id)), count: count + 1 };
	}

	#entryFacts(id: number): EntryFacts {
		const nodes = this.#log.nodes;
		return { id, g: nodes.g[id], h: nodes.h[id], f: nodes.f[id], arrival: nodes.arrivalOf(id) };
	}

	/** Line steps before step `step`; steps before the last never change their moments. */
	#lineStart(step: number): number {
		const starts = this.#lineStarts;
		for (let k = starts.length - 1; k < step; k++) {
			starts.push(starts[k] + momentsOf(this.event(k), this.#plan, null).length);
		}
		return starts[step];
	}

	/**
	 * The tree at the cursor as its shape alone, in generation order: what a layout needs, read
	 * from the node table's columns, where `nodes()` makes a view of each node with its role at
	 * the cursor. The same shape comes back while the tree holds the same nodes (line steps that
	 * generate nothing, a step back and forth); a later one extends it while the tree grows.
	 */
	treeShape(): TreeShape {
		const step = this.cursor;
		const start = step >= 0 ? this.#log.treeStart[step] : 0;
		const end = step >= 0 ? this.#treeEnd() : 0;
		const cached = this.#shapeCache;
		if (cached !== null && cached.start === start && cached.end === end) return cached.shape;
		const shape = new ColumnTreeShape(this.#log.nodes, start, end);
		this.#shapeCache = { start, end, shape };
		return shape;
	}

	/** The tree at the cursor (the current iteration's), in generation order. */
	nodes(): readonly TraceNode<S>[] {
		if (this.#nodesCache?.version === this.#version) return this.#nodesCache.nodes;
		const nodes: TraceNode<S>[] = [];
		const step = this.cursor;
		if (step >= 0) {
			const end = this.#treeEnd();
			for (let id = this.#log.treeStart[step]; id < end; id++) nodes.push(this.#nodeView(id));
		}
		const frozen = Object.freeze(nodes);
		this.#nodesCache = { version: this.#version, nodes: frozen };
		return frozen;
	}

	/** One node of the tree at the cursor; null when it is not in that tree. */
	node(id: number): TraceNode<S> | null {
		const step = this.cursor;
		if (step < 0 || !this.#log.nodes.has(id)) return null;
		if (id < this.#log.treeStart[step] || id >= this.#treeEnd()) return null;
		return this.#nodeView(id);
	}

	/**
	 * The nodes of the tree at the cursor that hold `state`, in generation order: a tree search
	 * can reach one board by several paths, and a graph search keeps a duplicate child as a ghost.
	 */
	nodesWithState(state: S): number[] {
		const step = this.cursor;
		if (step < 0) return [];
		const nodes = this.#log.nodes;
		const found: number[] = [];
		const end = this.#treeEnd();
		for (let id = this.#log.treeStart[step]; id < end; id++) {
			if (nodes.stateOf(id) === state) found.push(id);
		}
		return found;
	}

	/**
	 * The first recorded step after the cursor that generates a node holding `state`, or null
	 * when no step recorded so far does. Node ids grow with the steps, so the step is found by
	 * bisecting the node counts.
	 */
	stepGenerating(state: S): number | null {
		const nodes = this.#log.nodes;
		const from = this.cursor < 0 ? 0 : this.#treeEnd();
		for (let id = from; id < nodes.count; id++) {
			if (nodes.stateOf(id) !== state) continue;
			// The first step whose node count passes id is the step that generated it.
			let low = Math.max(0, this.cursor);
			let high = this.length - 1;
			while (low < high) {
				const middle = (low + high) >> 1;
				if (this.#log.nodeCountAt(middle) > id) high = middle;
				else low = middle + 1;
			}
			return low;
		}
		return null;
	}

	/**
	 * The tree at the cursor counted by depth and role (see DepthProfile), with no view made. The
	 * counts are kept as the cursor moves, as the frontier is: a role change of a counted node
	 * moves it between groups, and the nodes a step adds or takes back are counted or uncounted
	 * as `walking` goes and when the profile is read. A read costs the changes since the last one,
	 * not the tree's size or depth (only a new iteration's tree, or a restart, counts every node).
	 * The profile reads the counts as they are: read it again after the cursor moves.
	 */
	depthProfile(): DepthProfile {
		if (this.cursor < 0) return EMPTY_PROFILE;
		const tally = this.#syncTally();
		const counts = tally.counts;
		const path = this.atEnd && this.#pathRoles !== null ? this.#pathCounts(tally) : null;
		// A line step changes the version but rarely the counts: the same counts give the same
		// object, so a view that compares by identity has nothing to redraw.
		const cached = this.#profileCache;
		const changed = counts.changed();
		if (cached !== null && cached.tally === counts && cached.path === path && !changed) {
			return cached.profile;
		}
		const profile: DepthProfile = {
			depths: counts.depths,
			count: (group, from, to) => {
				const index = PROFILE_GROUPS.indexOf(group);
				const own = counts.sum(index, from, to);
				if (path === null) return own;
				// At the end the solution path is drawn over whatever role its nodes have.
				return own - path.sum(index, from, to) + (index === PATH_GROUP ? path.total(from, to) : 0);
			}
		};
		this.#profileCache = { tally: counts, path, profile };
		return profile;
	}

	/** The tally brought to the tree at the cursor (the cursor is on a step). */
	#syncTally(): TallyState {
		const start = this.#log.treeStart[this.cursor];
		const end = this.#treeEnd();
		let tally = this.#tally;
		if (tally?.start !== start) {
			const base = this.#log.nodes.depth[start];
			tally = { start, end: start, base, counts: new DepthTally() };
			this.#tally = tally;
		}
		while (tally.end < end) this.#count(tally.end++, 1);
		while (tally.end > end) this.#count(--tally.end, -1);
		return tally;
	}

	/** The path's nodes in the tree from `tally.start`, by depth and the group of their role. */
	#pathCounts(tally: TallyState): DepthTally {
		if (this.#pathTally?.start === tally.start) return this.#pathTally.counts;
		const counts = new DepthTally();
		const { depth } = this.#log.nodes;
		for (const id of this.#pathRoles?.keys() ?? []) {
			if (id < tally.start || id >= tally.end) continue;
			counts.add(depth[id] - tally.base, GROUP_OF_ROLE[this.#roles.get(id)], 1);
		}
		this.#pathTally = { start: tally.start, counts };
		return counts;
	}

	/** Counts node `id` into the depth profile's tally (`by` 1), or out of it (−1), at its role now. */
	#count(id: number, by: 1 | -1): void {
		const tally = this.#tally!;
		tally.counts.add(
			this.#log.nodes.depth[id] - tally.base,
			GROUP_OF_ROLE[this.#roles.get(id)],
			by
		);
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
			let tieBreak: MessageRef | null = null;
			if (tiesWithPrevious) tieBreak = tieBreakText(order, keys, previous, id);
			else if (tiesWithNext) tieBreak = tieBreakText(order, keys, id, next);
			const parent = keys.parent[id];
			rows.push({
				position,
				id,
				parent: parent < 0 ? null : parent,
				action: keys.actionOf(id),
				state: keys.stateOf(id),
				g: keys.g[id],
				h: keys.h[id],
				f: keys.f[id],
				depth: keys.depth[id],
				arrival: keys.arrivalOf(id),
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

	/** The run's counters at the cursor (at a moment: as far as the moment has got). */
	stats(): TraceStats {
		const step = this.cursor;
		if (step < 0) throw new Error('The trace is empty: no step to report on.');
		const log = this.#log;
		const event = this.event(step);
		const current = log.currentOf(step);
		const iteration = log.iteration[step];
		const result = this.atEnd ? this.#result : null;
		const reachedGoal = result?.outcome === 'goal';
		const partial = this.#partial;
		const expanded = log.expandedAt(step);
		let generated = log.generatedAt(step);
		let maxFrontier = log.maxFrontierAt(step);
		const explored = log.exploredSizeOf(step);
		let maxDepth = log.maxDepth[step];
		let fates = event.type === 'expand' ? countFates(event.children) : {};
		if (partial !== null && event.type === 'expand') {
			// The node is off the frontier and counted; the children so far are generated.
			const before = step - 1;
			const { children } = event;
			generated = log.generatedAt(before) + Math.min(partial.reach.generated, children.length);
			maxFrontier = Math.max(log.maxFrontierAt(before), this.#frontier.size);
			maxDepth = log.maxDepth[before];
			for (let i = 0; i < partial.reach.generated && i < children.length; i++) {
				const id = children[i].id;
				if (id !== null) maxDepth = Math.max(maxDepth, log.nodes.depth[id]);
			}
			fates = countFates(children.slice(0, partial.reach.decided));
		}
		return {
			step,
			expanded,
			generated,
			frontier: partial === null ? log.frontierSizeOf(step) : this.#frontier.size,
			maxFrontier,
			explored,
			depth: current < 0 ? null : log.nodes.depth[current],
			maxDepth,
			treeSize: this.#treeEnd() - log.treeStart[step],
			iteration: iteration === 0 ? null : iteration,
			boundKind: iteration === 0 ? null : log.boundKind,
			bound: iteration === 0 ? null : log.boundOf(step),
			fates,
			outcome: result?.outcome ?? null,
			pathCost: reachedGoal ? result.cost : null,
			pathLength: reachedGoal ? result.actions.length : null
		};
	}

	/**
	 * Calls `visit` with the depth and f of each node expanded by steps `from` to `to` (both
	 * included, clamped to the steps appended), in expansion order. Read from the node table, not
	 * from rebuilt events, so a chart can follow a run of a million expansions.
	 */
	forEachExpansion(from: number, to: number, visit: (depth: number, f: number) => void): void {
		const log = this.#log;
		const { depth, f } = log.nodes;
		const last = Math.min(to, this.length - 1);
		// Step 0 is the start; a step expanded a node when it raised the count of expansions.
		for (let step = Math.max(from, 1); step <= last; step++) {
			if (log.expandedAt(step) === log.expandedAt(step - 1)) continue;
			const id = log.currentOf(step);
			visit(depth[id], f[id]);
		}
	}

	/** Where the tree shown ends in `nodes.created`: after the children a moment has generated. */
	#treeEnd(): number {
		const partial = this.#partial;
		const log = this.#log;
		if (partial === null) return log.nodeCountAt(this.#cursor);
		const event = this.event(partial.step);
		let end = log.nodeCountAt(partial.step - 1);
		if (event.type === 'expand') {
			for (let i = 0; i < partial.reach.generated && i < event.children.length; i++) {
				if (event.children[i].id !== null) end++;
			}
		}
		return end;
	}

	/** Shows step `step` as far as `reach` goes; the cursor is on the step before. */
	#applyPartial(step: number, reach: MomentReach): void {
		const log = this.#log;
		const ends = log.reachEnds(step, reach);
		const { pool } = log;
		for (let i = log.rolesFrom(step); i < ends[0]; i++)
			this.#changeRole(pool[i], roleAfter(pool[i]));
		for (let i = log.outFrom(step); i < ends[1]; i++) this.#frontier.remove(pool[i]);
		for (let i = log.inFrom(step); i < ends[2]; i++) this.#frontier.insert(pool[i]);
		this.#partial = { step, reach, ends };
	}

	/** Whether showing `step` as far as `reach` (null: the whole step) changes nothing shown now. */
	#sameState(step: number, reach: MomentReach | null): boolean {
		const current = this.#partial;
		if (reach === null) return current === null && this.#cursor === step;
		if (current === null || current.step !== step) return false;
		if (current.reach.generated !== reach.generated) return false;
		const ends = this.#log.reachEnds(step, reach);
		return ends.every((end, i) => end === current.ends[i]);
	}

	/** Takes back a step shown in part, leaving the cursor on the step before it. */
	#clearPartial(): void {
		const partial = this.#partial;
		if (partial === null) return;
		const log = this.#log;
		const { pool } = log;
		const { step, ends } = partial;
		for (let i = ends[2] - 1; i >= log.inFrom(step); i--) this.#frontier.remove(pool[i]);
		for (let i = ends[1] - 1; i >= log.outFrom(step); i--) this.#frontier.insert(pool[i]);
		for (let i = ends[0] - 1; i >= log.rolesFrom(step); i--) {
			this.#changeRole(pool[i], roleBefore(pool[i]));
		}
		this.#partial = null;
	}

	#apply(step: number): void {
		const log = this.#log;
		const { pool } = log;
		const outStart = log.outFrom(step);
		const inStart = log.inFrom(step);
		const end = log.diffEnd(step);
		for (let i = log.rolesFrom(step); i < outStart; i++) {
			this.#changeRole(pool[i], roleAfter(pool[i]));
		}
		for (let i = outStart; i < inStart; i++) this.#frontier.remove(pool[i]);
		for (let i = inStart; i < end; i++) this.#frontier.insert(pool[i]);
		this.#cursor = step;
		this.#version++;
	}

	#undo(step: number): void {
		const log = this.#log;
		const { pool } = log;
		const rolesStart = log.rolesFrom(step);
		const outStart = log.outFrom(step);
		const inStart = log.inFrom(step);
		for (let i = log.diffEnd(step) - 1; i >= inStart; i--) this.#frontier.remove(pool[i]);
		for (let i = inStart - 1; i >= outStart; i--) this.#frontier.insert(pool[i]);
		for (let i = outStart - 1; i >= rolesStart; i--) this.#changeRole(pool[i], roleBefore(pool[i]));
		this.#cursor = step - 1;
		this.#version++;
	}

	/** Applies a packed role change (step-log.ts) in one direction: the node's view is stale. */
	#changeRole(change: number, role: number): void {
		const id = changedId(change);
		const tally = this.#tally;
		const moves =
			tally !== null &&
			id >= tally.start &&
			id < tally.end &&
			GROUP_OF_ROLE[this.#roles.get(id)] !== GROUP_OF_ROLE[role];
		if (moves) this.#count(id, -1);
		this.#roles.set(id, role);
		if (moves) this.#count(id, 1);
		this.#views.delete(id);
	}

	#nodeView(id: number): TraceNode<S> {
		const nodes = this.#log.nodes;
		const expandedStep = nodes.expandedStep[id];
		// The node a moment is expanding: its ghost leaves appear child by child, so no caching.
		const inPart = this.#partial !== null && expandedStep === this.#partial.step;
		const onPath = this.#pathRoles?.has(id) === true;
		const cached = onPath || inPart ? undefined : this.#views.get(id);
		if (cached !== undefined) return cached;
		const expanded = expandedStep >= 0 && expandedStep <= this.cursor;
		const ghosts = expanded ? this.#log.ghostsOf(id) : NO_GHOSTS;
		const generated = this.#partial?.reach.generated ?? 0;
		const parent = nodes.parent[id];
		const childIndex = nodes.childIndex[id];
		const pathRole = onPath && this.atEnd ? this.#pathRoles?.get(id) : undefined;
		const view: TraceNode<S> = {
			id,
			parent: parent < 0 ? null : parent,
			childIndex: childIndex < 0 ? null : childIndex,
			action: nodes.actionOf(id),
			state: nodes.stateOf(id),
			g: nodes.g[id],
			h: nodes.h[id],
			f: nodes.f[id],
			depth: nodes.depth[id],
			role: pathRole ?? roleName(this.#roles.get(id)),
			expansion: expanded ? this.#log.expandedAt(expandedStep) : null,
			ghosts: inPart ? ghosts.filter((ghost) => ghost.childIndex < generated) : ghosts
		};
		if (!onPath && !inPart) this.#views.set(id, view);
		return view;
	}
}

/** The depth profile's group (an index of PROFILE_GROUPS) by role code (step-log's ROLE_NAMES,
 * from 1): the current node counts as expanded, the goal as on the path, a discarded path with
 * the replaced ones (never expanded). */
const GROUP_OF_ROLE: readonly number[] = [
	'frontier',
	'frontier',
	'explored',
	'explored',
	'replaced',
	'path',
	'replaced'
].map((group) => PROFILE_GROUPS.indexOf(group as ProfileGroup));

/** The depth profile's counts of the tree from node `start` (see Trace.#tally). */
interface TallyState {
	readonly start: number;
	end: number;
	readonly base: number;
	readonly counts: DepthTally;
}

const PATH_GROUP = PROFILE_GROUPS.indexOf('path');

const EMPTY_PROFILE: DepthProfile = Object.freeze({ depths: 0, count: () => 0 });

/** What the narration needs of a frontier entry: its numbers and its push number. */
export interface EntryFacts {
	readonly id: number;
	readonly g: number;
	readonly h: number;
	readonly f: number;
	readonly arrival: number;
}

/**
 * The entries that shared the taken entry's priority: the taken one first, then the others in
 * leave order (at most TIED_LISTED in all), and how many there were in all. Empty, with count
 * 0, when no other entry shared it.
 */
export interface TiedEntries {
	readonly entries: readonly EntryFacts[];
	readonly count: number;
}

/** Tied entries a trace lists by name; a frontier of ten thousand equal g is counted, not listed. */
export const TIED_LISTED = 50;

const NO_TIES: TiedEntries = Object.freeze({ entries: Object.freeze([]), count: 0 });

/** The entries that contended for a step's pop (see Trace.contenders). */
export interface Contenders {
	readonly taken: EntryFacts | null;
	readonly runnerUp: EntryFacts | null;
	readonly tied: TiedEntries;
}

const NO_CONTENDERS: Contenders = Object.freeze({ taken: null, runnerUp: null, tied: NO_TIES });

/**
 * A new, empty trace for a run whose frontier hands nodes out in `order`; `plan` lists its line
 * steps (default: a plan read from the order alone — goal test on removal; use
 * `linePlanFor` for an algorithm's own). A frontier whose ties are broken by text needs the
 * run's `problem`, for the text order of its states.
 */
export function createTrace<S>(
	order: FrontierOrder,
	plan?: LinePlan,
	problem?: TextOrdered<S>
): Trace<S> {
	return new Trace<S>(order, plan, problem);
}

/**
 * A new, empty trace for a run of `algorithm` with `options` on `problem`: its frontier order
 * (ties broken by text in the problem's text order) and line steps. Throws, as the run does,
 * when the run breaks ties by text and the problem has no text order.
 */
export function createTraceFor<S>(
	algorithm: AlgorithmName,
	options: SearchOptions,
	problem: TextOrdered<S>
): Trace<S> {
	return new Trace<S>(
		frontierOrderFor(algorithm, options),
		linePlanFor(algorithm, options),
		problem
	);
}

function defaultPlan(order: FrontierOrder): LinePlan {
	return {
		goalTest: 'on-removal',
		pushAllAtEnd: order.kind === 'stack' && order.pushOrder !== 'generated',
		walk: false,
		iterative: false
	};
}

function countFates(
	children: readonly { readonly fate: ChildFate }[]
): Partial<Record<ChildFate, number>> {
	const counts: Partial<Record<ChildFate, number>> = {};
	for (const { fate } of children) counts[fate] = (counts[fate] ?? 0) + 1;
	return counts;
}
