import { describe, expect, it } from 'vitest';
import { tileWords } from '$lib/domains/tile';
import { treeItemMemo, treeItemOf } from '$lib/components/explorer/tree-items';
import type { TraceNode } from '$lib/trace';
import { layoutSearchTree } from '$lib/viz/tree-layout';
import { termsOfPriority, type PriorityTerms } from '$lib/search/priority-terms';
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
	const contextWith = (
		child: TraceNode<unknown>,
		terms: PriorityTerms = termsOfPriority('g+h')
	) => ({
		words: tileWords(3, 3),
		terms,
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
			itemOf(box, contextWith(node(1, 0, { role: 'current', h: 5, f: 6 }), termsOfPriority('g')))
				.caption
		).toBe('g1');
	});
});

describe('each algorithm’s own numbers in a box', () => {
	const layout = layoutSearchTree(
		[
			{ id: 0, parent: null },
			{ id: 1, parent: 0 }
		],
		{ nodeWidth: 58, nodeHeight: 59, siblingGap: 10, levelGap: 28 }
	);
	const box = layout.nodes[1];
	// Node 1: g 1, h 4; f as each engine computes it.
	const itemUnder = (terms: PriorityTerms, f: number) =>
		treeItemOf(box, {
			words: tileWords(3, 3),
			terms,
			nodeOf: (id: number) =>
				id === 0
					? node(0, null, { role: 'explored' })
					: node(1, 0, { action: 'Up', g: 1, h: 4, f }),
			folds: new Map()
		});

	it('greedy best-first search writes g and h, and no f that is only h again', () => {
		const item = itemUnder(termsOfPriority('h'), 4);
		expect(item.caption).toBe('g1 h4');
		expect(item.title).toBe('Node 1 (blank Up): on the frontier; depth 1, g 1, h 4');
	});

	it('uniform-cost search writes g; A* g, h and f with f = g + h in the title', () => {
		expect(itemUnder(termsOfPriority('g'), 1).caption).toBe('g1');
		const astar = itemUnder(termsOfPriority('g+h'), 5);
		expect(astar.caption).toBe('g1 h4 f5');
		expect(astar.title).toBe('Node 1 (blank Up): on the frontier; depth 1, f 5 = g 1 + h 4');
	});

	it('weighted A* states its weight in the title', () => {
		const item = itemUnder(termsOfPriority('g+wh', 2), 9);
		expect(item.caption).toBe('g1 h4 f9');
		expect(item.title).toBe('Node 1 (blank Up): on the frontier; depth 1, f 9 = g 1 + 2·h 4');
	});
});
