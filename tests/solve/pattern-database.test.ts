import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachPlacement, placementCount, rankPlacement } from '../../src/lib/solve/k-permutation';
import {
	buildPatternDatabase,
	lookup,
	sparseValues,
	UNREACHABLE,
	type PatternDatabase
} from '../../src/lib/solve/pattern-database';
import {
	deserializePatternDatabase,
	serializePatternDatabase
} from '../../src/lib/solve/pdb-format';
import { pdbHeuristicValue, preparePdbHeuristic } from '../../src/lib/solve/pdb-heuristic';
import { blankTarget, distancesFrom, parseKey } from './boards';

const BLANK_LAST_3X3 = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const BLANK_FIRST_3X3 = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const BLANK_LAST_2X4 = [1, 2, 3, 4, 5, 6, 7, 0];
const DIRECTIONS = ['Up', 'Down', 'Left', 'Right'] as const;

/**
 * The database by definition, the slow way: a uniform-cost search backwards from the goal over
 * (cells of the pattern tiles, cell of the blank) with string keys, where a move costs 1 when the
 * blank swaps with a pattern tile and 0 otherwise; then the minimum over blank cells.
 */
function bruteForce(
	rows: number,
	cols: number,
	goal: readonly number[],
	pattern: readonly number[]
): Map<string, number> {
	const start = [...pattern.map((tile) => goal.indexOf(tile)), goal.indexOf(0)];
	const cost = new Map([[start.join(','), 0]]);
	const deque: [number[], number][] = [[start, 0]];
	while (deque.length > 0) {
		const [state, g] = deque.shift() as [number[], number];
		if (g > (cost.get(state.join(',')) as number)) continue;
		const blank = state[state.length - 1];
		for (const move of DIRECTIONS) {
			const target = blankTarget(blank, move, rows, cols);
			if (target < 0) continue;
			const child = [...state];
			const tile = child.indexOf(target);
			const step = tile >= 0 && tile < pattern.length ? 1 : 0;
			if (step === 1) child[tile] = blank;
			child[child.length - 1] = target;
			const key = child.join(',');
			if ((cost.get(key) ?? Infinity) <= g + step) continue;
			cost.set(key, g + step);
			if (step === 0) deque.unshift([child, g]);
			else deque.push([child, g + 1]);
		}
	}
	const best = new Map<string, number>();
	for (const [key, value] of cost) {
		const placement = key.split(',').slice(0, -1).join(',');
		best.set(placement, Math.min(value, best.get(placement) ?? Infinity));
	}
	return best;
}

/** Every reachable placement's value, keyed by the pattern tiles' cells joined with commas. */
function tabulate(database: PatternDatabase): Map<string, number> {
	const n = database.rows * database.cols;
	const table = new Map<string, number>();
	const k = database.pattern.length;
	const cells = new Array<number>(k);
	const place = (digit: number): void => {
		if (digit === k) {
			const value = database.values[rankPlacement(cells, n)];
			if (value !== UNREACHABLE) table.set(cells.join(','), value);
			return;
		}
		for (let cell = 0; cell < n; cell++) {
			if (cells.slice(0, digit).includes(cell)) continue;
			cells[digit] = cell;
			place(digit + 1);
		}
	};
	place(0);
	return table;
}

describe('placement ranks', () => {
	it('number the placements 0, 1, 2, ... in lexicographic order', () => {
		const ranks: number[] = [];
		forEachPlacement(6, 3, (_, rank) => ranks.push(rank));
		expect(ranks).toEqual(Array.from({ length: placementCount(6, 3) }, (_, i) => i));
		expect(placementCount(6, 3)).toBe(120);
		expect(rankPlacement([0, 1, 2], 6)).toBe(0);
		expect(rankPlacement([0, 1, 3], 6)).toBe(1);
		expect(rankPlacement([5, 4, 3], 6)).toBe(119);
	});
});

