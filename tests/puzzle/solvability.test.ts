import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { message } from '$lib/messages';
import {
	applyMove,
	boardOf,
	countInversions,
	explainSolvability,
	goalBoard,
	isSolvable,
	legalMoves,
	parseBoard,
	UDLR,
	type Board
} from '$lib/puzzle';
import { anyBoard, must } from './arbitraries';
import { english } from '../i18n/english-messages';

const board = (text: string): Board => must(parseBoard(text));
const blankLast = (b: Board): Board => goalBoard(b.rows, b.cols);

/** Every arrangement of 0..n−1, in lexicographic order. */
function permutations(n: number): number[][] {
	if (n === 0) return [[]];
	const all: number[][] = [];
	for (const rest of permutations(n - 1)) {
		for (let i = 0; i <= rest.length; i++) all.push([...rest.slice(0, i), n - 1, ...rest.slice(i)]);
	}
	return all;
}

/** The arrangements that reach `goal`, found by walking the state graph from it. */
function reachableFrom(goal: Board): Set<string> {
	const seen = new Set([goal.cells.join(',')]);
	const queue = [goal];
	for (let head = 0; head < queue.length; head++) {
		for (const direction of legalMoves(queue[head])) {
			const next = must(applyMove(queue[head], direction));
			const key = next.cells.join(',');
			if (!seen.has(key)) {
				seen.add(key);
				queue.push(next);
			}
		}
	}
	return seen;
}

describe('explainSolvability: the seed examples', () => {
	it('counts the 4 inversions of 3 1 4 / 2 5 7 / _ 6 8, pair by pair', () => {
		const explained = explainSolvability(board('3 1 4 / 2 5 7 / _ 6 8'), goalBoard(3, 3));
		expect(explained).toEqual({
			permutation: [3, 1, 4, 2, 5, 7, 6, 8],
			inversions: 4,
			invertingPairs: [
				[3, 1],
				[3, 2],
				[4, 2],
				[7, 6]
			],
			blankRowFromBottom: 1,
			widthParity: 'odd',
			goalInversions: 0,
			goalBlankRowFromBottom: 1,
			rule: {
				id: 'odd-width',
				message: 'With an odd number of columns, the inversion count must be even.'
			},
			solvable: true,
			reasonMessage: message('search_parity_odd_width_solvable', {
				inversions: message('search_parity_inversions', { count: 4 }),
				found: message('search_parity_number', { parity: 'even' })
			})
		});
	});

	it('5 4 3 / 2 1 _: odd width, 10 inversions, solvable', () => {
		const explained = explainSolvability(board('5 4 3 / 2 1 _'), goalBoard(2, 3));
		expect(explained.inversions).toBe(10);
		expect(explained.widthParity).toBe('odd');
		expect(explained.solvable).toBe(true);
	});

	it('7 6 5 _ / 4 3 2 1: even width, 21 inversions, blank in row 2 from the bottom, solvable', () => {
		const explained = explainSolvability(board('7 6 5 _ / 4 3 2 1'), goalBoard(2, 4));
		expect(explained.inversions).toBe(21);
		expect(explained.blankRowFromBottom).toBe(2);
		expect(explained.rule).toEqual({
			id: 'even-width',
			message:
				"With an even number of columns, the blank's row from the bottom and the inversion count must have different parity."
		});
		expect(explained.solvable).toBe(true);
		expect(explained.reasonMessage).toEqual(
			'The blank is in row 2 from the bottom and there are 21 inversions: different parity, as the rule requires, so this board is solvable.'
		);
	});

	it('7 6 5 4 / 3 2 1 _: blank in row 1 from the bottom, unsolvable', () => {
		const explained = explainSolvability(board('7 6 5 4 / 3 2 1 _'), goalBoard(2, 4));
		expect(explained.inversions).toBe(21);
		expect(explained.blankRowFromBottom).toBe(1);
		expect(explained.solvable).toBe(false);
		expect(explained.reasonMessage).toEqual(
			'The blank is in row 1 from the bottom and there are 21 inversions: the same parity, but the rule requires different parity, so this board is not solvable: no sequence of moves reaches the goal.'
		);
	});

	it('an odd width board with an odd count is not solvable, and says so', () => {
		const explained = explainSolvability(board('2 1 3 / 4 5 6 / 7 8 _'), goalBoard(3, 3));
		expect(explained.invertingPairs).toEqual([[2, 1]]);
		expect(explained.reasonMessage).toEqual(
			'There is 1 inversion, an odd number, but the rule requires an even number, so this board is not solvable: no sequence of moves reaches the goal.'
		);
	});
});

