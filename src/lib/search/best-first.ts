import type { Frontier } from './frontier';
import type { NodeStore } from './node-store';
import type { TieBreak } from './options';
import { PriorityQueue } from './priority-queue';

/**
 * The frontier of every best-first search: a priority queue that hands out the node with the
 * lowest f. Nodes with equal f come out by the tie-break rule: first in ('fifo'), last in
 * ('lifo'), or lower h first and then first in ('low-h', which favours nodes nearer the goal).
 */
export function bestFirstFrontier<S>(
	tieBreak: TieBreak
): (nodes: NodeStore<S>) => Frontier<number> {
	return (nodes) => {
		const byF = (a: number, b: number): number => nodes.f[a] - nodes.f[b];
		const byFThenH = (a: number, b: number): number =>
			nodes.f[a] - nodes.f[b] || nodes.h[a] - nodes.h[b];
		return new PriorityQueue<number>(
			tieBreak === 'low-h' ? byFThenH : byF,
			tieBreak === 'lifo' ? 'lifo' : 'fifo'
		);
	};
}
