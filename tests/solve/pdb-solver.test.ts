import fc from 'fast-check';
import { OPPOSITE, type Direction } from '../../src/lib/puzzle/board';
import { describe, expect, it } from 'vitest';
import { korfInstance, KORF_100, KORF_GOAL } from '../../src/lib/solve/korf100';
import { PARTITIONS, buildPartition, partitionForGoal } from '../../src/lib/solve/partitions';
import { buildPatternDatabase } from '../../src/lib/solve/pattern-database';
import { preparePdbHeuristic, type PdbHeuristic } from '../../src/lib/solve/pdb-heuristic';
import { pdbSolve, servesGoal } from '../../src/lib/solve/pdb-solver';
import { idaStarSolve } from '../../src/lib/solve/ida-star';
import { applyMoves, blankTarget, distancesFrom, parseKey } from './boards';

const BLANK_LAST_3X3 = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const BLANK_LAST_4X4 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

// The 5-5-5 databases take a couple of seconds to build; the 6-6-3 ones are for the benchmark.
const fiveFiveFive = buildPartition(PARTITIONS['5-5-5']);
const reflected555 = preparePdbHeuristic(fiveFiveFive, { reflected: true });

/** A board `steps` random moves from `goal` (a seeded generator, never undoing a move). */
function walk(goal: readonly number[], steps: number, seed: number): number[] {
	const moves: Direction[] = [];
	let blank = goal.indexOf(0);
	let state = seed;
	while (moves.length < steps) {
		state = (state * 1103515245 + 12345) % 2147483648;
		// The high bits: the low bits of this generator repeat with a short period.
		const move = (['Up', 'Down', 'Left', 'Right'] as const)[Math.floor(state / 2 ** 29)];
		const target = blankTarget(blank, move, 4, 4);
		if (target < 0 || (moves.length > 0 && OPPOSITE[moves[moves.length - 1]] === move)) continue;
		moves.push(move);
		blank = target;
	}
	return applyMoves(goal, 4, 4, moves);
}

/** The same problem turned half a turn with tiles renamed 16 − t: its goal is blank-last. */
function halfTurn(cells: readonly number[]): number[] {
	return cells.map((_, cell) => {
		const tile = cells[15 - cell];
		return tile === 0 ? 0 : 16 - tile;
	});
}

