import { orderOfEntries, type TextTieBreak } from './entry-order';
import type { TieBreak } from './options';
import type { Frontier } from './frontier';
import type { NodeStore } from './node-store';
import { PriorityQueue } from './priority-queue';

/** The tie-breaks a packed key can express ('low-g-text' and 'alpha' compare states: see best-first.ts). */
export type PackedTieBreak = Exclude<TieBreak, TextTieBreak>;

const INITIAL_CAPACITY = 1024;
const TWO_TO_32 = 4294967296;
/** Packed keys must stay below 2^53, where every integer is still exact: priorities < 2^21. */
const F_LIMIT = 2 ** 21;
/** With 'low-h' the priority is f · 2^10 + h, so f < 2^11 and h < 2^10. */
const LOW_H_F_LIMIT = 2 ** 11;
const H_LIMIT = 2 ** 10;

/**
 * Best-first search's frontier: node ids in a binary min-heap ordered by f, then by the
 * tie-break rule. It hands out nodes in exactly the priority queue's entry order
 * (`orderOfEntries('priority', tieBreak)`, entry-order.ts), faster: each entry's place in that
 * order is packed into one number when it is pushed,
 *
 *   key = priority · 2^32 + arrival     arrival = pushes so far (2^32 − 1 − that for 'lifo')
 *   priority = f, or f · 2^10 + h for 'low-h'
 *
 * so a comparison is one `<` between numbers stored side by side in a Float64Array, rather
 * than a comparator call following two ids into the node store.
 *
 * The packing is exact while f and h are small whole numbers, as on the tile puzzle and the
 * road map. The first node that breaks this (weighted A* with w = 1.5, say) moves the whole
 * frontier, in arrival order, into a PriorityQueue with the entry order's comparator, which
 * keeps the order.
 */
export class NodeHeap<S> implements Frontier<number> {
	readonly #nodes: NodeStore<S>;
	readonly #tieBreak: PackedTieBreak;
	#ids = new Int32Array(INITIAL_CAPACITY);
	#keys = new Float64Array(INITIAL_CAPACITY);
	#size = 0;
	#pushes = 0;
	/** Holds the frontier instead once a key could not be packed. */
	#fallback: PriorityQueue<number> | null = null;

	constructor(nodes: NodeStore<S>, tieBreak: PackedTieBreak) {
		this.#nodes = nodes;
		this.#tieBreak = tieBreak;
	}

	get size(): number {
		return this.#fallback === null ? this.#size : this.#fallback.size;
	}

	push(id: number): void {
		const key = this.#fallback === null ? this.#keyOf(id) : -1;
		if (key < 0) {
			this.#fallBack().push(id);
			return;
		}
		if (this.#size === this.#ids.length) this.#grow();
		const ids = this.#ids;
		const keys = this.#keys;
		// Sift up: move parents down into the hole until the new entry's place is found.
		let hole = this.#size++;
		while (hole > 0) {
			const parent = (hole - 1) >> 1;
			if (keys[parent] < key) break;
			ids[hole] = ids[parent];
			keys[hole] = keys[parent];
			hole = parent;
		}
		ids[hole] = id;
		keys[hole] = key;
	}

	pop(): number | undefined {
		if (this.#fallback !== null) return this.#fallback.pop();
		if (this.#size === 0) return undefined;
		const ids = this.#ids;
		const keys = this.#keys;
		const top = ids[0];
		const n = --this.#size;
		// Sift down: move the smaller child up into the hole until the last entry fits there.
		const id = ids[n];
		const key = keys[n];
		let hole = 0;
		for (;;) {
			let child = 2 * hole + 1;
			if (child >= n) break;
			if (child + 1 < n && keys[child + 1] < keys[child]) child++;
			if (key < keys[child]) break;
			ids[hole] = ids[child];
			keys[hole] = keys[child];
			hole = child;
		}
		ids[hole] = id;
		keys[hole] = key;
		return top;
	}

	peek(): number | undefined {
		if (this.#fallback !== null) return this.#fallback.peek();
		return this.#size === 0 ? undefined : this.#ids[0];
	}

	/** The packed key of node `id`, counting it as the next push; −1 when it cannot be packed. */
	#keyOf(id: number): number {
		const f = this.#nodes.f(id);
		const arrival = this.#pushes++;
		if (this.#tieBreak === 'low-h') {
			const h = this.#nodes.h(id);
			if (!isWholeBelow(f, LOW_H_F_LIMIT) || !isWholeBelow(h, H_LIMIT)) return -1;
			return (f * H_LIMIT + h) * TWO_TO_32 + arrival;
		}
		if (!isWholeBelow(f, F_LIMIT)) return -1;
		return f * TWO_TO_32 + (this.#tieBreak === 'lifo' ? TWO_TO_32 - 1 - arrival : arrival);
	}

	/** Moves the frontier into a comparator-based PriorityQueue, in arrival order. */
	#fallBack(): PriorityQueue<number> {
		if (this.#fallback !== null) return this.#fallback;
		const order = orderOfEntries('priority', this.#tieBreak);
		const queue = new PriorityQueue<number>(order.compare(this.#nodes), order.arrival);
		const waiting = Array.from({ length: this.#size }, (_, i) => ({
			id: this.#ids[i],
			arrival: this.#arrivalIn(this.#keys[i])
		}));
		waiting.sort((a, b) => a.arrival - b.arrival);
		for (const { id } of waiting) queue.push(id);
		this.#fallback = queue;
		return queue;
	}

	/** The push count a packed key was made with. */
	#arrivalIn(key: number): number {
		const low = key - Math.floor(key / TWO_TO_32) * TWO_TO_32;
		return this.#tieBreak === 'lifo' ? TWO_TO_32 - 1 - low : low;
	}

	#grow(): void {
		const capacity = this.#ids.length * 2;
		const ids = new Int32Array(capacity);
		const keys = new Float64Array(capacity);
		ids.set(this.#ids);
		keys.set(this.#keys);
		this.#ids = ids;
		this.#keys = keys;
	}
}

/** Is x one of 0, 1, ..., limit − 1? */
function isWholeBelow(x: number, limit: number): boolean {
	return Number.isInteger(x) && x >= 0 && x < limit;
}
