import { describe, expect, it } from 'vitest';
import {
	effectiveBranchingFactor,
	RACE_BOARDS,
	RACE_HEURISTICS,
	RaceCell
} from '$lib/lessons/heuristic-race';
import { parseBoard } from '$lib/puzzle/notation';
import { ALGORITHMS, tileProblem } from '$lib/search';
import '../i18n/english-messages';

function board(text: string) {
	const parsed = parseBoard(text);
	if (!parsed.ok) throw new Error(parsed.error.code);
	return parsed.value;
}

describe('effectiveBranchingFactor', () => {
	it('solves N + 1 = 1 + b + … + b^d', () => {
		// A full binary tree of depth 3 has 1 + 2 + 4 + 8 nodes.
		expect(effectiveBranchingFactor(14, 3)).toBeCloseTo(2, 10);
		expect(effectiveBranchingFactor(3 + 9 + 27 + 81, 4)).toBeCloseTo(3, 10);
		// Russell and Norvig's example: 52 nodes at depth 5 give 1.92.
		expect(effectiveBranchingFactor(52, 5)?.toFixed(2)).toBe('1.92');
		// Only the path: b* = 1.
		expect(effectiveBranchingFactor(31, 31)).toBeCloseTo(1, 10);
	});

	it('has no value at depth 0 and rejects nonsense', () => {
		expect(effectiveBranchingFactor(0, 0)).toBeNull();
		expect(() => effectiveBranchingFactor(5, -1)).toThrow(RangeError);
		expect(() => effectiveBranchingFactor(Number.NaN, 3)).toThrow(RangeError);
	});

	it('grows with N at a fixed depth', () => {
		const values = [20, 100, 1000, 100000].map((n) => effectiveBranchingFactor(n, 20) ?? 0);
		expect(values).toEqual([...values].sort((a, b) => a - b));
		expect(new Set(values).size).toBe(4);
	});
});

describe('RaceCell', () => {
	it('gives the same count as solve, slice by slice', () => {
		const start = board('75126348_');
		const cell = new RaceCell(start, 'misplaced');
		let slices = 0;
		let checks = 0;
		while (!cell.advance(() => ++checks % 2 === 0)) slices++;
		expect(slices).toBeGreaterThan(1);
		const solved = ALGORITHMS.astar.solve(tileProblem(start, { heuristic: 'misplaced' }));
		expect(cell.result).toEqual({ expanded: solved.stats.expanded, cost: 20 });
		expect(cell.result?.expanded).toBe(3163);
	});

	it('fills the lesson table with the counts the page shows', () => {
		const table = RACE_BOARDS.map((text) =>
			RACE_HEURISTICS.map((heuristic) => {
				const result = ALGORITHMS.astar.solve(tileProblem(board(text), { heuristic }));
				return [result.cost, result.stats.expanded];
			})
		);
		expect(table).toEqual([
			[
				[7, 173],
				[7, 12],
				[7, 10],
				[7, 10]
			],
			[
				[10, 573],
				[10, 35],
				[10, 22],
				[10, 21]
			],
			[
				[14, 6026],
				[14, 334],
				[14, 127],
				[14, 92]
			],
			[
				[20, 53375],
				[20, 3163],
				[20, 545],
				[20, 247]
			],
			[
				[24, 120656],
				[24, 17848],
				[24, 2130],
				[24, 1027]
			],
			[
				[31, 181438],
				[31, 143839],
				[31, 20290],
				[31, 12486]
			]
		]);
	});
});
