import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestFirstFrontier } from '$lib/search/best-first';
import {
	ALGORITHM_NAMES,
	DESCRIPTIONS,
	priorityFunction,
	type AlgorithmDescription
} from '$lib/search/descriptions';
import { entryOrder, type EntryOrder } from '$lib/search/entry-order';
import type { Frontier } from '$lib/search/frontier';
import { NodeHeap, type PackedTieBreak } from '$lib/search/node-heap';
import { NodeStore } from '$lib/search/node-store';
import type { TieBreak } from '$lib/search/options';
import type { TextOrdered } from '$lib/search/problem';
import { compareNames } from '$lib/domains/graph';
import { frontierOrderFor } from '$lib/trace';
import { entryComparator } from '$lib/trace/frontier-order';

/** The algorithms that keep a priority queue, each with its own f. */
const BEST_FIRST = ALGORITHM_NAMES.map((name) => DESCRIPTIONS[name]).filter(
	(description) => description.structure === 'priority'
);
const TIE_BREAKS: readonly TieBreak[] = ['fifo', 'lifo', 'low-h', 'low-g-text', 'alpha'];

/** One-letter states read as the road map's names: alphabetically. */
const LETTERS: TextOrdered<string> = { compareText: compareNames };

/** A push of a new node (g, h and a one-letter state, as on the road map), or a pop (null). */
type Op = { g: number; h: number; state: string } | null;

/**
 * Small numbers, so that equal f, equal h and equal g are common; now and then a fraction or a
 * number too large to pack, which moves NodeHeap onto its comparator mid-run.
 */
const entry = fc.record({
	g: fc.oneof(
		{ weight: 8, arbitrary: fc.integer({ min: 0, max: 6 }) },
		{ weight: 1, arbitrary: fc.constantFrom(0.5, 2.25, 2 ** 21) }
	),
	h: fc.oneof(
		{ weight: 8, arbitrary: fc.integer({ min: 0, max: 4 }) },
		{ weight: 1, arbitrary: fc.constantFrom(0.5, 2 ** 10) }
	),
	state: fc.constantFrom('A', 'B', 'C', 'D')
});
const ops = fc.array(fc.option(entry, { nil: null, freq: 3 }), { maxLength: 400, size: 'medium' });
const weights = fc.constantFrom(0, 0.5, 1, 1.5, 2, 3, 5);

/**
 * Runs `ops` on `frontier` and on a list that, at each pop, takes the entry the ordering
 * function puts first (arrival numbers the pushes); returns both sequences of popped ids.
 */
function popOrders(
	nodes: NodeStore<string>,
	frontier: Frontier<number>,
	order: EntryOrder<string>,
	f: (g: number, h: number) => number,
	steps: readonly Op[]
): [number[], number[]] {
	const arrival: number[] = [];
	const compare = order.compare(nodes, (id) => arrival[id]);
	const waiting: number[] = [];
	const fromFrontier: number[] = [];
	const fromOrder: number[] = [];
	const pop = (): void => {
		fromFrontier.push(frontier.pop() ?? -1);
		let first = 0;
		for (let i = 1; i < waiting.length; i++) if (compare(waiting[i], waiting[first]) < 0) first = i;
		fromOrder.push(waiting.length === 0 ? -1 : waiting.splice(first, 1)[0]);
	};
	for (const step of steps) {
		if (step === null) {
			pop();
			continue;
		}
		const id = nodes.add(-1, step.state, null, step.g, step.h, f(step.g, step.h));
		arrival[id] = arrival.length;
		frontier.push(id);
		waiting.push(id);
	}
	while (waiting.length > 0) pop();
	return [fromFrontier, fromOrder];
}

/** A frontier for `description`'s runs with `tieBreak` and `weight`, and what it should obey. */
function setUp(description: AlgorithmDescription, tieBreak: TieBreak, weight: number) {
	const nodes = new NodeStore<string>();
	const order = entryOrder(description, { tieBreak, weight }, LETTERS);
	const f = priorityFunction(description.priority, description.name === 'wastar' ? weight : 1);
	return { nodes, order, f };
}

