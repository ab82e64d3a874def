import type {
	ChildFate,
	ChildReport,
	DiscardEvent,
	ExpandEvent,
	GoalEvent,
	IterationEvent,
	SearchEvent,
	StartEvent
} from '../search/events';
import {
	ByteColumn,
	exactCopy,
	NumberColumn,
	RunningTotalColumn,
	StateColumn,
	TextColumn
} from './columns';
import type { FrontierOrder } from './frontier-order';
import type { MomentReach } from './line-steps';
import { NO_GHOSTS, NodeTable } from './node-table';
import type { GhostChild, TraceRole } from './types';

/** A node's role as stored per node: a small number, so a step's changes are plain numbers. */
export const NOT_GENERATED = 0;
export const FRONTIER = 1;
export const CURRENT = 2;
export const EXPLORED = 3;
export const REPLACED = 4;
export const GOAL = 5;
export const DISCARDED = 6;

/** The fates a child can have, coded by position (events.ts). */
const FATES: readonly ChildFate[] = [
	'added',
	'goal',
	'explored',
	'in-frontier',
	'replaced',
	'depth-cut',
	'bound-cut',
	'parent',
	'visited',
	'passed-over'
];
const FATE_CODES = new Map(FATES.map((fate, code) => [fate, code]));
const EVENT_TYPES = ['start', 'expand', 'goal', 'iteration', 'discard'] as const;
const EVENT_CODES = new Map(EVENT_TYPES.map((type, code) => [type, code]));

const INITIAL_POOL = 4096;
/** Role changes are packed as id · 64 + before · 8 + after: ids below 2^25 fit an Int32. */
const MAX_NODES = 2 ** 25;
/** How many rebuilt events `event` keeps, for views that read the same few steps again. */
const EVENT_CACHE = 8;

const ROLE_NAMES: readonly TraceRole[] = [
	'frontier',
	'current',
	'explored',
	'replaced',
	'goal',
	'discarded'
];

export function roleName(code: number): TraceRole {
	const name = ROLE_NAMES[code - 1];
	if (name === undefined) throw new Error(`No role for code ${code}: the node is not generated.`);
	return name;
}

/** A role change as stored in the pool, and its three parts. */
export function roleChange(id: number, before: number, after: number): number {
	return id * 64 + before * 8 + after;
}
export function changedId(change: number): number {
	return change >> 6;
}
export function roleBefore(change: number): number {
	return (change >> 3) & 7;
}
export function roleAfter(change: number): number {
	return change & 7;
}

/**
 * What one step changes, so the trace can apply it going forward and undo it going back:
 * - `roles`: role changes as triples (node id, role before, role after), in the order made;
 * - `frontierOut`: entries the step takes off the frontier (the node it expands, entries a
 *   cheaper path replaced, what an iteration leaves behind);
 * - `frontierIn`: entries it puts on, in push order.
 * Nodes the step generates need no record: they are the ids between the node counts after the
 * step before and after this one.
 */
export interface StepDiff {
	readonly roles: readonly number[];
	readonly frontierOut: readonly number[];
	readonly frontierIn: readonly number[];
}

/**
 * The event log, folded as events arrive into a diff per step and the run's totals after each
 * step (the totals after the step before are the "before"). It keeps its own copy of the roles
 * and frontier membership as of the last event appended (the head), which is where each new
 * diff starts from; the trace's cursor can be anywhere meanwhile.
 *
 * Nothing is kept as an object per event, node or child: the events are folded into columns
 * (columns.ts) — per step its type, node, sizes and totals; per node its fields (NodeTable); per
 * child its fate; per child that did not become a node (a ghost) its own fields — and `event`
 * rebuilds a step's event from them when a view asks. Children that became nodes need no
 * record beyond their fate: they are the ids the step created, in order.
 *
 * The diffs of all steps share one growable Int32Array (`pool`): step k's role changes (packed,
 * see roleChange), then its entries out, then its entries in, from `diffStart[3k]`,
 * `diffStart[3k + 1]`, `diffStart[3k + 2]` up to `diffEnd(k)`.
 */
