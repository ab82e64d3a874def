import { fitsBytes, readBytes, writeBytes } from './byte-strings';
import type { SearchNode } from './events';

/** Room for this many nodes first: most runs on a page are small (a practice graph has a few). */
const INITIAL_CAPACITY = 64;
/** Nodes per chunk once a run outgrows its first: 2^16, so a chunk is made in a blink. */
const CHUNK_BITS = 16;
const CHUNK_SIZE = 1 << CHUNK_BITS;
const CHUNK_MASK = CHUNK_SIZE - 1;

/**
 * Every node a search has generated, by id, stored column-wise: a search of the whole 3×3
 * puzzle keeps 181,440 nodes, and one object per node would keep the garbage collector busier
 * than the search itself. Ids are handed out here in generation order, the root first (0).
 * `node(id)` builds the record the events carry.
 *
 * Each column is a list of typed-array chunks: node `id` sits at `id & CHUNK_MASK` of chunk
 * `id >>> CHUNK_BITS`. The first chunk grows fourfold from 1,024 nodes (a small run stays
 * small); after that a run gains a chunk at a time and nothing is ever copied. One flat array
 * per column had to be copied whole to grow: at a million nodes that was half a second in one
 * piece (a fresh 4-million-entry buffer per column), which a page running the search in
 * slices could not share out. Numeric states (the tile puzzle's packed boards) get Float64
 * chunks: in a plain array V8 may box every one of them. String states of one width (boards
 * of more than 13 cells) get byte chunks, a row per node (byte-strings.ts): millions of string
 * objects made every full garbage collection of a long run on an 8×8 board a long pause.
 * Actions are small numbers naming a string kept once (a run has a handful of distinct moves).
 */
export class NodeStore<S> {
	#parent: Int32Array[] = [new Int32Array(INITIAL_CAPACITY)];
	#depth: Int32Array[] = [new Int32Array(INITIAL_CAPACITY)];
	#g: Float64Array[] = [new Float64Array(INITIAL_CAPACITY)];
	#h: Float64Array[] = [new Float64Array(INITIAL_CAPACITY)];
	#f: Float64Array[] = [new Float64Array(INITIAL_CAPACITY)];
	/** Bookkeeping byte for the algorithm (e.g. in frontier / explored). */
	#status: Uint8Array[] = [new Uint8Array(INITIAL_CAPACITY)];
	/** Each node's action as its index in `#actionNames`, or −1 for none (the root). */
	#actionCodes: Int32Array[] = [new Int32Array(INITIAL_CAPACITY)];
	#actionNames: string[] = [];
	#actionCodeOf = new Map<string, number>();
	/** The states while they are all numbers; null once one is not (then `#otherStates` holds them). */
	#numericStates: Float64Array[] | null = [new Float64Array(INITIAL_CAPACITY)];
	/** String states of `#width` characters as byte rows, while every one fits; else null. */
	#byteStates: Uint8Array[] | null = null;
	#width = 0;
	#otherStates: S[][] | null = null;
	#capacity = INITIAL_CAPACITY;
	#count = 0;

	get count(): number {
		return this.#count;
	}

