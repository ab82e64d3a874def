import type { Frontier } from './frontier';

/** Which of two items the comparator calls equal comes out first. */
export type TieOrder = 'fifo' | 'lifo';

/**
 * A binary min-heap. `compare(a, b) < 0` means a comes out before b. Items the comparator calls
 * equal come out in insertion order ('fifo', the default) or reverse insertion order ('lifo'):
 * every push gets a sequence number, so runs are reproducible whatever the heap's shape.
 */
export class PriorityQueue<T> implements Frontier<T> {
	readonly #compare: (a: T, b: T) => number;
	/** +1 for fifo (earlier sequence numbers first), −1 for lifo. */
	readonly #tieSign: number;
	#items: T[] = [];
	#sequence: number[] = [];
	#pushes = 0;

	constructor(compare: (a: T, b: T) => number, order: TieOrder = 'fifo') {
		this.#compare = compare;
		this.#tieSign = order === 'fifo' ? 1 : -1;
	}

	get size(): number {
		return this.#items.length;
	}

	push(item: T): void {
		const items = this.#items;
		const sequence = this.#sequence;
		const itemSequence = this.#pushes++;
		// Sift up: move parents down into the hole until the new item's place is found.
		let hole = items.length;
		items.push(item);
		sequence.push(itemSequence);
		while (hole > 0) {
			const parent = (hole - 1) >> 1;
			if (!this.#before(item, itemSequence, items[parent], sequence[parent])) break;
			items[hole] = items[parent];
			sequence[hole] = sequence[parent];
			hole = parent;
		}
		items[hole] = item;
		sequence[hole] = itemSequence;
	}

	pop(): T | undefined {
		const items = this.#items;
		const sequence = this.#sequence;
		if (items.length === 0) return undefined;
		const top = items[0];
		const last = items.pop() as T;
		const lastSequence = sequence.pop() as number;
		const n = items.length;
		if (n === 0) return top;
		// Sift down: move the smaller child up into the hole until the last item fits there.
		let hole = 0;
		for (;;) {
			let child = 2 * hole + 1;
			if (child >= n) break;
			const right = child + 1;
			if (right < n && this.#before(items[right], sequence[right], items[child], sequence[child])) {
				child = right;
			}
			if (!this.#before(items[child], sequence[child], last, lastSequence)) break;
			items[hole] = items[child];
			sequence[hole] = sequence[child];
			hole = child;
		}
		items[hole] = last;
		sequence[hole] = lastSequence;
		return top;
	}

	peek(): T | undefined {
		return this.#items[0];
	}

	/** Does item a (pushed as number aSequence) come out before item b? */
	#before(a: T, aSequence: number, b: T, bSequence: number): boolean {
		const order = this.#compare(a, b);
		if (order !== 0) return order < 0;
		return (aSequence - bSequence) * this.#tieSign < 0;
	}
}
