import { english } from '../i18n/english-messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	gridLinkText,
	MAX_GRID_LINK,
	randomizedPrim,
	readGridLinkText,
	recursiveBacktracker,
	SWAMP,
	U_TRAP,
	WALL,
	type GridSpec
} from '$lib/domains/grid';

const SMALL: GridSpec = {
	rows: 3,
	cols: 4,
	cells: [1, 1, WALL, 1, 1, 1, WALL, 1, 1, 1, 1, 1],
	start: 0,
	goal: 11,
	connectivity: 4,
	diagonal: 'no-corner-cutting'
};

/** Random well-formed grids of any size up to 30×30: walls, weights, moves and ends. */
const grids: fc.Arbitrary<GridSpec> = fc
	.record({
		rows: fc.integer({ min: 3, max: 30 }),
		cols: fc.integer({ min: 3, max: 30 }),
		moves: fc.constantFrom(
			{ connectivity: 4, diagonal: 'no-corner-cutting' } as const,
			{ connectivity: 8, diagonal: 'no-corner-cutting' } as const,
			{ connectivity: 8, diagonal: 'one-side' } as const,
			{ connectivity: 8, diagonal: 'always' } as const
		),
		cells: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 900, maxLength: 900 }),
		ends: fc.tuple(fc.nat(), fc.nat())
	})
	.map(({ rows, cols, moves, cells, ends }) => {
		const size = rows * cols;
		const start = ends[0] % size;
		const goal = (start + 1 + (ends[1] % (size - 1))) % size;
		const own = cells.slice(0, size);
		own[start] ||= 1;
		own[goal] ||= 1;
		return { rows, cols, cells: own, start, goal, ...moves };
	});

describe('a grid in a link', () => {
	it('writes the grammar’s example', () => {
		expect(gridLinkText(SMALL)).toBe('v1.3x4.4.s0-0.g2-3.Ig.10a');
		expect(gridLinkText({ ...SMALL, connectivity: 8, diagonal: 'one-side' })).toBe(
			'v1.3x4.8o.s0-0.g2-3.Ig.10a'
		);
		expect(gridLinkText(SWAMP)).toMatch(/^v1\.7x9\.4\.s3-0\.g3-8\.A{11}\./);
	});

	it('reads back every grid it writes, in URL-safe characters', () => {
		fc.assert(
			fc.property(grids, (spec) => {
				const text = gridLinkText(spec);
				expect(text).toMatch(/^[A-Za-z0-9._-]+$/);
				expect(encodeURIComponent(text)).toBe(text);
				expect(new URLSearchParams({ m: text }).toString()).toBe(`m=${text}`);
				expect(readGridLinkText(text)).toEqual({ ok: true, spec });
			}),
			{ numRuns: 200 }
		);
	});

	it('fits a 100×100 maze of equal weights well within its limit', () => {
		for (const maze of [
			recursiveBacktracker({ rows: 100, cols: 100, seed: 1 }),
			randomizedPrim({ rows: 100, cols: 100, seed: 1 })
		]) {
			const text = gridLinkText(maze);
			expect(text.length).toBeLessThan(MAX_GRID_LINK / 3);
			expect(readGridLinkText(text)).toEqual({ ok: true, spec: maze });
		}
		expect(readGridLinkText(gridLinkText(U_TRAP))).toEqual({ ok: true, spec: U_TRAP });
	});

	it('says in words what is wrong with a text', () => {
		const faults = (text: string): readonly string[] => {
			const read = readGridLinkText(text);
			return read.ok ? [] : read.faults.map(english);
		};
		expect(faults('v2.3x4.4.s0-0.g2-3.Ig.10a')).toEqual([
			'"v2" is no version of a grid\'s link text; it starts "v1.".'
		]);
		expect(faults('v1.3x4.4.s0-0.g2-3.Ig')).toEqual([
			"A grid's link text has 7 parts between dots (version, size, moves, start, goal, walls, weights), not 6."
		]);
		expect(faults('v1.3by4.4.s0-0.g2-3.Ig.10a')).toEqual([
			'"3by4" is no grid size; write rows x columns: "20x30".'
		]);
		expect(faults('v1.2x4.4.s0-0.g2-3.Ig.10a')).toEqual(['A grid is 3×3 to 100×100, not 2×4.']);
		expect(faults('v1.3x4.6.s0-0.g5-3.Ig.10a')).toEqual([
			'"6" names no moves; one of 4, 8n, 8o, 8a.',
			'The goal (5, 3) is off the 3×4 grid.'
		]);
		expect(faults('v1.3x4.4.s0-0.g2-3.I.10a')).toEqual([
			"A 3×4 grid's walls take 2 characters, not 1: the text is cut short or run on."
		]);
		expect(faults('v1.3x4.4.s0-0.g2-3.Ig.9a')).toEqual([
			'The walls leave 10 open cells, but the weights give 9: the text is cut short or run on.'
		]);
		expect(faults('v1.3x4.4.s0-0.g2-3.Ig.10a2b')).toEqual([
			'The walls leave 10 open cells, but the weights give more: the text is cut short or run on.'
		]);
		expect(faults('v1.3x4.4.s0-0.g2-3.Ig.10j')).toEqual([
			'The weights "10j" are not runs of a count and a letter a–i.'
		]);
		expect(faults('v1.3x4.4.s0-2.g2-3.Ig.10a')).toEqual(['The start (0, 2) is a wall.']);
		expect(faults('v1.3x3.4.s0-0.g2-2.AB.9a')).toEqual(['The walls mark cells past the last one.']);
		expect(faults('v1.' + 'x'.repeat(MAX_GRID_LINK))).toEqual([
			"A grid's link text holds at most 6,000 characters; this one has 6,003."
		]);
	});
});
