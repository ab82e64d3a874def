import fc from 'fast-check';
import { expectSameDrawing } from './same-drawing';
import { describe, expect, it } from 'vitest';
import { collapseForDisplay } from '$lib/viz/tree-collapse';
import {
	ghostKey,
	layoutSearchTree,
	nodeKey,
	summaryKey,
	TreeLayoutMemo,
	type GhostLeafInput,
	type LaidOutNode,
	type TreeLayout,
	type TreeLayoutInput
} from '$lib/viz/tree-layout';
import { anyTree } from './arbitraries';

const SIZES = { nodeWidth: 40, nodeHeight: 30, siblingGap: 10, levelGap: 20 } as const;
/** nodeWidth + siblingGap */
const SIBLING_STEP = 50;
/** nodeHeight + levelGap */
const LEVEL_STEP = 50;

/** key → [x, y] for compact exact comparisons. */
function positions(layout: TreeLayout): Record<string, [number, number]> {
	return Object.fromEntries(layout.nodes.map((node) => [node.key, [node.x, node.y]]));
}

describe('layoutSearchTree', () => {
	it('places a 4-node tree exactly', () => {
		// 0 has children 1 and 2; 1 has child 3.
		const layout = layoutSearchTree(
			[
				{ id: 0, parent: null },
				{ id: 1, parent: 0 },
				{ id: 2, parent: 0 },
				{ id: 3, parent: 1 }
			],
			SIZES
		);
		expect(positions(layout)).toEqual({
			n0: [0, 0],
			n1: [-25, 50],
			n2: [25, 50],
			n3: [-25, 100]
		});
		expect(layout.nodes.map((node) => node.key)).toEqual(['n0', 'n1', 'n3', 'n2']);
		expect(layout.nodes.map((node) => node.depth)).toEqual([0, 1, 2, 1]);
		expect(layout.bbox).toEqual({
			minX: -45,
			maxX: 45,
			minY: -15,
			maxY: 115,
			width: 90,
			height: 130
		});
		expect(layout.links).toEqual([
			{
				key: 'n1',
				source: 'n0',
				target: 'n1',
				x1: 0,
				y1: 15,
				x2: -25,
				y2: 35,
				path: 'M0,15C0,25,-25,25,-25,35'
			},
			{
				key: 'n3',
				source: 'n1',
				target: 'n3',
				x1: -25,
				y1: 65,
				x2: -25,
				y2: 85,
				path: 'M-25,65C-25,75,-25,75,-25,85'
			},
			{
				key: 'n2',
				source: 'n0',
				target: 'n2',
				x1: 0,
				y1: 15,
				x2: 25,
				y2: 35,
				path: 'M0,15C0,25,25,25,25,35'
			}
		]);
	});

	it('puts siblings nodeWidth + siblingGap apart and depth d at d·(nodeHeight + levelGap)', () => {
		const layout = layoutSearchTree(
			[
				{ id: 0, parent: null },
				{ id: 1, parent: 0 },
				{ id: 2, parent: 0 },
				{ id: 3, parent: 0 }
			],
			SIZES
		);
		expect(positions(layout)).toEqual({
			n0: [0, 0],
			n1: [-SIBLING_STEP, LEVEL_STEP],
			n2: [0, LEVEL_STEP],
			n3: [SIBLING_STEP, LEVEL_STEP]
		});
	});

	it('keeps cousins subtreeGap apart (default twice the sibling gap)', () => {
		// 0 → 1, 2; 1 → 3, 4; 2 → 5. Nodes 4 and 5 are cousins: 40 + 20 apart.
		const nodes: TreeLayoutInput[] = [
			{ id: 0, parent: null },
			{ id: 1, parent: 0 },
			{ id: 2, parent: 0 },
			{ id: 3, parent: 1 },
			{ id: 4, parent: 1 },
			{ id: 5, parent: 2 }
		];
		expect(positions(layoutSearchTree(nodes, SIZES))).toEqual({
			n0: [0, 0],
			n1: [-42.5, 50],
			n2: [42.5, 50],
			n3: [-67.5, 100],
			n4: [-17.5, 100],
			n5: [42.5, 100]
		});
		const wider = layoutSearchTree(nodes, { ...SIZES, subtreeGap: 40 });
		expect(wider.byKey.get('n5')!.x - wider.byKey.get('n4')!.x).toBe(80);
	});

	it('orders children by id, or by `order` when given', () => {
		const byId = layoutSearchTree(
			[
				{ id: 0, parent: null },
				{ id: 2, parent: 0 },
				{ id: 1, parent: 0 }
			],
			SIZES
		);
		expect(byId.byKey.get('n1')!.x).toBe(-25);
		const byOrder = layoutSearchTree(
			[
				{ id: 0, parent: null },
				{ id: 1, parent: 0, order: 1 },
				{ id: 2, parent: 0, order: 0 }
			],
			SIZES
		);
		expect(byOrder.byKey.get('n2')!.x).toBe(-25);
		expect(byOrder.byKey.get('n1')!.x).toBe(25);
	});

	it('draws ghost leaves smaller, between real siblings by order, under stable keys', () => {
		// Node 0's children in child order: 1 (added), a duplicate, 2 (added).
		const layout = layoutSearchTree(
			[
				{ id: 0, parent: null },
				{ id: 1, parent: 0, order: 0 },
				{ id: 2, parent: 0, order: 2 }
			],
			{ ...SIZES, ghosts: [{ parent: 0, order: 1 }] }
		);
		// Ghosts default to 20×15: centres 20 + 10 + 10 = 40 from each neighbour.
		expect(positions(layout)).toEqual({
			n0: [0, 0],
			n1: [-40, 50],
			'g0.1': [0, 50],
			n2: [40, 50]
		});
		const ghost = layout.byKey.get(ghostKey(0, 1));
		expect(ghost).toMatchObject({ kind: 'ghost', parent: 0, order: 1, width: 20, height: 15 });
		expect(layout.links.find((link) => link.target === 'g0.1')!.path).toBe(
			'M0,15C0,28.75,0,28.75,0,42.5'
		);
	});

	it('drops ghosts and summaries whose parent is not in the tree', () => {
		const layout = layoutSearchTree([{ id: 0, parent: null }], {
			...SIZES,
			ghosts: [{ parent: 7, order: 0 }],
			summaries: [{ parent: 7, hiddenCount: 3, hiddenChildren: 1 }]
		});
		expect(layout.nodes.map((node) => node.key)).toEqual(['n0']);
		expect(layout.links).toEqual([]);
	});

	it('puts a "+N" summary after its parent’s shown children', () => {
		const layout = layoutSearchTree(
			[
				{ id: 0, parent: null },
				{ id: 1, parent: 0 }
			],
			{ ...SIZES, summaries: [{ parent: 0, hiddenCount: 12, hiddenChildren: 2 }] }
		);
		expect(positions(layout)).toEqual({ n0: [0, 0], n1: [-25, 50], s0: [25, 50] });
		expect(layout.byKey.get(summaryKey(0))).toMatchObject({
			kind: 'summary',
			hiddenCount: 12,
			hiddenChildren: 2
		});
	});

	it('lays out a lone root and an empty tree', () => {
		const root = layoutSearchTree([{ id: 0, parent: null }], SIZES);
		expect(root.nodes).toEqual([
			{
				key: 'n0',
				kind: 'node',
				id: 0,
				x: 0,
				y: 0,
				depth: 0,
				width: 40,
				height: 30,
				parentKey: null
			}
		]);
		expect(root.bbox).toEqual({ minX: -20, maxX: 20, minY: -15, maxY: 15, width: 40, height: 30 });
		const empty = layoutSearchTree([], SIZES);
		expect(empty.nodes).toEqual([]);
		expect(empty.bbox).toEqual({ minX: 0, maxX: 0, minY: 0, maxY: 0, width: 0, height: 0 });
	});

	it('keeps a node where it was when an expansion adds children elsewhere', () => {
		// Expanding node 2 (adding 3, 4 under it) leaves 1 and the root's left side unchanged
		// in key, so a keyed transition moves rather than recreates them.
		const before = layoutSearchTree(
			[
				{ id: 0, parent: null },
				{ id: 1, parent: 0 },
				{ id: 2, parent: 0 }
			],
			SIZES
		);
		const after = layoutSearchTree(
			[
				{ id: 0, parent: null },
				{ id: 1, parent: 0 },
				{ id: 2, parent: 0 },
				{ id: 3, parent: 2 },
				{ id: 4, parent: 2 }
			],
			SIZES
		);
		expect([...before.byKey.keys()].every((key) => after.byKey.has(key))).toBe(true);
		expect(after.byKey.get(nodeKey(2))!.x).toBe(25);
	});

	it('lays out a depth-first chain 10,000 levels deep', () => {
		// Each node on the chain has a leaf to its left and the chain's next node to its right.
		const nodes: TreeLayoutInput[] = [{ id: 0, parent: null }];
		for (let depth = 1; depth <= 10_000; depth++) {
			const parent = 2 * depth - 2;
			nodes.push({ id: 2 * depth - 1, parent }, { id: 2 * depth, parent });
		}
		const layout = layoutSearchTree(nodes, SIZES);
		const deepest = layout.byKey.get(nodeKey(20_000))!;
		expect(deepest).toMatchObject({ depth: 10_000, y: 10_000 * LEVEL_STEP });
		// Each level steps half a sibling step to the right of its parent.
		expect(deepest.x).toBe(10_000 * (SIBLING_STEP / 2));
		expect(layout.links).toHaveLength(20_000);
	});

	it('rejects input that is not one tree', () => {
		expect(() =>
			layoutSearchTree(
				[
					{ id: 0, parent: null },
					{ id: 1, parent: null }
				],
				SIZES
			)
		).toThrow('exactly one root; got 2');
		expect(() => layoutSearchTree([{ id: 1, parent: 0 }], SIZES)).toThrow('got 0');
		expect(() =>
			layoutSearchTree(
				[
					{ id: 0, parent: null },
					{ id: 1, parent: 5 }
				],
				SIZES
			)
		).toThrow('names parent 5');
		expect(() =>
			layoutSearchTree(
				[
					{ id: 0, parent: null },
					{ id: 0, parent: 0 }
				],
				SIZES
			)
		).toThrow('node 0 twice');
		expect(() =>
			layoutSearchTree(
				[
					{ id: 0, parent: null },
					{ id: 1, parent: 0 }
				],
				{
					...SIZES,
					ghosts: [
						{ parent: 0, order: 3 },
						{ parent: 0, order: 3 }
					]
				}
			)
		).toThrow('g0.3');
	});
});

