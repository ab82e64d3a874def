import type { Frontier } from './frontier';

/**
 * A first-in first-out queue of fixed-size blocks: push and pop are O(1) without
 * `Array.shift()` (which would copy the whole queue on every removal), and growing never copies
 * what is queued. A single ring buffer doubled in one piece: with a million nodes waiting, as
 * breadth-first search has on a 5×5 board, that copy held the page for a second.
 */
export class FifoQueue<T> implements Frontier<T> {
	/** The blocks in order; the first `#headBlock` of them are used up (null). */
	#blocks: (T[] | null)[] = [[]];
	#headBlock = 0;
	/** The position of the queue's first item in the head block. */
	#headAt = 0;
	#size = 0;

	get size(): number {
		return this.#size;
	}

	push(item: T): void {
		let tail = this.#blocks[this.#blocks.length - 1] as T[];
		if (tail.length === BLOCK_SIZE) {
			tail = [];
			this.#blocks.push(tail);
		}
		tail.push(item);
		this.#size++;
	}

	pop(): T | undefined {
		if (this.#size === 0) return undefined;
		const head = this.#blocks[this.#headBlock] as T[];
		const item = head[this.#headAt];
		this.#headAt++;
		this.#size--;
		if (this.#headAt === BLOCK_SIZE) this.#dropHeadBlock();
		return item;
	}

	peek(): T | undefined {
		return this.#size === 0 ? undefined : (this.#blocks[this.#headBlock] as T[])[this.#headAt];
	}

	/** The head block is used up: the next one takes its place (a fresh one if it was the last). */
	#dropHeadBlock(): void {
		this.#blocks[this.#headBlock] = null;
		this.#headBlock++;
		this.#headAt = 0;
		if (this.#headBlock === this.#blocks.length) this.#blocks.push([]);
		// Forget used-up blocks now and then, so the list of blocks stays short.
		if (this.#headBlock >= 1024) {
			this.#blocks = this.#blocks.slice(this.#headBlock);
			this.#headBlock = 0;
		}
	}
}

/** Items per block: 4,096 ids is 32 KB at most, and a BFS frontier of a million holds 245. */
const BLOCK_SIZE = 4096;