describe('buildPatternDatabase equals the database by definition', () => {
	it.each([
		{ rows: 2, cols: 3, goal: [1, 2, 3, 4, 5, 0], pattern: [1, 2] },
		{ rows: 2, cols: 3, goal: [0, 1, 2, 3, 4, 5], pattern: [5, 1, 3] },
		{ rows: 2, cols: 3, goal: [1, 2, 3, 4, 5, 0], pattern: [1, 2, 3, 4, 5] },
		{ rows: 2, cols: 4, goal: BLANK_LAST_2X4, pattern: [1, 2, 5, 6] },
		{ rows: 2, cols: 4, goal: BLANK_LAST_2X4, pattern: [7, 3] },
		{ rows: 3, cols: 3, goal: BLANK_LAST_3X3, pattern: [1, 2, 3, 4] },
		{ rows: 3, cols: 3, goal: [8, 1, 2, 0, 4, 5, 6, 7, 3], pattern: [6, 7, 8] }
	])('$rows×$cols, goal $goal, pattern $pattern', ({ rows, cols, goal, pattern }) => {
		const database = buildPatternDatabase(rows, cols, goal, pattern);
		expect(database.values).toHaveLength(placementCount(rows * cols, pattern.length));
		expect(tabulate(database)).toEqual(bruteForce(rows, cols, goal, pattern));
	});

	it('gives the goal placement 0 and a lone tile its Manhattan distance', () => {
		const database = buildPatternDatabase(3, 3, BLANK_LAST_3X3, [5]);
		expect(Array.from(database.values)).toEqual([2, 1, 2, 1, 0, 1, 2, 1, 2]);
	});

	it('refuses the blank, repeated tiles and patterns too large to index', () => {
		expect(() => buildPatternDatabase(3, 3, BLANK_LAST_3X3, [0, 1])).toThrow(RangeError);
		expect(() => buildPatternDatabase(3, 3, BLANK_LAST_3X3, [1, 1])).toThrow(RangeError);
		expect(() => buildPatternDatabase(8, 8, BLANK_LAST_3X3, [1])).toThrow(RangeError);
	});
});

describe('additive databases on every 3×3 board', () => {
	const exact = distancesFrom(BLANK_LAST_3X3, 3, 3);
	const boards = [...exact.keys()].map(parseKey);

	it.each([
		{
			name: '4-4',
			patterns: [
				[1, 2, 3, 4],
				[5, 6, 7, 8]
			]
		},
		{
			name: '3-3-2',
			patterns: [
				[1, 2, 3],
				[4, 5, 6],
				[7, 8]
			]
		},
		{ name: '1 × 8 (Manhattan distance)', patterns: [[1], [2], [3], [4], [5], [6], [7], [8]] }
	])('the $name partition, direct and reflected, never overestimates', ({ patterns }) => {
		const databases = patterns.map((p) => buildPatternDatabase(3, 3, BLANK_LAST_3X3, p));
		const direct = preparePdbHeuristic(databases);
		const reflected = preparePdbHeuristic(databases, { reflected: true });
		let directSum = 0;
		let reflectedSum = 0;
		let faults = 0;
		for (const cells of boards) {
			const distance = exact.get(cells.join(',')) as number;
			const h = pdbHeuristicValue(direct, cells);
			const r = pdbHeuristicValue(reflected, cells);
			// Admissible, reflected at least as strong, and of the true distance's parity.
			if (h > distance || r > distance || r < h || (distance - h) % 2 !== 0) faults++;
			directSum += h;
			reflectedSum += r;
		}
		expect(faults).toBe(0);
		expect(reflectedSum).toBeGreaterThanOrEqual(directSum);
	});

	it('a single pattern of all eight tiles is the exact distance', () => {
		const all = preparePdbHeuristic([
			buildPatternDatabase(3, 3, BLANK_LAST_3X3, [1, 2, 3, 4, 5, 6, 7, 8])
		]);
		const wrong = boards.filter(
			(cells) => pdbHeuristicValue(all, cells) !== exact.get(cells.join(','))
		);
		expect(wrong).toEqual([]);
	});
});

