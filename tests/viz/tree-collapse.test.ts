import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseForDisplay, COMPACT_MODE_THRESHOLD } from '$lib/viz/tree-collapse';
import { layoutSearchTree, type TreeLayoutInput } from '$lib/viz/tree-layout';
import { anyTree, parentsOf } from './arbitraries';

/** 0 → 1, 2, 3;  1 → 4, 5;  2 → 6;  4 → 7;  6 → 8, 9 (ten nodes). */
const TEN: readonly TreeLayoutInput[] = [
	[0, null],
	[1, 0],
	[2, 0],
	[3, 0],
	[4, 1],
	[5, 1],
	[6, 2],
	[7, 4],
	[8, 6],
	[9, 6]
].map(([id, parent]) => ({ id: id as number, parent }));

const ids = (nodes: readonly TreeLayoutInput[]): number[] => nodes.map((node) => node.id);

describe('collapseForDisplay', () => {
	it('leaves a tree within the budget untouched', () => {
		const result = collapseForDisplay(TEN, { keep: new Set([7]), maxNodes: 10 });
		expect(result).toEqual({ nodes: TEN, summaries: [], hiddenCount: 0, collapsed: false });
	});

	it('keeps the kept path and folds the rest into summaries when the path fills the budget', () => {
		// The path to 7 (0, 1, 4, 7) plus summaries under 0 and 1 is exactly 6 boxes.
		const result = collapseForDisplay(TEN, { keep: new Set([7]), maxNodes: 6 });
		expect(ids(result.nodes)).toEqual([0, 1, 4, 7]);
		expect(result.summaries).toEqual([
			{ parent: 0, hiddenCount: 5, hiddenChildren: 2 },
			{ parent: 1, hiddenCount: 1, hiddenChildren: 1 }
		]);
		expect(result.hiddenCount).toBe(6);
		expect(result.collapsed).toBe(true);
	});

	it('fills the rest of the budget breadth-first from the top', () => {
		// Showing 2 costs 2 boxes (itself and its own summary); 3 and 5 then cost nothing,
		// since they empty the summaries of 0 and 1; 6 would make 9 boxes.
		const result = collapseForDisplay(TEN, { keep: new Set([7]), maxNodes: 8 });
		expect(ids(result.nodes)).toEqual([0, 1, 2, 3, 4, 5, 7]);
		expect(result.summaries).toEqual([{ parent: 2, hiddenCount: 3, hiddenChildren: 1 }]);
		expect(result.hiddenCount).toBe(3);
	});

	it('shows the kept paths even beyond the budget', () => {
		const result = collapseForDisplay(TEN, { keep: new Set([7, 9]), maxNodes: 2 });
		expect(ids(result.nodes)).toEqual([0, 1, 2, 4, 6, 7, 9]);
		expect(result.summaries).toEqual([
			{ parent: 0, hiddenCount: 1, hiddenChildren: 1 },
			{ parent: 1, hiddenCount: 1, hiddenChildren: 1 },
			{ parent: 6, hiddenCount: 1, hiddenChildren: 1 }
		]);
	});

	it('ignores kept ids that are not in the tree', () => {
		const result = collapseForDisplay(TEN, { keep: new Set([42]), maxNodes: 4 });
		expect(ids(result.nodes)).toEqual([0, 1]);
		expect(result.summaries).toEqual([
			{ parent: 0, hiddenCount: 5, hiddenChildren: 2 },
			{ parent: 1, hiddenCount: 3, hiddenChildren: 2 }
		]);
	});

	it('switches to compact mode above 2,000 nodes', () => {
		expect(COMPACT_MODE_THRESHOLD).toBe(2000);
		const chain = (count: number): TreeLayoutInput[] =>
			Array.from({ length: count }, (_, id) => ({ id, parent: id === 0 ? null : id - 1 }));
		const keep = new Set<number>();
		expect(
			collapseForDisplay(chain(2000), { keep, maxNodes: COMPACT_MODE_THRESHOLD }).collapsed
		).toBe(false);
		const big = collapseForDisplay(chain(2001), { keep, maxNodes: COMPACT_MODE_THRESHOLD });
		expect(big.collapsed).toBe(true);
		expect(big.nodes).toHaveLength(1999);
		expect(big.summaries).toEqual([{ parent: 1998, hiddenCount: 2, hiddenChildren: 1 }]);
	});

	it('rejects input that is not one tree', () => {
		const cycle: TreeLayoutInput[] = [
			{ id: 0, parent: null },
			{ id: 1, parent: 2 },
			{ id: 2, parent: 1 }
		];
		const options = { keep: new Set<number>(), maxNodes: 1 };
		expect(() => collapseForDisplay(cycle, options)).toThrow('cycle');
		expect(() => collapseForDisplay(cycle.slice(1), options)).toThrow('got 0');
		expect(() =>
			collapseForDisplay(
				[
					{ id: 0, parent: null },
					{ id: 1, parent: 9 }
				],
				options
			)
		).toThrow('names parent 9');
	});
});

