import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	ghostKey,
	layoutSearchTree,
	nodeKey,
	summaryKey,
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
