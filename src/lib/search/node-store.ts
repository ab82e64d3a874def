import type { SearchNode } from './events';

/**
 * Every node a search has generated, by id, stored column-wise in typed arrays: a search of the
 * whole 3×3 puzzle keeps 181,440 nodes, and one object per node would keep the garbage collector
 * busier than the search itself. Ids are handed out here in generation order, the root first (0).
 * `node(id)` builds the record the events carry.
 */
export class NodeStore<S> {
	parent = new Int32Array(1024);
	depth = new Int32Array(1024);
	g = new Float64Array(1024);
	h = new Float64Array(1024);
	f = new Float64Array(1024);
	/** Bookkeeping byte for the algorithm (e.g. in frontier / explored). */
	status = new Uint8Array(1024);
	readonly states: S[] = [];
	readonly actions: (string | null)[] = [];

	get count(): number {
		return this.states.length;
	}

	/** Stores a new node and returns its id. `parent` is −1 for the root. */
	add(parent: number, state: S, action: string | null, g: number, h: number, f: number): number {
		const id = this.states.length;
		if (id === this.parent.length) this.#grow();
		this.parent[id] = parent;
		this.depth[id] = parent < 0 ? 0 : this.depth[parent] + 1;
		this.g[id] = g;
		this.h[id] = h;
		this.f[id] = f;
		this.states.push(state);
		this.actions.push(action);
		return id;
	}

	node(id: number): SearchNode<S> {
		const parent = this.parent[id];
		return makeNode(
			id,
			parent < 0 ? null : parent,
			this.states[id],
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

	#grow(): void {
		const capacity = this.parent.length * 2;
		this.parent = grown(this.parent, new Int32Array(capacity));
		this.depth = grown(this.depth, new Int32Array(capacity));
		this.g = grown(this.g, new Float64Array(capacity));
		this.h = grown(this.h, new Float64Array(capacity));
		this.f = grown(this.f, new Float64Array(capacity));
		this.status = grown(this.status, new Uint8Array(capacity));
	}
}

function grown<A extends Int32Array | Float64Array | Uint8Array>(old: A, bigger: A): A {
	bigger.set(old);
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
