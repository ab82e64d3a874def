import type { Frontier } from './frontier';

/**
 * A first-in first-out queue on a ring buffer: push and pop are O(1) without `Array.shift()`,
 * which would copy the whole queue on every removal.
 */
export class FifoQueue<T> implements Frontier<T> {
	#slots: (T | undefined)[] = new Array<T | undefined>(16);
	#head = 0;
	#size = 0;

	get size(): number {
		return this.#size;
	}

	push(item: T): void {
		if (this.#size === this.#slots.length) this.#grow();
		this.#slots[(this.#head + this.#size) & (this.#slots.length - 1)] = item;
		this.#size++;
	}

	pop(): T | undefined {
		if (this.#size === 0) return undefined;
		const item = this.#slots[this.#head];
		this.#slots[this.#head] = undefined;
		this.#head = (this.#head + 1) & (this.#slots.length - 1);
		this.#size--;
		return item;
	}

	peek(): T | undefined {
		return this.#size === 0 ? undefined : this.#slots[this.#head];
	}

	/** Doubles the capacity (always a power of two, so wrapping is a bit mask), unrolling the ring. */
	#grow(): void {
		const old = this.#slots;
		const slots = new Array<T | undefined>(old.length * 2);
		for (let i = 0; i < this.#size; i++) slots[i] = old[(this.#head + i) & (old.length - 1)];
		this.#slots = slots;
		this.#head = 0;
	}
}
