import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	aStar,
	collectRun,
	greedyBestFirst,
	greedyWalk,
	runToEnd,
	tileProblem,
	type ExpandEvent,
	type TileState
} from '$lib/search';
import { compareNames } from '$lib/domains/graph';
import { formatBoard } from '$lib/puzzle/notation';
import { bestFirstFrontier } from '$lib/search/best-first';
import { DESCRIPTIONS } from '$lib/search/descriptions';
import { entryOrder } from '$lib/search/entry-order';
import { NodeStore } from '$lib/search/node-store';
import type { TieBreak } from '$lib/search/options';
import type { Problem } from '$lib/search/problem';
import { board, play } from './helpers';

describe('greedy best-first search', () => {
	it('reaches 75126348_ with a path twice as long as A*, expanding fewer nodes', () => {
		const start = board('75126348_');
		const greedy = runToEnd(greedyBestFirst(tileProblem(start)));
		const astar = runToEnd(aStar(tileProblem(start)));
		expect([greedy.cost, greedy.stats.expanded]).toEqual([40, 224]);
		expect([astar.cost, astar.stats.expanded]).toEqual([20, 545]);
		expect(play(start, greedy.actions)).toEqual(tileProblem(start).goal);
	});

	it('orders its frontier by h alone: every node has f = h', () => {
		const { events } = collectRun(greedyBestFirst(tileProblem(board('42_713856'))));
		for (const event of events) {
			if (event.type === 'expand') expect(event.node.f).toBe(event.node.h);
		}
	});
});

describe('the greedy walk (seed 000)', () => {
	it('steps to the unvisited child with the lowest h, ties to the first in child order', () => {
		const problem = tileProblem(board('1234_5678'));
		const { events } = collectRun(greedyWalk(problem));
		const [first, second] = events.filter((e): e is ExpandEvent<TileState> => e.type === 'expand');
		const describe = (event: ExpandEvent<TileState>) =>
			event.children.map((c) => `${c.action} ${c.h} ${c.fate}`);
		expect(describe(first)).toEqual([
			'Up 7 passed-over',
			'Down 7 passed-over',
			'Left 7 passed-over',
			'Right 5 added'
		]);
		// Up and Down tie at h = 6: Up comes first in child order (seed 000 sorted ties by board text).
		expect(describe(second)).toEqual(['Up 6 added', 'Down 6 passed-over', 'Left 6 visited']);
		expect([first.frontierSize, first.exploredSize]).toEqual([1, 1]);
	});

	it('gets stuck on 1234_5678 after 54 moves, every neighbour already walked', () => {
		const problem = tileProblem(board('1234_5678'));
		const { events, result } = collectRun(greedyWalk(problem));
		const last = events[events.length - 1] as ExpandEvent<TileState>;
		expect(result.outcome).toBe('stuck');
		expect([result.path.length, result.actions.length, result.cost]).toEqual([55, 54, null]);
		expect(formatBoard(problem.toBoard(last.node.state), 'compact')).toBe('12_783456');
		expect(last.children.map((c) => [c.fate, c.existing])).toEqual([
			['visited', 15],
			['visited', 53]
		]);
		expect(result.stats).toMatchObject({
			expanded: 55,
			frontierSize: 0,
			exploredSize: 55,
			maxDepth: 54
		});
	});

	it('solves 42_713856, in 30 moves where 10 suffice', () => {
		const start = board('42_713856');
		const result = runToEnd(greedyWalk(tileProblem(start)));
		expect([result.outcome, result.cost]).toEqual(['goal', 30]);
		expect(play(start, result.actions)).toEqual(tileProblem(start).goal);
		expect(result.path.map((node) => node.id)).toEqual(Array.from({ length: 31 }, (_, i) => i));
	});
});

describe('the greedy walk’s choice among children', () => {
	/** A child of the start "S": its state (a letter, "S" itself now and then), h and step cost. */
	const child = fc.record({
		state: fc.constantFrom('S', 'A', 'B', 'C', 'D', 'E'),
		h: fc.integer({ min: 0, max: 3 }),
		cost: fc.integer({ min: 1, max: 3 })
	});

	/** A problem whose start has `children` (in that order) and whose goal is never reached. */
	function oneStep(
		children: readonly { state: string; h: number; cost: number }[]
	): Problem<string> {
		const h = new Map(children.map((c) => [c.state, c.h]));
		return {
			initial: 'S',
			isGoal: () => false,
			successors: (state) =>
				state === 'S'
					? children.map((c, i) => ({
							action: `to ${c.state} (${i})`,
							state: c.state,
							cost: c.cost
						}))
					: [],
			key: (state) => state,
			heuristic: (state) => h.get(state) ?? 9,
			compareText: compareNames
		};
	}

	it('steps to the child greedy best-first search’s frontier hands out first, for every tie-break', () => {
		fc.assert(
			fc.property(
				fc.constantFrom<TieBreak>('fifo', 'lifo', 'low-h', 'low-g-text', 'alpha'),
				fc.uniqueArray(child, { selector: (c) => c.state, maxLength: 6 }),
				(tieBreak, children) => {
					const problem = oneStep(children);
					const { events } = collectRun(greedyWalk(problem, { tieBreak, maxExpansions: 1 }));
					const expansion = events.find((e): e is ExpandEvent<string> => e.type === 'expand');
					const taken = expansion?.children.findIndex((c) => c.fate === 'added') ?? -2;
					// The same children, the start's state left out, added in child order to the
					// frontier greedy best-first search keeps (the shared entry order) and one taken off.
					const nodes = new NodeStore<string>();
					const order = entryOrder(DESCRIPTIONS.greedy, { tieBreak }, problem);
					const frontier = bestFirstFrontier(nodes, order);
					const indexOf = new Map<number, number>();
					children.forEach((c, i) => {
						if (c.state === 'S') return;
						const id = nodes.add(0, c.state, null, c.cost, c.h, c.h);
						indexOf.set(id, i);
						frontier.push(id);
					});
					const first = frontier.pop();
					expect(taken).toBe(first === undefined ? -1 : indexOf.get(first));
				}
			),
			{ numRuns: 500 }
		);
	});

	it('breaks the ties of one example as a priority queue does', () => {
		const children = [
			{ state: 'C', h: 1, cost: 1 },
			{ state: 'B', h: 1, cost: 2 },
			{ state: 'D', h: 2, cost: 1 },
			{ state: 'A', h: 1, cost: 1 },
			{ state: 'S', h: 0, cost: 1 }
		];
		const taken = (tieBreak: TieBreak): string | undefined => {
			const { events } = collectRun(greedyWalk(oneStep(children), { tieBreak, maxExpansions: 1 }));
			const expansion = events.find((e): e is ExpandEvent<string> => e.type === 'expand');
			return expansion?.children.find((c) => c.fate === 'added')?.state;
		};
		// S is the start, stood on already; of h 1: C first added, A last, A the lowest g that reads first.
		expect(
			['fifo', 'lifo', 'low-h', 'low-g-text', 'alpha'].map((t) => taken(t as TieBreak))
		).toEqual(['C', 'A', 'C', 'A', 'A']);
	});
});
