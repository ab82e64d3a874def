import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardOf } from '$lib/puzzle/board';
import { goalBoard } from '$lib/puzzle/goal';
import { rankCells, rankPacked, rankTables } from '$lib/search/permutation-rank';
import {
	breadthFirst,
	collectRun,
	encodeTiles,
	tileProblem,
	type Problem,
	type TileState
} from '$lib/search';

/** Every permutation of 0..n−1 in lexicographic order. */
function permutations(n: number): number[][] {
	if (n === 0) return [[]];
	const out: number[][] = [];
	for (let first = 0; first < n; first++) {
		for (const rest of permutations(n - 1))
			out.push([first, ...rest.map((v) => (v >= first ? v + 1 : v))]);
	}
	return out;
}

describe('permutation ranks', () => {
	it('number the permutations of 0..4 as 0..119 in lexicographic order', () => {
		const tables = rankTables(5);
		expect(tables.size).toBe(120);
		expect(permutations(5).map((p) => rankCells(p, tables))).toEqual(
			Array.from({ length: 120 }, (_, i) => i)
		);
	});

	it('read packed 3×3 states the same as cells', () => {
		const tables = rankTables(9);
		fc.assert(
			fc.property(
				fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8], { minLength: 9, maxLength: 9 }),
				(cells) => {
					expect(rankPacked(encodeTiles(cells) as number, tables)).toBe(rankCells(cells, tables));
				}
			)
		);
	});

	it('refuse sizes whose ranks would not fit an Int32', () => {
		expect(() => rankTables(13)).toThrow(RangeError);
		expect(rankTables(12).size).toBe(479001600);
	});
});

describe("the tile problem's dense state index", () => {
	it('numbers boards of up to 9 cells by rank, and leaves larger boards to the hash table', () => {
		const problem = tileProblem(boardOf(3, 3, [8, 6, 7, 2, 5, 4, 3, 0, 1]));
		expect(problem.stateIndex?.size).toBe(362880);
		expect(problem.stateIndex?.of(problem.stateOf(goalBoard(3, 3)))).toBe(
			rankCells([1, 2, 3, 4, 5, 6, 7, 8, 0], rankTables(9))
		);
		expect(tileProblem(goalBoard(2, 4)).stateIndex?.size).toBe(40320);
		expect(tileProblem(goalBoard(2, 5)).stateIndex).toBeUndefined();
		expect(tileProblem(goalBoard(4, 4)).stateIndex).toBeUndefined();
	});

	it('changes nothing a run reports, only how fast it runs', () => {
		const indexed = tileProblem(boardOf(3, 3, [7, 5, 1, 2, 6, 3, 4, 8, 0]));
		const { stateIndex, ...hashed } = indexed;
		expect(stateIndex).toBeDefined();
		const plain: Problem<TileState> = hashed;
		expect(collectRun(breadthFirst(plain))).toEqual(collectRun(breadthFirst(indexed)));
	});
});
