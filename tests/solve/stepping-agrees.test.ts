import { describe, expect, it } from 'vitest';
import { boardOf } from '../../src/lib/puzzle/board';
import { goalBoard } from '../../src/lib/puzzle/goal';
import { idaStar, runToEnd, tileProblem } from '../../src/lib/search/index';
import { idaStarSolve, KORF_MOVE_ORDER } from '../../src/lib/solve/index';

/**
 * The fast solve path exists for speed only: the stepping generator a student watches must
 * reach the same answer, expansion for expansion, under the same move order.
 */
describe('fast IDA* and the stepping IDA* generator agree', () => {
	it('on Korf instance 79 (42 moves, 262,910 expansions)', () => {
		const cells = [0, 1, 9, 7, 11, 13, 5, 3, 14, 12, 4, 2, 8, 6, 10, 15];
		const goal = goalBoard(4, 4, 'blank-first');
		const fast = idaStarSolve(cells, 4, 4, goal.cells);
		const problem = tileProblem(boardOf(4, 4, cells), {
			goal,
			heuristic: 'manhattan',
			childOrder: KORF_MOVE_ORDER
		});
		const stepping = runToEnd(idaStar(problem));
		expect([stepping.outcome, stepping.cost, stepping.stats.expanded]).toEqual([
			'goal',
			42,
			262910
		]);
		expect([fast.cost, fast.expanded]).toEqual([42, 262910]);
		expect(stepping.actions).toEqual(fast.moves);
	});
});