	/** Stores a new node and returns its id. `parent` is −1 for the root. */
	add(parent: number, state: S, action: string | null, g: number, h: number, f: number): number {
		const id = this.#count++;
		if (id === this.#capacity) this.#grow();
		const chunk = id >>> CHUNK_BITS;
		const at = id & CHUNK_MASK;
		this.#parent[chunk][at] = parent;
		this.#depth[chunk][at] = parent < 0 ? 0 : this.depth(parent) + 1;
		this.#g[chunk][at] = g;
		this.#h[chunk][at] = h;
		this.#f[chunk][at] = f;
		if (this.#numericStates !== null && typeof state === 'number') {
			this.#numericStates[chunk][at] = state;
		} else this.#storeState(id, state);
		this.#actionCodes[chunk][at] = action === null ? -1 : this.#actionCode(action);
		return id;
	}

	/** The parent's id, −1 for the root. */
	parent(id: number): number {
		return this.#parent[id >>> CHUNK_BITS][id & CHUNK_MASK];
	}

	depth(id: number): number {
		return this.#depth[id >>> CHUNK_BITS][id & CHUNK_MASK];
	}

	g(id: number): number {
		return this.#g[id >>> CHUNK_BITS][id & CHUNK_MASK];
	}

	h(id: number): number {
		return this.#h[id >>> CHUNK_BITS][id & CHUNK_MASK];
	}

	f(id: number): number {
		return this.#f[id >>> CHUNK_BITS][id & CHUNK_MASK];
	}

	status(id: number): number {
		return this.#status[id >>> CHUNK_BITS][id & CHUNK_MASK];
	}

	setStatus(id: number, status: number): void {
		this.#status[id >>> CHUNK_BITS][id & CHUNK_MASK] = status;
	}

	state(id: number): S {
		if (this.#numericStates !== null) {
			return this.#numericStates[id >>> CHUNK_BITS][id & CHUNK_MASK] as S;
		}
		if (this.#byteStates !== null) {
			const width = this.#width;
			return readBytes(this.#byteStates[id >>> CHUNK_BITS], (id & CHUNK_MASK) * width, width) as S;
		}
		return (this.#otherStates as S[][])[id >>> CHUNK_BITS][id & CHUNK_MASK];
	}

	action(id: number): string | null {
		const code = this.#actionCodes[id >>> CHUNK_BITS][id & CHUNK_MASK];
		return code < 0 ? null : this.#actionNames[code];
	}

	node(id: number): SearchNode<S> {
		const parent = this.parent(id);
		return makeNode(
			id,
			parent < 0 ? null : parent,
			this.state(id),
			this.action(id),
			this.g(id),
			this.h(id),
			this.f(id),
			this.depth(id)
		);
	}

	/** The nodes from the root to node `id`, following parent ids. */
	pathTo(id: number): SearchNode<S>[] {
		const path: SearchNode<S>[] = [];
		for (let at = id; at >= 0; at = this.parent(at)) path.push(this.node(at));
		return path.reverse();
	}

	#actionCode(action: string): number {
		let code = this.#actionCodeOf.get(action);
		if (code === undefined) {
			code = this.#actionNames.length;
			this.#actionNames.push(action);
			this.#actionCodeOf.set(action, code);
		}
		return code;
	}

	/**
	 * Stores a state that is not a number: the first state, a string, chooses byte rows of its
	 * width; a state that does not fit the rows (or follows numbers) moves every state to plain
	 * chunks first.
	 */
	#storeState(id: number, state: S): void {
		if (this.#numericStates !== null) {
			if (id === 0 && typeof state === 'string' && fitsBytes(state, state.length)) {
				this.#width = state.length;
				this.#byteStates = [new Uint8Array(this.#capacity * this.#width)];
				this.#numericStates = null;
			} else {
				this.#otherStates = this.#numericStates.map(
					(numbers) => Array.from(numbers, (value) => value as S) as S[]
				);
				this.#numericStates = null;
			}
		}
		if (this.#byteStates !== null) {
			if (typeof state === 'string' && fitsBytes(state, this.#width)) {
				writeBytes(this.#byteStates[id >>> CHUNK_BITS], (id & CHUNK_MASK) * this.#width, state);
				return;
			}
			const all: S[][] = [];
			for (let at = 0; at < id; at++) {
				if ((at & CHUNK_MASK) === 0) all.push([]);
				all[at >>> CHUNK_BITS][at & CHUNK_MASK] = this.state(at);
			}
			this.#otherStates = all;
			this.#byteStates = null;
		}
		const chunks = this.#otherStates as S[][];
		const chunk = id >>> CHUNK_BITS;
		while (chunk >= chunks.length) chunks.push([]);
		chunks[chunk][id & CHUNK_MASK] = state;
	}

	#grow(): void {
		if (this.#capacity < CHUNK_SIZE) {
			// The first chunk grows fourfold, copying at most a chunk's worth.
			const size = Math.min(this.#capacity * 4, CHUNK_SIZE);
			this.#parent[0] = grown(this.#parent[0], new Int32Array(size));
			this.#depth[0] = grown(this.#depth[0], new Int32Array(size));
			this.#g[0] = grown(this.#g[0], new Float64Array(size));
			this.#h[0] = grown(this.#h[0], new Float64Array(size));
			this.#f[0] = grown(this.#f[0], new Float64Array(size));
			this.#status[0] = grown(this.#status[0], new Uint8Array(size));
			this.#actionCodes[0] = grown(this.#actionCodes[0], new Int32Array(size));
			if (this.#numericStates !== null) {
				this.#numericStates[0] = grown(this.#numericStates[0], new Float64Array(size));
			}
			if (this.#byteStates !== null) {
				this.#byteStates[0] = grown(this.#byteStates[0], new Uint8Array(size * this.#width));
			}
			this.#capacity = size;
			return;
		}
		this.#parent.push(new Int32Array(CHUNK_SIZE));
		this.#depth.push(new Int32Array(CHUNK_SIZE));
		this.#g.push(new Float64Array(CHUNK_SIZE));
		this.#h.push(new Float64Array(CHUNK_SIZE));
		this.#f.push(new Float64Array(CHUNK_SIZE));
		this.#status.push(new Uint8Array(CHUNK_SIZE));
		this.#actionCodes.push(new Int32Array(CHUNK_SIZE));
		this.#numericStates?.push(new Float64Array(CHUNK_SIZE));
		this.#byteStates?.push(new Uint8Array(CHUNK_SIZE * this.#width));
		this.#capacity += CHUNK_SIZE;
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
