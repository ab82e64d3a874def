import { describe, expect, it } from 'vitest';
import { goalBoard } from '$lib/puzzle/goal';
import type { HeuristicName } from '$lib/puzzle/heuristics';
import { evaluateTable } from '$lib/lab/evaluate';
import type { LabBoard } from '$lib/lab/board-api';
import { ALGORITHMS } from '$lib/search/algorithms';
import { runToEnd } from '$lib/search/run';
import { tileProblem, type HeuristicTable } from '$lib/search/tile-problem';
import type { CompareConfig } from '$lib/config/compare-config';
import { startRun } from '$lib/lessons/compare';
import { RaceCell } from '$lib/lessons/heuristic-race';
import { board } from './helpers';

const GOAL = goalBoard(3, 3, 'blank-last');

/** The table the lab's sandbox posts for `h`, computed here as its worker computes it. */
function labTable(h: (board: LabBoard) => number, goal = GOAL): HeuristicTable {
	const run = evaluateTable(h, 3, 3, goal.cells, 1);
	for (;;) {
		const step = run.next();
		if (step.done) return { label: 'your h', values: step.value };
	}
}

const manhattan = (b: LabBoard): number =>
	b.tiles.reduce((sum, tile) => sum + b.manhattan(tile), 0);
const misplaced = (b: LabBoard): number => b.tiles.filter((tile) => b.manhattan(tile) > 0).length;
const MANHATTAN = labTable(manhattan);
const ASTAR: CompareConfig = { algorithm: 'astar', heuristic: 'manhattan', weight: null };
const MISPLACED = labTable(misplaced);

function astar(text: string, h: HeuristicName | HeuristicTable, goal = GOAL) {
	const problem =
		typeof h === 'string'
			? tileProblem(board(text), { goal, heuristic: h })
			: tileProblem(board(text), { goal, table: h });
	return runToEnd(ALGORITHMS.astar.run(problem));
}

describe('A* with h read from a table (a heuristic from the lab)', () => {
	it('runs exactly as with the named heuristic the table holds', () => {
		for (const text of ['41325_786', '8672543_1', '_12345678', '12345678_']) {
			for (const [table, name] of [
				[MANHATTAN, 'manhattan'],
				[MISPLACED, 'misplaced']
			] as const) {
				const fromTable = astar(text, table);
				const named = astar(text, name);
				expect(fromTable.stats).toEqual(named.stats);
				expect(fromTable.actions).toEqual(named.actions);
				expect(fromTable.cost).toBe(named.cost);
			}
		}
	});

	it('pins the counts the playground shows for the default board 41325_786', () => {
		expect(astar('41325_786', MANHATTAN).stats.expanded).toBe(10);
		expect(astar('41325_786', MISPLACED).stats.expanded).toBe(12);
	});

	it('runs the same in a comparison column (startRun) as the named heuristic', () => {
		const custom = runToEnd(
			startRun(board('42_713856'), { ...ASTAR, custom: true }, 50_000, GOAL, MISPLACED)
		);
		const named = runToEnd(startRun(board('42_713856'), { ...ASTAR, heuristic: 'misplaced' }));
		expect(custom.stats).toEqual(named.stats);
		expect([custom.stats.expanded, astar('42_713856', 'manhattan').stats.expanded]).toEqual([
			35, 22
		]);
	});

	it('fills a cell of lesson 9’s race (RaceCell) as the named heuristic does', () => {
		const drained = (cell: RaceCell) => {
			cell.advance(() => false);
			return cell.result;
		};
		expect(drained(new RaceCell(board('75126348_'), MISPLACED))).toEqual({
			expanded: 3163,
			cost: 20
		});
		expect(drained(new RaceCell(board('75126348_'), 'misplaced'))).toEqual({
			expanded: 3163,
			cost: 20
		});
	});

	it('holds for another goal when the table was evaluated for it', () => {
		const blankFirst = goalBoard(3, 3, 'blank-first');
		const table = labTable(manhattan, blankFirst);
		const fromTable = astar('1234_5678', table, blankFirst);
		expect(fromTable.stats).toEqual(astar('1234_5678', 'manhattan', blankFirst).stats);
	});

	it('refuses a table that cannot serve the board, in words', () => {
		expect(() =>
			tileProblem(board('1,2,3,4,5,6,7,0,8,9,10,11,12,13,14,15'), { table: MANHATTAN })
		).toThrow('A table of h covers boards of up to 9 cells; this one has 16.');
		expect(() =>
			tileProblem(board('41325_786'), { table: { label: 'h', values: new Float64Array(10) } })
		).toThrow('A table of h for 9 cells holds 362880 values, not 10.');
		// 1 and 2 swapped: the board cannot reach the goal, so the lab evaluated h on no such board.
		expect(() => tileProblem(board('21345678_'), { table: MANHATTAN })).toThrow(
			'The heuristic given as a table (your h) has no value for this board: it holds only boards that can reach the goal.'
		);
	});
});