export class StepLog<S> {
	readonly nodes = new NodeTable<S>();
	/** Every step's diff, packed; see the class comment. */
	pool = new Int32Array(INITIAL_POOL);
	poolLength = 0;
	/** Per step: where its diff starts in the pool, and how many role changes and entries out. */
	readonly #diffStart = new RunningTotalColumn();
	readonly #rolesLength = new NumberColumn();
	readonly #outLength = new NumberColumn();
	/** Per step: the event's type (EVENT_TYPES), its node (the root for start and iteration), sizes. */
	readonly #type = new NumberColumn();
	readonly #node = new NumberColumn();
	readonly #frontierSize = new RunningTotalColumn();
	/** The explored set's size less the expansions so far: small, so a byte or two. */
	readonly #exploredBeyondExpanded = new NumberColumn();
	/**
	 * Per child of every expansion, in order: fate code · 2, plus 1 when the child became a node.
	 * Step k's children start at the number generated before it (`generated[k − 1]`).
	 */
	readonly #fates = new NumberColumn();
	/** Children that became nodes yet name an existing node ('replaced'): child index → id. */
	readonly #childExisting = new Map<number, number>();
	/** The children that did not become nodes. */
	readonly #ghostAction = new TextColumn();
	readonly #ghostState = new StateColumn<S>();
	readonly #ghostExisting = new NumberColumn();
	readonly #ghostG = new NumberColumn();
	readonly #ghostH = new NumberColumn();
	readonly #ghostF = new NumberColumn();
	/** Discard steps (multiple-path pruning): step → the explored node that holds its state. */
	readonly #discardExisting = new Map<number, number>();
	/** Steps that added a root (the start; IDDFS and IDA* iterations from a fresh root). */
	readonly #rootSteps: number[] = [];
	/** Totals after each step; expansions as the steps that were not expansions, a byte or two. */
	readonly #stepsNotExpansions = new NumberColumn();
	readonly #generated = new RunningTotalColumn();
	readonly #maxFrontier = new RunningTotalColumn();
	readonly #maxDepth = new NumberColumn();
	/** The shown tree: ids from treeStart up to nodeCount. */
	readonly #treeStart = new NumberColumn();
	readonly #nodeCount = new RunningTotalColumn();
	/** IDDFS and IDA*: the iteration under way (0 before the first); bounds by iteration. */
	readonly #iterationNumber = new NumberColumn();
	readonly #bounds: number[] = [NaN];
	boundKind: 'depth' | 'f' | null = null;

	readonly #order: FrontierOrder;
	/** Ghost leaves by expanded node, built when first asked for. */
	readonly #ghosts = new Map<number, readonly GhostChild<S>[]>();
	readonly #events = new Map<number, SearchEvent<S>>();
	readonly #headRole = new ByteColumn();
	/** 1 for the ids on the head's frontier. */
	readonly #onHeadFrontier = new ByteColumn();
	#headFrontierSize = 0;
	/** Where the head's tree starts (an id). */
	#headTreeStart = 0;
	#headCurrent = -1;
	#pushes = 0;
	/** The diff being built by `append`: entries out and in wait here until the roles are done. */
	readonly #out: number[] = [];
	readonly #in: number[] = [];

	constructor(order: FrontierOrder) {
		this.#order = order;
	}

	get length(): number {
		return this.#type.length;
	}

	/** Totals after each step, by step. Read afresh after appending: the arrays may be replaced. */
	generatedAt(step: number): number {
		return this.#generated.at(step);
	}
	maxFrontierAt(step: number): number {
		return this.#maxFrontier.at(step);
	}
	get maxDepth(): ArrayLike<number> {
		return this.#maxDepth.values;
	}
	get treeStart(): ArrayLike<number> {
		return this.#treeStart.values;
	}
	/** Nodes generated after step `step` (ids below this). */
	nodeCountAt(step: number): number {
		return this.#nodeCount.at(step);
	}
	get iteration(): ArrayLike<number> {
		return this.#iterationNumber.values;
	}

