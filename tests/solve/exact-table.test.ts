import { describe, expect, it } from 'vitest';
import { boardOf } from '$lib/puzzle/board';
import { goalBoard } from '$lib/puzzle/goal';
import { applyMoves } from '$lib/puzzle/moves';
import { ALGORITHMS, tileProblem } from '$lib/search';
import { exactDistances } from '$lib/search/exact-distance';
import { exactTableSolve } from '$lib/solve/exact-table';

describe('solving by the table of exact distances', () => {
	const goal = goalBoard(3, 3, 'blank-last');
	const table = exactDistances(goal);

	it.each([
		['75126348_', [7, 5, 1, 2, 6, 3, 4, 8, 0], 20],
		['8672543_1', [8, 6, 7, 2, 5, 4, 3, 0, 1], 31],
		['the goal', [1, 2, 3, 4, 5, 6, 7, 8, 0], 0]
	])('%s: a path as short as A* finds, ending at the goal', (_, cells, length) => {
		const board = boardOf(3, 3, cells);
		const moves = exactTableSolve(table, board);
		expect(moves?.length).toBe(length);
		const astar = ALGORITHMS.astar.solve(tileProblem(board));
		expect(astar.cost).toBe(length);
		const end = applyMoves(board, moves ?? []);
		expect(end.ok && end.value.cells).toEqual(goal.cells);
	});

	it('returns null for a board of the other parity', () => {
		expect(exactTableSolve(table, boardOf(3, 3, [2, 1, 3, 4, 5, 6, 7, 8, 0]))).toBe(null);
	});
});
