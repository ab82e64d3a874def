import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FifoQueue, PriorityQueue, Stack, type Frontier } from '$lib/search';

function drain<T>(frontier: Frontier<T>): T[] {
	const out: T[] = [];
	for (let item = frontier.pop(); item !== undefined; item = frontier.pop()) out.push(item);
	return out;
}

function filled<T>(frontier: Frontier<T>, items: readonly T[]): Frontier<T> {
	for (const item of items) frontier.push(item);
	return frontier;
}

describe('FifoQueue', () => {
	it('hands items back in insertion order', () => {
		expect(drain(filled(new FifoQueue<string>(), ['a', 'b', 'c']))).toEqual(['a', 'b', 'c']);
	});

	it('keeps its order across growth and wrap-around when pushes and pops interleave', () => {
		const queue = new FifoQueue<number>();
		const popped: number[] = [];
		let next = 0;
		// Pop one for every two pushed, so the ring wraps while it grows past 16, 32, 64 slots.
		for (let round = 0; round < 100; round++) {
			queue.push(next++);
			queue.push(next++);
			popped.push(queue.pop() as number);
		}
		expect(queue.size).toBe(100);
		expect(queue.peek()).toBe(100);
		popped.push(...drain(queue));
		expect(popped).toEqual(Array.from({ length: 200 }, (_, i) => i));
	});

	it('reports undefined and size 0 when empty', () => {
		const queue = new FifoQueue<number>();
		expect([queue.pop(), queue.peek(), queue.size]).toEqual([undefined, undefined, 0]);
	});

	it('keeps its order across blocks of 4,096 when a long queue fills and empties', () => {
		const queue = new FifoQueue<number>();
		const popped: number[] = [];
		let next = 0;
		// Up to 20,000 waiting (five blocks), then drained while pushes go on, twice over.
		for (let round = 0; round < 2; round++) {
			for (let i = 0; i < 20_000; i++) queue.push(next++);
			for (let i = 0; i < 30_000 && queue.size > 0; i++) {
				popped.push(queue.pop() as number);
				if (i % 3 === 0) queue.push(next++);
			}
		}
		popped.push(...drain(queue));
		expect(popped).toEqual(Array.from({ length: next }, (_, i) => i));
		expect([queue.size, queue.peek(), queue.pop()]).toEqual([0, undefined, undefined]);
	});

	it('behaves like an array model under any push/pop sequence', () => {
		fc.assert(
			fc.property(
				fc.array(fc.option(fc.integer(), { nil: undefined }), { maxLength: 300 }),
				(ops) => {
					const queue = new FifoQueue<number>();
					const model: number[] = [];
					for (const op of ops) {
						if (op === undefined) expect(queue.pop()).toBe(model.shift());
						else {
							queue.push(op);
							model.push(op);
						}
						expect(queue.size).toBe(model.length);
						expect(queue.peek()).toBe(model[0]);
					}
				}
			)
		);
	});
});

describe('Stack', () => {
	it('hands items back last in, first out', () => {
		const stack = filled(new Stack<string>(), ['a', 'b', 'c']);
		expect([stack.size, stack.peek()]).toEqual([3, 'c']);
		expect(drain(stack)).toEqual(['c', 'b', 'a']);
		expect([stack.pop(), stack.peek(), stack.size]).toEqual([undefined, undefined, 0]);
	});
});

describe('PriorityQueue', () => {
	type Entry = { name: string; f: number; h: number };
	const entries: Entry[] = [
		{ name: 'a', f: 5, h: 3 },
		{ name: 'b', f: 3, h: 2 },
		{ name: 'c', f: 5, h: 1 },
		{ name: 'd', f: 3, h: 1 },
		{ name: 'e', f: 5, h: 3 },
		{ name: 'f', f: 1, h: 0 }
	];
	const byF = (x: Entry, y: Entry): number => x.f - y.f;
	const byFThenH = (x: Entry, y: Entry): number => x.f - y.f || x.h - y.h;
	const names = (queue: PriorityQueue<Entry>): string =>
		drain(queue)
			.map((e) => e.name)
			.join('');

	it('hands out the lowest priority first, equal ones first in first out by default', () => {
		expect(names(filled(new PriorityQueue(byF), entries) as PriorityQueue<Entry>)).toBe('fbdace');
	});

	it("hands out equal priorities last in first out with 'lifo'", () => {
		expect(names(filled(new PriorityQueue(byF, 'lifo'), entries) as PriorityQueue<Entry>)).toBe(
			'fdbeca'
		);
	});

	it('breaks ties on a second key when the comparator has one, then first in first out', () => {
		expect(names(filled(new PriorityQueue(byFThenH), entries) as PriorityQueue<Entry>)).toBe(
			'fdbcae'
		);
	});

	it('peeks at what pop returns, and reports its size', () => {
		const queue = filled(new PriorityQueue(byF), entries);
		expect([queue.size, queue.peek()?.name]).toEqual([6, 'f']);
		queue.pop();
		expect([queue.size, queue.peek()?.name]).toEqual([5, 'b']);
	});

	it('is a stable sort under any interleaving of pushes and pops', () => {
		fc.assert(
			fc.property(
				fc.array(fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }), { maxLength: 200 }),
				fc.constantFrom<'fifo' | 'lifo'>('fifo', 'lifo'),
				(ops, order) => {
					const queue = new PriorityQueue<[number, number]>((x, y) => x[0] - y[0], order);
					const model: [number, number][] = [];
					ops.forEach((op, sequence) => {
						if (op !== undefined) {
							queue.push([op, sequence]);
							model.push([op, sequence]);
							return;
						}
						// The model: lowest priority, then earliest (fifo) or latest (lifo) push.
						model.sort((x, y) => x[0] - y[0] || (order === 'fifo' ? x[1] - y[1] : y[1] - x[1]));
						expect(queue.pop()).toEqual(model.shift());
					});
					expect(queue.size).toBe(model.length);
				}
			)
		);
	});
});
