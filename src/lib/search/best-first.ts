import type { Frontier } from './frontier';
import { NodeHeap } from './node-heap';
import type { NodeStore } from './node-store';
import type { TieBreak } from './options';

/**
 * The frontier of every best-first search: a priority queue that hands out the node with the
 * lowest f. Nodes with equal f come out by the tie-break rule: first in ('fifo'), last in
 * ('lifo'), or lower h first and then first in ('low-h', which favours nodes nearer the goal).
 */
export function bestFirstFrontier<S>(nodes: NodeStore<S>, tieBreak: TieBreak): Frontier<number> {
	return new NodeHeap(nodes, tieBreak);
}
