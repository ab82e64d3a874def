import fc from 'fast-check';
import { message } from '$lib/messages';
import { describe, expect, it } from 'vitest';
import {
	compileHeuristic,
	evaluateHeuristic,
	goalBoard,
	HEURISTIC_INFO,
	HEURISTICS,
	heuristicBreakdown,
	isHeuristicName,
	parseBoard,
	type Board
} from '$lib/puzzle';
import { anyBoard, must } from './arbitraries';
import '../i18n/english-messages';

const board = (text: string): Board => must(parseBoard(text));
const korfGoal = goalBoard(4, 4, 'blank-first');

describe('heuristic metadata', () => {
	it('lists the four heuristics, all admissible and consistent', () => {
		expect(HEURISTICS).toEqual(['zero', 'misplaced', 'manhattan', 'linear-conflict']);
		for (const name of HEURISTICS) {
			expect(HEURISTIC_INFO[name].name).toBe(name);
			expect(HEURISTIC_INFO[name].admissible).toBe(true);
			expect(HEURISTIC_INFO[name].consistent).toBe(true);
		}
		expect(HEURISTIC_INFO.manhattan.labelMessage).toEqual(
			message('search_heuristic_manhattan', {})
		);
		expect(isHeuristicName('linear-conflict')).toBe(true);
		expect(isHeuristicName('euclid')).toBe(false);
	});
});

describe('values on known boards', () => {
	it.each([
		[9, '3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0', 32],
		[12, '14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15', 35],
		[16, '1 3 2 5 10 9 15 6 8 14 13 11 12 4 7 0', 24],
		[30, '12 15 2 6 1 14 4 8 5 3 7 0 10 13 9 11', 35],
		[55, '13 8 14 3 9 1 0 7 15 5 4 10 12 2 6 11', 29],
		[79, '0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15', 28],
		[1, '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3', 41]
	])("Korf's instance %i (%s) has Manhattan distance %i (vectors §4)", (_id, cells, h) => {
		expect(evaluateHeuristic('manhattan', board(cells), korfGoal)).toBe(h);
		expect(compileHeuristic('manhattan', korfGoal)(board(cells).cells)).toBe(h);
	});

	it('counts misplaced tiles and Manhattan distance without the blank', () => {
		const start = board('42_713856');
		const goal = goalBoard(3, 3);
		expect(evaluateHeuristic('zero', start, goal)).toBe(0);
		expect(evaluateHeuristic('misplaced', start, goal)).toBe(7);
		expect(evaluateHeuristic('manhattan', start, goal)).toBe(8);
		expect(evaluateHeuristic('linear-conflict', start, goal)).toBe(8);
		expect(evaluateHeuristic('misplaced', goalBoard(3, 3, 'blank-first'), goal)).toBe(8);
		// Every tile one cell early: 1 each, but 3 and 6 wrap to the row above (3 each).
		expect(evaluateHeuristic('manhattan', goalBoard(3, 3, 'blank-first'), goal)).toBe(12);
	});

	it('adds 2 per tile that must leave its line in linear conflict', () => {
		const goal = goalBoard(3, 3);
		expect(evaluateHeuristic('linear-conflict', board('2 1 3 / 4 5 6 / 7 8 _'), goal)).toBe(4);
		// 3 2 1 in the top row: two of the three tiles must step out.
		expect(evaluateHeuristic('manhattan', board('3 2 1 / 4 5 6 / 7 8 _'), goal)).toBe(4);
		expect(evaluateHeuristic('linear-conflict', board('3 2 1 / 4 5 6 / 7 8 _'), goal)).toBe(8);
		// A column conflict: 4 above 1 in the left column.
		expect(evaluateHeuristic('linear-conflict', board('4 2 3 / 1 5 6 / 7 8 _'), goal)).toBe(4);
		// Row and column conflicts add up: 4 above 1, and 3 before 2.
		expect(evaluateHeuristic('linear-conflict', board('4 3 2 / 1 5 6 / 7 8 _'), goal)).toBe(8);
		expect(
			evaluateHeuristic('linear-conflict', board('3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0'), korfGoal)
		).toBe(36);
	});
});

