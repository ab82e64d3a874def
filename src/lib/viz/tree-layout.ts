import { tidyTreeX } from './tidy-tree';
import { siblingOrder, type TreeLayoutInput } from './tree-index';

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
	/** Where it leaves the parent's box (its bottom middle) and enters the child's (top middle). */
	readonly x1: number;
	readonly y1: number;
	readonly x2: number;
	readonly y2: number;
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
	/** The parent node's id; null for the root. */
	readonly parentId: number | null;
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
	const items = layoutItems(nodes, options);
	const tree = childrenOf(items);
	const siblingGap = options.siblingGap;
	const subtreeGap = options.subtreeGap ?? 2 * siblingGap;
	// The separation is the distance between centres in layout units, so boxes of different
	// widths (nodes, ghosts, summaries) pack without overlap.
	const x = tidyTreeX({
		...tree,
		separation: (a, b) =>
			items[a].width / 2 +
			items[b].width / 2 +
			(tree.parent[a] === tree.parent[b] ? siblingGap : subtreeGap)
	});
	const levelHeight = options.nodeHeight + options.levelGap;

	// Pre-order (parents first, siblings left to right), as the layout's contract says.
	const laidOut: LaidOutNode[] = [];
	const byKey = new Map<string, LaidOutNode>();
	const stack = [0];
	while (stack.length > 0) {
		const v = stack.pop()!;
		const depth = tree.depth[v];
		const box = laidOutNode(items[v], x[v], depth * levelHeight, depth);
		laidOut.push(box);
		byKey.set(box.key, box);
		for (let i = tree.childStart[v + 1] - 1; i >= tree.childStart[v]; i--) {
			stack.push(tree.childList[i]);
		}
	}
	return assemble(laidOut, byKey);
}

/**
 * A layout of laid-out boxes. Links are made when first read: a view draws only those in sight
 * (linksInRegion), and writing 2,000 path strings of fractional coordinates at every step was a
 * third of the layout's time.
 */
function assemble(laidOut: LaidOutNode[], byKey: Map<string, LaidOutNode>): TreeLayout {
	let links: TreeLink[] | null = null;
	return {
		nodes: laidOut,
		get links(): readonly TreeLink[] {
			links ??= laidOut.flatMap((child): TreeLink[] => {
				const parent = child.parentKey === null ? undefined : byKey.get(child.parentKey);
				return parent === undefined ? [] : [treeLink(parent, child)];
			});
			return links;
		},
		byKey,
		bbox: boundingBox(laidOut)
	};
}

const SIZE_OPTIONS = [
	'nodeWidth',
	'nodeHeight',
	'siblingGap',
	'levelGap',
	'subtreeGap',
	'ghostWidth',
	'ghostHeight',
	'summaryWidth',
	'summaryHeight'
] as const;

/**
 * layoutSearchTree for a tree laid out again at every step. Between two steps of a big search
 * the compact tree often keeps its shape (the new children fall into "+N" boxes, only their
 * counts change); then the boxes keep their places, and only the changed summaries are new
 * objects. Any other change lays the tree out afresh.
 */
export class TreeLayoutMemo {
	#last: {
		nodes: readonly TreeLayoutInput[];
		options: TreeLayoutOptions;
		layout: TreeLayout;
	} | null = null;

	layout(nodes: readonly TreeLayoutInput[], options: TreeLayoutOptions): TreeLayout {
		const last = this.#last;
		const layout =
			last !== null && sameShape(last.nodes, last.options, nodes, options)
				? recount(last.layout, options.summaries ?? [])
				: layoutSearchTree(nodes, options);
		this.#last = { nodes, options, layout };
		return layout;
	}
}