describe('layoutSearchTree on random trees', () => {
	const EPSILON = 1e-9;

	function byDepth(nodes: readonly LaidOutNode[]): LaidOutNode[][] {
		const levels: LaidOutNode[][] = [];
		for (const node of nodes) (levels[node.depth] ??= []).push(node);
		return levels.map((level) => [...level].sort((a, b) => a.x - b.x));
	}

	it('roots at x = 0, puts depth d at y = d·(nodeHeight + levelGap), links every child once', () => {
		fc.assert(
			fc.property(anyTree(), (nodes) => {
				const layout = layoutSearchTree(nodes, SIZES);
				expect(layout.byKey.get('n0')).toMatchObject({ x: 0, y: 0, depth: 0 });
				for (const node of layout.nodes) expect(node.y).toBe(node.depth * LEVEL_STEP);
				expect(layout.nodes).toHaveLength(nodes.length);
				expect(layout.links).toHaveLength(nodes.length - 1);
				for (const link of layout.links) {
					expect(layout.byKey.has(link.source)).toBe(true);
					expect(layout.byKey.get(link.target)!.parentKey).toBe(link.source);
				}
			})
		);
	});

	it('never overlaps boxes, and centres each parent over its outermost children', () => {
		fc.assert(
			fc.property(anyTree(), (nodes) => {
				const layout = layoutSearchTree(nodes, SIZES);
				for (const level of byDepth(layout.nodes)) {
					for (let i = 1; i < level.length; i++) {
						const gap = level[i].x - level[i - 1].x - SIZES.nodeWidth;
						expect(gap).toBeGreaterThanOrEqual(SIZES.siblingGap - EPSILON);
					}
				}
				const children = new Map<string | null, LaidOutNode[]>();
				for (const node of layout.nodes) {
					children.set(node.parentKey, [...(children.get(node.parentKey) ?? []), node]);
				}
				for (const node of layout.nodes) {
					const own = children.get(node.key);
					if (own === undefined) continue;
					const xs = own.map((child) => child.x);
					expect(node.x).toBeCloseTo((Math.min(...xs) + Math.max(...xs)) / 2, 9);
					// Siblings run left to right in generation order.
					const ids = [...own]
						.sort((a, b) => a.x - b.x)
						.map((child) => (child.kind === 'node' ? child.id : -1));
					expect(ids).toEqual([...ids].sort((a, b) => a - b));
				}
			})
		);
	});

	it('bounds every box', () => {
		fc.assert(
			fc.property(anyTree(60), (nodes) => {
				const { nodes: boxes, bbox } = layoutSearchTree(nodes, SIZES);
				expect(Math.min(...boxes.map((box) => box.x - 20))).toBe(bbox.minX);
				expect(Math.max(...boxes.map((box) => box.x + 20))).toBe(bbox.maxX);
				expect(bbox.minY).toBe(-15);
				expect(bbox.maxY).toBe(Math.max(...boxes.map((box) => box.y)) + 15);
				expect(bbox.width).toBe(bbox.maxX - bbox.minX);
			})
		);
	});
});

