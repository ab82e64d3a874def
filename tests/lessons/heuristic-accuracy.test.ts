import { describe, expect, it } from 'vitest';
import { exactDistances, unpackInto } from '$lib/search/exact-distance';
import {
	accuracyOf,
	COMPARED,
	createTally,
	heatLevels,
	tallyAll,
	tallySlice,
	type HeatLevel
} from '$lib/lessons/heuristic-accuracy';
import { compileHeuristic } from '$lib/puzzle/heuristics';
import { goalBoard } from '$lib/puzzle/goal';
import '../i18n/english-messages';

describe('heuristic accuracy over all 181,440 boards of the 8-puzzle', () => {
	const table = exactDistances(goalBoard(3, 3));
	const tally = tallyAll(table);
	const [misplaced, manhattan, conflict] = COMPARED.map((name) => accuracyOf(tally, name));

	it('never overestimates: every heuristic is admissible on every board', () => {
		expect(tally.done).toBe(181440);
		expect(tally.overestimates).toEqual([0, 0, 0]);
		for (const accuracy of [misplaced, manhattan, conflict]) {
			expect(accuracy.bands.every((band) => band.max <= band.distance)).toBe(true);
			expect(accuracy.bands.map((band) => band.boards)).toEqual(table.layers);
		}
	});

	it('linear conflict ≥ Manhattan ≥ misplaced on every board, strictly on many', () => {
		expect(tally.reversals).toEqual([0, 0]);
		expect(tally.strictlyAbove).toEqual([181191, 80040]);
	});

	it('has the largest values and exact counts the lesson prints', () => {
		expect([misplaced.maxH, manhattan.maxH, conflict.maxH]).toEqual([8, 22, 28]);
		expect([misplaced.exact, manhattan.exact, conflict.exact]).toEqual([79, 2351, 2914]);
		expect(misplaced.meanRatio.toFixed(3)).toBe('0.331');
		expect(manhattan.meanRatio.toFixed(3)).toBe('0.642');
		expect(conflict.meanRatio.toFixed(3)).toBe('0.692');
	});

	it('reads each band off the counts: the two 31-move boards, and distance 28', () => {
		expect(manhattan.bands[31]).toMatchObject({ boards: 2, min: 21, max: 21, mean: 21 });
		expect(conflict.bands[31]).toMatchObject({ boards: 2, min: 23, max: 23, exact: 0 });
		expect(misplaced.bands[31]).toMatchObject({ min: 7, max: 7 });
		expect(conflict.bands[28]).toMatchObject({ max: 28, exact: 1 });
		expect(manhattan.bands[28].max).toBe(22);
		// Up to distance 5 Manhattan is always exact; at 6 it is not.
		expect(manhattan.bands.slice(0, 6).every((band) => band.exact === band.boards)).toBe(true);
		expect(manhattan.bands[6]).toMatchObject({ boards: 39, exact: 35, min: 4 });
		expect(manhattan.bands[6].counts).toEqual([0, 0, 0, 0, 4, 0, 35]);
	});

	it('gives the same tally in slices of any size', () => {
		const sliced = createTally(table);
		while (sliced.done < table.states.length) tallySlice(sliced, 7001);
		expect(sliced.counts).toEqual(tally.counts);
		expect(sliced.strictlyAbove).toEqual(tally.strictlyAbove);
	});

	it('is consistent: h changes by at most 1 along every move (Manhattan by exactly 1)', () => {
		const evaluate = COMPARED.map((name) => compileHeuristic(name, table.goal));
		const cells = new Int32Array(9);
		const changes = COMPARED.map(() => new Set<number>());
		for (const state of table.states) {
			unpackInto(state, cells);
			const blank = cells.indexOf(0);
			const before = evaluate.map((h) => h(cells));
			for (const target of [
				blank - 3,
				blank + 3,
				blank % 3 > 0 ? blank - 1 : -1,
				blank % 3 < 2 ? blank + 1 : -1
			]) {
				if (target < 0 || target > 8) continue;
				cells[blank] = cells[target];
				cells[target] = 0;
				evaluate.forEach((h, k) => changes[k].add(h(cells) - before[k]));
				cells[target] = cells[blank];
				cells[blank] = 0;
			}
		}
		expect(changes.map((set) => [...set].sort((a, b) => a - b))).toEqual([
			[-1, 0, 1],
			[-1, 1],
			[-1, 1]
		]);
	});
});

describe('heatLevels', () => {
	const tally = tallyAll(exactDistances(goalBoard(3, 3)));

	it('puts every filled square in exactly one shade, the h = h* ones apart', () => {
		for (const name of COMPARED) {
			const accuracy = accuracyOf(tally, name);
			const levels = heatLevels(accuracy);
			const cells = levels.flatMap((group) => group.cells);
			const filled = accuracy.bands.flatMap((band) =>
				band.counts.flatMap((count, h) => (count > 0 ? [`${band.distance},${h}`] : []))
			);
			expect(cells.map((cell) => `${cell.distance},${cell.h}`).sort()).toEqual(filled.sort());
			expect(levels.every((group) => group.level >= 1 && group.level <= 8)).toBe(true);
			for (const group of levels) {
				expect(group.cells.every((cell) => (cell.h === cell.distance) === group.exact)).toBe(true);
			}
		}
	});

	it('fills 157, 164 and 169 squares, of which 9, 23 and 29 on the line h = h*', () => {
		const sizes = COMPARED.map((name) => {
			const levels = heatLevels(accuracyOf(tally, name));
			const count = (groups: HeatLevel[]): number =>
				groups.reduce((n, group) => n + group.cells.length, 0);
			return [count(levels), count(levels.filter((group) => group.exact))];
		});
		expect(sizes).toEqual([
			[157, 9],
			[164, 23],
			[169, 29]
		]);
	});

	it('draws misplaced tiles as exact only up to distance 8, the goal at full strength', () => {
		const levels = heatLevels(accuracyOf(tally, 'misplaced'));
		const exact = levels.filter((group) => group.exact).flatMap((group) => group.cells);
		expect(exact.map((cell) => cell.distance).sort((a, b) => a - b)).toEqual([
			0, 1, 2, 3, 4, 5, 6, 7, 8
		]);
		expect(levels.find((group) => group.cells.some((cell) => cell.distance === 0))?.level).toBe(8);
	});
});
