import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIRECTIONS as MOVES } from '../../src/lib/solve/tile-tables';
import {
	UNLIMITED,
	lineCodeIteration,
	linearConflictIteration
} from '../../src/lib/solve/bounded-search';
import { idaStarSolve } from '../../src/lib/solve/ida-star';
import { applyMoves as applyWalk, boardAndGoal } from './boards';
import {
	buildLineCodeTables,
	fitsLineCodes,
	lineCodes,
	type LineCodeTables
} from '../../src/lib/solve/line-codes';
import {
	buildLineTables,
	lineConflicts,
	linearConflictDistance,
	type LineTables
} from '../../src/lib/solve/linear-conflict';
import {
	KORF_MOVE_ORDER,
	buildTileTables,
	manhattanDistance,
	type TileTables
} from '../../src/lib/solve/tile-tables';

const KORF_GOAL = Array.from({ length: 16 }, (_, tile) => tile);

/** A random board and goal up to 6×6, and a list of move choices to walk from the board. */
const walkOnBoard = boardAndGoal(
	6,
	fc.array(fc.nat({ max: MOVES - 1 }), { minLength: 1, maxLength: 40 })
);

function setUp(rows: number, cols: number, goal: readonly number[]) {
	const tables = buildTileTables(rows, cols, goal, KORF_MOVE_ORDER);
	const lines = buildLineTables(tables, goal);
	return { tables, lines, codeTables: buildLineCodeTables(tables, lines) };
}

/** Twice the conflicts of every line, as the code tables read them. */
function codedConflicts(codeTables: LineCodeTables, codes: Int32Array): number {
	return codes.reduce((sum, code) => sum + codeTables.cost[code], 0);
}

describe('line codes', () => {
	it('read the same conflicts as recounting every line, on any board up to 6×6', () => {
		fc.assert(
			fc.property(walkOnBoard, ({ rows, cols, cells, goal }) => {
				const { tables, lines, codeTables } = setUp(rows, cols, goal);
				const codes = lineCodes(tables, lines, codeTables, cells);
				expect(codes[codeTables.spareLine]).toBe(0);
				expect(manhattanDistance(tables, cells) + codedConflicts(codeTables, codes)).toBe(
					linearConflictDistance(tables, lines, cells)
				);
			}),
			{ numRuns: 300, seed: 1992 }
		);
	});

	it('follow a walk through the per-move deltas, and only the crossed line changes cost', () => {
		fc.assert(
			fc.property(walkOnBoard, ({ rows, cols, cells, goal, extra: choices }) => {
				const { tables, lines, codeTables } = setUp(rows, cols, goal);
				const board = Uint8Array.from(cells);
				const codes = lineCodes(tables, lines, codeTables, board);
				let blank = board.indexOf(0);
				for (const choice of choices) {
					const slot = blank * MOVES + choice;
					const to = tables.target[slot];
					if (to < 0) continue;
					const k = slot * tables.size + board[to];
					const before = Int32Array.from(codes);
					codes[codeTables.crossedLine[k]] += codeTables.crossedDelta[k];
					codes[codeTables.slidLine[k]] += codeTables.slidDelta[k];
					board[blank] = board[to];
					board[to] = 0;
					blank = to;
					expect(Array.from(codes)).toEqual(
						Array.from(lineCodes(tables, lines, codeTables, board))
					);
					for (let line = 0; line < lines.lineCount; line++) {
						if (line === codeTables.crossedLine[k]) continue;
						expect(codeTables.cost[codes[line]]).toBe(codeTables.cost[before[line]]);
					}
				}
			}),
			{ numRuns: 200, seed: 1993 }
		);
	});

	it('give every code of a 4-cell line its conflicts (tiles reversed: 4 3 2 1 needs 3 out)', () => {
		const { codeTables } = setUp(4, 4, KORF_GOAL);
		expect(codeTables.radix).toBe(5);
		expect(codeTables.cost.length).toBe(625);
		// Digits are goal positions + 1, least significant first: the line reads 4 3 2 1.
		expect(codeTables.cost[4 + 3 * 5 + 2 * 25 + 1 * 125]).toBe(2 * 3);
		// 2 _ 1 _ : one of the two must leave.
		expect(codeTables.cost[2 + 1 * 25]).toBe(2);
		expect(codeTables.cost[1 + 2 * 5 + 3 * 25 + 4 * 125]).toBe(0);
	});

	it('stop at sides of six; longer lines recount instead', () => {
		expect(fitsLineCodes(6, 6)).toBe(true);
		expect(fitsLineCodes(7, 3)).toBe(false);
		const goal = Array.from({ length: 21 }, (_, tile) => tile);
		const tables = buildTileTables(7, 3, goal, KORF_MOVE_ORDER);
		expect(() => buildLineCodeTables(tables, buildLineTables(tables, goal))).toThrow(
			'line codes need sides of at most 6 cells'
		);
	});
});