describe('TreeLayoutMemo', () => {
	/** What a box shows and where, as compared between two layouts. */
	function facts(box: LaidOutNode): unknown[] {
		const { key, kind, x, y, depth, width, height, parentKey } = box;
		const counts = box.kind === 'summary' ? [box.hiddenCount, box.hiddenChildren] : [];
		return [key, kind, x, y, depth, width, height, parentKey, ...counts];
	}

	/** The same facts to the bit (0 and −0 differ). */
	function sameFacts(a: LaidOutNode, b: LaidOutNode): boolean {
		const [left, right] = [facts(a), facts(b)];
		return left.length === right.length && left.every((fact, i) => Object.is(fact, right[i]));
	}

	/**
	 * A tree grown step by step as a search grows it (now and then it shrinks, as a step back
	 * does), with kept ids, ghosts and box sizes drawn afresh at each step; some trees give
	 * siblings equal orders, which only the input's order sorts.
	 */
	const scenario = anyTree(120).chain((nodes) =>
		fc.record({
			nodes: fc.constant(nodes),
			tiedOrders: fc.boolean(),
			maxNodes: fc.integer({ min: 3, max: 80 }),
			steps: fc.array(
				fc.record({
					grow: fc.integer({ min: -3, max: 12 }),
					keep: fc.uniqueArray(fc.nat(nodes.length - 1), { maxLength: 4 }),
					ghosts: fc.uniqueArray(
						fc.record({
							parent: fc.nat(nodes.length - 1),
							order: fc.nat(5).map((k) => k / 2)
						}),
						{ selector: (ghost) => `${ghost.parent}.${ghost.order}`, maxLength: 12 }
					),
					wide: fc.boolean()
				}),
				{ minLength: 1, maxLength: 14 }
			)
		})
	);

	it('lays each step out box for box as a fresh layout does (moved as one), keeping unchanged boxes as objects', () => {
		fc.assert(
			fc.property(scenario, ({ nodes, tiedOrders, maxNodes, steps }) => {
				const ordered = tiedOrders ? nodes.map((node) => ({ ...node, order: node.id % 3 })) : nodes;
				const memo = new TreeLayoutMemo();
				let cut = 1;
				let previous: TreeLayout | null = null;
				let wasWide: boolean | null = null;
				for (const { grow, keep, ghosts, wide } of steps) {
					const incremental = !tiedOrders && wide === wasWide;
					wasWide = wide;
					cut = Math.min(Math.max(cut + grow, 1), nodes.length);
					const collapsed = collapseForDisplay(ordered.slice(0, cut), {
						keep: new Set(keep),
						maxNodes
					});
					const options = {
						...SIZES,
						nodeWidth: wide ? 60 : 40,
						ghosts: ghosts as GhostLeafInput[],
						summaries: collapsed.summaries
					};
					const layout = memo.layout(collapsed.nodes, options);
					const fresh = layoutSearchTree(collapsed.nodes, options);
					expectSameDrawing(layout, fresh);
					for (const box of layout.nodes) {
						expect(layout.byKey.get(box.key)).toBe(box);
						// Without ties or a change of sizes the memo works incrementally, and a box
						// that shows the same in the same place is the same object.
						const before = incremental ? previous?.byKey.get(box.key) : undefined;
						if (before !== undefined && sameFacts(before, box)) expect(box).toBe(before);
					}
					expect(layout.byKey.size).toBe(fresh.byKey.size);
					previous = layout;
				}
			}),
			{ numRuns: 300 }
		);
	});

	it('grows past the room it first makes, in batches of hundreds of boxes, as a fresh layout does', () => {
		const scenario = anyTree(3_000, 1_000).chain((nodes) =>
			fc.record({
				nodes: fc.constant(nodes),
				// The first layout small, so the next ones outgrow its room.
				cuts: fc
					.array(fc.integer({ min: 1, max: nodes.length }), { minLength: 2, maxLength: 6 })
					.map((cuts) => [(cuts[0] % 100) + 1, ...cuts]),
				maxNodes: fc.integer({ min: 200, max: 2_000 })
			})
		);
		fc.assert(
			fc.property(scenario, ({ nodes, cuts, maxNodes }) => {
				const memo = new TreeLayoutMemo();
				for (const cut of cuts) {
					const prefix = nodes.slice(0, cut);
					const collapsed = collapseForDisplay(prefix, { keep: new Set([cut - 1]), maxNodes });
					// Ghosts in the full tree, "+N" boxes in the compact one, as the explorer draws.
					const ghosts = collapsed.collapsed
						? []
						: prefix.map((node) => ({ parent: node.id, order: node.id + 0.5 }));
					const options = { ...SIZES, ghosts, summaries: collapsed.summaries };
					const layout = memo.layout(collapsed.nodes, options);
					const fresh = layoutSearchTree(collapsed.nodes, options);
					expectSameDrawing(layout, fresh);
				}
			}),
			{ numRuns: 15 }
		);
	});

	it('moves nothing when a leaf hangs below the deepest level, and hands back the boxes that stayed', () => {
		const memo = new TreeLayoutMemo();
		const tree: TreeLayoutInput[] = [
			{ id: 0, parent: null },
			{ id: 1, parent: 0 },
			{ id: 2, parent: 0 },
			{ id: 3, parent: 1 }
		];
		const before = memo.layout(tree, SIZES);
		const after = memo.layout([...tree, { id: 4, parent: 3 }], SIZES);
		expect(positions(after)).toEqual({ ...positions(before), n4: [-25, 150] });
		for (const box of before.nodes) expect(after.byKey.get(box.key)).toBe(box);
		// The same input again is the same layout.
		expect(memo.layout([...tree, { id: 4, parent: 3 }], SIZES)).toBe(after);
	});

	it('recounts a "+N" box without moving a box, a new object for that box alone', () => {
		const memo = new TreeLayoutMemo();
		const tree: TreeLayoutInput[] = [
			{ id: 0, parent: null },
			{ id: 1, parent: 0 }
		];
		const summary = (hiddenCount: number) => ({ parent: 1, hiddenCount, hiddenChildren: 2 });
		const before = memo.layout(tree, { ...SIZES, summaries: [summary(5)] });
		const after = memo.layout(tree, { ...SIZES, summaries: [summary(7)] });
		expect(after.nodes.map((box) => box === before.byKey.get(box.key))).toEqual([
			true,
			true,
			false
		]);
		expect(after.byKey.get(summaryKey(1))).toMatchObject({ hiddenCount: 7, hiddenChildren: 2 });
	});

	it('lays a node out afresh when it moves under another parent, and still rejects a broken tree', () => {
		const memo = new TreeLayoutMemo();
		memo.layout(
			[
				{ id: 0, parent: null },
				{ id: 1, parent: 0 },
				{ id: 2, parent: 1 }
			],
			SIZES
		);
		const moved = memo.layout(
			[
				{ id: 0, parent: null },
				{ id: 1, parent: 0 },
				{ id: 2, parent: 0 }
			],
			SIZES
		);
		expect(positions(moved)).toEqual({ n0: [0, 0], n1: [-25, 50], n2: [25, 50] });
		expect(() =>
			memo.layout(
				[
					{ id: 0, parent: null },
					{ id: 2, parent: 1 }
				],
				SIZES
			)
		).toThrow('Node 2 names parent 1, which is not in the tree.');
		expect(() =>
			memo.layout(
				[
					{ id: 0, parent: null },
					{ id: 1, parent: 0 },
					{ id: 1, parent: 0 }
				],
				SIZES
			)
		).toThrow('The search tree has node 1 twice.');
		expect(positions(memo.layout([{ id: 0, parent: null }], SIZES))).toEqual({ n0: [0, 0] });
	});
});