describe('heuristicBreakdown', () => {
	it('shows each tile of a row conflict, and which tiles carry the extra moves', () => {
		const rows = heuristicBreakdown(
			'linear-conflict',
			board('3 2 1 / 4 5 6 / 7 8 _'),
			goalBoard(3, 3)
		);
		expect(rows.slice(0, 3)).toEqual([
			{
				tile: 1,
				position: { index: 2, row: 0, col: 2 },
				goalPosition: { index: 0, row: 0, col: 0 },
				value: 4,
				conflicts: [{ line: 'row', lineIndex: 0, with: [3, 2], leaves: true }]
			},
			{
				tile: 2,
				position: { index: 1, row: 0, col: 1 },
				goalPosition: { index: 1, row: 0, col: 1 },
				value: 2,
				conflicts: [{ line: 'row', lineIndex: 0, with: [3, 1], leaves: true }]
			},
			{
				tile: 3,
				position: { index: 0, row: 0, col: 0 },
				goalPosition: { index: 2, row: 0, col: 2 },
				value: 2,
				conflicts: [{ line: 'row', lineIndex: 0, with: [2, 1], leaves: false }]
			}
		]);
		expect(rows.slice(3).map((row) => row.value)).toEqual([0, 0, 0, 0, 0]);
	});

	it('names column conflicts', () => {
		const rows = heuristicBreakdown(
			'linear-conflict',
			board('4 2 3 / 1 5 6 / 7 8 _'),
			goalBoard(3, 3)
		);
		expect(
			rows.filter((row) => row.conflicts.length > 0).map((row) => [row.tile, row.conflicts])
		).toEqual([
			[1, [{ line: 'column', lineIndex: 0, with: [4], leaves: true }]],
			[4, [{ line: 'column', lineIndex: 0, with: [1], leaves: false }]]
		]);
	});

	it('gives misplaced and Manhattan shares per tile, ordered by tile', () => {
		const start = board('42_713856');
		const goal = goalBoard(3, 3);
		expect(heuristicBreakdown('misplaced', start, goal).map((row) => row.value)).toEqual([
			1, 0, 1, 1, 1, 1, 1, 1
		]);
		expect(heuristicBreakdown('manhattan', start, goal).map((row) => row.value)).toEqual([
			2, 0, 1, 1, 1, 1, 1, 1
		]);
		expect(heuristicBreakdown('zero', start, goal).every((row) => row.value === 0)).toBe(true);
	});

	it('adds up to the value of the fast form, for every heuristic and any board', () => {
		fc.assert(
			fc.property(
				anyBoard(6),
				fc.constantFrom(...HEURISTICS),
				fc.boolean(),
				(start, name, first) => {
					const goal = goalBoard(start.rows, start.cols, first ? 'blank-first' : 'blank-last');
					const total = heuristicBreakdown(name, start, goal).reduce(
						(sum, row) => sum + row.value,
						0
					);
					expect(total).toBe(compileHeuristic(name, goal)(start.cells));
					expect(total).toBe(evaluateHeuristic(name, start, goal));
				}
			),
			{ numRuns: 500 }
		);
	});

	it('orders the heuristics: misplaced ≤ Manhattan ≤ linear conflict, with 0 at the goal', () => {
		fc.assert(
			fc.property(anyBoard(8), (start) => {
				const goal = goalBoard(start.rows, start.cols);
				const [zero, misplaced, manhattan, conflict] = HEURISTICS.map((name) =>
					evaluateHeuristic(name, start, goal)
				);
				expect(zero).toBe(0);
				expect(misplaced).toBeLessThanOrEqual(manhattan);
				expect(manhattan).toBeLessThanOrEqual(conflict);
				for (const name of HEURISTICS) expect(evaluateHeuristic(name, goal, goal)).toBe(0);
			})
		);
	});

	it('works on typed arrays without allocating a board', () => {
		const h = compileHeuristic('linear-conflict', korfGoal);
		const cells = Uint8Array.from(board('3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0').cells);
		expect(h(cells)).toBe(36);
		expect(h(cells)).toBe(36);
	});
});