	/** Expansions so far after step `step`. */
	expandedAt(step: number): number {
		return step - this.#stepsNotExpansions.values[step];
	}

	/** Where step `step`'s role changes, entries out and entries in start in the pool. */
	rolesFrom(step: number): number {
		return this.#diffStart.at(step);
	}
	outFrom(step: number): number {
		return this.#diffStart.at(step) + this.#rolesLength.values[step];
	}
	inFrom(step: number): number {
		return this.outFrom(step) + this.#outLength.values[step];
	}

	/** Where step `step`'s diff ends in the pool. */
	diffEnd(step: number): number {
		return step + 1 < this.length ? this.#diffStart.at(step + 1) : this.poolLength;
	}

	/**
	 * The node step `step` expanded (or found to be the goal, or discarded), or −1 (start and
	 * iteration steps).
	 */
	currentOf(step: number): number {
		const type = this.#type.values[step];
		return type === 1 || type === 2 || type === 4 ? this.#node.values[step] : -1;
	}

	/** The bound of the iteration under way at step `step` (NaN before the first). */
	boundOf(step: number): number {
		return this.#bounds[this.#iterationNumber.values[step]];
	}

	/** Frontier and explored-set sizes after step `step`, as the engine reported them. */
	frontierSizeOf(step: number): number {
		return this.#frontierSize.at(step);
	}
	exploredSizeOf(step: number): number {
		return this.expandedAt(step) + this.#exploredBeyondExpanded.values[step];
	}

