import { describe, expect, it } from 'vitest';
import {
	acrossOf,
	nearestCandidate,
	OVERVIEW_MAX_ROW,
	OVERVIEW_MIN_BAND,
	OVERVIEW_MIN_VIEW,
	OVERVIEW_PAD,
	overviewKeyTarget,
	overviewLayout,
	overviewPointAt,
	overviewViewOf,
	samePlace,
	sameView
} from '$lib/viz/tree-overview';
import { depthProfileOf } from '$lib/trace';

/** A breadth-first tree three depths deep: 1 explored; 2 explored, 1 on the path; 8 frontier. */
const PROFILE = depthProfileOf({
	explored: [1, 2, 0],
	frontier: [0, 0, 8],
	replaced: [0, 1, 0],
	path: [0, 1, 0]
});
const SIZE = { width: 112, height: 200 };

describe('overviewLayout', () => {
	it('gives each depth a row, its band as wide as its share of the widest depth', () => {
		const layout = overviewLayout(PROFILE, SIZE, null, null);
		expect(layout.depthsPerRow).toBe(1);
		expect(layout.maxTotal).toBe(8);
		// 188 px of height for 3 rows would be 62.7 px each: rows are capped at OVERVIEW_MAX_ROW.
		expect(layout.rows.map((row) => [row.y, row.height])).toEqual([
			[OVERVIEW_PAD, OVERVIEW_MAX_ROW],
			[OVERVIEW_PAD + 14, 14],
			[OVERVIEW_PAD + 28, 14]
		]);
		// 100 px across: depth 2 (8 nodes) spans it, depth 1 (4 nodes) half of it, centred.
		expect(layout.rows.map((row) => [row.x, row.width, row.total])).toEqual([
			[6 + (100 - 12.5) / 2, 12.5, 1],
			[31, 50, 4],
			[6, 100, 8]
		]);
		expect(layout.rows[1].segments).toEqual([
			{ group: 'path', x: 31, width: 12.5, count: 1 },
			{ group: 'explored', x: 43.5, width: 25, count: 2 },
			{ group: 'replaced', x: 68.5, width: 12.5, count: 1 }
		]);
		expect(layout.rows[2].segments).toEqual([{ group: 'frontier', x: 6, width: 100, count: 8 }]);
	});

	it('keeps a lone node visible and leaves an empty depth without a band', () => {
		const layout = overviewLayout(
			depthProfileOf({
				explored: [1, 0, 0],
				frontier: [0, 0, 1000],
				replaced: [0, 0, 0],
				path: [0, 0, 0]
			}),
			SIZE,
			null,
			null
		);
		expect(layout.rows.map((row) => row.width)).toEqual([OVERVIEW_MIN_BAND, 0, 100]);
		expect(layout.rows[1].segments).toEqual([]);
	});

	it('puts several depths in a row when the tree is deeper than the canvas has rows', () => {
		// 40 px of height holds 13 rows of 3 px: 100 depths go 8 to a row, in 13 rows.
		const deep = depthProfileOf({
			explored: Array<number>(100).fill(1),
			frontier: Array<number>(100).fill(0),
			replaced: Array<number>(100).fill(0),
			path: Array<number>(100).fill(0)
		});
		const layout = overviewLayout(deep, { width: 112, height: 52 }, null, null);
		expect(layout.depthsPerRow).toBe(8);
		expect(layout.rows).toHaveLength(13);
		expect(layout.rows[12]).toMatchObject({ fromDepth: 96, toDepth: 99, total: 4 });
		expect(layout.maxTotal).toBe(8);
		expect(layout.rows[0].height).toBeCloseTo(40 / 13, 10);
	});

	it('places the current node and the viewport on the bands', () => {
		const layout = overviewLayout(
			PROFILE,
			SIZE,
			{ depth: 2, across: 0.25 },
			{ fromDepth: 1, toDepth: 2, from: 0.5, to: 0.75 }
		);
		expect(layout.current).toEqual({ x: 6 + 25, y: OVERVIEW_PAD + 28 + 7 });
		// Depth 1's band is 31 … 81 (50 wide), depth 2's 6 … 106: half to three quarters across
		// is 56 … 68.5 and 56 … 81; the mark bounds both.
		expect(layout.view).toEqual({ x: 56, y: OVERVIEW_PAD + 14, width: 25, height: 28 });
	});

	it('keeps a close-up’s viewport mark a few pixels wide', () => {
		const layout = overviewLayout(PROFILE, SIZE, null, {
			fromDepth: 2,
			toDepth: 2,
			from: 0.5,
			to: 0.51
		});
		expect(layout.view).toEqual({
			x: 56.5 - OVERVIEW_MIN_VIEW / 2,
			y: OVERVIEW_PAD + 28,
			width: OVERVIEW_MIN_VIEW,
			height: 14
		});
	});

	it('has no rows and no marks before the search starts', () => {
		const empty = depthProfileOf({ explored: [], frontier: [], replaced: [], path: [] });
		expect(overviewLayout(empty, SIZE, { depth: 0, across: 0 }, null)).toEqual({
			rows: [],
			depthsPerRow: 1,
			maxTotal: 0,
			current: null,
			view: null
		});
	});
});

