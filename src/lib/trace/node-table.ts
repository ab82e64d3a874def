import type { ChildReport, SearchNode } from '../search/events';
import type { EntryKeys } from './frontier-order';
import type { GhostChild } from './types';

/** The ghost leaves of a node not expanded yet, or whose expansion added all its children. */
export const NO_GHOSTS: readonly GhostChild<never>[] = Object.freeze([]);

/**
 * Every node the run has generated, by id, with what never changes about it once known: its
 * fields, when it arrived on the frontier and when it was expanded. What does change with the cursor (its role, whether it
 * is on the frontier) lives in the trace's diffs; the children that did not become nodes are
 * read from the expansion's event when a view asks for them (StepLog.ghostsOf). Ids come from the engine: the root is 0 and
 * ids grow in generation order; `created` lists them in that order.
 */
export class NodeTable<S> implements EntryKeys {
	readonly parent: number[] = [];
	readonly childIndex: number[] = [];
	readonly action: (string | null)[] = [];
	readonly state: S[] = [];
	readonly g: number[] = [];
	readonly h: number[] = [];
	readonly f: number[] = [];
	readonly depth: number[] = [];
	/** Push number on the frontier (0 for the root); −1 for a node never pushed (a goal). */
	readonly arrival: number[] = [];
	/** Position of each id in `created`. */
	readonly createdIndex: number[] = [];
	/** The step that expanded the node, and its expansion number; −1 and 0 until then. */
	readonly expandedStep: number[] = [];
	readonly expansion: number[] = [];
	/** Node ids in generation order. */
	readonly created: number[] = [];

	has(id: number): boolean {
		return this.createdIndex[id] !== undefined;
	}

	/** Records a root: the run's, or a fresh one an iteration of IDDFS or IDA* starts from. */
	addRoot(node: SearchNode<S>): void {
		this.#add(node.id, -1, -1, node.action, node.state, node.g, node.h, node.f, node.depth);
	}

	/** Records the child an expansion of `parent` generated as the `childIndex`-th child. */
	addChild(child: ChildReport<S>, parent: number, childIndex: number): void {
		const id = child.id;
		if (id === null) throw new Error('Only a child that became a node has an id to record.');
		const depth = this.depth[parent] + 1;
		this.#add(id, parent, childIndex, child.action, child.state, child.g, child.h, child.f, depth);
	}

	#add(
		id: number,
		parent: number,
		childIndex: number,
		action: string | null,
		state: S,
		g: number,
		h: number,
		f: number,
		depth: number
	): void {
		if (this.has(id)) throw new Error(`Node ${id} was generated twice.`);
		const last = this.created[this.created.length - 1];
		if (last !== undefined && id < last) {
			throw new Error(`Node ids must grow in generation order: ${id} came after ${last}.`);
		}
		this.parent[id] = parent;
		this.childIndex[id] = childIndex;
		this.action[id] = action;
		this.state[id] = state;
		this.g[id] = g;
		this.h[id] = h;
		this.f[id] = f;
		this.depth[id] = depth;
		this.arrival[id] = -1;
		this.createdIndex[id] = this.created.length;
		this.expandedStep[id] = -1;
		this.expansion[id] = 0;
		this.created.push(id);
	}
}
