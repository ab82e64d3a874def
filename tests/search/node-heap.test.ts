import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PriorityQueue } from '$lib/search';
import { NodeHeap, type PackedTieBreak } from '$lib/search/node-heap';
import { NodeStore } from '$lib/search/node-store';

/** A push of a new node with this f and h, or a pop (null). */
type Op = { f: number; h: number } | null;

/**
 * Runs the same pushes and pops on a NodeHeap and on the PriorityQueue with the comparator
 * best-first search used before NodeHeap, and returns both sequences of popped ids.
 */
function popOrders(ops: readonly Op[], tieBreak: PackedTieBreak): [number[], number[]] {
	const nodes = new NodeStore<number>();
	const heap = new NodeHeap(nodes, tieBreak);
	const byF = (a: number, b: number): number => nodes.f(a) - nodes.f(b);
	const byFThenH = (a: number, b: number): number =>
		nodes.f(a) - nodes.f(b) || nodes.h(a) - nodes.h(b);
	const queue = new PriorityQueue<number>(
		tieBreak === 'low-h' ? byFThenH : byF,
		tieBreak === 'lifo' ? 'lifo' : 'fifo'
	);
	const fromHeap: number[] = [];
	const fromQueue: number[] = [];
	for (const op of ops) {
		if (op === null) {
			fromHeap.push(heap.pop() ?? -1);
			fromQueue.push(queue.pop() ?? -1);
			continue;
		}
		const id = nodes.add(-1, 0, null, 0, op.h, op.f);
		heap.push(id);
		queue.push(id);
		expect([heap.size, heap.peek()]).toEqual([queue.size, queue.peek()]);
	}
	while (queue.size > 0) {
		fromHeap.push(heap.pop() ?? -1);
		fromQueue.push(queue.pop() as number);
	}
	expect(heap.pop()).toBeUndefined();
	return [fromHeap, fromQueue];
}

const tieBreaks = fc.constantFrom<PackedTieBreak>('fifo', 'lifo', 'low-h');
const wholeEntry = fc.record({
	f: fc.integer({ min: 0, max: 6 }),
	h: fc.integer({ min: 0, max: 3 })
});

describe('NodeHeap', () => {
	it('hands out node ids exactly as the comparator-based PriorityQueue does', () => {
		fc.assert(
			fc.property(
				fc.array(fc.option(wholeEntry, { nil: null, freq: 3 }), { maxLength: 2000 }),
				tieBreaks,
				(ops, tieBreak) => {
					const [fromHeap, fromQueue] = popOrders(ops, tieBreak);
					expect(fromHeap).toEqual(fromQueue);
				}
			)
		);
	});

	it('keeps that order when a fractional or large f moves it onto the comparator mid-run', () => {
		const awkward = fc.record({
			f: fc.constantFrom(0.5, 2.25, 2 ** 21, 2 ** 40 + 3),
			h: fc.constantFrom(0, 1, 0.5, 2 ** 10)
		});
		fc.assert(
			fc.property(
				fc.array(fc.option(wholeEntry, { nil: null, freq: 3 }), { maxLength: 300 }),
				awkward,
				fc.array(fc.option(fc.oneof(wholeEntry, awkward), { nil: null, freq: 3 }), {
					maxLength: 300
				}),
				tieBreaks,
				(before, odd, after, tieBreak) => {
					const [fromHeap, fromQueue] = popOrders([...before, odd, ...after], tieBreak);
					expect(fromHeap).toEqual(fromQueue);
				}
			)
		);
	});

	it('orders by f, then lower h for low-h, then arrival', () => {
		const entries = [
			{ f: 5, h: 3 },
			{ f: 3, h: 2 },
			{ f: 5, h: 1 },
			{ f: 3, h: 1 },
			{ f: 5, h: 3 },
			{ f: 1, h: 0 }
		];
		const order = (tieBreak: PackedTieBreak): number[] => popOrders(entries, tieBreak)[0];
		expect(order('fifo')).toEqual([5, 1, 3, 0, 2, 4]);
		expect(order('lifo')).toEqual([5, 3, 1, 4, 2, 0]);
		expect(order('low-h')).toEqual([5, 3, 1, 2, 0, 4]);
	});
});
