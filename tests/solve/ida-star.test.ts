import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idaStarSolve, type IdaHeuristic } from '../../src/lib/solve/ida-star';
import { applyMoves, distancesFrom, farthest, parseKey } from './boards';

const KORF_GOAL = Array.from({ length: 16 }, (_, tile) => tile);
const BLANK_LAST_3X3 = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const HEURISTICS: IdaHeuristic[] = ['manhattan', 'linear-conflict'];

/** Korf (1985), as listed in shared/vectors §4: Manhattan h, optimal length, IDA* nodes. */
const KORF_INSTANCES = [
	{
		id: 12,
		cells: [14, 1, 9, 6, 4, 8, 12, 5, 7, 2, 3, 0, 10, 11, 13, 15],
		h: 35,
		length: 45,
		nodes: 546344
	},
	{
		id: 55,
		cells: [13, 8, 14, 3, 9, 1, 0, 7, 15, 5, 4, 10, 12, 2, 6, 11],
		h: 29,
		length: 41,
		nodes: 927212
	},
	{
		id: 79,
		cells: [0, 1, 9, 7, 11, 13, 5, 3, 14, 12, 4, 2, 8, 6, 10, 15],
		h: 28,
		length: 42,
		nodes: 540860
	},
	{
		id: 9,
		cells: [3, 14, 9, 11, 5, 4, 8, 2, 13, 12, 6, 7, 10, 1, 15, 0],
		h: 32,
		length: 46,
		nodes: 1650696
	},
	{
		id: 30,
		cells: [12, 15, 2, 6, 1, 14, 4, 8, 5, 3, 7, 0, 10, 13, 9, 11],
		h: 35,
		length: 47,
		nodes: 2196593
	}
];

describe('idaStarSolve on Korf’s 15-puzzle instances (Manhattan distance)', () => {
	it.each(KORF_INSTANCES)(
		'instance $id: h $h, length $length, $nodes nodes generated',
		({ cells, h, length, nodes }) => {
			const result = idaStarSolve(cells, 4, 4, KORF_GOAL);
			expect(result.outcome).toBe('goal');
			expect(result.iterations[0].bound).toBe(h);
			expect(result.cost).toBe(length);
			expect(result.generated).toBe(nodes);
			expect(result.moves).toHaveLength(length);
			expect(applyMoves(cells, 4, 4, result.moves)).toEqual(KORF_GOAL);
		}
	);

	it('reports iterations whose bounds rise by 2 and whose counts add up to the total', () => {
		const seen: { bound: number; nodes: number }[] = [];
		const result = idaStarSolve(KORF_INSTANCES[0].cells, 4, 4, KORF_GOAL, {
			onIteration: (info) => seen.push(info)
		});
		expect(result.iterations).toEqual([
			{ bound: 35, generated: 46 },
			{ bound: 37, generated: 287 },
			{ bound: 39, generated: 1995 },
			{ bound: 41, generated: 13615 },
			{ bound: 43, generated: 89247 },
			{ bound: 45, generated: 441154 }
		]);
		expect(seen.map((info) => info.bound)).toEqual([35, 37, 39, 41, 43, 45]);
		expect(seen.at(-1)?.nodes).toBe(546344);
		expect(result.expanded).toBe(269708);
	});

	it('finds the same length with linear conflict while generating fewer nodes', () => {
		for (const { cells, h, length, nodes } of KORF_INSTANCES.slice(0, 3)) {
			const result = idaStarSolve(cells, 4, 4, KORF_GOAL, { heuristic: 'linear-conflict' });
			expect(result.cost).toBe(length);
			expect(result.iterations[0].bound).toBeGreaterThanOrEqual(h);
			expect(result.generated).toBeLessThan(nodes);
			expect(applyMoves(cells, 4, 4, result.moves)).toEqual(KORF_GOAL);
		}
	});
});

