import { describe, expect, it } from 'vitest';
import {
	goalAtSize,
	goalBoard,
	goalConventionOf,
	goalPositions,
	parseBoard,
	resolveGoal
} from '$lib/puzzle';
import { must } from './arbitraries';
import '../i18n/english-messages';

describe('goal conventions', () => {
	it('builds blank-last (default) and blank-first goals of any size', () => {
		expect(goalBoard(3, 3).cells).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
		expect(goalBoard(3, 3, 'blank-first').cells).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
		expect(goalBoard(2, 4).cells).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
		expect(goalBoard(3, 2, 'blank-first')).toEqual({ rows: 3, cols: 2, cells: [0, 1, 2, 3, 4, 5] });
	});

	it('recognises a convention, or none for a custom goal', () => {
		expect(goalConventionOf(goalBoard(4, 4))).toBe('blank-last');
		expect(goalConventionOf(goalBoard(4, 4, 'blank-first'))).toBe('blank-first');
		expect(goalConventionOf(must(parseBoard('1 2 3 / 8 _ 4 / 7 6 5')))).toBeNull();
	});

	it('gives each tile its goal index, the blank at entry 0', () => {
		expect([...goalPositions(goalBoard(3, 3))]).toEqual([8, 0, 1, 2, 3, 4, 5, 6, 7]);
		expect([...goalPositions(must(parseBoard('1 2 3 / 8 _ 4 / 7 6 5')))]).toEqual([
			4, 0, 1, 2, 5, 8, 7, 6, 3
		]);
	});
});

describe('resolveGoal', () => {
	it('accepts convention names, in any case', () => {
		expect(must(resolveGoal('blank-first', 2, 2)).cells).toEqual([0, 1, 2, 3]);
		expect(must(resolveGoal(' Blank-Last ', 2, 3)).cells).toEqual([1, 2, 3, 4, 5, 0]);
	});

	it('accepts a written goal of the right size, in any notation', () => {
		expect(must(resolveGoal('1 2 3 / 8 _ 4 / 7 6 5', 3, 3)).cells).toEqual([
			1, 2, 3, 8, 0, 4, 7, 6, 5
		]);
		expect(must(resolveGoal('_1234567', 2, 4)).cells).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
	});

	it('rejects unknown names, wrong sizes and bad boards', () => {
		expect(resolveGoal('blank-middle', 3, 3)).toEqual({
			ok: false,
			error: {
				code: 'unknown-goal',
				message:
					'Unknown goal "blank-middle": use blank-last, blank-first, or write the goal board.'
			}
		});
		expect(resolveGoal('12345678_', 2, 4)).toEqual({
			ok: false,
			error: { code: 'wrong-length', message: 'A 2×4 board needs 8 cells; this has 9.' }
		});
		expect(resolveGoal('1 2 / 3 _', 3, 3)).toEqual({
			ok: false,
			error: {
				code: 'size-mismatch',
				message: 'These rows make a 2×2 board, but the size given is 3×3.'
			}
		});
		expect(resolveGoal('blank-last', 9, 9)).toEqual({
			ok: false,
			error: {
				code: 'size-out-of-range',
				message: '9×9 is out of range: a board has 2 to 8 rows and 2 to 8 columns.'
			}
		});
		const duplicate = resolveGoal('1 1 / 3 _', 2, 2);
		expect(duplicate.ok ? '' : duplicate.error.code).toBe('duplicate-tile');
	});
});

describe('goalAtSize', () => {
	it('keeps a goal of the same size, and a convention at another size', () => {
		const spiral = must(parseBoard('1238_4765'));
		expect(goalAtSize(spiral, 3, 3)).toBe(spiral);
		expect(goalAtSize(goalBoard(3, 3, 'blank-first'), 2, 4).cells).toEqual([
			0, 1, 2, 3, 4, 5, 6, 7
		]);
		expect(goalAtSize(goalBoard(3, 3, 'blank-last'), 4, 4).cells).toEqual(
			goalBoard(4, 4, 'blank-last').cells
		);
	});

	it('makes a goal written out as a board blank-last at another size', () => {
		const spiral = must(parseBoard('1238_4765'));
		expect(goalAtSize(spiral, 2, 3).cells).toEqual([1, 2, 3, 4, 5, 0]);
	});
});
