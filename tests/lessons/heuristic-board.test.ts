import { describe, expect, it } from 'vitest';
import { exactDistances, trueDistance, unpackInto } from '$lib/search/exact-distance';
import { boardHeuristics } from '$lib/lessons/heuristic-board';
import { boardOf } from '$lib/puzzle/board';
import { evaluateHeuristic } from '$lib/puzzle/heuristics';
import { goalBoard } from '$lib/puzzle/goal';
import { parseBoard } from '$lib/puzzle/notation';
import { randomSolvableBoard } from '$lib/puzzle/scramble';
import '../i18n/english-messages';

function board(text: string) {
	const parsed = parseBoard(text);
	if (!parsed.ok) throw new Error(parsed.error.code);
	return parsed.value;
}

describe('boardHeuristics', () => {
	const goal = goalBoard(3, 3);

	it("reproduces seed 002's worked example tile by tile", () => {
		const result = boardHeuristics(board('3 5 2 / 4 6 7 / _ 8 1'), goal);
		expect(result.tiles.map((t) => t.misplaced)).toEqual([1, 1, 1, 0, 1, 1, 1, 0]);
		expect(result.tiles.map((t) => t.manhattan)).toEqual([4, 1, 2, 0, 1, 1, 3, 0]);
		expect([result.misplaced, result.manhattan]).toEqual([6, 12]);
	});

	it('finds reversed pairs in goal rows and columns and charges 2 per leaving tile', () => {
		// Row 0 holds 3 2 1 in its goal row: three reversed pairs, two tiles must leave.
		const result = boardHeuristics(board('3 2 1 / 4 5 6 / 7 8 _'), goal);
		expect(result.pairs).toEqual([
			{ line: 'row', lineIndex: 0, tiles: [1, 2] },
			{ line: 'row', lineIndex: 0, tiles: [1, 3] },
			{ line: 'row', lineIndex: 0, tiles: [2, 3] }
		]);
		expect(result.tiles.slice(0, 3).map((t) => t.conflictExtra)).toEqual([2, 2, 0]);
		expect([result.misplaced, result.manhattan, result.linearConflict]).toEqual([2, 4, 8]);
	});

	it('agrees with the engine on random boards, and the totals are ordered', () => {
		for (let seed = 0; seed < 200; seed++) {
			const start = randomSolvableBoard(goal, seed);
			const result = boardHeuristics(start, goal);
			expect(result.misplaced).toBe(evaluateHeuristic('misplaced', start, goal));
			expect(result.manhattan).toBe(evaluateHeuristic('manhattan', start, goal));
			expect(result.linearConflict).toBe(evaluateHeuristic('linear-conflict', start, goal));
			expect(result.misplaced).toBeLessThanOrEqual(result.manhattan);
			expect(result.manhattan).toBeLessThanOrEqual(result.linearConflict);
		}
	});
});

describe('counting +2 per reversed pair instead of per leaving tile', () => {
	const goal = goalBoard(3, 3);
	const table = exactDistances(goal);
	const perPair = (shares: ReturnType<typeof boardHeuristics>): number =>
		shares.manhattan + 2 * shares.pairs.length;

	it('overestimates on exercise 2’s board, where linear conflict is exact', () => {
		const start = board('8 7 _ / 6 5 4 / 3 2 1');
		const shares = boardHeuristics(start, goal);
		expect(trueDistance(table, start)).toBe(26);
		expect([shares.manhattan, shares.linearConflict, perPair(shares)]).toEqual([20, 26, 28]);
	});

	it('overestimates on exactly 7 of the 181,440 boards', () => {
		const cells = new Int32Array(9);
		let over = 0;
		table.layers.forEach((count, distance) => {
			for (let i = table.layerStart[distance]; i < table.layerStart[distance] + count; i++) {
				unpackInto(table.states[i], cells);
				if (perPair(boardHeuristics(boardOf(3, 3, Array.from(cells)), goal)) > distance) over++;
			}
		});
		expect(over).toBe(7);
	});
});