describe('collapseForDisplay on random trees', () => {
	const scenario = anyTree(300).chain((nodes) =>
		fc.record({
			nodes: fc.constant(nodes),
			keep: fc.uniqueArray(fc.integer({ min: 0, max: nodes.length + 5 }), { maxLength: 8 }),
			maxNodes: fc.integer({ min: 1, max: nodes.length + 2 })
		})
	);

	it('accounts for every node: shown nodes + collapsed counts = total', () => {
		fc.assert(
			fc.property(scenario, ({ nodes, keep, maxNodes }) => {
				const result = collapseForDisplay(nodes, { keep: new Set(keep), maxNodes });
				const summed = result.summaries.reduce((sum, summary) => sum + summary.hiddenCount, 0);
				expect(summed).toBe(result.hiddenCount);
				expect(result.nodes.length + result.hiddenCount).toBe(nodes.length);
			})
		);
	});

	it('keeps every kept node with its whole path, and shows only whole paths', () => {
		fc.assert(
			fc.property(scenario, ({ nodes, keep, maxNodes }) => {
				const result = collapseForDisplay(nodes, { keep: new Set(keep), maxNodes });
				const parents = parentsOf(nodes);
				const shown = new Set(ids(result.nodes));
				for (const id of keep) {
					for (let at = parents.has(id) ? id : null; at !== null; at = parents.get(at)!) {
						expect(shown.has(at)).toBe(true);
					}
				}
				for (const node of result.nodes) {
					if (node.parent !== null) expect(shown.has(node.parent)).toBe(true);
				}
			})
		);
	});

	it('gives each shown node with hidden children one summary counting its hidden subtrees', () => {
		fc.assert(
			fc.property(scenario, ({ nodes, keep, maxNodes }) => {
				const result = collapseForDisplay(nodes, { keep: new Set(keep), maxNodes });
				const parents = parentsOf(nodes);
				const shown = new Set(ids(result.nodes));
				// Count hidden nodes by the shown node their subtree hangs from.
				const expected = new Map<number, { count: number; children: Set<number> }>();
				for (const node of nodes) {
					if (shown.has(node.id)) continue;
					let top = node.id;
					while (!shown.has(parents.get(top)!)) top = parents.get(top)!;
					const anchor = parents.get(top)!;
					const entry = expected.get(anchor) ?? { count: 0, children: new Set<number>() };
					entry.count++;
					entry.children.add(top);
					expected.set(anchor, entry);
				}
				expect(result.summaries).toHaveLength(expected.size);
				for (const summary of result.summaries) {
					const entry = expected.get(summary.parent)!;
					expect(summary.hiddenCount).toBe(entry.count);
					expect(summary.hiddenChildren).toBe(entry.children.size);
				}
			})
		);
	});

	it('stays within the budget unless the kept paths alone exceed it', () => {
		fc.assert(
			fc.property(scenario, ({ nodes, keep, maxNodes }) => {
				const result = collapseForDisplay(nodes, { keep: new Set(keep), maxNodes });
				const boxes = result.nodes.length + result.summaries.length;
				if (boxes <= maxNodes) return;
				// Over budget: nothing beyond the root and the kept paths was added.
				const parents = parentsOf(nodes);
				const needed = new Set<number>([0]);
				for (const id of keep) {
					for (let at = parents.has(id) ? id : null; at !== null; at = parents.get(at)!) {
						needed.add(at);
					}
				}
				expect(new Set(ids(result.nodes))).toEqual(needed);
			})
		);
	});

	it('produces a tree that lays out, summaries included', () => {
		fc.assert(
			fc.property(scenario, ({ nodes, keep, maxNodes }) => {
				const result = collapseForDisplay(nodes, { keep: new Set(keep), maxNodes });
				const layout = layoutSearchTree(result.nodes, {
					nodeWidth: 10,
					nodeHeight: 10,
					siblingGap: 2,
					levelGap: 5,
					summaries: result.summaries
				});
				expect(layout.nodes).toHaveLength(result.nodes.length + result.summaries.length);
			})
		);
	});
});
