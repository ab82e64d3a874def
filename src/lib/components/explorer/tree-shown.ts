import type { TreeShape } from '$lib/trace';
import { CollapseIndex, COMPACT_MODE_THRESHOLD, type FoldedRun } from '$lib/viz/tree-collapse';
import {
	nodeKey,
	TreeLayoutMemo,
	type GhostLeafInput,
	type TreeLayout
} from '$lib/viz/tree-layout';
import {
	acrossOf,
	type OverviewCandidate,
	type OverviewPoint,
	overviewViewOf,
	type OverviewView
} from '$lib/viz/tree-overview';
import { boxesIn, type Region } from '$lib/viz/tree-view';
import type { TreeAtCursor } from './tree-items';

/**
 * The search tree as SearchTree draws it: compact mode's boxes laid out, with what was folded
 * away, and where its nodes sit on the overview. No DOM here: the component draws.
 */

/** The tree as drawn: compact mode's boxes laid out, with what was folded away. */
export interface ShownTree {
	readonly layout: TreeLayout;
	readonly collapsed: boolean;
	readonly hiddenCount: number;
	readonly folds: ReadonlyMap<number, FoldedRun>;
}

/** The gaps between boxes and the sizes of the small ones, in layout units, at any board size. */
export const TREE_SPACING = {
	siblingGap: 10,
	levelGap: 28,
	ghostWidth: 26,
	ghostHeight: 22,
	summaryWidth: 46,
	summaryHeight: 26
} as const;

/** The sizes of a board's box, which depend on the board's size. */
export interface BoxSize {
	readonly nodeWidth: number;
	readonly nodeHeight: number;
}

/**
 * Lays out the tree at each step, keeping between steps what it can: a step adds or removes a
 * few nodes at the end of the list, and the index and the layout inputs are updated for those
 * alone (see CollapseIndex). Most line steps leave the tree's shape alone (a goal test, a
 * duplicate check): the same nodes, kept ids and ghosts give the same collapsed layout, and
 * only the roles drawn change.
 */
export class ShownTreeMemo {
	readonly #index = new CollapseIndex();
	readonly #layouts = new TreeLayoutMemo();
	#last: {
		inputs: TreeShape;
		keptIds: string;
		ghosts: readonly GhostLeafInput[];
		size: BoxSize;
		maxBoxes: number;
		value: ShownTree;
	} | null = null;

	/**
	 * The tree laid out; `keptIds` are the ids compact mode must keep (the current node, the
	 * frontier's head, the selection), comma-separated so that equal lists compare equal.
	 * Compact mode starts above `maxBoxes` nodes and draws at most that many boxes.
	 */
	shown(
		tree: TreeAtCursor,
		keptIds: string,
		size: BoxSize,
		maxBoxes: number = COMPACT_MODE_THRESHOLD
	): ShownTree {
		const list = tree.shape;
		const last = this.#last;
		// Ghost leaves would crowd a collapsed tree; they are drawn only in the full one.
		const ghosts =
			list.length > maxBoxes ? NO_GHOSTS : ghostLeaves(tree, last?.ghosts ?? NO_GHOSTS);
		if (
			last !== null &&
			last.inputs === list &&
			last.keptIds === keptIds &&
			last.maxBoxes === maxBoxes &&
			last.ghosts === ghosts &&
			last.size.nodeWidth === size.nodeWidth &&
			last.size.nodeHeight === size.nodeHeight
		) {
			return last.value;
		}
		const kept = keptIds === '' ? [] : keptIds.split(',').map(Number);
		const collapsed = this.#index.update(list).collapse({
			keep: new Set(kept),
			maxNodes: maxBoxes
		});
		const layout = this.#layouts.layout(collapsed.nodes, {
			nodeWidth: size.nodeWidth,
			nodeHeight: size.nodeHeight,
			...TREE_SPACING,
			ghosts,
			summaries: collapsed.summaries
		});
		const value: ShownTree = {
			layout,
			collapsed: collapsed.collapsed,
			hiddenCount: collapsed.hiddenCount,
			folds: new Map(collapsed.folds.map((fold): [number, FoldedRun] => [fold.id, fold]))
		};
		this.#last = { inputs: list, keptIds, ghosts, size, maxBoxes, value };
		return value;
	}
}

const NO_GHOSTS: readonly GhostLeafInput[] = Object.freeze([]);

/**
 * The ghost leaves of the tree at the cursor, in generation order: `last` itself when they are
 * the same, so that an unchanged tree is recognised without a list or a key made at each step.
 */
function ghostLeaves(
	tree: TreeAtCursor,
	last: readonly GhostLeafInput[]
): readonly GhostLeafInput[] {
	let ghosts: GhostLeafInput[] | null = null;
	let count = 0;
	for (const node of tree.nodes()) {
		for (const { childIndex } of node.ghosts) {
			const before = last[count];
			if (
				ghosts === null &&
				(before === undefined || before.parent !== node.id || before.order !== childIndex)
			) {
				ghosts = last.slice(0, count);
			}
			ghosts?.push({ parent: node.id, order: childIndex });
			count++;
		}
	}
	return ghosts ?? (count === last.length ? last : last.slice(0, count));
}

/** A node's depth in the tree at the cursor; undefined when it is not in it. */
type DepthOf = (id: number) => number | undefined;

/** Where node `id` sits on the overview: its depth, and how far across the layout. */
export function overviewPointOf(
	shown: ShownTree,
	id: number,
	depthOf: DepthOf
): OverviewPoint | null {
	const box = shown.layout.byKey.get(nodeKey(id));
	const depth = depthOf(id);
	if (box === undefined || depth === undefined) return null;
	const { bbox } = shown.layout;
	return { depth, across: acrossOf(box.x, bbox.minX, bbox.maxX) };
}

/** What the detailed view shows of the tree in `region`, as the overview marks it. */
export function overviewViewIn(
	shown: ShownTree,
	region: Region,
	depthOf: DepthOf
): OverviewView | null {
	const depths: number[] = [];
	for (const box of boxesIn(shown.layout.nodes, region)) {
		const depth = box.kind === 'node' ? depthOf(box.id) : undefined;
		if (depth !== undefined) depths.push(depth);
	}
	return overviewViewOf(region, shown.layout.bbox.minX, shown.layout.bbox.maxX, depths);
}

/** The laid-out nodes the overview can jump to: every search node but folded runs. */
export function overviewCandidates(shown: ShownTree, depthOf: DepthOf): OverviewCandidate[] {
	const { layout, folds } = shown;
	const candidates: OverviewCandidate[] = [];
	for (const box of layout.nodes) {
		if (box.kind !== 'node' || folds.has(box.id)) continue;
		const depth = depthOf(box.id);
		if (depth === undefined) continue;
		candidates.push({
			id: box.id,
			depth,
			across: acrossOf(box.x, layout.bbox.minX, layout.bbox.maxX)
		});
	}
	return candidates;
}
