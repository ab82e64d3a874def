/**
 * A search tree as the trace hands it over: a flat list of nodes naming their parents, the
 * input of tree-layout and tree-collapse.
 */

/** A search node as the trace hands it over. */
export interface TreeLayoutInput {
	readonly id: number;
	/** The node it was generated from; null for the root. */
	readonly parent: number | null;
	/**
	 * Where it sits among its siblings, smallest first. Defaults to the id, i.e. generation
	 * order. Give it (e.g. the child's index in its expansion's child list) when ghost leaves
	 * must interleave with real children: ghosts are ordered on the same scale.
	 */
	readonly order?: number;
}

/** Sibling order of a node: its `order`, else its id (generation order). */
export function siblingOrder(node: TreeLayoutInput): number {
	return node.order ?? node.id;
}