describe('idaStarSolve on small boards', () => {
	const eightPuzzleDistance = distancesFrom(BLANK_LAST_3X3, 3, 3);

	it.each(HEURISTICS)('solves the two 31-move 8-puzzle boards in 31 moves (%s)', (heuristic) => {
		for (const cells of [
			[8, 6, 7, 2, 5, 4, 3, 0, 1],
			[6, 4, 7, 8, 5, 0, 3, 2, 1]
		]) {
			const result = idaStarSolve(cells, 3, 3, BLANK_LAST_3X3, { heuristic });
			expect(result.cost).toBe(31);
			expect(applyMoves(cells, 3, 3, result.moves)).toEqual(BLANK_LAST_3X3);
		}
	});

	it('has 181440 reachable 8-puzzle boards, the farthest 31 moves away', () => {
		expect(eightPuzzleDistance.size).toBe(181440);
		expect(farthest(eightPuzzleDistance)).toBe(31);
	});

	it.each(HEURISTICS)(
		'matches breadth-first distances on random 8-puzzle boards (%s)',
		(heuristic) => {
			const boards = [...eightPuzzleDistance.keys()];
			fc.assert(
				fc.property(fc.integer({ min: 0, max: boards.length - 1 }), (index) => {
					const cells = parseKey(boards[index]);
					const result = idaStarSolve(cells, 3, 3, BLANK_LAST_3X3, { heuristic });
					expect(result.cost).toBe(eightPuzzleDistance.get(boards[index]));
					expect(applyMoves(cells, 3, 3, result.moves)).toEqual(BLANK_LAST_3X3);
				}),
				{ numRuns: 150, seed: 8 }
			);
		}
	);

	it.each(HEURISTICS)('solves every 2×3 board optimally (%s)', (heuristic) => {
		const goal = [1, 2, 3, 4, 5, 0];
		const distance = distancesFrom(goal, 2, 3);
		expect(distance.size).toBe(360);
		expect(farthest(distance)).toBe(21);
		for (const [key, length] of distance) {
			const cells = parseKey(key);
			const result = idaStarSolve(cells, 2, 3, goal, { heuristic });
			expect(result.cost).toBe(length);
			expect(applyMoves(cells, 2, 3, result.moves)).toEqual(goal);
		}
	});

	it.each(HEURISTICS)('matches breadth-first distances on 2×4 and 4×2 boards (%s)', (heuristic) => {
		for (const [rows, cols] of [
			[2, 4],
			[4, 2]
		]) {
			const goal = [0, 1, 2, 3, 4, 5, 6, 7];
			const distance = distancesFrom(goal, rows, cols);
			expect(distance.size).toBe(20160);
			expect(farthest(distance)).toBe(36);
			const boards = [...distance.keys()];
			fc.assert(
				fc.property(fc.integer({ min: 0, max: boards.length - 1 }), (index) => {
					const cells = parseKey(boards[index]);
					const result = idaStarSolve(cells, rows, cols, goal, { heuristic });
					expect(result.cost).toBe(distance.get(boards[index]));
					expect(applyMoves(cells, rows, cols, result.moves)).toEqual(goal);
				}),
				{ numRuns: 60, seed: 24 }
			);
		}
	});

	it('works toward a goal with the blank in the middle', () => {
		const goal = [1, 2, 3, 4, 0, 5, 6, 7, 8];
		const distance = distancesFrom(goal, 3, 3);
		const cells = [8, 7, 6, 5, 0, 4, 3, 2, 1];
		const result = idaStarSolve(cells, 3, 3, goal);
		expect(result.cost).toBe(distance.get(cells.join(',')));
		expect(applyMoves(cells, 3, 3, result.moves)).toEqual(goal);
	});

	it('returns an empty solution when the start is the goal', () => {
		expect(idaStarSolve(BLANK_LAST_3X3, 3, 3, BLANK_LAST_3X3)).toEqual({
			outcome: 'goal',
			moves: [],
			cost: 0,
			generated: 1,
			expanded: 0,
			iterations: [{ bound: 0, generated: 1 }]
		});
	});

	it('tries the blank’s moves in the order given', () => {
		// One Right from the goal. Korf's order generates Up and Left (both pruned) before it;
		// Down, Right, Left, Up reaches it with its first legal move (Down is off the board).
		const cells = [1, 2, 3, 4, 5, 6, 7, 0, 8];
		const korf = idaStarSolve(cells, 3, 3, BLANK_LAST_3X3);
		const reversed = idaStarSolve(cells, 3, 3, BLANK_LAST_3X3, {
			moveOrder: ['Down', 'Right', 'Left', 'Up']
		});
		expect(korf.moves).toEqual(['Right']);
		expect(korf.generated).toBe(1 + 3);
		expect(reversed.moves).toEqual(['Right']);
		expect(reversed.generated).toBe(1 + 1);
	});

	it('finds an optimal solution whatever the move order', () => {
		const { cells, length, nodes } = KORF_INSTANCES[2];
		const result = idaStarSolve(cells, 4, 4, KORF_GOAL, {
			moveOrder: ['Right', 'Down', 'Up', 'Left']
		});
		expect(result.cost).toBe(length);
		expect(result.generated).not.toBe(nodes);
		expect(applyMoves(cells, 4, 4, result.moves)).toEqual(KORF_GOAL);
	});
});

describe('idaStarSolve limits and errors', () => {
	const instance12 = KORF_INSTANCES[0].cells;

	it('stops with outcome limit after exactly maxNodes nodes', () => {
		const result = idaStarSolve(instance12, 4, 4, KORF_GOAL, { maxNodes: 100_000 });
		expect(result.outcome).toBe('limit');
		expect(result.generated).toBe(100_000);
		expect(result.moves).toEqual([]);
		// Bounds 35..41 took 15943 nodes; the budget ran out inside bound 43.
		expect(result.cost).toBe(43);
		expect(result.iterations.at(-1)).toEqual({ bound: 43, generated: 100_000 - 15_943 });
	});

	it('finds the goal when maxNodes is exactly the nodes it needs, and not with one fewer', () => {
		expect(idaStarSolve(instance12, 4, 4, KORF_GOAL, { maxNodes: 546344 }).outcome).toBe('goal');
		expect(idaStarSolve(instance12, 4, 4, KORF_GOAL, { maxNodes: 546343 }).outcome).toBe('limit');
	});

	it('rejects a board that cannot reach the goal', () => {
		expect(() => idaStarSolve([2, 1, 3, 4, 5, 6, 7, 8, 0], 3, 3, BLANK_LAST_3X3)).toThrow(
			RangeError
		);
	});

	it('rejects malformed input', () => {
		expect(() => idaStarSolve([1, 2, 3, 0], 1, 4, [1, 2, 3, 0])).toThrow(RangeError);
		expect(() => idaStarSolve([1, 1, 3, 0], 2, 2, [1, 2, 3, 0])).toThrow(RangeError);
		expect(() => idaStarSolve([1, 2, 3, 0], 2, 2, [1, 2, 3, 0], { maxNodes: 0 })).toThrow(
			RangeError
		);
		expect(() =>
			idaStarSolve([1, 2, 3, 0], 2, 2, [1, 2, 3, 0], { moveOrder: ['Up', 'Up', 'Left', 'Right'] })
		).toThrow(RangeError);
	});
});