function sameShape(
	oldNodes: readonly TreeLayoutInput[],
	oldOptions: TreeLayoutOptions,
	nodes: readonly TreeLayoutInput[],
	options: TreeLayoutOptions
): boolean {
	if (oldNodes.length !== nodes.length) return false;
	for (const name of SIZE_OPTIONS) if (oldOptions[name] !== options[name]) return false;
	for (let i = 0; i < nodes.length; i++) {
		const a = oldNodes[i];
		const b = nodes[i];
		if (a.id !== b.id || a.parent !== b.parent || siblingOrder(a) !== siblingOrder(b)) return false;
	}
	const oldGhosts = oldOptions.ghosts ?? [];
	const ghosts = options.ghosts ?? [];
	if (oldGhosts.length !== ghosts.length) return false;
	for (let i = 0; i < ghosts.length; i++) {
		if (oldGhosts[i].parent !== ghosts[i].parent || oldGhosts[i].order !== ghosts[i].order) {
			return false;
		}
	}
	const oldSummaries = oldOptions.summaries ?? [];
	const summaries = options.summaries ?? [];
	if (oldSummaries.length !== summaries.length) return false;
	for (let i = 0; i < summaries.length; i++) {
		if (oldSummaries[i].parent !== summaries[i].parent) return false;
	}
	return true;
}

/** The same boxes with the summaries' counts brought up to date; the same layout if none changed. */
function recount(layout: TreeLayout, summaries: readonly SummaryLeafInput[]): TreeLayout {
	const changed = new Map<string, SummaryLeafInput>();
	for (const summary of summaries) {
		const box = layout.byKey.get(summaryKey(summary.parent));
		if (
			box?.kind === 'summary' &&
			(box.hiddenCount !== summary.hiddenCount || box.hiddenChildren !== summary.hiddenChildren)
		) {
			changed.set(box.key, summary);
		}
	}
	if (changed.size === 0) return layout;
	const byKey = new Map(layout.byKey);
	const laidOut = layout.nodes.map((box) => {
		const summary = changed.get(box.key);
		if (summary === undefined || box.kind !== 'summary') return box;
		const next: LaidOutSummary = {
			...box,
			hiddenCount: summary.hiddenCount,
			hiddenChildren: summary.hiddenChildren
		};
		byKey.set(box.key, next);
		return next;
	});
	return assemble(laidOut, byKey);
}

/**
 * The links whose span (parent's bottom to child's top) reaches into the rectangle, made only
 * for those: what a view of part of a big tree draws.
 */
export function linksInRegion(
	layout: TreeLayout,
	region: { minX: number; maxX: number; minY: number; maxY: number }
): TreeLink[] {
	const out: TreeLink[] = [];
	for (const child of layout.nodes) {
		if (child.parentKey === null) continue;
		const parent = layout.byKey.get(child.parentKey);
		if (parent === undefined) continue;
		const top = parent.y + parent.height / 2;
		const bottom = child.y - child.height / 2;
		if (top > region.maxY || bottom < region.minY) continue;
		if (Math.min(parent.x, child.x) > region.maxX || Math.max(parent.x, child.x) < region.minX) {
			continue;
		}
		out.push(treeLink(parent, child));
	}
	return out;
}

/**
 * Every box to lay out, the root first: the nodes (checked to form one tree), then the ghosts
 * and summaries of nodes that are present. Throws on a broken tree, naming the fault.
 */
function layoutItems(nodes: readonly TreeLayoutInput[], options: TreeLayoutOptions): LayoutItem[] {
	const present = new Set<number>();
	let root: TreeLayoutInput | null = null;
	let roots = 0;
	for (const node of nodes) {
		if (present.has(node.id)) throw new Error(`The search tree has node ${node.id} twice.`);
		present.add(node.id);
		if (node.parent === null) {
			root ??= node;
			roots++;
		}
	}
	if (roots !== 1 || root === null) {
		throw new Error(`A search tree needs exactly one root; got ${roots}.`);
	}
	for (const node of nodes) {
		if (node.parent !== null && !present.has(node.parent)) {
			throw new Error(`Node ${node.id} names parent ${node.parent}, which is not in the tree.`);
		}
	}
	const items: LayoutItem[] = [nodeItem(root, options)];
	for (const node of nodes) if (node !== root) items.push(nodeItem(node, options));
	const ghostKeys = new Set<string>();
	for (const ghost of options.ghosts ?? []) {
		if (!present.has(ghost.parent)) continue;
		const key = ghostKey(ghost.parent, ghost.order);
		if (ghostKeys.has(key)) throw new Error(`Two ghost leaves share the key ${key}.`);
		ghostKeys.add(key);
		items.push({
			key,
			parentKey: nodeKey(ghost.parent),
			parentId: ghost.parent,
			order: ghost.order,
			rank: 1,
			width: options.ghostWidth ?? options.nodeWidth / 2,
			height: options.ghostHeight ?? options.nodeHeight / 2,
			kind: 'ghost',
			ghost
		});
	}
	for (const summary of options.summaries ?? []) {
		if (!present.has(summary.parent)) continue;
		items.push({
			key: summaryKey(summary.parent),
			parentKey: nodeKey(summary.parent),
			parentId: summary.parent,
			// A summary stands for several children at once, so it goes after the shown ones.
			order: Infinity,
			rank: 2,
			width: options.summaryWidth ?? options.nodeWidth,
			height: options.summaryHeight ?? options.nodeHeight,
			kind: 'summary',
			summary
		});
	}
	return items;
}

