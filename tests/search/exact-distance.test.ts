import { describe, expect, it } from 'vitest';
import {
	distanceHistogram,
	exactDistances,
	exactDistanceSearch,
	trueDistance,
	UNREACHABLE
} from '$lib/search/exact-distance';
import { boardOf } from '$lib/puzzle/board';
import { goalBoard } from '$lib/puzzle/goal';
import { parseBoard } from '$lib/puzzle/notation';
import { rankCells } from '$lib/search/permutation-rank';
import { ALGORITHMS, tileProblem } from '$lib/search';

// Vectors §2: 8-puzzle boards at each optimal distance 0..31 from 1 2 3 / 4 5 6 / 7 8 _.
const LAYERS = [
	1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878,
	16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2
];

function board(text: string) {
	const parsed = parseBoard(text);
	if (!parsed.ok) throw new Error(parsed.error.code);
	return parsed.value;
}

describe('exactDistances', () => {
	const table = exactDistances(goalBoard(3, 3));

	it('stores a distance per permutation rank whose histogram is the published layer table', () => {
		expect(table.distance).toHaveLength(362880);
		expect(distanceHistogram(table)).toEqual(LAYERS);
		expect(table.layers).toEqual(LAYERS);
		expect(table.distance.filter((d) => d === UNREACHABLE)).toHaveLength(181440);
		expect(table.states).toHaveLength(181440);
	});

	it('lists the boards in order of distance, each layer where layerStart says', () => {
		expect(table.layerStart.slice(0, 5)).toEqual([0, 1, 3, 7, 15]);
		expect(table.layerStart[31]).toBe(181438);
	});

	it('gives 31 to exactly the two published hardest boards, null to the other parity', () => {
		expect(trueDistance(table, board('8 6 7 / 2 5 4 / 3 0 1'))).toBe(31);
		expect(trueDistance(table, board('6 4 7 / 8 5 0 / 3 2 1'))).toBe(31);
		expect(trueDistance(table, goalBoard(3, 3))).toBe(0);
		expect(trueDistance(table, board('1 2 3 / 4 5 6 / 8 7 _'))).toBeNull();
		expect(trueDistance(table, goalBoard(2, 3))).toBeNull();
	});

	it('agrees with A* (an optimal search) on the boards the lesson uses', () => {
		for (const [text, distance] of [
			['41325_786', 7],
			['42_713856', 10],
			['1234_5678', 14],
			['75126348_', 20],
			['352467_81', 24]
		] as const) {
			const start = board(text);
			expect(trueDistance(table, start)).toBe(distance);
			expect(ALGORITHMS.astar.solve(tileProblem(start)).cost).toBe(distance);
		}
	});

	it('yields the boards met so far after each layer and each 4,096 expansions when searched a layer at a time', () => {
		const search = exactDistanceSearch(goalBoard(3, 3));
		const totals: number[] = [];
		let step = search.next();
		while (!step.done) {
			totals.push(step.value);
			step = search.next();
		}
		// After expanding layer d the search has met every board up to distance d + 1.
		expect(totals.slice(0, 4)).toEqual([3, 7, 15, 31]);
		// The search also pauses after every 4,096th board expanded: 32 layer ends and 44 cuts.
		expect(totals).toHaveLength(76);
		expect(totals.every((total, i) => i === 0 || total >= totals[i - 1])).toBe(true);
		expect(totals[75]).toBe(181440);
		expect(step.value.layers).toEqual(LAYERS);
	});

	it('handles the small boards and refuses more than ten cells', () => {
		const ring = exactDistances(goalBoard(2, 2));
		expect(ring.layers).toEqual([1, 2, 2, 2, 2, 2, 1]);
		expect(ring.distance[rankCells(boardOf(2, 2, [0, 3, 2, 1]).cells, ring.ranks)]).toBe(6);
		expect(() => exactDistances(goalBoard(3, 4))).toThrow(RangeError);
	});
});

describe('exactDistanceSearch as far as a layer', () => {
	it('stops once the boards at that distance are found, and leaves farther ones unreached', () => {
		const search = exactDistanceSearch(goalBoard(3, 3), 3);
		let step = search.next();
		while (step.done !== true) step = search.next();
		const table = step.value;
		expect(table.layers).toEqual([1, 2, 4, 8]);
		expect(table.layerStart).toEqual([0, 1, 3, 7]);
		expect(distanceHistogram(table)).toEqual([1, 2, 4, 8]);
	});
});