describe('solvability against other goals', () => {
	it('1,2,5,3,4,0,6,7,8 is solvable for the blank-first goal (edX, vectors §1)', () => {
		const explained = explainSolvability(
			board('1,2,5,3,4,0,6,7,8'),
			goalBoard(3, 3, 'blank-first')
		);
		expect(explained.inversions).toBe(2);
		expect(explained.goalInversions).toBe(0);
		expect(explained.goalBlankRowFromBottom).toBe(3);
		expect(explained.solvable).toBe(true);
	});

	it('the two 31-move states of vectors §2 are solvable for the blank-last goal', () => {
		expect(isSolvable(board('8 6 7 / 2 5 4 / 3 0 1'), goalBoard(3, 3))).toBe(true);
		expect(isSolvable(board('6 4 7 / 8 5 0 / 3 2 1'), goalBoard(3, 3))).toBe(true);
	});

	it("Korf's instances (vectors §4) are solvable for the blank-first 4×4 goal", () => {
		const goal = goalBoard(4, 4, 'blank-first');
		for (const cells of [
			'3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0',
			'14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15',
			'1 3 2 5 10 9 15 6 8 14 13 11 12 4 7 0',
			'12 15 2 6 1 14 4 8 5 3 7 0 10 13 9 11',
			'13 8 14 3 9 1 0 7 15 5 4 10 12 2 6 11',
			'0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15',
			'14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3'
		]) {
			expect(isSolvable(board(cells), goal)).toBe(true);
		}
		// On an even width the blank-first and blank-last goals lie in different components.
		expect(isSolvable(goalBoard(4, 4), goal)).toBe(false);
		expect(english(explainSolvability(goalBoard(4, 4), goal).rule.message)).toBe(
			"With an even number of columns, the blank's row from the bottom and the inversion count must have the same parity."
		);
	});

	it('exactly 12 of the 24 arrangements of the 2×2 board are solvable', () => {
		const all = permutations(4).map((cells) => boardOf(2, 2, cells));
		expect(all.filter((b) => isSolvable(b, goalBoard(2, 2))).length).toBe(12);
		expect(all.filter((b) => isSolvable(b, goalBoard(2, 2, 'blank-first'))).length).toBe(12);
	});

	it('agrees with a walk of the whole state graph, for several sizes and goals', () => {
		for (const [rows, cols] of [
			[2, 2],
			[2, 3],
			[3, 2],
			[2, 4]
		]) {
			const custom = boardOf(rows, cols, [...goalBoard(rows, cols).cells].reverse());
			for (const goal of [goalBoard(rows, cols), goalBoard(rows, cols, 'blank-first'), custom]) {
				const reached = reachableFrom(goal);
				const all = permutations(rows * cols);
				expect(reached.size * 2).toBe(all.length);
				const mismatches = all.filter(
					(cells) => isSolvable(boardOf(rows, cols, cells), goal) !== reached.has(cells.join(','))
				);
				expect(mismatches).toEqual([]);
			}
		}
	});

	it('is kept by every legal move, and flipped by swapping two tiles', () => {
		fc.assert(
			fc.property(
				anyBoard(),
				fc.array(fc.constantFrom(...UDLR), { maxLength: 40 }),
				(start, walk) => {
					const goal = blankLast(start);
					const solvable = isSolvable(start, goal);
					let current = start;
					for (const direction of walk) {
						const next = applyMove(current, direction);
						if (next.ok) current = next.value;
						expect(isSolvable(current, goal)).toBe(solvable);
					}
					const cells = [...current.cells];
					const [a, b] = [cells.indexOf(1), cells.indexOf(2)];
					[cells[a], cells[b]] = [cells[b], cells[a]];
					expect(isSolvable(boardOf(start.rows, start.cols, cells), goal)).toBe(!solvable);
				}
			)
		);
	});

	it('counts inversions as the pairs it lists', () => {
		fc.assert(
			fc.property(anyBoard(), (b) => {
				const explained = explainSolvability(b, blankLast(b));
				expect(explained.invertingPairs.length).toBe(countInversions(b));
				expect(explained.invertingPairs.every(([x, y]) => x > y)).toBe(true);
			})
		);
	});

	it('rejects a goal of another size', () => {
		expect(() => isSolvable(goalBoard(3, 3), goalBoard(2, 2))).toThrow(
			new RangeError('The board is 3×3 but the goal is 2×2.')
		);
	});
});
