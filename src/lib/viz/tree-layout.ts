import { hierarchy, tree, type HierarchyNode, type HierarchyPointNode } from 'd3-hierarchy';
import { linkVertical } from 'd3-shape';
import { indexTree, siblingOrder, type TreeIndex, type TreeLayoutInput } from './tree-index';

export type { TreeLayoutInput } from './tree-index';

/**
 * The search tree's layout: a top-down tidy tree (Reingold–Tilford, as d3-hierarchy's `tree`
 * implements it after Buchheim et al.). Pure: it returns numbers and path strings, and the
 * component draws them. Coordinates are layout units (pixels at zoom 1); every box is centred
 * on its (x, y). The root sits at x = 0, y = 0; depth d sits at y = d·(nodeHeight + levelGap).
 *
 * Three kinds of box share one layout, each with a stable string key so a component can run
 * keyed enter/update/exit transitions as the tree grows one expansion at a time:
 * - 'node'    a search node (it was given an id): key `n<id>`, e.g. 'n12';
 * - 'ghost'   a child that did not become a node (already explored, already on the frontier,
 *             cut, …), drawn as a small greyed leaf: key `g<parent>.<order>`, e.g. 'g12.3';
 * - 'summary' the "+N" box standing for the collapsed subtrees under a node in compact mode
 *             (see tree-collapse.ts): key `s<parent>`, e.g. 's12'.
 */

/** A generated child that did not become a node, shown as a small greyed leaf. */
export interface GhostLeafInput {
	readonly parent: number;
	/** Its place among its parent's children, on the same scale as the siblings' `order`. */
	readonly order: number;
}

/** A "+N" leaf under `parent` standing for `hiddenCount` nodes in collapsed subtrees. */
export interface SummaryLeafInput {
	readonly parent: number;
	/** Nodes hidden under `parent`, whole subtrees counted. */
	readonly hiddenCount: number;
	/** Children of `parent` whose subtrees were collapsed into this leaf. */
	readonly hiddenChildren: number;
}

export interface TreeLayoutOptions {
	readonly nodeWidth: number;
	readonly nodeHeight: number;
	/** Horizontal space between the boxes of two siblings. */
	readonly siblingGap: number;
	/** Vertical space between the boxes of two levels. */
	readonly levelGap: number;
	/**
	 * Horizontal space between neighbouring boxes with different parents; wider than the sibling
	 * gap so families read as groups (d3's default separation does the same). Default 2·siblingGap.
	 */
	readonly subtreeGap?: number;
	/** Ghost leaves are smaller than nodes; default half the node's width and height. */
	readonly ghostWidth?: number;
	readonly ghostHeight?: number;
	/** Default: a node's size. */
	readonly summaryWidth?: number;
	readonly summaryHeight?: number;
	/**
	 * Ghosts and summaries attach to nodes in `nodes`; those whose parent is not laid out are
	 * dropped, so one ghost list serves both the full and the collapsed tree.
	 */
	readonly ghosts?: readonly GhostLeafInput[];
	readonly summaries?: readonly SummaryLeafInput[];
}

interface LaidOutBase {
	/** Stable across steps: use it to key data joins. */
	readonly key: string;
	/** Centre of the box. */
	readonly x: number;
	readonly y: number;
	readonly depth: number;
	readonly width: number;
	readonly height: number;
	/** The parent box's key; null for the root. */
	readonly parentKey: string | null;
}

export interface LaidOutSearchNode extends LaidOutBase {
	readonly kind: 'node';
	readonly id: number;
}

export interface LaidOutGhost extends LaidOutBase {
	readonly kind: 'ghost';
	readonly parent: number;
	readonly order: number;
}

export interface LaidOutSummary extends LaidOutBase {
	readonly kind: 'summary';
	readonly parent: number;
	readonly hiddenCount: number;
	readonly hiddenChildren: number;
}

export type LaidOutNode = LaidOutSearchNode | LaidOutGhost | LaidOutSummary;

export interface TreeLink {
	/** The child's key: every box but the root has exactly one incoming link. */
	readonly key: string;
	readonly source: string;
	readonly target: string;
	/** A vertical cubic from the bottom of the parent's box to the top of the child's. */
	readonly path: string;
}

export interface BoundingBox {
	readonly minX: number;
	readonly maxX: number;
	readonly minY: number;
	readonly maxY: number;
	readonly width: number;
	readonly height: number;
}

