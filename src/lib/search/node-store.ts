import type { SearchNode } from './events';

const INITIAL_CAPACITY = 1024;

/**
 * Every node a search has generated, by id, stored column-wise: a search of the whole 3×3
 * puzzle keeps 181,440 nodes, and one object per node would keep the garbage collector busier
 * than the search itself. Ids are handed out here in generation order, the root first (0).
 * `node(id)` builds the record the events carry.
 *
 * All columns grow together, fourfold, and are written by index: growing the state and action
 * arrays one `push` at a time cost as much as the rest of a node's bookkeeping. Numeric states
 * (the tile puzzle's packed boards) get a Float64Array: in a plain array V8 may box every one
 * of them, for good, once any run has stored strings in an array made by the same line.
 */
export class NodeStore<S> {
	parent = new Int32Array(INITIAL_CAPACITY);
	depth = new Int32Array(INITIAL_CAPACITY);
	g = new Float64Array(INITIAL_CAPACITY);
	h = new Float64Array(INITIAL_CAPACITY);
	f = new Float64Array(INITIAL_CAPACITY);
	/** Bookkeeping byte for the algorithm (e.g. in frontier / explored). */
	status = new Uint8Array(INITIAL_CAPACITY);
	/** The states while they are all numbers; null once one is not (then `#states` holds them). */
	#numericStates: Float64Array | null = new Float64Array(INITIAL_CAPACITY);
	#states: S[] | null = null;
	actions: (string | null)[] = new Array<string | null>(INITIAL_CAPACITY).fill(null);
	#count = 0;

	get count(): number {
		return this.#count;
	}

	/** Stores a new node and returns its id. `parent` is −1 for the root. */
	add(parent: number, state: S, action: string | null, g: number, h: number, f: number): number {
		const id = this.#count++;
		if (id === this.parent.length) this.#grow();
		this.parent[id] = parent;
		this.depth[id] = parent < 0 ? 0 : this.depth[parent] + 1;
		this.g[id] = g;
		this.h[id] = h;
		this.f[id] = f;
		if (this.#numericStates !== null && typeof state === 'number') this.#numericStates[id] = state;
		else this.#storeState(id, state);
		this.actions[id] = action;
		return id;
	}

	state(id: number): S {
		return this.#numericStates !== null
			? (this.#numericStates[id] as S)
			: (this.#states as S[])[id];
	}

	node(id: number): SearchNode<S> {
		const parent = this.parent[id];
		return makeNode(
			id,
			parent < 0 ? null : parent,
			this.state(id),
			this.actions[id],
			this.g[id],
			this.h[id],
			this.f[id],
			this.depth[id]
		);
	}

	/** The nodes from the root to node `id`, following parent ids. */
	pathTo(id: number): SearchNode<S>[] {
		const path: SearchNode<S>[] = [];
		for (let at = id; at >= 0; at = this.parent[at]) path.push(this.node(at));
		return path.reverse();
	}

	/** Stores a state that is not a number, first moving any numeric states to a plain array. */
	#storeState(id: number, state: S): void {
		if (this.#numericStates !== null) {
			const states = new Array<S>(this.parent.length);
			for (let i = 0; i < id; i++) states[i] = this.#numericStates[i] as S;
			this.#states = states;
			this.#numericStates = null;
		}
		(this.#states as S[])[id] = state;
	}

	#grow(): void {
		// Quadruple rather than double: growing to 2^18 nodes copies the columns 4 times, not 8.
		const capacity = this.parent.length * 4;
		this.parent = grown(this.parent, new Int32Array(capacity));
		this.depth = grown(this.depth, new Int32Array(capacity));
		this.g = grown(this.g, new Float64Array(capacity));
		this.h = grown(this.h, new Float64Array(capacity));
		this.f = grown(this.f, new Float64Array(capacity));
		this.status = grown(this.status, new Uint8Array(capacity));
		if (this.#numericStates !== null) {
			this.#numericStates = grown(this.#numericStates, new Float64Array(capacity));
		} else {
			this.#states = grownArray(this.#states as S[], new Array<S>(capacity));
		}
		this.actions = grownArray(this.actions, new Array<string | null>(capacity).fill(null));
	}
}

function grown<A extends Int32Array | Float64Array | Uint8Array>(old: A, bigger: A): A {
	bigger.set(old);
	return bigger;
}

function grownArray<T>(old: readonly T[], bigger: T[]): T[] {
	for (let i = 0; i < old.length; i++) bigger[i] = old[i];
	return bigger;
}

/** Builds a node record: the one place nodes are made, so every node has the same shape. */
export function makeNode<S>(
	id: number,
	parent: number | null,
	state: S,
	action: string | null,
	g: number,
	h: number,
	f: number,
	depth: number
): SearchNode<S> {
	return { id, parent, state, action, g, h, f, depth };
}
