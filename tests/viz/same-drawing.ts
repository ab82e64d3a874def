import { expect } from 'vitest';
import type { LaidOutNode, TreeLayout } from '$lib/viz/tree-layout';

/**
 * A laid-out tree step after step keeps its boxes where they were (TreeLayoutMemo moves the
 * whole drawing so that most boxes stay put): it equals a fresh layout moved right as one by
 * the difference of their roots' x. Every fact but x is compared exactly, x to 1e-6 (the memo
 * keeps a box's old x when the new one differs only by the rounding of that sum).
 */
export function expectSameDrawing(layout: TreeLayout, fresh: TreeLayout): void {
	expect(layout.nodes.length).toBe(fresh.nodes.length);
	if (fresh.nodes.length === 0) return;
	const dx = layout.nodes[0].x - fresh.nodes[0].x;
	const near = (a: number, b: number): void => expect(Math.abs(a - b)).toBeLessThan(1e-6);
	const withoutX = (box: LaidOutNode): LaidOutNode => ({ ...box, x: 0 });
	expect(layout.nodes.map(withoutX)).toEqual(fresh.nodes.map(withoutX));
	layout.nodes.forEach((box, i) => near(box.x, fresh.nodes[i].x + dx));
	near(layout.bbox.minX, fresh.bbox.minX + dx);
	near(layout.bbox.maxX, fresh.bbox.maxX + dx);
	expect([layout.bbox.minY, layout.bbox.maxY, layout.bbox.height]).toEqual([
		fresh.bbox.minY,
		fresh.bbox.maxY,
		fresh.bbox.height
	]);
	near(layout.bbox.width, fresh.bbox.width);
	expect(layout.links.map((link) => [link.key, link.y1, link.y2])).toEqual(
		fresh.links.map((link) => [link.key, link.y1, link.y2])
	);
	layout.links.forEach((link, i) => {
		near(link.x1, fresh.links[i].x1 + dx);
		near(link.x2, fresh.links[i].x2 + dx);
	});
}
