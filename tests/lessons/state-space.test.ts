import { describe, expect, it } from 'vitest';
import {
	formatCount,
	reducedFraction,
	sizeTable,
	twoByTwoSplit
} from '../../src/lib/components/lessons/state-space';
import { parseBoard } from '../../src/lib/puzzle/notation';
import { legalMoves, applyMove } from '../../src/lib/puzzle/moves';
import { isSolvable } from '../../src/lib/puzzle/solvability';
import { goalBoard } from '../../src/lib/puzzle/goal';
import '../i18n/english-messages';

describe('the state-space lesson numbers', () => {
	it('tabulates 2×2 to 4×4 with reduced branching factors', () => {
		const table = sizeTable().map((row) => [
			`${row.rows}x${row.cols}`,
			formatCount(row.arrangements),
			formatCount(row.reachable),
			row.branching.join('/'),
			formatCount(row.edges)
		]);
		expect(table).toEqual([
			['2x2', '24', '12', '2/1', '24'],
			['2x3', '720', '360', '7/3', '840'],
			['2x4', '40,320', '20,160', '5/2', '50,400'],
			['3x3', '362,880', '181,440', '8/3', '483,840'],
			['3x4', '479,001,600', '239,500,800', '17/6', '678,585,600'],
			['4x4', '20,922,789,888,000', '10,461,394,944,000', '3/1', '31,384,184,832,000']
		]);
		expect(reducedFraction(24, 9)).toEqual([8, 3]);
	});

	it('splits the 2×2 board into two circles of 12, the goal in the first', () => {
		const split = twoByTwoSplit();
		expect(split.total).toBe(24);
		expect(split.withGoal).toHaveLength(12);
		expect(split.other).toHaveLength(12);
		expect(split.withGoal[0]).toBe('123_');
		expect(new Set([...split.withGoal, ...split.other]).size).toBe(24);
		const goal = goalBoard(2, 2);
		for (const [group, solvable] of [
			[split.withGoal, true],
			[split.other, false]
		] as const) {
			const boards = group.map((text) => {
				const parsed = parseBoard(text);
				if (!parsed.ok) throw new Error(text);
				return parsed.value;
			});
			boards.forEach((board, i) => {
				expect(isSolvable(board, goal)).toBe(solvable);
				// Each board is one slide from the next, and the last from the first.
				const next = group[(i + 1) % group.length];
				const neighbours = legalMoves(board).map((d) => {
					const moved = applyMove(board, d);
					return moved.ok ? moved.value.cells.join('') : '';
				});
				expect(neighbours).toContain(next.replace('_', '0'));
			});
		}
	});
});
