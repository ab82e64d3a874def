/**
 * A search tree as the trace hands it over (a flat list of nodes naming their parents), checked
 * once and indexed for the walks that tree-layout and tree-collapse make.
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

export interface TreeIndex {
	readonly root: number;
	readonly byId: ReadonlyMap<number, TreeLayoutInput>;
	/** Every id, level by level, siblings in sibling order: parents come before children. */
	readonly breadthFirst: readonly number[];
	parentOf(id: number): number | null;
	/** In sibling order; equal orders keep input order. */
	childrenOf(id: number): readonly number[];
}

const NO_CHILDREN: readonly number[] = Object.freeze([]);

/**
 * Indexes `nodes`, which must form a single tree: unique ids, one root (parent null), every
 * parent present, no cycle. Throws otherwise, because a broken tree is a bug upstream.
 */
export function indexTree(nodes: readonly TreeLayoutInput[]): TreeIndex {
	const byId = new Map<number, TreeLayoutInput>();
	const families = new Map<number, TreeLayoutInput[]>();
	const roots: number[] = [];
	for (const node of nodes) {
		if (byId.has(node.id)) throw new Error(`The search tree has node ${node.id} twice.`);
		byId.set(node.id, node);
		if (node.parent === null) {
			roots.push(node.id);
			continue;
		}
		const siblings = families.get(node.parent);
		if (siblings === undefined) families.set(node.parent, [node]);
		else siblings.push(node);
	}
	if (roots.length !== 1) {
		throw new Error(`A search tree needs exactly one root; got ${roots.length}.`);
	}

	const children = new Map<number, readonly number[]>();
	for (const [parent, siblings] of families) {
		if (!byId.has(parent)) {
			throw new Error(`Node ${siblings[0].id} names parent ${parent}, which is not in the tree.`);
		}
		siblings.sort((a, b) => siblingOrder(a) - siblingOrder(b));
		children.set(
			parent,
			siblings.map((node) => node.id)
		);
	}
	const childrenOf = (id: number): readonly number[] => children.get(id) ?? NO_CHILDREN;

	const breadthFirst: number[] = [roots[0]];
	for (let i = 0; i < breadthFirst.length; i++) {
		for (const child of childrenOf(breadthFirst[i])) breadthFirst.push(child);
	}
	// Nodes the root cannot reach hang in a cycle of parent links.
	if (breadthFirst.length !== nodes.length) throw new Error('The search tree has a cycle.');

	return {
		root: roots[0],
		byId,
		breadthFirst,
		parentOf: (id) => byId.get(id)?.parent ?? null,
		childrenOf
	};
}

/** Nodes in each node's subtree, itself included. */
export function subtreeSizes(tree: TreeIndex): Map<number, number> {
	const sizes = new Map<number, number>();
	// Breadth-first lists children after their parent, so in reverse they come first.
	for (let i = tree.breadthFirst.length - 1; i >= 0; i--) {
		const id = tree.breadthFirst[i];
		const size = tree.childrenOf(id).reduce((sum, child) => sum + (sizes.get(child) ?? 0), 1);
		sizes.set(id, size);
	}
	return sizes;
}
