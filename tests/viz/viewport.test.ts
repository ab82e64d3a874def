import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoundingBox } from '$lib/viz/tree-layout';
import {
	clampScale,
	fitTransform,
	followTransform,
	IDENTITY_TRANSFORM,
	keepInView,
	toSvgTransform,
	unionTarget,
	zoomAbout,
	type ViewTransform
} from '$lib/viz/viewport';

/** The bounding box of the 4-node tree in tree-layout.test.ts. */
const BBOX: BoundingBox = { minX: -45, maxX: 45, minY: -15, maxY: 115, width: 90, height: 130 };
const VIEWPORT = { width: 400, height: 300 };

describe('fitTransform', () => {
	it('caps the zoom at maxScale and centres the box', () => {
		// Room 360×260 would allow k = min(4, 2); maxScale 1.5 wins. Centre (0, 50) → (200, 150).
		expect(fitTransform(BBOX, VIEWPORT, 20, 1.5)).toEqual({ k: 1.5, x: 200, y: 75 });
	});

	it('shrinks a box that does not fit to the tighter side', () => {
		// Room 180×130: k = min(180 / 90, 130 / 130) = 1.
		expect(fitTransform(BBOX, { width: 200, height: 150 }, 10, 4)).toEqual({ k: 1, x: 100, y: 25 });
		// Room 80×130: k = 80 / 90 on the width.
		const narrow = fitTransform(BBOX, { width: 100, height: 150 }, 10, 4);
		expect(narrow.k).toBe(80 / 90);
		expect(narrow.x).toBe(50);
	});

	it('zooms an empty tree to maxScale and never returns a zero scale', () => {
		const empty: BoundingBox = { minX: 0, maxX: 0, minY: 0, maxY: 0, width: 0, height: 0 };
		expect(fitTransform(empty, VIEWPORT, 20, 1)).toEqual({ k: 1, x: 200, y: 150 });
		// A viewport not yet measured (0×0) still gives a usable transform.
		expect(fitTransform(BBOX, { width: 0, height: 0 }, 20, 1).k).toBe(1 / 130);
	});
});

describe('followTransform', () => {
	const node = { x: 0, y: 50, width: 40, height: 30 };

	it('leaves the transform unchanged (the same object) for a node well inside', () => {
		const current: ViewTransform = { k: 1, x: 200, y: 100 };
		expect(followTransform(node, current, VIEWPORT)).toBe(current);
	});

	it('pans just far enough to bring a node past the right edge into the comfortable area', () => {
		// Screen box 360..400 on x; the area ends at 400·0.85 = 340, so pan 60 left. y: 135..165
		// lies within 45..255, so y stays.
		const current: ViewTransform = { k: 1, x: 380, y: 100 };
		expect(followTransform(node, current, VIEWPORT)).toEqual({ k: 1, x: 320, y: 100 });
	});

	it('pans at the current zoom, on both axes, by the scaled box', () => {
		// k = 2: the box is 80×60 on screen, at x −40..40 and y 40..100 (centre 2·50 − 30).
		// The comfortable area starts at 60 on x and 45 on y: pan 100 right and 5 down.
		const current: ViewTransform = { k: 2, x: 0, y: -30 };
		expect(followTransform(node, current, VIEWPORT)).toEqual({ k: 2, x: 100, y: -25 });
	});

	it('centres a box bigger than the comfortable area', () => {
		// 300 wide does not fit between 60 and 340, so it is centred on x; on y its top at −5
		// moves to the area's top at 45.
		const huge = { x: 0, y: 0, width: 300, height: 10 };
		expect(followTransform(huge, IDENTITY_TRANSFORM, VIEWPORT, 0.15)).toEqual({
			k: 1,
			x: 200,
			y: 50
		});
	});

	it('after following, the node is inside and following again does nothing', () => {
		const coordinate = fc.double({ min: -5000, max: 5000, noNaN: true });
		fc.assert(
			fc.property(
				coordinate,
				coordinate,
				coordinate,
				coordinate,
				fc.double({ min: 0.05, max: 4, noNaN: true }),
				(x, y, tx, ty, k) => {
					const target = { x, y, width: 40, height: 30 };
					const followed = followTransform(target, { k, x: tx, y: ty }, VIEWPORT);
					const again = followTransform(target, followed, VIEWPORT);
					expect(again.x).toBeCloseTo(followed.x, 6);
					expect(again.y).toBeCloseTo(followed.y, 6);
					expect(followed.k).toBe(k);
				}
			)
		);
	});
});