export interface TreeLayout {
	/** Parents before children (pre-order), siblings left to right. */
	readonly nodes: readonly LaidOutNode[];
	readonly links: readonly TreeLink[];
	readonly byKey: ReadonlyMap<string, LaidOutNode>;
	/** Covers every box, not just the centres; all zero for an empty tree. */
	readonly bbox: BoundingBox;
}

export function nodeKey(id: number): string {
	return `n${id}`;
}

export function ghostKey(parent: number, order: number): string {
	return `g${parent}.${order}`;
}

export function summaryKey(parent: number): string {
	return `s${parent}`;
}

/** The box d3 lays out; `rank` breaks sibling-order ties: nodes, then ghosts, then summaries. */
interface ItemBase {
	readonly key: string;
	readonly parentKey: string | null;
	readonly order: number;
	readonly rank: number;
	readonly width: number;
	readonly height: number;
}

type LayoutItem = ItemBase &
	(
		| { readonly kind: 'node'; readonly id: number }
		| { readonly kind: 'ghost'; readonly ghost: GhostLeafInput }
		| { readonly kind: 'summary'; readonly summary: SummaryLeafInput }
	);

const EMPTY_BBOX: BoundingBox = Object.freeze({
	minX: 0,
	maxX: 0,
	minY: 0,
	maxY: 0,
	width: 0,
	height: 0
});

/**
 * Lays out one search tree. `nodes` must form a single tree: one root (parent null), unique
 * ids, every parent present. Throws otherwise, because a broken tree is a bug upstream.
 */
export function layoutSearchTree(
	nodes: readonly TreeLayoutInput[],
	options: TreeLayoutOptions
): TreeLayout {
	if (nodes.length === 0) {
		return { nodes: [], links: [], byKey: new Map(), bbox: EMPTY_BBOX };
	}
	const root = buildHierarchy(indexTree(nodes), options);
	const siblingGap = options.siblingGap;
	const subtreeGap = options.subtreeGap ?? 2 * siblingGap;
	// nodeSize's x unit is 1, so separation returns the distance between centres in layout
	// units: boxes of different widths (nodes, ghosts, summaries) then pack without overlap.
	const placed = tree<LayoutItem>()
		.nodeSize([1, options.nodeHeight + options.levelGap])
		.separation(
			(a, b) =>
				a.data.width / 2 + b.data.width / 2 + (a.parent === b.parent ? siblingGap : subtreeGap)
		)(root);

	const laidOut: LaidOutNode[] = [];
	const byKey = new Map<string, LaidOutNode>();
	placed.eachBefore((point) => {
		const box = laidOutNode(point);
		laidOut.push(box);
		byKey.set(box.key, box);
	});
	const links = laidOut.flatMap((child): TreeLink[] => {
		const parent = child.parentKey === null ? undefined : byKey.get(child.parentKey);
		return parent === undefined ? [] : [treeLink(parent, child)];
	});
	return { nodes: laidOut, links, byKey, bbox: boundingBox(laidOut) };
}

const noChildren = (): undefined => undefined;

/**
 * d3's hierarchy of the boxes, built by hand. d3.hierarchy and d3.stratify set each node's
 * height by walking up from every node in pre-order, which is quadratic along a long chain, and
 * a depth-first search's current path runs 10,000 nodes deep (kept whole in compact mode):
 * 300 ms for such a tree of 20,000 nodes. So each box is made a one-node hierarchy and linked
 * here with its depth; its height, which the tidy layout never reads, stays 0. Children come in
 * sibling order, as the layout places them left to right.
 */
function buildHierarchy(index: TreeIndex, options: TreeLayoutOptions): HierarchyNode<LayoutItem> {
	const families = familiesOf(index, options);
	const box = (
		item: LayoutItem,
		parent: HierarchyNode<LayoutItem> | null
	): HierarchyNode<LayoutItem> =>
		Object.assign(hierarchy(item, noChildren), {
			parent,
			depth: parent === null ? 0 : parent.depth + 1
		});

	const root = box(nodeItem(index.byId.get(index.root)!, options), null);
	const boxes = new Map([[index.root, root]]);
	for (const id of index.breadthFirst) {
		const family = families.get(id);
		if (family === undefined) continue;
		const parent = boxes.get(id)!;
		parent.children = family.map((item) => {
			const child = box(item, parent);
			if (item.kind === 'node') boxes.set(item.id, child);
			return child;
		});
	}
	return root;
}

