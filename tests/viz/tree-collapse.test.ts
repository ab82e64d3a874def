import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	collapseForDisplay,
	CollapseIndex,
	COMPACT_MODE_THRESHOLD,
	FOLD_EDGE,
	FOLD_THRESHOLD
} from '$lib/viz/tree-collapse';
import { layoutSearchTree, type TreeLayoutInput } from '$lib/viz/tree-layout';
import { ColumnTreeShape } from '$lib/trace/tree-shape';
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
		expect(result).toEqual({
			nodes: TEN,
			summaries: [],
			hiddenCount: 0,
			collapsed: false,
			folds: []
		});
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

describe('folding long kept paths', () => {
	/** A chain 0 → 1 → … → 299, and one leaf 300 under node 100. */
	const LONG: TreeLayoutInput[] = [
		...Array.from({ length: 300 }, (_, id) => ({ id, parent: id === 0 ? null : id - 1 })),
		{ id: 300, parent: 100 }
	];

	it(`folds the middle of a path longer than ${FOLD_THRESHOLD} levels into one box`, () => {
		expect([FOLD_THRESHOLD, FOLD_EDGE]).toEqual([200, 50]);
		const result = collapseForDisplay(LONG, { keep: new Set([299]), maxNodes: 10 });
		// Foldable: 1..298 (not the root, not kept, one shown child). Keep 50 at each end.
		expect(result.folds).toEqual([
			{ id: -1, parent: 50, child: 249, levels: 198, hiddenCount: 199 }
		]);
		expect(ids(result.nodes)).toEqual([
			...Array.from({ length: 51 }, (_, i) => i),
			-1,
			...Array.from({ length: 51 }, (_, i) => 249 + i)
		]);
		expect(result.nodes[51]).toEqual({ id: -1, parent: 50, order: 51 });
		expect(result.nodes[52]).toEqual({ id: 249, parent: -1 });
		expect(result.summaries).toEqual([]);
		expect(result.hiddenCount).toBe(199);
		const layout = layoutSearchTree(result.nodes, {
			nodeWidth: 10,
			nodeHeight: 10,
			siblingGap: 2,
			levelGap: 2
		});
		expect(layout.nodes).toHaveLength(103);
	});

	it('leaves paths of up to the threshold alone, and never folds the fill', () => {
		const short = collapseForDisplay(LONG.slice(0, 202), { keep: new Set([201]), maxNodes: 10 });
		expect(short.folds).toEqual([]);
		const unkept = collapseForDisplay(LONG, { keep: new Set(), maxNodes: 250 });
		expect(unkept.folds).toEqual([]);
	});
});

describe('CollapseIndex', () => {
	it('gives the same answer as a fresh collapse as the tree grows and shrinks', () => {
		const scenario = anyTree(200).chain((nodes) =>
			fc.record({
				nodes: fc.constant(nodes),
				cuts: fc.array(fc.integer({ min: 1, max: nodes.length }), { minLength: 1, maxLength: 6 }),
				keep: fc.uniqueArray(fc.integer({ min: 0, max: nodes.length }), { maxLength: 4 }),
				maxNodes: fc.integer({ min: 1, max: 60 })
			})
		);
		fc.assert(
			fc.property(scenario, ({ nodes, cuts, keep, maxNodes }) => {
				const index = new CollapseIndex();
				for (const cut of cuts) {
					const prefix = nodes.slice(0, cut);
					const options = { keep: new Set(keep), maxNodes };
					expect(index.update(prefix).collapse(options)).toEqual(
						new CollapseIndex().update(prefix).collapse(options)
					);
				}
			})
		);
	});

	it('counts hidden nodes right when a deep tree grows past the walks it keeps sizes with', () => {
		// A depth-first shape: a path 15,000 levels deep with a leaf beside every path node. Each
		// batch of appends would walk ~10^7 levels to keep sizes; the index counts afresh instead.
		const deep: TreeLayoutInput[] = [{ id: 0, parent: null }];
		for (let level = 1; level <= 15_000; level++) {
			const parent = 2 * (level - 1);
			deep.push({ id: 2 * level - 1, parent, order: 1 }, { id: 2 * level, parent, order: 0 });
		}
		const index = new CollapseIndex();
		const at = (cut: number, keep: number) => {
			const prefix = deep.slice(0, cut);
			const options = { keep: new Set([keep]), maxNodes: COMPACT_MODE_THRESHOLD };
			const kept = index.update(prefix).collapse(options);
			expect(kept).toEqual(new CollapseIndex().update(prefix).collapse(options));
			return kept;
		};
		at(2_001, 2_000);
		at(16_001, 16_000);
		at(9_001, 100);
		const whole = at(30_001, 30_000);
		// Fold boxes are boxes of their own, standing for nodes counted as hidden.
		expect(whole.nodes.length - whole.folds.length + whole.hiddenCount).toBe(30_001);
	});

	it('orders new siblings by their order, not their arrival', () => {
		const index = new CollapseIndex();
		const base = [
			{ id: 0, parent: null },
			{ id: 1, parent: 0, order: 5 }
		];
		index.update(base);
		const grown = [...base, { id: 2, parent: 0, order: 1 }, { id: 3, parent: 2 }];
		const options = { keep: new Set([3]), maxNodes: 2 };
		expect(index.update(grown).collapse(options)).toEqual(collapseForDisplay(grown, options));
	});
});