/** Runs one iteration both ways on the same root and bound. */
function bothIterations(
	tables: TileTables,
	lines: LineTables,
	codeTables: LineCodeTables,
	cells: readonly number[],
	bound: number
) {
	const recountedBoard = Uint8Array.from(cells);
	const conflicts = Int32Array.from({ length: lines.lineCount }, (_, line) =>
		lineConflicts(lines, tables.size, recountedBoard, line)
	);
	const root = { blank: cells.indexOf(0), h: linearConflictDistance(tables, lines, cells) };
	const recounted = linearConflictIteration(
		tables,
		lines,
		recountedBoard,
		conflicts,
		root,
		bound,
		UNLIMITED
	);
	// A search that finds the goal leaves its board at the goal, so each gets its own copy.
	const board = Uint8Array.from(cells);
	const codes = lineCodes(tables, lines, codeTables, board);
	const coded = lineCodeIteration(tables, codeTables, board, codes, root, bound, UNLIMITED);
	return { recounted, coded, board, codes };
}

describe('lineCodeIteration', () => {
	it('generates exactly the nodes of the recounting iteration, bound by bound', () => {
		const { tables, lines, codeTables } = setUp(4, 4, KORF_GOAL);
		// Korf 79, whose optimal length is 42.
		const cells = [0, 1, 9, 7, 11, 13, 5, 3, 14, 12, 4, 2, 8, 6, 10, 15];
		const rootH = linearConflictDistance(tables, lines, cells);
		for (let bound = rootH; bound < 42; bound += 2) {
			const { recounted, coded, board, codes } = bothIterations(
				tables,
				lines,
				codeTables,
				cells,
				bound
			);
			expect(coded.status).toBe('exhausted');
			expect([coded.generated, coded.expanded, coded.nextBound]).toEqual([
				recounted.generated,
				recounted.expanded,
				recounted.nextBound
			]);
			// An exhausted iteration hands back the board and codes as it found them, except for
			// the blank's cell, which it never reads.
			board[cells.indexOf(0)] = 0;
			expect(Array.from(board)).toEqual(cells);
			expect(Array.from(codes)).toEqual(Array.from(lineCodes(tables, lines, codeTables, cells)));
		}
	});

	it('finds the same optimal paths on random 3×4 boards', () => {
		const goal = Array.from({ length: 12 }, (_, tile) => (tile + 1) % 12);
		const { tables, lines, codeTables } = setUp(3, 4, goal);
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
				// A board reachable from the goal: a pseudo-random walk of 40 moves.
				const cells = [...goal];
				let blank = cells.indexOf(0);
				for (let step = 0, state = seed; step < 40; step++) {
					state = (state * 1103515245 + 12345) % 2 ** 31;
					const to = tables.target[blank * MOVES + ((state >> 16) % MOVES)];
					if (to < 0) continue;
					[cells[blank], cells[to]] = [cells[to], 0];
					blank = to;
				}
				const bound = linearConflictDistance(tables, lines, cells) + 4;
				const { recounted, coded } = bothIterations(tables, lines, codeTables, cells, bound);
				expect(coded.status).toBe(recounted.status);
				expect(coded.generated).toBe(recounted.generated);
				expect(Array.from(coded.path)).toEqual(Array.from(recounted.path));
			}),
			{ numRuns: 60, seed: 7 }
		);
	});
});

describe('idaStarSolve with linear conflict on Korf’s instances', () => {
	it.each([
		{
			id: 12,
			length: 45,
			nodes: 179628,
			cells: [14, 1, 9, 6, 4, 8, 12, 5, 7, 2, 3, 0, 10, 11, 13, 15]
		},
		{
			id: 55,
			length: 41,
			nodes: 163077,
			cells: [13, 8, 14, 3, 9, 1, 0, 7, 15, 5, 4, 10, 12, 2, 6, 11]
		},
		{
			id: 79,
			length: 42,
			nodes: 107088,
			cells: [0, 1, 9, 7, 11, 13, 5, 3, 14, 12, 4, 2, 8, 6, 10, 15]
		},
		{
			id: 9,
			length: 46,
			nodes: 88588,
			cells: [3, 14, 9, 11, 5, 4, 8, 2, 13, 12, 6, 7, 10, 1, 15, 0]
		}
	])('instance $id: $length moves, $nodes nodes', ({ cells, length, nodes }) => {
		const result = idaStarSolve(cells, 4, 4, KORF_GOAL, { heuristic: 'linear-conflict' });
		expect(result.cost).toBe(length);
		expect(result.generated).toBe(nodes);
	});
});

describe('idaStarSolve with linear conflict on boards with a side over six', () => {
	it('recounts lines and still finds the optimal length on a 7×2 board', () => {
		const goal = Array.from({ length: 14 }, (_, tile) => (tile + 1) % 14);
		// Seven blank moves away from the goal, seven moves being the shortest way back.
		const cells = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 0];
		const walked = applyWalk(cells, 7, 2, ['Up', 'Up', 'Left', 'Down', 'Right', 'Up', 'Left']);
		const manhattan = idaStarSolve(walked, 7, 2, goal, { heuristic: 'manhattan' });
		const recounted = idaStarSolve(walked, 7, 2, goal, { heuristic: 'linear-conflict' });
		expect(recounted.cost).toBe(manhattan.cost);
		expect(recounted.cost).toBe(7);
		expect(applyWalk(walked, 7, 2, recounted.moves)).toEqual(goal);
	});
});