describe('zoomAbout and clampScale', () => {
	it('clamps into the extent', () => {
		expect(clampScale(10, [0.5, 4])).toBe(4);
		expect(clampScale(0.1, [0.5, 4])).toBe(0.5);
		expect(clampScale(2, [0.5, 4])).toBe(2);
	});

	it('keeps the layout point under the focus where it is', () => {
		expect(zoomAbout(IDENTITY_TRANSFORM, 2, { x: 100, y: 50 })).toEqual({ k: 2, x: -100, y: -50 });
		expect(zoomAbout({ k: 2, x: 10, y: 20 }, 10, { x: 0, y: 0 }, [0.5, 4])).toEqual({
			k: 4,
			x: 20,
			y: 40
		});
	});

	it('returns the same transform when the clamped scale does not change', () => {
		const atMax: ViewTransform = { k: 4, x: 3, y: 7 };
		expect(zoomAbout(atMax, 8, { x: 0, y: 0 }, [0.5, 4])).toBe(atMax);
	});

	it('writes the SVG transform d3-zoom would', () => {
		expect(toSvgTransform({ k: 1.5, x: 200, y: 75 })).toBe('translate(200,75) scale(1.5)');
	});
});

/** A box anywhere on a large tree, up to 300 px on a side. */
const box = fc.record({
	x: fc.integer({ min: -5000, max: 5000 }),
	y: fc.integer({ min: -5000, max: 5000 }),
	width: fc.integer({ min: 0, max: 300 }),
	height: fc.integer({ min: 0, max: 300 })
});

describe('keepInView (follow mode: the current node and the goal it reached)', () => {
	// Boxes 90×60 a level of 100 apart, as the explorer lays out a parent and its child.
	const parent = { x: 0, y: 0, width: 90, height: 60 };
	const centredOnParent: ViewTransform = { k: 1, x: 200, y: 150 };

	it('unites boxes into the smallest box holding them all', () => {
		expect(unionTarget([parent, { x: 0, y: 100, width: 90, height: 60 }])).toEqual({
			x: 0,
			y: 50,
			width: 90,
			height: 160
		});
		expect(unionTarget([])).toBeNull();
	});

	it('pans up just enough to bring a goal cut off at the bottom edge into the comfortable area', () => {
		// Centred on the parent the goal child spans y 220–280 on a 300 px view; the comfortable
		// area ends at 255, so the view pans 25 px and the goal's box ends at 255.
		const goal = { x: 0, y: 100, width: 90, height: 60 };
		expect(keepInView([parent, goal], centredOnParent, VIEWPORT)).toEqual({ k: 1, x: 200, y: 125 });
	});

	it('leaves the view (the same object) when both boxes are well inside', () => {
		const goal = { x: 0, y: 60, width: 90, height: 60 };
		const view: ViewTransform = { k: 1, x: 200, y: 100 };
		expect(keepInView([parent, goal], view, VIEWPORT)).toBe(view);
	});

	it('centres two boxes too far apart for the comfortable area but not for the view', () => {
		// Union y −30 … 220 (250 px) > 210 px of comfortable area, ≤ 284 px of view: centred.
		const goal = { x: 0, y: 190, width: 90, height: 60 };
		expect(keepInView([parent, goal], centredOnParent, VIEWPORT)).toEqual({ k: 1, x: 200, y: 55 });
	});

	it('zooms out just enough, never in, when the boxes do not fit the view at this zoom', () => {
		// Union y −30 … 430 (460 px) in 300 − 2·8 = 284 px: k = 284 / 460, centred on y 200.
		const goal = { x: 0, y: 400, width: 90, height: 60 };
		const next = keepInView([parent, goal], centredOnParent, VIEWPORT);
		expect(next.k).toBe(284 / 460);
		expect(next.x).toBe(200);
		expect(next.y).toBeCloseTo(150 - (284 / 460) * 200, 9);
		// The goal's box ends 8 px above the bottom edge, the parent's starts 8 px below the top.
		expect(next.k * 430 + next.y).toBeCloseTo(292, 9);
		expect(next.k * -30 + next.y).toBeCloseTo(8, 9);
		const small = keepInView([parent], { k: 0.5, x: 0, y: 0 }, VIEWPORT);
		expect(small.k).toBe(0.5);
	});

	it('keeps every box whole inside the view, whatever the boxes, zoom and view', () => {
		fc.assert(
			fc.property(
				fc.array(box, { minLength: 1, maxLength: 3 }),
				fc.double({ min: 0.05, max: 4, noNaN: true }),
				fc.integer({ min: -3000, max: 3000 }),
				fc.integer({ min: -3000, max: 3000 }),
				fc.integer({ min: 120, max: 1400 }),
				fc.integer({ min: 120, max: 900 }),
				(boxes, k, x, y, width, height) => {
					const next = keepInView(boxes, { k, x, y }, { width, height });
					const slack = 1e-6;
					for (const b of boxes) {
						expect(next.k * (b.x - b.width / 2) + next.x).toBeGreaterThanOrEqual(-slack);
						expect(next.k * (b.x + b.width / 2) + next.x).toBeLessThanOrEqual(width + slack);
						expect(next.k * (b.y - b.height / 2) + next.y).toBeGreaterThanOrEqual(-slack);
						expect(next.k * (b.y + b.height / 2) + next.y).toBeLessThanOrEqual(height + slack);
					}
					expect(next.k).toBeLessThanOrEqual(k);
				}
			)
		);
	});
});

