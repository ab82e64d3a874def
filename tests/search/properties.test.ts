import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardOf, type Board } from '$lib/puzzle/board';
import { goalBoard } from '$lib/puzzle/goal';
import { randomWalk } from '$lib/puzzle/scramble';
import {
	ALGORITHM_NAMES,
	ALGORITHMS,
	aStar,
	breadthFirst,
	collectRun,
	idaStar,
	runToEnd,
	tileProblem,
	type SearchOptions
} from '$lib/search';

/**
 * A board up to `maxMoves` blank moves from the goal, by a walk that never revisits a board
 * (so the distance is usually close to the number of moves), from a seed fast-check can shrink.
 */
const scramble = (rows: number, cols: number, maxMoves: number): fc.Arbitrary<Board> =>
	fc
		.tuple(fc.integer({ min: 0, max: maxMoves }), fc.integer())
		.map(([moves, seed]) => randomWalk(goalBoard(rows, cols), moves, seed).board);

describe('optimal algorithms agree on random scrambles', () => {
	it.each([
		[2, 3, 30, 60],
		[3, 3, 30, 25]
	])(
		'%i×%i: breadth-first, A* (Manhattan) and IDA* find the same length',
		(rows, cols, moves, numRuns) => {
			fc.assert(
				fc.property(scramble(rows, cols, moves), (start) => {
					const bfs = runToEnd(breadthFirst(tileProblem(start)));
					const astar = runToEnd(aStar(tileProblem(start)));
					const ida = runToEnd(idaStar(tileProblem(start)));
					expect(bfs.outcome).toBe('goal');
					expect(astar.cost).toBe(bfs.cost);
					expect(ida.cost).toBe(bfs.cost);
				}),
				{ numRuns }
			);
		}
	);
});

describe('determinism and purity', () => {
	const options: fc.Arbitrary<SearchOptions> = fc.record({
		tieBreak: fc.constantFrom('fifo', 'lifo', 'low-h', 'low-g-text', 'alpha'),
		duplicates: fc.constantFrom('graph', 'graph-update', 'tree', 'graph-except-start', 'prune'),
		goalTest: fc.constantFrom('on-generation', 'on-removal'),
		maxExpansions: fc.integer({ min: 0, max: 300 })
	});

	it.each(ALGORITHM_NAMES)(
		'%s: the same inputs and options give an identical event stream',
		(name) => {
			fc.assert(
				fc.property(scramble(3, 3, 30), options, (start, chosen) => {
					const first = collectRun(ALGORITHMS[name].run(tileProblem(start), chosen));
					const second = collectRun(ALGORITHMS[name].run(tileProblem(start), chosen));
					expect(second).toEqual(first);
				}),
				{ numRuns: 15 }
			);
		}
	);

	it.each(ALGORITHM_NAMES)(
		'%s: solving without events gives exactly the result of draining the run',
		(name) => {
			const withDepthLimit = fc.record({
				tieBreak: fc.constantFrom('fifo', 'lifo', 'low-h', 'low-g-text', 'alpha'),
				duplicates: fc.constantFrom('graph', 'graph-update', 'tree', 'graph-except-start', 'prune'),
				goalTest: fc.constantFrom('on-generation', 'on-removal'),
				maxExpansions: fc.integer({ min: 0, max: 300 }),
				depthLimit: fc.integer({ min: 0, max: 40 })
			});
			fc.assert(
				fc.property(scramble(3, 3, 30), withDepthLimit, (start, chosen) => {
					const drained = runToEnd(ALGORITHMS[name].run(tileProblem(start), chosen));
					expect(ALGORITHMS[name].solve(tileProblem(start), chosen)).toEqual(drained);
				}),
				{ numRuns: 25 }
			);
		}
	);

	it.each(ALGORITHM_NAMES)('%s never changes its board, goal or options', (name) => {
		const start: Board = { rows: 3, cols: 3, cells: [4, 2, 0, 7, 1, 3, 8, 5, 6] };
		const goal: Board = { rows: 3, cols: 3, cells: [1, 2, 3, 4, 5, 6, 7, 8, 0] };
		const chosen: SearchOptions = { maxExpansions: 500, tieBreak: 'low-h' };
		const before = structuredClone({ start, goal, chosen });
		const problem = tileProblem(start, { goal });
		runToEnd(ALGORITHMS[name].run(problem, chosen));
		expect({ start, goal, chosen }).toEqual(before);
	});

	it.each(ALGORITHM_NAMES)('%s: an event is never rewritten after it is yielded', (name) => {
		const seed000 = boardOf(3, 3, [7, 5, 1, 2, 6, 3, 4, 8, 0]);
		const run = ALGORITHMS[name].run(tileProblem(seed000), { maxExpansions: 200 });
		const kept: unknown[] = [];
		const snapshots: unknown[] = [];
		for (let step = run.next(); !step.done; step = run.next()) {
			kept.push(step.value);
			snapshots.push(structuredClone(step.value));
		}
		expect(kept).toEqual(snapshots);
	});
});
