import { textOrdered, type EntryOrder } from './entry-order';
import type { Frontier } from './frontier';
import { NodeHeap } from './node-heap';
import type { NodeStore } from './node-store';
import { PriorityQueue } from './priority-queue';

/**
 * The frontier of every best-first search: a priority queue that hands out its entries in
 * `order` (entry-order.ts): lowest f first, equal f by the tie-break rule.
 *
 * 'low-g-text' and 'alpha' compare states in the problem's text order, which NodeHeap's packed
 * keys cannot hold, so they take the comparator-based queue with the order's comparator; every
 * other rule takes NodeHeap, the same order packed into one number per entry.
 */
export function bestFirstFrontier<S>(nodes: NodeStore<S>, order: EntryOrder<S>): Frontier<number> {
	const { tieBreak } = order;
	if (textOrdered(tieBreak)) return new PriorityQueue(order.compare(nodes), order.arrival);
	return new NodeHeap(nodes, tieBreak);
}
