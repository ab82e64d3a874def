import fc from 'fast-check';
import { hierarchy, tree, type HierarchyNode } from 'd3-hierarchy';
import { describe, expect, it } from 'vitest';
import { tidyTreeX } from '$lib/viz/tidy-tree';
import { anyTree } from './arbitraries';

/**
 * The flat-array tidy tree must place every box exactly where d3-hierarchy's `tree` (the same
 * Buchheim–Jünger–Leipert algorithm on objects) places it, for any tree and box widths.
 */
interface Box {
	readonly index: number;
	readonly width: number;
	children?: Box[];
}

function byD3(parents: readonly number[], widths: readonly number[], gaps: [number, number]) {
	const boxes: Box[] = widths.map((width, index) => ({ index, width }));
	parents.forEach((parent, i) => {
		if (i === 0) return;
		(boxes[parent].children ??= []).push(boxes[i]);
	});
	const root = hierarchy(boxes[0]);
	const x = new Float64Array(widths.length);
	tree<Box>()
		.nodeSize([1, 1])
		.separation(
			(a: HierarchyNode<Box>, b: HierarchyNode<Box>) =>
				a.data.width / 2 + b.data.width / 2 + (a.parent === b.parent ? gaps[0] : gaps[1])
		)(root)
		.each((node) => {
			x[node.data.index] = node.x;
		});
	return x;
}

function byPort(parents: readonly number[], widths: readonly number[], gaps: [number, number]) {
	const count = parents.length;
	const parent = Int32Array.from(parents);
	const childStart = new Int32Array(count + 1);
	for (let i = 1; i < count; i++) childStart[parent[i] + 1]++;
	for (let v = 0; v < count; v++) childStart[v + 1] += childStart[v];
	const childList = new Int32Array(Math.max(count - 1, 0));
	const filled = childStart.slice(0, count);
	for (let i = 1; i < count; i++) childList[filled[parent[i]]++] = i;
	return tidyTreeX({
		count,
		parent,
		childStart,
		childList,
		separation: (a, b) =>
			widths[a] / 2 + widths[b] / 2 + (parent[a] === parent[b] ? gaps[0] : gaps[1])
	});
}

describe('tidyTreeX', () => {
	it('places a root with three children symmetrically', () => {
		const x = byPort([0, 0, 0, 0], [10, 10, 10, 10], [5, 10]);
		expect(Array.from(x)).toEqual([0, -15, 0, 15]);
	});

	it('equals d3-hierarchy tree on random trees with mixed box widths', () => {
		fc.assert(
			fc.property(
				anyTree(120),
				fc.array(fc.constantFrom(26, 46, 58, 70), { minLength: 120, maxLength: 120 }),
				(nodes, widths) => {
					const parents = nodes.map((node) => node.parent ?? 0);
					const sized = widths.slice(0, nodes.length);
					expect(Array.from(byPort(parents, sized, [10, 20]))).toEqual(
						Array.from(byD3(parents, sized, [10, 20]))
					);
				}
			),
			{ numRuns: 300 }
		);
	});

	it('equals d3-hierarchy tree on a 3,000-node path with side branches', () => {
		const parents = [0];
		for (let i = 1; i < 3000; i++) parents.push(i % 3 === 0 ? i - 2 : i - 1);
		const widths = parents.map((_, i) => (i % 5 === 0 ? 26 : 58));
		expect(Array.from(byPort(parents, widths, [10, 20]))).toEqual(
			Array.from(byD3(parents, widths, [10, 20]))
		);
	});
});