/**
 * The boxes as a tree of indices (items[0] the root): each box's parent and depth, and its
 * children in sibling order (by order, then nodes before ghosts before summaries, then as
 * given). Throws when some node cannot be reached from the root: the parent links loop.
 */
function childrenOf(items: readonly LayoutItem[]): {
	count: number;
	parent: Int32Array;
	depth: Int32Array;
	childStart: Int32Array;
	childList: Int32Array;
} {
	const count = items.length;
	const indexOfNode = new Map<number, number>();
	items.forEach((item, i) => {
		if (item.kind === 'node') indexOfNode.set(item.id, i);
	});
	const parent = new Int32Array(count).fill(-1);
	const childStart = new Int32Array(count + 1);
	for (let i = 1; i < count; i++) {
		parent[i] = indexOfNode.get(items[i].parentId!)!;
		childStart[parent[i] + 1]++;
	}
	for (let v = 0; v < count; v++) childStart[v + 1] += childStart[v];
	const childList = new Int32Array(Math.max(count - 1, 0));
	const filled = childStart.slice(0, count);
	for (let i = 1; i < count; i++) childList[filled[parent[i]]++] = i;
	for (let v = 0; v < count; v++) {
		const start = childStart[v];
		const end = childStart[v + 1];
		if (end - start > 1) {
			const sorted = Array.from(childList.subarray(start, end)).sort((a, b) =>
				compareSiblings(items[a], items[b])
			);
			childList.set(sorted, start);
		}
	}
	const depth = new Int32Array(count);
	const queue = [0];
	for (let q = 0; q < queue.length; q++) {
		const v = queue[q];
		for (let i = childStart[v]; i < childStart[v + 1]; i++) {
			depth[childList[i]] = depth[v] + 1;
			queue.push(childList[i]);
		}
	}
	if (queue.length !== count) throw new Error('The search tree has a cycle.');
	return { count, parent, depth, childStart, childList };
}

function nodeItem(node: TreeLayoutInput, options: TreeLayoutOptions): LayoutItem {
	return {
		key: nodeKey(node.id),
		parentKey: node.parent === null ? null : nodeKey(node.parent),
		parentId: node.parent,
		order: siblingOrder(node),
		rank: 0,
		width: options.nodeWidth,
		height: options.nodeHeight,
		kind: 'node',
		id: node.id
	};
}

function compareSiblings(a: LayoutItem, b: LayoutItem): number {
	if (a.order !== b.order) return a.order < b.order ? -1 : 1;
	return a.rank - b.rank;
}

function laidOutNode(item: LayoutItem, x: number, y: number, depth: number): LaidOutNode {
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

/**
 * A vertical link from (x1, y1) down to (x2, y2): a cubic whose tangents are vertical at both
 * ends, bending at mid-height (what d3-shape's linkVertical draws, written out: it runs for
 * every link drawn, and at every frame of a glide).
 */
export function linkPath(x1: number, y1: number, x2: number, y2: number): string {
	const middle = (y1 + y2) / 2;
	return `M${x1},${y1}C${x1},${middle},${x2},${middle},${x2},${y2}`;
}

function treeLink(parent: LaidOutNode, child: LaidOutNode): TreeLink {
	const x1 = parent.x;
	const y1 = parent.y + parent.height / 2;
	const x2 = child.x;
	const y2 = child.y - child.height / 2;
	const path = linkPath(x1, y1, x2, y2);
	return {
		key: child.key,
		source: parent.key,
		target: child.key,
		x1,
		y1,
		x2,
		y2,
		path
	};
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
