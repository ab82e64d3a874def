import fc from 'fast-check';
import type { TreeLayoutInput } from '$lib/viz/tree-layout';

/**
 * A random search tree of minNodes..maxNodes nodes with ids 0..n−1 in generation order: node
 * i's parent is one of the nodes before it, as in a real run.
 */
export function anyTree(maxNodes = 150, minNodes = 1): fc.Arbitrary<TreeLayoutInput[]> {
	return fc
		.array(fc.nat(), { minLength: minNodes - 1, maxLength: maxNodes - 1 })
		.map((draws) => [
			{ id: 0, parent: null },
			...draws.map((draw, i) => ({ id: i + 1, parent: i - (draw % (i + 1)) }))
		]);
}

/** Parent ids by node id, for checks that walk up a tree. */
export function parentsOf(nodes: readonly TreeLayoutInput[]): Map<number, number | null> {
	return new Map(nodes.map((node) => [node.id, node.parent]));
}