	append(event: SearchEvent<S>): void {
		const step = this.length;
		if (event.step !== step) {
			throw new Error(`Events must arrive in order: expected step ${step}, got ${event.step}.`);
		}
		if ((step === 0) !== (event.type === 'start')) {
			throw new Error('A run has exactly one start event, and it comes first.');
		}
		const taken = event.type === 'expand' || event.type === 'goal' || event.type === 'discard';
		if (taken && !this.nodes.has(event.node.id)) {
			throw new Error(`Step ${step} expands node ${event.node.id}, never generated.`);
		}
		this.#out.length = 0;
		this.#in.length = 0;
		const diffStart = this.poolLength;
		if (event.type === 'start') this.#start(event);
		else if (event.type === 'expand') this.#expand(event, step);
		else if (event.type === 'goal') this.#goal(event, step);
		else if (event.type === 'discard') this.#discard(event, step);
		else this.#iteration(event);
		this.#diffStart.push(diffStart);
		this.#rolesLength.push(this.poolLength - diffStart);
		this.#outLength.push(this.#out.length);
		for (const id of this.#out) this.#write(id);
		for (const id of this.#in) this.#write(id);
		this.#type.push(EVENT_CODES.get(event.type) as number);
		this.#node.push(
			event.type === 'start' || event.type === 'iteration' ? event.root.id : event.node.id
		);
		this.#frontierSize.push(event.frontierSize);
		this.#exploredBeyondExpanded.push(event.exploredSize - this.expandedAt(step));
	}

	/**
	 * The event of step `step`, rebuilt from the columns: equal, field for field, to the one the
	 * engine reported. Undefined past the steps appended.
	 */
	event(step: number): SearchEvent<S> | undefined {
		if (!Number.isInteger(step) || step < 0 || step >= this.length) return undefined;
		const cached = this.#events.get(step);
		if (cached !== undefined) return cached;
		const event = this.#rebuild(step);
		if (this.#events.size >= EVENT_CACHE) {
			this.#events.delete(this.#events.keys().next().value as number);
		}
		this.#events.set(step, event);
		return event;
	}

	#rebuild(step: number): SearchEvent<S> {
		const { nodes } = this;
		const base = {
			step,
			frontierSize: this.#frontierSize.at(step),
			exploredSize: this.exploredSizeOf(step)
		};
		const node = nodes.node(this.#node.values[step]);
		switch (EVENT_TYPES[this.#type.values[step]]) {
			case 'start':
				return { type: 'start', ...base, root: node };
			case 'goal':
				return { type: 'goal', ...base, node };
			case 'discard':
				return {
					type: 'discard',
					...base,
					node,
					existing: this.#discardExisting.get(step) as number
				};
			case 'iteration':
				return {
					type: 'iteration',
					...base,
					iteration: this.#iterationNumber.values[step],
					boundKind: this.boundKind ?? 'depth',
					bound: this.boundOf(step),
					root: node
				};
			default:
				return {
					type: 'expand',
					...base,
					expansion: this.expandedAt(step),
					node,
					children: this.#children(step)
				};
		}
	}

	/** The children of expansion step `step`, as the engine reported them. */
	#children(step: number): ChildReport<S>[] {
		const { nodes } = this;
		const before = step - 1;
		const from = this.#generated.at(before);
		const to = this.#generated.at(step);
		let nextId = this.#nodeCount.at(before);
		// Every child before this step that did not become a node is a ghost before its ghosts.
		let ghost = from - (nextId - this.#rootsUpTo(before));
		const children: ChildReport<S>[] = [];
		for (let i = from; i < to; i++) {
			const code = this.#fates.values[i];
			const fate = FATES[code >> 1];
			if ((code & 1) === 1) {
				const id = nextId++;
				children.push({
					action: nodes.actionOf(id) as string,
					state: nodes.stateOf(id),
					fate,
					id,
					existing: this.#childExisting.get(i) ?? null,
					g: nodes.g[id],
					h: nodes.h[id],
					f: nodes.f[id]
				});
			} else {
				const existing = this.#ghostExisting.values[ghost];
				children.push({
					action: this.#ghostAction.get(ghost) as string,
					state: this.#ghostState.get(ghost),
					fate,
					id: null,
					existing: existing < 0 ? null : existing,
					g: this.#ghostG.values[ghost],
					h: this.#ghostH.values[ghost],
					f: this.#ghostF.values[ghost]
				});
				ghost++;
			}
		}
		return children;
	}

	/** Step k's diff as arrays (role changes as triples), for tests and for reading. */
	diff(step: number): StepDiff {
		const slice = (from: number, to: number): number[] => Array.from(this.pool.subarray(from, to));
		return {
			roles: slice(this.rolesFrom(step), this.outFrom(step)).flatMap((change) => [
				changedId(change),
				roleBefore(change),
				roleAfter(change)
			]),
			frontierOut: slice(this.outFrom(step), this.inFrom(step)),
			frontierIn: slice(this.inFrom(step), this.diffEnd(step))
		};
	}

	/**
	 * Where in the pool a moment of step `step` ends, as the ends of its three parts (roles,
	 * entries out, entries in): the whole diff when `reach.full`, otherwise the part of an
	 * expansion the moment shows (line-steps.ts). The diff is written in the order a line step
	 * shows it — the node's pop, then per child its node, the entry it replaces, its push — so
	 * each part of a moment is a prefix of the step's part.
	 */
	reachEnds(step: number, reach: MomentReach): readonly [number, number, number] {
		const rolesEnd = this.outFrom(step);
		const outEnd = this.inFrom(step);
		const inEnd = this.diffEnd(step);
		const event = this.event(step);
		if (reach.full || event?.type !== 'expand') return [rolesEnd, outEnd, inEnd];
		const pool = this.pool;
		const node = event.node.id;
		// The previous current node retires, then the node becomes current.
		let r = this.rolesFrom(step);
		while (r < rolesEnd && changedId(pool[r]) !== node) r++;
		r = Math.min(r + 1, rolesEnd);
		let o = rolesEnd;
		if (o < outEnd && pool[o] === node) o++;
		const { children } = event;
		for (let i = 0; i < reach.generated && i < children.length; i++) {
			const child = children[i];
			if (child.id === null) continue;
			if (r < rolesEnd && changedId(pool[r]) === child.id) r++;
			if (i < reach.decided && child.fate === 'replaced' && child.existing !== null) {
				if (r < rolesEnd && changedId(pool[r]) === child.existing) r++;
				if (o < outEnd && pool[o] === child.existing) o++;
			}
		}
		let n = outEnd;
		for (let i = 0; i < reach.pushed && i < children.length; i++) {
			const id = children[i].id;
			if (id !== null && n < inEnd && pool[n] === id) n++;
		}
		return [r, o, n];
	}

	/** The children of node `id`'s expansion that did not become nodes, once it is expanded. */
	ghostsOf(id: number): readonly GhostChild<S>[] {
		const step = this.nodes.has(id) ? this.nodes.expandedStep[id] : -1;
		const event = step < 0 ? undefined : this.event(step);
		if (event?.type !== 'expand') return NO_GHOSTS;
		let ghosts = this.#ghosts.get(id);
		if (ghosts === undefined) {
			const found: GhostChild<S>[] = [];
			event.children.forEach(
				({ id: childId, action, state, fate, existing, g, h, f }, childIndex) => {
					if (childId === null) found.push({ childIndex, action, state, fate, existing, g, h, f });
				}
			);
			ghosts = found.length === 0 ? NO_GHOSTS : Object.freeze(found);
			this.#ghosts.set(id, ghosts);
		}
		return ghosts;
	}

	/** Roots added up to step `step` (0 before the start). */
	#rootsUpTo(step: number): number {
		const steps = this.#rootSteps;
		let low = 0;
		let high = steps.length;
		while (low < high) {
			const middle = (low + high) >> 1;
			if (steps[middle] <= step) low = middle + 1;
			else high = middle;
		}
		return low;
	}

	/**
	 * Gives back the room kept for growth, once the run has ended: a finished run costs its size.
	 * A chunk of copying per step (columns.ts), so a page can spread a long run's over slices;
	 * the log reads the same meanwhile.
	 */
	*trimming(): Generator<void, void> {
		for (const column of this.#columns()) yield* column.trimming();
		yield* this.nodes.trimming();
		const pool = this.pool;
		const length = this.poolLength;
		if (pool.length === length) return;
		const trimmed = yield* exactCopy(pool, length);
		if (this.pool === pool && this.poolLength === length) this.pool = trimmed;
	}

	#columns(): { trimming(): Generator<void, void> }[] {
		return [
			this.#diffStart,
			this.#rolesLength,
			this.#outLength,
			this.#type,
			this.#node,
			this.#frontierSize,
			this.#exploredBeyondExpanded,
			this.#fates,
			this.#ghostAction,
			this.#ghostState,
			this.#ghostExisting,
			this.#ghostG,
			this.#ghostH,
			this.#ghostF,
			this.#stepsNotExpansions,
			this.#generated,
			this.#maxFrontier,
			this.#maxDepth,
			this.#treeStart,
			this.#nodeCount,
			this.#iterationNumber
		];
	}

	#start(event: StartEvent<S>): void {
		const { root } = event;
		this.nodes.addRoot(root);
		this.#rootSteps.push(event.step);
		this.#setRole(root.id, FRONTIER);
		this.#push(root.id);
		this.#record({
			expanded: 0,
			generated: 0,
			maxFrontier: event.frontierSize,
			maxDepth: root.depth,
			treeStart: root.id,
			iteration: 0
		});
	}

	/**
	 * An expansion: the node leaves the frontier and becomes the current node (the previous
	 * current node is now explored); each child that became a node joins the tree — on the
	 * frontier, or as the goal when the goal test on generation passed; a 'replaced' child
	 * takes its state's old entry off the frontier. The new entries are pushed as the engine
	 * pushes them: in child order, except that a stack with pushOrder 'reversed' receives them
	 * last child first (so they come back off in child order).
	 */
	#expand(event: ExpandEvent<S>, step: number): void {
		const { nodes } = this;
		const id = event.node.id;
		this.#retireCurrent();
		if (this.#onHeadFrontier.get(id) === 1) this.#pop(id);
		this.#setRole(id, CURRENT);
		this.#headCurrent = id;
		nodes.setExpandedStep(id, step);

		const { children } = event;
		const pushedFrom = this.#in.length;
		let deepest = -1;
		for (let childIndex = 0; childIndex < children.length; childIndex++) {
			const child = children[childIndex];
			this.#recordChild(child);
			if (child.id === null) continue;
			// In the order a line step shows them (line-steps.ts): the child appears, then the
			// entry it replaces is struck, then the child is pushed.
			nodes.addChild(child, id, childIndex);
			deepest = nodes.depth[child.id];
			this.#setRole(child.id, child.fate === 'goal' ? GOAL : FRONTIER);
			if (child.fate === 'replaced' && child.existing !== null) {
				if (this.#onHeadFrontier.get(child.existing) === 1) this.#pop(child.existing);
				this.#setRole(child.existing, REPLACED);
			}
			if (child.fate !== 'goal') this.#push(child.id);
		}
		if (this.#order.kind === 'stack' && this.#order.pushOrder !== 'generated') {
			this.#reversePushes(pushedFrom);
		}

		const before = step - 1;
		this.#record({
			expanded: event.expansion,
			generated: this.#generated.last() + event.children.length,
			maxFrontier: Math.max(this.#maxFrontier.last(), event.frontierSize),
			maxDepth: Math.max(this.maxDepth[before], deepest),
			treeStart: this.treeStart[before],
			iteration: this.iteration[before]
		});
	}

	/** Keeps what `event` needs to report `child` again: its fate, and a ghost's own fields. */
	#recordChild(child: ChildReport<S>): void {
		const code = FATE_CODES.get(child.fate);
		if (code === undefined) throw new Error(`Unknown fate "${child.fate}".`);
		if (child.id !== null) {
			if (child.existing !== null) this.#childExisting.set(this.#fates.length, child.existing);
			this.#fates.push(code * 2 + 1);
			return;
		}
		this.#fates.push(code * 2);
		this.#ghostAction.push(child.action);
		this.#ghostState.push(child.state);
		this.#ghostExisting.push(child.existing ?? -1);
		this.#ghostG.push(child.g);
		this.#ghostH.push(child.h);
		this.#ghostF.push(child.f);
	}

	/**
	 * The goal test on removal passed: the node leaves the frontier and becomes the current node,
	 * marked as the goal; it is not expanded, so the totals stay as they were.
	 */
	#goal(event: GoalEvent<S>, step: number): void {
		const id = event.node.id;
		this.#retireCurrent();
		if (this.#onHeadFrontier.get(id) === 1) this.#pop(id);
		this.#setRole(id, GOAL);
		this.#recordUnchanged(step);
	}

	/**
	 * Multiple-path pruning: the node leaves the frontier and is marked discarded, never to be
	 * expanded; the totals stay as they were.
	 */
	#discard(event: DiscardEvent<S>, step: number): void {
		const id = event.node.id;
		this.#retireCurrent();
		if (this.#onHeadFrontier.get(id) === 1) this.#pop(id);
		this.#setRole(id, DISCARDED);
		this.#discardExisting.set(step, event.existing);
		this.#recordUnchanged(step);
	}

	/** A step that takes a node off the frontier without expanding it: the totals stay. */
	#recordUnchanged(step: number): void {
		const before = step - 1;
		this.#record({
			expanded: this.expandedAt(before),
			generated: this.#generated.last(),
			maxFrontier: this.#maxFrontier.last(),
			maxDepth: this.maxDepth[before],
			treeStart: this.treeStart[before],
			iteration: this.iteration[before]
		});
	}

	/**
	 * IDDFS and IDA* start over from a root with a new bound. The tree shown restarts at that
	 * root (node 0 again in the first iteration, a fresh node later); the previous iteration's
	 * nodes keep their roles, out of view, so stepping back shows them again. Its frontier has
	 * emptied by then; anything left on it besides the root is taken off.
	 */
	#iteration(event: IterationEvent<S>): void {
		const { nodes } = this;
		const { root } = event;
		this.#retireCurrent();
		for (let id = this.#headTreeStart; id < nodes.count && this.#headFrontierSize > 0; id++) {
			if (this.#onHeadFrontier.get(id) === 1 && id !== root.id) this.#pop(id);
		}
		if (!nodes.has(root.id)) {
			nodes.addRoot(root);
			this.#rootSteps.push(event.step);
		}
		this.#headTreeStart = root.id;
		if (this.#onHeadFrontier.get(root.id) !== 1) {
			this.#setRole(root.id, FRONTIER);
			this.#push(root.id);
		}
		this.boundKind = event.boundKind;
		this.#bounds[event.iteration] = event.bound;
		const before = event.step - 1;
		this.#record({
			expanded: this.expandedAt(before),
			generated: this.#generated.last(),
			maxFrontier: Math.max(this.#maxFrontier.last(), event.frontierSize),
			maxDepth: Math.max(this.maxDepth[before], root.depth),
			treeStart: root.id,
			iteration: event.iteration
		});
	}

	/** The node expanded at the step before is explored now. */
	#retireCurrent(): void {
		if (this.#headCurrent >= 0) this.#setRole(this.#headCurrent, EXPLORED);
		this.#headCurrent = -1;
	}

	#setRole(id: number, role: number): void {
		const before = this.#headRole.get(id);
		if (before === role) return;
		if (id >= MAX_NODES) {
			throw new RangeError(`A trace holds at most ${MAX_NODES} nodes; node ${id} is past that.`);
		}
		this.#write(roleChange(id, before, role));
		this.#headRole.set(id, role);
	}

	/** Pushes a node on the head frontier; its push (arrival) number is given once and kept. */
	#push(id: number): void {
		if (this.nodes.arrivalOf(id) < 0) this.nodes.setArrival(id, this.#pushes++);
		this.#onHeadFrontier.set(id, 1);
		this.#headFrontierSize++;
		this.#in.push(id);
	}

	/**
	 * A stack that takes children last first: reverse the pushes made since `from`, and their
	 * arrival numbers with them, so the first child is pushed last and popped first.
	 */
	#reversePushes(from: number): void {
		const pushed = this.#in;
		const { nodes } = this;
		for (let i = from, j = pushed.length - 1; i < j; i++, j--) {
			const first = pushed[i];
			const last = pushed[j];
			pushed[i] = last;
			pushed[j] = first;
			const firstArrival = nodes.arrivalOf(first);
			nodes.setArrival(first, nodes.arrivalOf(last));
			nodes.setArrival(last, firstArrival);
		}
	}

	#write(value: number): void {
		if (this.poolLength === this.pool.length) {
			const grown = new Int32Array(this.pool.length * 2);
			grown.set(this.pool);
			this.pool = grown;
		}
		this.pool[this.poolLength++] = value;
	}

	#pop(id: number): void {
		this.#onHeadFrontier.set(id, 0);
		this.#headFrontierSize--;
		this.#out.push(id);
	}

	#record(totals: {
		expanded: number;
		generated: number;
		maxFrontier: number;
		maxDepth: number;
		treeStart: number;
		iteration: number;
	}): void {
		this.#stepsNotExpansions.push(this.length - totals.expanded);
		this.#generated.push(totals.generated);
		this.#maxFrontier.push(totals.maxFrontier);
		this.#maxDepth.push(totals.maxDepth);
		this.#treeStart.push(totals.treeStart);
		this.#nodeCount.push(this.nodes.count);
		this.#iterationNumber.push(totals.iteration);
	}
}