describe('CollapseIndex on an empty tree', () => {
	it('accepts the empty list a view starts with', () => {
		const result = new CollapseIndex().update([]).collapse({ keep: new Set([1]), maxNodes: 5 });
		expect(result).toEqual({
			nodes: [],
			summaries: [],
			hiddenCount: 0,
			collapsed: false,
			folds: []
		});
	});
});

describe('CollapseIndex on any order and on the trace’s columns', () => {
	it('reads a list given in any order, children before parents, as the same tree', () => {
		const scenario = anyTree(200).chain((nodes) =>
			fc.record({
				nodes: fc.constant(nodes),
				shuffled: fc.shuffledSubarray(nodes, { minLength: nodes.length }),
				keep: fc.uniqueArray(fc.integer({ min: 0, max: nodes.length }), { maxLength: 4 }),
				maxNodes: fc.integer({ min: 1, max: 60 })
			})
		);
		fc.assert(
			fc.property(scenario, ({ nodes, shuffled, keep, maxNodes }) => {
				const options = { keep: new Set(keep), maxNodes };
				const inOrder = collapseForDisplay(nodes, options);
				const anyOrder = collapseForDisplay(shuffled, options);
				const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
				const byParent = (a: { parent: number }, b: { parent: number }) => a.parent - b.parent;
				expect([...anyOrder.nodes].sort(byId)).toEqual([...inOrder.nodes].sort(byId));
				expect([...anyOrder.summaries].sort(byParent)).toEqual(
					[...inOrder.summaries].sort(byParent)
				);
				expect(anyOrder.hiddenCount).toBe(inOrder.hiddenCount);
			})
		);
	});

	it('takes a shape read from columns, links only what each step added, and agrees with the list', () => {
		// A depth-first shape 20,000 levels deep with a leaf beside every path node, as the trace
		// holds it: parent ids and child indices by id.
		const levels = 20_000;
		const parent = new Int32Array(2 * levels + 1);
		const childIndex = new Int32Array(2 * levels + 1);
		parent[0] = -1;
		childIndex[0] = -1;
		for (let level = 1; level <= levels; level++) {
			const above = 2 * (level - 1);
			parent[2 * level - 1] = above;
			childIndex[2 * level - 1] = 1;
			parent[2 * level] = above;
			childIndex[2 * level] = 0;
		}
		const columns = { parent, childIndex };
		const index = new CollapseIndex();
		for (const end of [3, 2_001, 10_001, 30_001, 40_001]) {
			const shape = new ColumnTreeShape(columns, 0, end);
			const options = { keep: new Set([end - 1]), maxNodes: COMPACT_MODE_THRESHOLD };
			const grown = index.update(shape).collapse(options);
			const list = Array.from({ length: end }, (_, id) => ({
				id,
				parent: id === 0 ? null : parent[id],
				order: id === 0 ? 0 : childIndex[id]
			}));
			expect(grown).toEqual(new CollapseIndex().update(list).collapse(options));
			expect(grown.nodes.length - grown.folds.length + grown.hiddenCount).toBe(end);
		}
		// The deepest kept path: 20,000 levels, of which all but FOLD_EDGE at either end fold.
		const whole = index.collapse({ keep: new Set([2 * levels]), maxNodes: COMPACT_MODE_THRESHOLD });
		expect(whole.folds).toHaveLength(1);
		expect(whole.folds[0].levels).toBe(levels - 1 - 2 * FOLD_EDGE);
	});
});
