import type { Frontier } from './frontier';

/** A last-in first-out stack: depth-first search's frontier. */
export class Stack<T> implements Frontier<T> {
	#items: T[] = [];

	get size(): number {
		return this.#items.length;
	}

	push(item: T): void {
		this.#items.push(item);
	}

	pop(): T | undefined {
		return this.#items.pop();
	}

	peek(): T | undefined {
		return this.#items[this.#items.length - 1];
	}
}