describe('entryOrder', () => {
	it('is the order NodeHeap pops in, on random frontiers, for every tie-break it packs', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...BEST_FIRST),
				fc.constantFrom<PackedTieBreak>('fifo', 'lifo', 'low-h'),
				weights,
				ops,
				(description, tieBreak, weight, steps) => {
					const { nodes, order, f } = setUp(description, tieBreak, weight);
					const [popped, ordered] = popOrders(
						nodes,
						new NodeHeap(nodes, tieBreak),
						order,
						f,
						steps
					);
					expect(popped).toEqual(ordered);
				}
			),
			{ numRuns: 300 }
		);
	});

	it('is the order the engine’s best-first frontier pops in, for every tie-break', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...BEST_FIRST),
				fc.constantFrom(...TIE_BREAKS),
				weights,
				ops,
				(description, tieBreak, weight, steps) => {
					const { nodes, order, f } = setUp(description, tieBreak, weight);
					const frontier = bestFirstFrontier(nodes, order);
					const [popped, ordered] = popOrders(nodes, frontier, order, f, steps);
					expect(popped).toEqual(ordered);
				}
			),
			{ numRuns: 300 }
		);
	});

	it('sorts a frontier pushed all at once as NodeHeap pops it', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...BEST_FIRST),
				fc.constantFrom<PackedTieBreak>('fifo', 'lifo', 'low-h'),
				weights,
				fc.array(entry, { maxLength: 300, size: 'medium' }),
				(description, tieBreak, weight, entries) => {
					const { nodes, order, f } = setUp(description, tieBreak, weight);
					const heap = new NodeHeap(nodes, tieBreak);
					const ids = entries.map((e) => nodes.add(-1, e.state, null, e.g, e.h, f(e.g, e.h)));
					for (const id of ids) heap.push(id);
					const popped = ids.map(() => heap.pop());
					// Ids are handed out in push order here, so a node's id is its arrival number.
					expect(popped).toEqual([...ids].sort(order.compare(nodes, (id) => id)));
				}
			),
			{ numRuns: 200 }
		);
	});

	it('orders the textbook cases exactly', () => {
		// Six entries pushed in id order: [f, h, state], g = f − h.
		const rows = [
			[5, 3, 'C'],
			[3, 2, 'B'],
			[5, 1, 'A'],
			[3, 1, 'A'],
			[5, 3, 'B'],
			[1, 0, 'F']
		] as const;
		const sorted = (tieBreak: TieBreak): number[] => {
			const nodes = new NodeStore<string>();
			const ids = rows.map(([f, h, state]) => nodes.add(-1, state, null, f - h, h, f));
			const order = entryOrder(DESCRIPTIONS.astar, { tieBreak }, LETTERS);
			return ids.sort(order.compare(nodes, (id) => id));
		};
		expect(sorted('fifo')).toEqual([5, 1, 3, 0, 2, 4]);
		expect(sorted('lifo')).toEqual([5, 3, 1, 4, 2, 0]);
		expect(sorted('low-h')).toEqual([5, 3, 1, 2, 0, 4]);
		// Equal f: lower g first (node 1: g 1 before node 3: g 2), then the state's text (4 B before 0 C).
		expect(sorted('low-g-text')).toEqual([5, 1, 3, 4, 0, 2]);
		// Equal f: the state that comes first alphabetically (3 A before 1 B; 2 A, 4 B, 0 C), g unread.
		expect(sorted('alpha')).toEqual([5, 3, 1, 2, 4, 0]);
	});

	it('gives a queue first in first out and a stack last in first out, whatever the tie-break', () => {
		for (const name of ALGORITHM_NAMES) {
			const order = entryOrder(DESCRIPTIONS[name], { tieBreak: 'low-h' });
			const expected = {
				queue: 'fifo',
				walk: 'fifo',
				stack: 'lifo',
				'bounded-depth-first': 'lifo',
				priority: 'fifo'
			}[DESCRIPTIONS[name].structure];
			expect([name, order.arrival]).toEqual([name, expected]);
		}
	});

	it('is the order the trace lists its frontier in', () => {
		for (const name of ALGORITHM_NAMES) {
			for (const tieBreak of TIE_BREAKS) {
				const order = entryOrder(DESCRIPTIONS[name], { tieBreak }, LETTERS);
				const traced = frontierOrderFor(name, { tieBreak });
				expect(traced.kind).toBe(order.structure);
				if (traced.kind === 'priority') expect(traced.tieBreak).toBe(order.tieBreak);
				// The trace's comparator on a table of four entries pushed in id order, f tied.
				const table = {
					f: [4, 4, 2, 4],
					g: [1, 2, 0, 1],
					h: [3, 2, 2, 3],
					stateOf: (id: number) => 'DCBA'[id],
					arrivalOf: (id: number) => id
				};
				const nodes = new NodeStore<string>();
				for (let id = 0; id < 4; id++) {
					nodes.add(-1, table.stateOf(id), null, table.g[id], table.h[id], table.f[id]);
				}
				const ids = [0, 1, 2, 3];
				expect([name, tieBreak, ids.sort(entryComparator(traced, table, LETTERS))]).toEqual([
					name,
					tieBreak,
					[0, 1, 2, 3].sort(order.compare(nodes, (id) => id))
				]);
			}
		}
	});
});
