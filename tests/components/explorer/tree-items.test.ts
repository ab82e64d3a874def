import { describe, expect, it } from 'vitest';
import { treeItemMemo, treeItemOf } from '$lib/components/explorer/tree-items';
import type { TraceNode } from '$lib/trace';
import { layoutSearchTree } from '$lib/viz/tree-layout';
import { traceNode as node } from './trace-node';

describe('treeItemMemo', () => {
	const layout = layoutSearchTree(
		[
			{ id: 0, parent: null },
			{ id: 1, parent: 0 }
		],
		{ nodeWidth: 58, nodeHeight: 59, siblingGap: 10, levelGap: 28 }
	);
	const box = layout.nodes[1];
	const contextWith = (child: TraceNode<unknown>, informed = true) => ({
		rows: 3,
		cols: 3,
		informed,
		nodeOf: (id: number) => (id === 0 ? node(0, null, { role: 'explored' }) : child),
		folds: new Map()
	});

	it('hands back the same item while the box and what it says of its node stay the same', () => {
		const itemOf = treeItemMemo();
		const first = itemOf(box, contextWith(node(1, 0)));
		// A new view of the same node (the trace makes one per read) gives the same item.
		expect(itemOf(box, contextWith(node(1, 0)))).toBe(first);
		expect(first).toEqual(treeItemOf(box, contextWith(node(1, 0))));
	});

	it('makes the item again when the node’s role, its costs or the run’s kind change', () => {
		const itemOf = treeItemMemo();
		const frontier = itemOf(box, contextWith(node(1, 0)));
		const current = itemOf(box, contextWith(node(1, 0, { role: 'current' })));
		expect(current).not.toBe(frontier);
		expect([frontier.role, current.role, current.glyph]).toEqual(['frontier', 'current', '▶']);
		// Another run whose node 1 sits at the same place with another h.
		const otherRun = itemOf(box, contextWith(node(1, 0, { role: 'current', h: 5, f: 6 })));
		expect(otherRun.caption).toBe('g1 h5 f6');
		expect(
			itemOf(box, contextWith(node(1, 0, { role: 'current', h: 5, f: 6 }), false)).caption
		).toBe('g1');
	});
});
