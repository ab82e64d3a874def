import { describe, expect, it } from 'vitest';
import { boardOf } from '../../src/lib/puzzle/board';
import { compileHeuristic } from '../../src/lib/puzzle/heuristics';
import { checkSample, SAMPLE_GOAL, sampleBoards } from '../../src/lib/lab/sample-check';
import { KORF_100 } from '../../src/lib/solve/korf100';

const boards = sampleBoards();
const manhattan = compileHeuristic('manhattan', SAMPLE_GOAL);

describe("the 15-puzzle sample check (Korf's 100)", () => {
	it('evaluates the goal, the 100 instances and their neighbours', () => {
		expect(boards[0]).toEqual(SAMPLE_GOAL.cells);
		expect(boards[1]).toEqual(KORF_100[0].cells);
		// Each instance's blank has 2, 3 or 4 neighbours.
		const neighbours = KORF_100.reduce((sum, instance) => {
			const blank = instance.cells.indexOf(0);
			const row = Math.floor(blank / 4);
			const col = blank % 4;
			return sum + [row > 0, row < 3, col > 0, col < 3].filter(Boolean).length;
		}, 0);
		expect(boards.length).toBe(1 + 100 + neighbours);
	});

	it('finds Manhattan distance admissible and consistent on the sample', () => {
		const report = checkSample(boards.map((cells) => manhattan(cells)));
		expect([
			report.boards,
			report.overestimates,
			report.inconsistentEdges,
			report.goalValue
		]).toEqual([100, 0, 0, 0]);
		expect(report.overManhattan).toEqual({ below: 0, equal: 100, above: 0 });
		expect(report.mean.distance).toBeCloseTo(KORF_100.reduce((s, k) => s + k.length, 0) / 100, 9);
	});

	it('finds the instances where 1.5 × Manhattan overestimates, in instance order', () => {
		const report = checkSample(boards.map((cells) => 1.5 * manhattan(cells)));
		const expected = KORF_100.filter(
			(instance) => 1.5 * manhattan(boardOf(4, 4, instance.cells).cells) > instance.length
		);
		expect(report.overestimates).toBe(expected.length);
		expect(expected.length).toBe(73);
		expect(report.firstOverestimates.map((value) => value.rank)).toEqual(
			expected.slice(0, 5).map((instance) => instance.id)
		);
		expect(report.inconsistentEdges).toBe(report.edges);
	});
});
