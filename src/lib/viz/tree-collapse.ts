import { indexTree, subtreeSizes, type TreeLayoutInput } from './tree-index';
import type { SummaryLeafInput } from './tree-layout';

/**
 * Compact mode for big search trees. A breadth-first search of a 3×3 puzzle reaches tens of
 * thousands of nodes; drawn whole, the tree is too wide to read and too slow to animate each
 * expansion. So above COMPACT_MODE_THRESHOLD nodes the view keeps:
 * - the kept nodes (the current node's path, the frontier nodes that leave next, …) and every
 *   ancestor of them, so the paths a student is looking at stay intact;
 * - then the top of the tree, level by level (breadth-first, siblings in order), while the
 *   budget lasts;
 * and folds every other subtree into one "+N" summary leaf per shown parent.
 */

/**
 * Trees with more nodes than this are drawn in compact mode, with at most this many boxes
 * (shown nodes plus "+N" summaries). Pass it as `maxNodes`: collapseForDisplay leaves trees at
 * or below it untouched, so the switch needs no separate test. Measured on the 8-puzzle (Node
 * 20, two cores), layoutSearchTree takes about 3–6 ms for 2,000 nodes and 60–85 ms for 20,000,
 * and collapsing 20,000 nodes about 10–17 ms: at 2,000 boxes a step stays within a frame or
 * two and the SVG stays small enough to animate.
 */
export const COMPACT_MODE_THRESHOLD = 2_000;

export interface CollapseOptions {
	/** Nodes that must stay visible with all their ancestors; ids not in the tree are ignored. */
	readonly keep: ReadonlySet<number>;
	/**
	 * The budget of boxes: shown nodes plus summaries. The root and the kept paths are always
	 * shown, even when they alone exceed it.
	 */
	readonly maxNodes: number;
}

export interface CollapsedTree {
	/** The shown nodes, in input order: feed them to layoutSearchTree. */
	readonly nodes: readonly TreeLayoutInput[];
	/** One per shown node with hidden children: pass as layoutSearchTree's `summaries`. */
	readonly summaries: readonly SummaryLeafInput[];
	/** Nodes folded into summaries; nodes.length + hiddenCount = the input's length. */
	readonly hiddenCount: number;
	readonly collapsed: boolean;
}

/**
 * Folds a big tree into at most `maxNodes` boxes (see the module comment). `nodes` must form a
 * single tree, as for layoutSearchTree. Linear in the number of nodes, plus sorting siblings.
 */
export function collapseForDisplay(
	nodes: readonly TreeLayoutInput[],
	options: CollapseOptions
): CollapsedTree {
	if (nodes.length <= options.maxNodes) {
		return { nodes, summaries: [], hiddenCount: 0, collapsed: false };
	}
	const tree = indexTree(nodes);
	const shown = new Set<number>([tree.root]);
	for (const id of options.keep) {
		if (!tree.byId.has(id)) continue;
		// Walk up until the path joins nodes already shown.
		for (let at: number | null = id; at !== null && !shown.has(at); at = tree.parentOf(at)) {
			shown.add(at);
		}
	}

	// How many children of each shown node are hidden; a node with any gets one summary box.
	const hiddenChildren = new Map<number, number>();
	for (const id of shown) {
		const hidden = tree.childrenOf(id).filter((child) => !shown.has(child)).length;
		hiddenChildren.set(id, hidden);
	}
	let boxes = shown.size + [...hiddenChildren.values()].filter((count) => count > 0).length;

	for (const id of tree.breadthFirst) {
		if (shown.has(id)) continue;
		// Breadth-first order reached the parent earlier, and it is shown: the fill stops at the
		// first node that does not fit.
		const parent = tree.parentOf(id)!;
		const parentHidden = hiddenChildren.get(parent) ?? 0;
		const ownSummary = tree.childrenOf(id).length > 0 ? 1 : 0;
		const parentSummaryGone = parentHidden === 1 ? 1 : 0;
		const cost = 1 + ownSummary - parentSummaryGone;
		if (boxes + cost > options.maxNodes) break;
		shown.add(id);
		hiddenChildren.set(parent, parentHidden - 1);
		hiddenChildren.set(id, tree.childrenOf(id).length);
		boxes += cost;
	}

	const sizes = subtreeSizes(tree);
	const summaries: SummaryLeafInput[] = [];
	let hiddenCount = 0;
	for (const node of nodes) {
		if (!shown.has(node.id)) continue;
		const hidden = tree.childrenOf(node.id).filter((child) => !shown.has(child));
		if (hidden.length === 0) continue;
		const count = hidden.reduce((sum, child) => sum + (sizes.get(child) ?? 0), 0);
		summaries.push({ parent: node.id, hiddenCount: count, hiddenChildren: hidden.length });
		hiddenCount += count;
	}
	return {
		nodes: nodes.filter((node) => shown.has(node.id)),
		summaries,
		hiddenCount,
		collapsed: true
	};
}
