import type { Frontier } from './frontier';
import { NodeHeap } from './node-heap';
import type { NodeStore } from './node-store';
import type { TieBreak } from './options';
import { PriorityQueue } from './priority-queue';
import { compareStateText } from './state-text-order';

/**
 * The frontier of every best-first search: a priority queue that hands out the node with the
 * lowest f. Nodes with equal f come out by the tie-break rule: first in ('fifo'), last in
 * ('lifo'), lower h first and then first in ('low-h', which favours nodes nearer the goal), or
 * lower g first and then by the state's text ('low-g-text', the tiles.py tutorial's order).
 *
 * 'low-g-text' compares states, which NodeHeap's packed keys cannot hold, so it takes the
 * comparator-based queue; every other rule takes NodeHeap.
 */
export function bestFirstFrontier<S>(nodes: NodeStore<S>, tieBreak: TieBreak): Frontier<number> {
	if (tieBreak === 'low-g-text') {
		return new PriorityQueue<number>(
			(a, b) =>
				nodes.f(a) - nodes.f(b) ||
				nodes.g(a) - nodes.g(b) ||
				compareStateText(nodes.state(a), nodes.state(b))
		);
	}
	return new NodeHeap(nodes, tieBreak);
}
