import { expectSameDrawing } from './same-drawing';
import { describe, expect, it } from 'vitest';
import { layoutSearchTree, linksInRegion, TreeLayoutMemo } from '$lib/viz/tree-layout';
import {
	BOARD_LEGIBLE_SCALE,
	BOARD_MIN_SCALE,
	boxAt,
	boxesIn,
	covers,
	detailAt,
	linksPath,
	marksByRole,
	marksPath,
	viewRegion
} from '$lib/viz/tree-view';

const SIZES = { nodeWidth: 40, nodeHeight: 30, siblingGap: 10, levelGap: 20 };

/** A root with three children; the middle child has two children of its own. */
const TREE = [
	{ id: 0, parent: null },
	{ id: 1, parent: 0 },
	{ id: 2, parent: 0 },
	{ id: 3, parent: 0 },
	{ id: 4, parent: 2 },
	{ id: 5, parent: 2 }
];

describe('viewRegion and covers', () => {
	it('turns a zoom and pan into the layout rectangle on screen, widened by a slack', () => {
		const view = { k: 2, x: 100, y: 50 };
		expect(viewRegion(view, { width: 400, height: 300 }, 0)).toEqual({
			minX: -50,
			maxX: 150,
			minY: -25,
			maxY: 125
		});
		expect(viewRegion(view, { width: 400, height: 300 }, 0.5)).toEqual({
			minX: -150,
			maxX: 250,
			minY: -100,
			maxY: 200
		});
	});

	it('says whether a drawn region still covers what the view shows', () => {
		const drawn = viewRegion({ k: 1, x: 0, y: 0 }, { width: 400, height: 300 }, 0.5);
		expect(covers(drawn, viewRegion({ k: 1, x: -150, y: 0 }, { width: 400, height: 300 }, 0))).toBe(
			true
		);
		expect(covers(drawn, viewRegion({ k: 1, x: -250, y: 0 }, { width: 400, height: 300 }, 0))).toBe(
			false
		);
		// Zooming out to a quarter shows four times the width: no longer covered.
		expect(covers(drawn, viewRegion({ k: 0.25, x: 0, y: 0 }, { width: 400, height: 300 }, 0))).toBe(
			false
		);
	});
});

describe('detailAt', () => {
	it('draws boards from half size up and marks below', () => {
		expect(BOARD_MIN_SCALE).toBe(0.5);
		// A tree opens whole only where its 10 px digits stay 10 px on screen.
		expect(BOARD_LEGIBLE_SCALE).toBe(1);
		expect(detailAt(BOARD_LEGIBLE_SCALE)).toBe('boards');
		expect(detailAt(0.5)).toBe('boards');
		expect(detailAt(1)).toBe('boards');
		expect(detailAt(0.49)).toBe('marks');
		expect(detailAt(1 / 256)).toBe('marks');
	});
});

describe('boxesIn, linksInRegion and boxAt', () => {
	const layout = layoutSearchTree(TREE, SIZES);
	const at = (id: number) => layout.byKey.get(`n${id}`)!;

	it('keeps the boxes that reach into the region, in layout order', () => {
		// The layout: root at x 0; children at −50, 0, 50 on y 50; grandchildren at −25, 25, y 100.
		expect([at(1).x, at(2).x, at(3).x, at(4).x, at(5).x]).toEqual([-50, 0, 50, -25, 25]);
		const left = { minX: -100, maxX: -30, minY: 30, maxY: 120 };
		expect(boxesIn(layout.nodes, left).map((box) => box.key)).toEqual(['n1', 'n4']);
		const nothing = { minX: 500, maxX: 600, minY: 0, maxY: 100 };
		expect(boxesIn(layout.nodes, nothing)).toEqual([]);
	});

	it('makes only the links whose span reaches into the region', () => {
		const bottomLeft = { minX: -40, maxX: -10, minY: 80, maxY: 90 };
		expect(linksInRegion(layout, bottomLeft).map((link) => link.key)).toEqual(['n4']);
		const all = { minX: -1000, maxX: 1000, minY: -1000, maxY: 1000 };
		expect(linksInRegion(layout, all)).toEqual(layout.links);
	});

	it('finds the box under a point, or the nearest within reach', () => {
		expect(boxAt(layout.nodes, 50, 50)?.key).toBe('n3');
		expect(boxAt(layout.nodes, 69, 64)?.key).toBe('n3');
		expect(boxAt(layout.nodes, 75, 50)).toBeNull();
		expect(boxAt(layout.nodes, 75, 50, 6)?.key).toBe('n3');
		expect(boxAt(layout.nodes, 200, 200, 6)).toBeNull();
	});
});

describe('marks', () => {
	const layout = layoutSearchTree(TREE, SIZES);

	it('outlines each box as one closed rectangle of a shared path', () => {
		expect(marksPath(layout.nodes.slice(0, 2))).toBe('M-20,-15h40v30h-40zM-70,35h40v30h-40z');
	});

	it('groups the marks by role in the order roles first appear', () => {
		const roles = marksByRole(layout.nodes, (box) => (box.depth === 1 ? 'frontier' : 'explored'));
		expect(roles.map((group) => group.role)).toEqual(['explored', 'frontier']);
		expect(roles[1].path.split('z').length - 1).toBe(3);
	});

	it('joins the links into one path', () => {
		expect(linksPath(layout.links.slice(0, 2))).toBe(layout.links[0].path + layout.links[1].path);
	});
});

describe('TreeLayoutMemo', () => {
	const summaries = (count: number) => [{ parent: 2, hiddenCount: count, hiddenChildren: 1 }];

	it('keeps the layout when nothing changed and only recounts changed "+N" boxes', () => {
		const memo = new TreeLayoutMemo();
		const first = memo.layout(TREE, { ...SIZES, summaries: summaries(7) });
		expect(memo.layout(TREE, { ...SIZES, summaries: summaries(7) })).toBe(first);
		const recounted = memo.layout(TREE, { ...SIZES, summaries: summaries(9) });
		expect(recounted).not.toBe(first);
		const box = recounted.byKey.get('s2')!;
		expect(box.kind === 'summary' && box.hiddenCount).toBe(9);
		// Every box keeps its place; the layout equals a fresh one.
		expect(recounted.nodes).toEqual(
			layoutSearchTree(TREE, { ...SIZES, summaries: summaries(9) }).nodes
		);
	});

	it('lays out afresh when the shape changes', () => {
		const memo = new TreeLayoutMemo();
		memo.layout(TREE, SIZES);
		const grown = [...TREE, { id: 6, parent: 3 }];
		expectSameDrawing(memo.layout(grown, SIZES), layoutSearchTree(grown, SIZES));
		const moved = memo.layout(grown, { ...SIZES, nodeWidth: 60 });
		expect(moved.byKey.get('n1')!.x).toBe(
			layoutSearchTree(grown, { ...SIZES, nodeWidth: 60 }).byKey.get('n1')!.x
		);
	});
});
