/**
 * The frontier: the nodes generated but not yet expanded. Breadth-first, depth-first and
 * best-first search are the same loop with a different frontier — a FIFO queue, a stack or a
 * priority queue — behind this one interface.
 */
export interface Frontier<T> {
	push(item: T): void;
	/** Removes and returns the next item, or undefined when the frontier is empty. */
	pop(): T | undefined;
	/** The item `pop` would return, without removing it. */
	peek(): T | undefined;
	readonly size: number;
}