describe('pdbSolve on Korf’s instances (5-5-5, reflected)', () => {
	it.each([12, 55, 79, 9, 1].map(korfInstance))(
		'instance $id: $length moves',
		({ cells, length }) => {
			const result = pdbSolve(cells, 4, 4, KORF_GOAL, reflected555);
			expect(result.outcome).toBe('goal');
			expect(result.cost).toBe(length);
			expect(result.moves).toHaveLength(length);
			expect(applyMoves(cells, 4, 4, result.moves)).toEqual([...KORF_GOAL]);
			expect(result.iterations.at(-1)?.bound).toBe(length);
			expect(result.iterations.reduce((sum, i) => sum + i.generated, 0)).toBe(result.generated);
		}
	);

	it('the reflected lookup never generates more nodes than the direct sum', () => {
		const direct = preparePdbHeuristic(fiveFiveFive);
		for (const id of [12, 55, 79]) {
			const { cells } = korfInstance(id);
			const plain = pdbSolve(cells, 4, 4, KORF_GOAL, direct);
			const both = pdbSolve(cells, 4, 4, KORF_GOAL, reflected555);
			expect(plain.cost).toBe(both.cost);
			expect(both.generated).toBeLessThanOrEqual(plain.generated);
		}
	});

	it('solves blank-last problems with the same databases, through a symmetry of the board', () => {
		expect(servesGoal(reflected555, BLANK_LAST_4X4)).toBe(true);
		for (const id of [12, 79]) {
			const { cells, length } = korfInstance(id);
			const start = halfTurn(cells);
			const result = pdbSolve(start, 4, 4, BLANK_LAST_4X4, reflected555);
			expect(result.cost).toBe(length);
			expect(applyMoves(start, 4, 4, result.moves)).toEqual(BLANK_LAST_4X4);
		}
	});

	it('renames a partition for a goal whose blank is not in a corner', () => {
		const goal = [1, 2, 3, 4, 5, 0, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
		expect(servesGoal(reflected555, goal)).toBe(false);
		expect(() => pdbSolve(goal, 4, 4, goal, reflected555)).toThrow(RangeError);
		const partition = partitionForGoal(PARTITIONS['5-5-5'], goal);
		expect(partition.patterns.flat().sort((a, b) => a - b)).toEqual(
			Array.from({ length: 15 }, (_, i) => i + 1)
		);
		const heuristic = preparePdbHeuristic(buildPartition(partition), { reflected: true });
		const start = walk(goal, 60, 7);
		const result = pdbSolve(start, 4, 4, goal, heuristic);
		expect(result.cost).toBe(
			idaStarSolve(start, 4, 4, goal, { heuristic: 'linear-conflict' }).cost
		);
		expect(applyMoves(start, 4, 4, result.moves)).toEqual(goal);
	});
});

describe('pdbSolve against breadth-first distances', () => {
	const cases: { rows: number; cols: number; goal: number[]; patterns: number[][] }[] = [
		{
			rows: 3,
			cols: 3,
			goal: BLANK_LAST_3X3,
			patterns: [
				[1, 2, 4, 5],
				[3, 6, 7, 8]
			]
		},
		{
			rows: 3,
			cols: 3,
			goal: [0, 1, 2, 3, 4, 5, 6, 7, 8],
			patterns: [
				[1, 2, 3],
				[4, 5, 6, 7, 8]
			]
		},
		{
			rows: 2,
			cols: 4,
			goal: [1, 2, 3, 4, 5, 6, 7, 0],
			patterns: [
				[1, 2, 5, 6],
				[3, 4, 7]
			]
		}
	];
	for (const { rows, cols, goal, patterns } of cases) {
		const exact = distancesFrom(goal, rows, cols);
		const boards = [...exact.keys()].map(parseKey);
		const databases = patterns.map((p) => buildPatternDatabase(rows, cols, goal, p));
		const heuristics: PdbHeuristic[] = [preparePdbHeuristic(databases)];
		if (rows === cols) heuristics.push(preparePdbHeuristic(databases, { reflected: true }));

		it(`${rows}×${cols} to ${goal.join(' ')}: optimal lengths and valid moves`, () => {
			fc.assert(
				fc.property(fc.nat(boards.length - 1), fc.nat(heuristics.length - 1), (pick, which) => {
					const cells = boards[pick];
					const result = pdbSolve(cells, rows, cols, goal, heuristics[which]);
					expect(result.cost).toBe(exact.get(cells.join(',')));
					expect(applyMoves(cells, rows, cols, result.moves)).toEqual(goal);
				}),
				{ numRuns: 150, seed: 1985 }
			);
		});
	}

	it('every 2×3 board, blank-first', () => {
		const goal = [0, 1, 2, 3, 4, 5];
		const exact = distancesFrom(goal, 2, 3);
		const heuristic = preparePdbHeuristic([
			buildPatternDatabase(2, 3, goal, [1, 3, 4]),
			buildPatternDatabase(2, 3, goal, [2, 5])
		]);
		const wrong = [...exact].filter(
			([key, distance]) => pdbSolve(parseKey(key), 2, 3, goal, heuristic).cost !== distance
		);
		expect(wrong).toEqual([]);
	});
});

describe('pdbSolve controls', () => {
	const { cells } = korfInstance(55);

	it('reports every iteration and counts the root once', () => {
		const seen: number[] = [];
		const result = pdbSolve(cells, 4, 4, KORF_GOAL, reflected555, {
			onIteration: ({ bound, totalGenerated }) => {
				seen.push(bound);
				expect(totalGenerated).toBeGreaterThan(0);
			}
		});
		expect(seen).toEqual(result.iterations.map((i) => i.bound));
		expect(seen).toEqual([...seen].sort((a, b) => a - b));
		expect(result.iterations[0].generated).toBeGreaterThan(0);
	});

	it('stops at maxNodes with a proven lower bound', () => {
		const result = pdbSolve(cells, 4, 4, KORF_GOAL, reflected555, { maxNodes: 1000 });
		expect(result.outcome).toBe('limit');
		expect(result.generated).toBe(1000);
		expect(result.moves).toEqual([]);
		expect(result.cost).toBeLessThanOrEqual(41);
	});

	it('asks shouldStop every 65,536 nodes of an iteration and stops when told', () => {
		let asked = 0;
		const result = pdbSolve(korfInstance(1).cells, 4, 4, KORF_GOAL, reflected555, {
			shouldStop: () => ++asked === 3
		});
		expect(result.outcome).toBe('stopped');
		expect(asked).toBe(3);
		expect(result.moves).toEqual([]);
		// Each iteration's own count is checked, so the last one stopped at a multiple of 2^16.
		expect((result.iterations.at(-1)?.generated ?? 1) % 65536).toBe(0);
		const full = pdbSolve(korfInstance(1).cells, 4, 4, KORF_GOAL, reflected555);
		expect(result.generated).toBeLessThan(full.generated);
	});

	it('solves the goal itself in 0 moves and refuses unreachable goals', () => {
		expect(pdbSolve(KORF_GOAL, 4, 4, KORF_GOAL, reflected555)).toMatchObject({
			outcome: 'goal',
			cost: 0,
			moves: [],
			generated: 1
		});
		const swapped = [0, 2, 1, ...KORF_GOAL.slice(3)];
		expect(() => pdbSolve(swapped, 4, 4, KORF_GOAL, reflected555)).toThrow('parity');
		expect(() => pdbSolve(BLANK_LAST_3X3, 3, 3, BLANK_LAST_3X3, reflected555)).toThrow('4×4');
	});
});

describe('Korf’s 100 instances', () => {
	it('are 100 distinct boards with the published total of 5,305 moves', () => {
		expect(KORF_100).toHaveLength(100);
		expect(new Set(KORF_100.map((i) => i.cells.join())).size).toBe(100);
		expect(KORF_100.reduce((sum, i) => sum + i.length, 0)).toBe(5305);
		expect(KORF_100.map((i) => i.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
	});
});