function nodeItem(node: TreeLayoutInput, options: TreeLayoutOptions): LayoutItem {
	return {
		key: nodeKey(node.id),
		parentKey: node.parent === null ? null : nodeKey(node.parent),
		order: siblingOrder(node),
		rank: 0,
		width: options.nodeWidth,
		height: options.nodeHeight,
		kind: 'node',
		id: node.id
	};
}

/** The boxes under each node id: its child nodes, ghosts and summary, in sibling order. */
function familiesOf(index: TreeIndex, options: TreeLayoutOptions): Map<number, LayoutItem[]> {
	const families = new Map<number, LayoutItem[]>();
	const file = (parent: number, item: LayoutItem): void => {
		const family = families.get(parent);
		if (family === undefined) families.set(parent, [item]);
		else family.push(item);
	};
	for (const node of index.byId.values()) {
		if (node.parent !== null) file(node.parent, nodeItem(node, options));
	}
	const ghostKeys = new Set<string>();
	for (const ghost of options.ghosts ?? []) {
		if (!index.byId.has(ghost.parent)) continue;
		const key = ghostKey(ghost.parent, ghost.order);
		if (ghostKeys.has(key)) throw new Error(`Two ghost leaves share the key ${key}.`);
		ghostKeys.add(key);
		file(ghost.parent, {
			key,
			parentKey: nodeKey(ghost.parent),
			order: ghost.order,
			rank: 1,
			width: options.ghostWidth ?? options.nodeWidth / 2,
			height: options.ghostHeight ?? options.nodeHeight / 2,
			kind: 'ghost',
			ghost
		});
	}
	for (const summary of options.summaries ?? []) {
		if (!index.byId.has(summary.parent)) continue;
		file(summary.parent, {
			key: summaryKey(summary.parent),
			parentKey: nodeKey(summary.parent),
			// A summary stands for several children at once, so it goes after the shown ones.
			order: Infinity,
			rank: 2,
			width: options.summaryWidth ?? options.nodeWidth,
			height: options.summaryHeight ?? options.nodeHeight,
			kind: 'summary',
			summary
		});
	}
	for (const family of families.values()) family.sort(compareSiblings);
	return families;
}

function compareSiblings(a: LayoutItem, b: LayoutItem): number {
	if (a.order !== b.order) return a.order < b.order ? -1 : 1;
	return a.rank - b.rank;
}

function laidOutNode(point: HierarchyPointNode<LayoutItem>): LaidOutNode {
	const { data: item, x, y, depth } = point;
	const { key, width, height, parentKey } = item;
	// Written out rather than spread from a shared base: this runs once per box, and the
	// spreads doubled the time of a 20,000-node layout.
	switch (item.kind) {
		case 'node':
			return { kind: 'node', key, x, y, depth, width, height, parentKey, id: item.id };
		case 'ghost': {
			const { parent, order } = item.ghost;
			return { kind: 'ghost', key, x, y, depth, width, height, parentKey, parent, order };
		}
		case 'summary': {
			const { parent, hiddenCount, hiddenChildren } = item.summary;
			return {
				kind: 'summary',
				key,
				x,
				y,
				depth,
				width,
				height,
				parentKey,
				parent,
				hiddenCount,
				hiddenChildren
			};
		}
	}
}

/** d3's vertical link: a cubic whose tangents are vertical at both ends (curveBumpY). */
const verticalLink = linkVertical();

function treeLink(parent: LaidOutNode, child: LaidOutNode): TreeLink {
	const path = verticalLink({
		source: [parent.x, parent.y + parent.height / 2],
		target: [child.x, child.y - child.height / 2]
	});
	return { key: child.key, source: parent.key, target: child.key, path: path ?? '' };
}

function boundingBox(boxes: readonly LaidOutNode[]): BoundingBox {
	let minX = Infinity;
	let maxX = -Infinity;
	let minY = Infinity;
	let maxY = -Infinity;
	for (const box of boxes) {
		minX = Math.min(minX, box.x - box.width / 2);
		maxX = Math.max(maxX, box.x + box.width / 2);
		minY = Math.min(minY, box.y - box.height / 2);
		maxY = Math.max(maxY, box.y + box.height / 2);
	}
	return { minX, maxX, minY, maxY, width: maxX - minX, height: maxY - minY };
}