describe('overviewPointAt', () => {
	const layout = overviewLayout(PROFILE, SIZE, null, null);

	it('reads a point back as the depth of its row and how far across its band', () => {
		expect(overviewPointAt(layout, 6 + 75, OVERVIEW_PAD + 30)).toEqual({ depth: 2, across: 0.75 });
		expect(overviewPointAt(layout, 31, OVERVIEW_PAD + 20)).toEqual({ depth: 1, across: 0 });
	});

	it('clamps points beside the bands and below the last row', () => {
		expect(overviewPointAt(layout, 0, 190)).toEqual({ depth: 2, across: 0 });
		expect(overviewPointAt(layout, 200, 0)).toEqual({ depth: 0, across: 1 });
	});

	it('spreads the depths a row holds over its height', () => {
		const deep = depthProfileOf({
			explored: Array<number>(100).fill(1),
			frontier: Array<number>(100).fill(0),
			replaced: Array<number>(100).fill(0),
			path: Array<number>(100).fill(0)
		});
		const rows = overviewLayout(deep, { width: 112, height: 52 }, null, null);
		const row = rows.rows[1];
		expect(overviewPointAt(rows, 50, row.y + row.height / 2)?.depth).toBe(12);
	});
});

describe('nearestCandidate', () => {
	const candidates = [
		{ id: 0, depth: 0, across: 0.5 },
		{ id: 1, depth: 1, across: 0.1 },
		{ id: 2, depth: 1, across: 0.9 },
		{ id: 7, depth: 3, across: 0.4 }
	];

	it('takes the nearest depth, then the nearest across', () => {
		expect(nearestCandidate(candidates, { depth: 1, across: 0.7 })).toBe(2);
		expect(nearestCandidate(candidates, { depth: 1, across: 0.2 })).toBe(1);
		expect(nearestCandidate(candidates, { depth: 5, across: 0 })).toBe(7);
		expect(nearestCandidate([], { depth: 0, across: 0 })).toBe(null);
	});
});

describe('overviewKeyTarget', () => {
	const from = { depth: 2, across: 0.95 };

	it('moves a depth at a time, a tenth across, and to the root or the deepest depth', () => {
		expect(overviewKeyTarget(from, 'ArrowUp', 5)).toEqual({ depth: 1, across: 0.95 });
		expect(overviewKeyTarget(from, 'ArrowDown', 3)).toEqual({ depth: 2, across: 0.95 });
		expect(overviewKeyTarget(from, 'ArrowRight', 5)).toEqual({ depth: 2, across: 1 });
		expect(overviewKeyTarget(from, 'ArrowLeft', 5)?.across).toBeCloseTo(0.85, 10);
		expect(overviewKeyTarget(from, 'Home', 5)).toEqual({ depth: 0, across: 0.5 });
		expect(overviewKeyTarget(from, 'End', 5)).toEqual({ depth: 4, across: 0.95 });
		expect(overviewKeyTarget(from, 'Enter', 5)).toBe(null);
	});
});

describe('overviewViewOf and acrossOf', () => {
	it('says which depths and which part across the tree the detailed view shows', () => {
		const region = { minX: -50, maxX: 150, minY: 0, maxY: 100 };
		expect(overviewViewOf(region, -100, 300, [3, 1, 2])).toEqual({
			fromDepth: 1,
			toDepth: 3,
			from: 0.125,
			to: 0.625
		});
		expect(overviewViewOf(region, -100, 300, [])).toBe(null);
		expect(acrossOf(-200, -100, 300)).toBe(0);
		expect(acrossOf(100, -100, 300)).toBe(0.5);
	});
});

describe('samePlace and sameView', () => {
	it('compare by value, so that an unchanged mark keeps its object', () => {
		expect(samePlace({ depth: 2, across: 0.5 }, { depth: 2, across: 0.5 })).toBe(true);
		expect(samePlace({ depth: 2, across: 0.5 }, { depth: 3, across: 0.5 })).toBe(false);
		expect(samePlace(null, null)).toBe(true);
		expect(samePlace(null, { depth: 0, across: 0 })).toBe(false);
		const view = { fromDepth: 1, toDepth: 3, from: 0.1, to: 0.4 };
		expect(sameView(view, { ...view })).toBe(true);
		expect(sameView(view, { ...view, to: 0.5 })).toBe(false);
		expect(sameView(view, null)).toBe(false);
	});
});
