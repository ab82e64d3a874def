import type {
	ExpandEvent,
	GoalEvent,
	IterationEvent,
	SearchEvent,
	StartEvent
} from '../search/events';
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

const INITIAL_POOL = 4096;

const ROLE_NAMES: readonly TraceRole[] = ['frontier', 'current', 'explored', 'replaced', 'goal'];

export function roleName(code: number): TraceRole {
	const name = ROLE_NAMES[code - 1];
	if (name === undefined) throw new Error(`No role for code ${code}: the node is not generated.`);
	return name;
}

/**
 * What one step changes, so the trace can apply it going forward and undo it going back:
 * - `roles`: role changes as triples (node id, role before, role after), in the order made;
 * - `frontierOut`: entries the step takes off the frontier (the node it expands, entries a
 *   cheaper path replaced, what an iteration leaves behind);
 * - `frontierIn`: entries it puts on, in push order.
 * Nodes the step generates need no record: they are the ids in `NodeTable.created` between
 * the node counts after the step before and after this one.
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
 * The diffs of all steps share one growable Int32Array (`pool`): step k's role triples, then its
 * entries out, then its entries in, from `diffStart[3k]`, `diffStart[3k + 1]`, `diffStart[3k + 2]`
 * up to `diffStart[3k + 3]` (or `poolLength`). A 20,000-step run then costs the garbage collector
 * a few arrays rather than 80,000.
 */
export class StepLog<S> {
	readonly nodes = new NodeTable<S>();
	readonly events: SearchEvent<S>[] = [];
	/** Every step's diff, packed; see the class comment. */
	pool = new Int32Array(INITIAL_POOL);
	poolLength = 0;
	readonly diffStart: number[] = [];
	/** Totals after each step. */
	readonly expanded: number[] = [];
	readonly generated: number[] = [];
	readonly maxFrontier: number[] = [];
	readonly maxDepth: number[] = [];
	/** The node the step expanded, or −1 (start and iteration steps). */
	readonly current: number[] = [];
	/** The shown tree: `nodes.created` from index treeStart up to nodeCount. */
	readonly treeStart: number[] = [];
	readonly nodeCount: number[] = [];
	/** IDDFS and IDA*: the iteration under way and its bound (0 and NaN before the first). */
	readonly iteration: number[] = [];
	readonly bound: number[] = [];
	boundKind: 'depth' | 'f' | null = null;