describe("keepInView with wished boxes (follow mode: the current node's children)", () => {
	// The current node 90×60 at the origin; a level below (100 apart), its children.
	const node = { x: 0, y: 0, width: 90, height: 60 };
	const centredOnNode: ViewTransform = { k: 1, x: 200, y: 150 };
	const row = (...xs: number[]) => xs.map((x) => ({ x, y: 100, width: 90, height: 60 }));

	it('pans up just enough to bring children cut off at the bottom into the comfortable area', () => {
		// Children span y 220–280 on a 300 px view; the comfortable area ends at 255: 25 px up.
		// The row is 290 px wide, more than the 280 px comfortable width, so it is centred: x 200.
		expect(keepInView([node], centredOnNode, VIEWPORT, { wished: row(-100, 0, 100) })).toEqual({
			k: 1,
			x: 200,
			y: 125
		});
		// Without them the node alone sits well inside: the view does not move.
		expect(keepInView([node], centredOnNode, VIEWPORT)).toBe(centredOnNode);
	});

	it('prefers the node on an axis where the children do not fit, and still follows them on the other', () => {
		// The row spans x −445…445 (890 px > 384 px): x follows the node alone, pulled from the
		// left edge into the comfortable area (its left side at 60: x 105); y follows the row.
		const wide = row(-400, -200, 0, 200, 400);
		expect(keepInView([node], { k: 1, x: 0, y: 150 }, VIEWPORT, { wished: wide })).toEqual({
			k: 1,
			x: 105,
			y: 125
		});
	});

	it('never zooms out for children, and leaves the view when the node is inside and they cannot fit', () => {
		// Children 400 below: the box spans y −30…430 (460 px > 284 px) at zoom 1.
		const far = [{ x: 0, y: 400, width: 90, height: 60 }];
		expect(keepInView([node], centredOnNode, VIEWPORT, { wished: far })).toBe(centredOnNode);
	});

	it('returns the same transform when the node and its children are inside already', () => {
		const view: ViewTransform = { k: 1, x: 200, y: 100 };
		// Children span y 170–230 and x 55–345 (wider than 280: centred already, no pan).
		expect(keepInView([node], view, VIEWPORT, { wished: row(-100, 0, 100) })).toBe(view);
	});

	it('keeps the required boxes whole whatever the wished ones, at no larger zoom', () => {
		fc.assert(
			fc.property(
				fc.array(box, { minLength: 1, maxLength: 2 }),
				fc.array(box, { maxLength: 6 }),
				fc.double({ min: 0.05, max: 4, noNaN: true }),
				fc.integer({ min: -3000, max: 3000 }),
				fc.integer({ min: -3000, max: 3000 }),
				fc.integer({ min: 120, max: 1400 }),
				fc.integer({ min: 120, max: 900 }),
				(boxes, wished, k, x, y, width, height) => {
					const plain = keepInView(boxes, { k, x, y }, { width, height });
					const next = keepInView(boxes, { k, x, y }, { width, height }, { wished });
					const slack = 1e-6;
					for (const b of boxes) {
						expect(next.k * (b.x - b.width / 2) + next.x).toBeGreaterThanOrEqual(-slack);
						expect(next.k * (b.x + b.width / 2) + next.x).toBeLessThanOrEqual(width + slack);
						expect(next.k * (b.y - b.height / 2) + next.y).toBeGreaterThanOrEqual(-slack);
						expect(next.k * (b.y + b.height / 2) + next.y).toBeLessThanOrEqual(height + slack);
					}
					expect(next.k).toBe(plain.k);
				}
			)
		);
	});
});