describe('random partitions of the 2×4 and 3×3 tiles (fast-check)', () => {
	const cases = [
		{ rows: 2, cols: 4, goal: BLANK_LAST_2X4 },
		{ rows: 3, cols: 3, goal: BLANK_FIRST_3X3 }
	];
	for (const { rows, cols, goal } of cases) {
		const exact = distancesFrom(goal, rows, cols);
		const boards = [...exact.keys()].map(parseKey);
		const tiles = goal.filter((tile) => tile !== 0);
		// Not consistency: a database keeps the minimum over blank cells, and a neighbour's
		// minimum may need the blank somewhere this board cannot bring it for free, so h can drop
		// by more than 1 along a move (fast-check found drops of 3 on 2×4).
		it(`${rows}×${cols}: admissible, with the parity of the true distance`, () => {
			fc.assert(
				fc.property(
					fc.shuffledSubarray(tiles, { minLength: tiles.length, maxLength: tiles.length }),
					fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 8, maxLength: 8 }),
					fc.array(fc.nat(boards.length - 1), { minLength: 50, maxLength: 50 }),
					fc.boolean(),
					(order, sizes, picks, reflected) => {
						const patterns: number[][] = [];
						for (let i = 0, s = 0; i < order.length; s++) {
							patterns.push(order.slice(i, i + sizes[s]));
							i += sizes[s];
						}
						const databases = patterns.map((p) => buildPatternDatabase(rows, cols, goal, p));
						const h = preparePdbHeuristic(databases, {
							reflected: reflected && rows === cols
						});
						for (const pick of picks) {
							const cells = boards[pick];
							const value = pdbHeuristicValue(h, cells);
							const distance = exact.get(cells.join(',')) as number;
							expect(value).toBeLessThanOrEqual(distance);
							expect((distance - value) % 2).toBe(0);
						}
					}
				),
				{ numRuns: 40, seed: 2002 }
			);
		});
	}
});

describe('serialisation', () => {
	it.each([
		{ rows: 3, cols: 3, goal: BLANK_LAST_3X3, pattern: [1, 2, 3, 4] },
		{ rows: 2, cols: 3, goal: [1, 2, 3, 4, 5, 0], pattern: [1, 2, 3, 4, 5] },
		{ rows: 4, cols: 4, goal: Array.from({ length: 16 }, (_, i) => i), pattern: [13, 14, 15] }
	])('round-trips $rows×$cols pattern $pattern', ({ rows, cols, goal, pattern }) => {
		const database = buildPatternDatabase(rows, cols, goal, pattern);
		const bytes = serializePatternDatabase(database);
		expect(Array.from(bytes.subarray(0, 9))).toEqual([
			0x46,
			0x50,
			0x44,
			0x42,
			1,
			rows,
			cols,
			pattern.length,
			1
		]);
		expect(bytes.length).toBe(
			9 + rows * cols + pattern.length + Math.ceil(database.values.length / 2)
		);
		expect(deserializePatternDatabase(bytes)).toEqual(database);
	});

	it('stores one value a byte when the halved excess does not fit in four bits', () => {
		const database: PatternDatabase = {
			rows: 2,
			cols: 2,
			goal: [1, 2, 3, 0],
			pattern: [1],
			values: Uint8Array.from([0, 40, 1, 2])
		};
		const bytes = serializePatternDatabase(database);
		expect(bytes[8]).toBe(0);
		expect(deserializePatternDatabase(bytes)).toEqual(database);
	});

	// The refusals are messages (the optimal solver on /play shows them): thrown with their id.
	it('refuses other bytes', () => {
		expect(() => deserializePatternDatabase(Uint8Array.from([1, 2, 3]))).toThrow(
			'search_pdb_no_header'
		);
		const bytes = serializePatternDatabase(buildPatternDatabase(2, 2, [1, 2, 3, 0], [1]));
		expect(() => deserializePatternDatabase(bytes.subarray(0, bytes.length - 1))).toThrow(
			'search_pdb_truncated'
		);
		const future = Uint8Array.from(bytes);
		future[4] = 9;
		expect(() => deserializePatternDatabase(future)).toThrow(
			expect.objectContaining({ ref: expect.objectContaining({ params: { found: 9, reads: 1 } }) })
		);
	});

	it('lookup reads a whole board and sparse values agree with ranks', () => {
		const database = buildPatternDatabase(3, 3, BLANK_LAST_3X3, [1, 2, 3, 4]);
		expect(lookup(database, BLANK_LAST_3X3)).toBe(0);
		expect(lookup(database, [2, 1, 3, 4, 5, 6, 7, 8, 0])).toBe(
			bruteForce(3, 3, BLANK_LAST_3X3, [1, 2, 3, 4]).get('1,0,2,3')
		);
		const sparse = sparseValues(database);
		forEachPlacement(9, 4, (index, rank) => expect(sparse[index]).toBe(database.values[rank]));
	});
});