	readonly #order: FrontierOrder;
	/** Ghost leaves by expanded node, built when first asked for. */
	readonly #ghosts = new Map<number, readonly GhostChild<S>[]>();
	readonly #headRole: number[] = [];
	/** 1 for the ids on the head's frontier (a flag per id: cheaper than a Set of 30,000). */
	readonly #onHeadFrontier: number[] = [];
	#headFrontierSize = 0;
	/** Where the head's tree starts in `nodes.created`. */
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
		return this.events.length;
	}

	append(event: SearchEvent<S>): void {
		const step = this.events.length;
		if (event.step !== step) {
			throw new Error(`Events must arrive in order: expected step ${step}, got ${event.step}.`);
		}
		if ((step === 0) !== (event.type === 'start')) {
			throw new Error('A run has exactly one start event, and it comes first.');
		}
		if ((event.type === 'expand' || event.type === 'goal') && !this.nodes.has(event.node.id)) {
			throw new Error(`Step ${step} expands node ${event.node.id}, never generated.`);
		}
		this.#out.length = 0;
		this.#in.length = 0;
		this.diffStart.push(this.poolLength);
		if (event.type === 'start') this.#start(event);
		else if (event.type === 'expand') this.#expand(event, step);
		else if (event.type === 'goal') this.#goal(event, step);
		else this.#iteration(event);
		this.diffStart.push(this.poolLength);
		for (const id of this.#out) this.#write(id);
		this.diffStart.push(this.poolLength);
		for (const id of this.#in) this.#write(id);
		this.events.push(event);
	}

	/** Step k's diff as arrays, for tests and for reading; the trace reads the pool directly. */
	diff(step: number): StepDiff {
		const starts = this.diffStart;
		const end = starts[3 * step + 3] ?? this.poolLength;
		const slice = (from: number, to: number): number[] => Array.from(this.pool.subarray(from, to));
		return {
			roles: slice(starts[3 * step], starts[3 * step + 1]),
			frontierOut: slice(starts[3 * step + 1], starts[3 * step + 2]),
			frontierIn: slice(starts[3 * step + 2], end)
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
		const starts = this.diffStart;
		const rolesEnd = starts[3 * step + 1];
		const outEnd = starts[3 * step + 2];
		const inEnd = starts[3 * step + 3] ?? this.poolLength;
		const event = this.events[step];
		if (reach.full || event.type !== 'expand') return [rolesEnd, outEnd, inEnd];
		const pool = this.pool;
		const node = event.node.id;
		// The previous current node retires, then the node becomes current.
		let r = starts[3 * step];
		while (r < rolesEnd && pool[r] !== node) r += 3;
		r = Math.min(r + 3, rolesEnd);
		let o = starts[3 * step + 1];
		if (o < outEnd && pool[o] === node) o++;
		const { children } = event;
		for (let i = 0; i < reach.generated && i < children.length; i++) {
			const child = children[i];
			if (child.id === null) continue;
			if (r < rolesEnd && pool[r] === child.id) r += 3;
			if (i < reach.decided && child.fate === 'replaced' && child.existing !== null) {
				if (r < rolesEnd && pool[r] === child.existing) r += 3;
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
		const step = this.nodes.expandedStep[id];
		const event = step === undefined || step < 0 ? undefined : this.events[step];
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

	#start(event: StartEvent<S>): void {
		const { root } = event;
		this.nodes.addRoot(root);
		this.#setRole(root.id, FRONTIER);
		this.#push(root.id);
		this.#record({
			expanded: 0,
			generated: 0,
			maxFrontier: event.frontierSize,
			maxDepth: root.depth,
			current: -1,
			treeStart: this.nodes.createdIndex[root.id],
			iteration: 0,
			bound: NaN
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
		if (this.#onHeadFrontier[id] === 1) this.#pop(id);
		this.#setRole(id, CURRENT);
		this.#headCurrent = id;
		nodes.expandedStep[id] = step;
		nodes.expansion[id] = event.expansion;

		const { children } = event;
		const pushedFrom = this.#in.length;
		let deepest = -1;
		for (let childIndex = 0; childIndex < children.length; childIndex++) {
			const child = children[childIndex];
			if (child.id === null) continue;
			// In the order a line step shows them (line-steps.ts): the child appears, then the
			// entry it replaces is struck, then the child is pushed.
			nodes.addChild(child, id, childIndex);
			deepest = nodes.depth[child.id];
			this.#setRole(child.id, child.fate === 'goal' ? GOAL : FRONTIER);
			if (child.fate === 'replaced' && child.existing !== null) {
				if (this.#onHeadFrontier[child.existing] === 1) this.#pop(child.existing);
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
			generated: this.generated[before] + event.children.length,
			maxFrontier: Math.max(this.maxFrontier[before], event.frontierSize),
			maxDepth: Math.max(this.maxDepth[before], deepest),
			current: id,
			treeStart: this.treeStart[before],
			iteration: this.iteration[before],
			bound: this.bound[before]
		});
	}

	/**
	 * The goal test on removal passed: the node leaves the frontier and becomes the current node,
	 * marked as the goal; it is not expanded, so the totals stay as they were.
	 */
	#goal(event: GoalEvent<S>, step: number): void {
		const id = event.node.id;
		this.#retireCurrent();
		if (this.#onHeadFrontier[id] === 1) this.#pop(id);
		this.#setRole(id, GOAL);
		const before = step - 1;
		this.#record({
			expanded: this.expanded[before],
			generated: this.generated[before],
			maxFrontier: this.maxFrontier[before],
			maxDepth: this.maxDepth[before],
			current: id,
			treeStart: this.treeStart[before],
			iteration: this.iteration[before],
			bound: this.bound[before]
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
		const { created } = nodes;
		for (let i = this.#headTreeStart; i < created.length && this.#headFrontierSize > 0; i++) {
			if (this.#onHeadFrontier[created[i]] === 1 && created[i] !== root.id) this.#pop(created[i]);
		}
		if (!nodes.has(root.id)) nodes.addRoot(root);
		this.#headTreeStart = nodes.createdIndex[root.id];
		if (this.#onHeadFrontier[root.id] !== 1) {
			this.#setRole(root.id, FRONTIER);
			this.#push(root.id);
		}
		this.boundKind = event.boundKind;
		const before = event.step - 1;
		this.#record({
			expanded: this.expanded[before],
			generated: this.generated[before],
			maxFrontier: Math.max(this.maxFrontier[before], event.frontierSize),
			maxDepth: Math.max(this.maxDepth[before], root.depth),
			current: -1,
			treeStart: nodes.createdIndex[root.id],
			iteration: event.iteration,
			bound: event.bound
		});
	}

	/** The node expanded at the step before is explored now. */
	#retireCurrent(): void {
		if (this.#headCurrent >= 0) this.#setRole(this.#headCurrent, EXPLORED);
		this.#headCurrent = -1;
	}

	#setRole(id: number, role: number): void {
		const before = this.#headRole[id] ?? NOT_GENERATED;
		if (before === role) return;
		this.#write(id);
		this.#write(before);
		this.#write(role);
		this.#headRole[id] = role;
	}

	/** Pushes a node on the head frontier; its push (arrival) number is given once and kept. */
	#push(id: number): void {
		if (this.nodes.arrival[id] < 0) this.nodes.arrival[id] = this.#pushes++;
		this.#onHeadFrontier[id] = 1;
		this.#headFrontierSize++;
		this.#in.push(id);
	}

	/**
	 * A stack that takes children last first: reverse the pushes made since `from`, and their
	 * arrival numbers with them, so the first child is pushed last and popped first.
	 */
	#reversePushes(from: number): void {
		const pushed = this.#in;
		const arrival = this.nodes.arrival;
		for (let i = from, j = pushed.length - 1; i < j; i++, j--) {
			const first = pushed[i];
			const last = pushed[j];
			pushed[i] = last;
			pushed[j] = first;
			const firstArrival = arrival[first];
			arrival[first] = arrival[last];
			arrival[last] = firstArrival;
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
		this.#onHeadFrontier[id] = 0;
		this.#headFrontierSize--;
		this.#out.push(id);
	}

	#record(totals: {
		expanded: number;
		generated: number;
		maxFrontier: number;
		maxDepth: number;
		current: number;
		treeStart: number;
		iteration: number;
		bound: number;
	}): void {
		this.expanded.push(totals.expanded);
		this.generated.push(totals.generated);
		this.maxFrontier.push(totals.maxFrontier);
		this.maxDepth.push(totals.maxDepth);
		this.current.push(totals.current);
		this.treeStart.push(totals.treeStart);
		this.nodeCount.push(this.nodes.created.length);
		this.iteration.push(totals.iteration);
		this.bound.push(totals.bound);
	}
}
