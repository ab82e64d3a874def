import type { EntryFields } from '../search/entry-order';
import type { ChildReport, SearchNode } from '../search/events';
import { NumberColumn, StateColumn, TextColumn } from './columns';
import type { EntryKeys } from './frontier-order';
import type { GhostChild } from './types';

/** The ghost leaves of a node not expanded yet, or whose expansion added all its children. */
export const NO_GHOSTS: readonly GhostChild<never>[] = Object.freeze([]);

/**
 * Every node the run has generated, by id, with what never changes about it once known: its
 * fields, when it arrived on the frontier and when it was expanded. What does change with the
 * cursor (its role, whether it is on the frontier) lives in the trace's diffs.
 *
 * Ids come from the engine: the root is 0 and each new node takes the next id, so an id is also
 * the node's place in generation order and every field is a column indexed by id (columns.ts):
 * a node costs a few dozen bytes, not an object.
 */
export class NodeTable<S> implements EntryKeys<S> {
	readonly #parent = new NumberColumn();
	/** Its index among the children of its parent's expansion; −1 for a root. */
	readonly #childIndex = new NumberColumn();
	readonly #action = new TextColumn();
	readonly #state = new StateColumn<S>();
	readonly #g = new NumberColumn();
	readonly #h = new NumberColumn();
	readonly #f = new NumberColumn();
	readonly #depth = new NumberColumn();
	/** Push numbers, coded from the id (arrivalCode): a byte for nearly every node. */
	readonly #arrival = new NumberColumn();
	readonly #expandedStep = new NumberColumn();

	/**
	 * The fields the frontier's entry order reads (search/entry-order.ts), straight from the
	 * columns: the trace sorts and searches its frontier with them.
	 */
	readonly fields: EntryFields<S> = {
		f: (id) => this.#f.values[id],
		g: (id) => this.#g.values[id],
		h: (id) => this.#h.values[id],
		state: (id) => this.#state.get(id)
	};

	/** Nodes generated so far; the next node's id. */
	get count(): number {
		return this.#parent.length;
	}

	/** Parent ids by id (−1 for a root). Read afresh after appending: the array may be replaced. */
	get parent(): ArrayLike<number> {
		return this.#parent.values;
	}

	get childIndex(): ArrayLike<number> {
		return this.#childIndex.values;
	}

	get g(): ArrayLike<number> {
		return this.#g.values;
	}

	get h(): ArrayLike<number> {
		return this.#h.values;
	}

	get f(): ArrayLike<number> {
		return this.#f.values;
	}

	get depth(): ArrayLike<number> {
		return this.#depth.values;
	}

	/** Push number on the frontier (0 for the root); −1 for a node never pushed (a goal). */
	arrivalOf(id: number): number {
		const code = this.#arrival.values[id];
		if (code === 0) return -1;
		return id + (code % 2 === 1 ? -(code + 1) / 2 : code / 2 - 1);
	}

	/** The step that expanded the node; −1 until then. */
	get expandedStep(): ArrayLike<number> {
		return this.#expandedStep.values;
	}

	actionOf(id: number): string | null {
		return this.#action.get(id);
	}

	stateOf(id: number): S {
		return this.#state.get(id);
	}

	has(id: number): boolean {
		return Number.isInteger(id) && id >= 0 && id < this.count;
	}

	setArrival(id: number, arrival: number): void {
		this.#arrival.set(id, arrivalCode(id, arrival));
	}

	setExpandedStep(id: number, step: number): void {
		this.#expandedStep.set(id, step);
	}

	/** The node as the engine reported it. */
	node(id: number): SearchNode<S> {
		const parent = this.#parent.values[id];
		return {
			id,
			parent: parent < 0 ? null : parent,
			state: this.#state.get(id),
			action: this.#action.get(id),
			g: this.#g.values[id],
			h: this.#h.values[id],
			f: this.#f.values[id],
			depth: this.#depth.values[id]
		};
	}

	/** Records a root: the run's, or a fresh one an iteration of IDDFS or IDA* starts from. */
	addRoot(node: SearchNode<S>): void {
		this.#add(node.id, -1, -1, node.action, node.state, node.g, node.h, node.f, node.depth);
	}

	/** Records the child an expansion of `parent` generated as the `childIndex`-th child. */
	addChild(child: ChildReport<S>, parent: number, childIndex: number): void {
		const id = child.id;
		if (id === null) throw new Error('Only a child that became a node has an id to record.');
		const depth = this.#depth.values[parent] + 1;
		this.#add(id, parent, childIndex, child.action, child.state, child.g, child.h, child.f, depth);
	}

	/** Gives back the room the columns keep for growth, a chunk per step (columns.ts). */
	*trimming(): Generator<void, void> {
		for (const column of this.#columns()) yield* column.trimming();
	}

	#columns(): { trimming(): Generator<void, void> }[] {
		return [
			this.#parent,
			this.#childIndex,
			this.#g,
			this.#h,
			this.#f,
			this.#depth,
			this.#arrival,
			this.#expandedStep,
			this.#action,
			this.#state
		];
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
		if (id !== this.count) {
			throw new Error(
				`Node ids must grow one by one in generation order: ${id} came after ${this.count - 1}.`
			);
		}
		this.#parent.push(parent);
		this.#childIndex.push(childIndex);
		this.#action.push(action);
		this.#state.push(state);
		this.#g.push(g);
		this.#h.push(h);
		this.#f.push(f);
		this.#depth.push(depth);
		this.#arrival.push(0);
		this.#expandedStep.push(-1);
	}
}

/**
 * A push number as stored: pushes are numbered in the order made and ids in the order generated,
 * so the two differ by a few at most (children a stack pushes last first, a goal child never
 * pushed), and the difference fits a byte. Coded 0 for "not pushed yet", else the difference
 * zigzagged (0 → 2, −1 → 1, 1 → 4, −2 → 3, …).
 */
function arrivalCode(id: number, arrival: number): number {
	if (arrival < 0) return 0;
	const difference = arrival - id;
	return difference >= 0 ? 2 * difference + 2 : -2 * difference - 1;
}
