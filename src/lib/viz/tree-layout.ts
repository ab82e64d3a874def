import { tidyTreeX } from './tidy-tree';
import { IdMap, siblingOrder, type TreeLayoutInput } from './tree-index';
import { countWords } from '../count-text';

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

const EMPTY_BBOX: BoundingBox = Object.freeze({
	minX: 0,
	maxX: 0,
	minY: 0,
	maxY: 0,
	width: 0,
	height: 0
});

const EMPTY_LAYOUT: TreeLayout = Object.freeze({
	nodes: [],
	links: [],
	byKey: new Map(),
	bbox: EMPTY_BBOX
});

/**
 * Lays out one search tree. `nodes` must form a single tree: one root (parent null), unique
 * ids, every parent present. Throws otherwise, because a broken tree is a bug upstream.
 */
export function layoutSearchTree(
	nodes: readonly TreeLayoutInput[],
	options: TreeLayoutOptions
): TreeLayout {
	return new TreeLayoutMemo().layout(nodes, options);
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

type Sizes = Pick<TreeLayoutOptions, (typeof SIZE_OPTIONS)[number]>;

/** A slot's kind; FREE marks a slot given back, to be reused. */
const NODE = 0;
const GHOST = 1;
const SUMMARY = 2;
const FREE = 3;
const NONE = -1;

/** Boxes sampled to find the common shift of a new layout (TreeLayoutMemo.#steadyOrigin). */
const STEADY_SAMPLES = 64;
/** Layout units within which a box counts as where it was (rounding of the shift's sum). */
const STEADY_TOLERANCE = 1e-6;

/** `x`, or the old box's own x when they differ only by rounding: the box then stays as it was. */
function steady(x: number, old: LaidOutNode | undefined): number {
	return old !== undefined && Math.abs(old.x - x) < STEADY_TOLERANCE ? old.x : x;
}

/**
 * layoutSearchTree for a tree laid out again at every step, doing per step the work of what
 * changed wherever the result allows. A step of a search adds a few nodes, and in compact mode
 * moves the kept paths and the edge of the breadth-first fill; so the memo keeps the tree of
 * boxes between calls, one slot per box in typed arrays (kind, order, parent, children as a
 * sorted doubly linked list, depth), with its key string made once:
 * - the new input is compared with the slots in one pass over typed arrays (no key string, no
 *   Map on that path); boxes that left are unlinked, new ones linked in sibling order (usually
 *   last, or just before a "+N" box), their depth read off their parent's;
 * - when no box came or went, the tidy walk is skipped: the boxes keep their places and only
 *   the "+N" counts are brought up to date;
 * - otherwise the Buchheim walk runs again over every box: where a box goes depends on every
 *   contour to its left and on the root's centring, so a leaf added anywhere can move half the
 *   tree. It stays O(boxes), on flat arrays numbered breadth-first (each box's children are
 *   consecutive, so the child list is the numbering itself);
 * - a box whose place, depth and counts did not change is handed back as the same object, so a
 *   view comparing by identity redraws only what moved; with nothing changed, the same layout.
 * A node that changes parent or sibling order, a new node listed before its parent, a change of
 * sizes, or siblings tied on their order (the input's order then decides) lay the tree out
 * afresh, in the same code. Either way the drawing is then moved right or left as one so that
 * most boxes stay where they were (#steadyOrigin): a fresh memo gives layoutSearchTree's
 * numbers (d3's), and each later layout equals a fresh one moved by a common amount.
 */
export class TreeLayoutMemo {
	#valid = false;
	#sizes: Sizes | null = null;
	#layout: TreeLayout = EMPTY_LAYOUT;
	/** Whether two siblings tie on (order, kind): their input order decides, so no incremental step. */
	#tied = false;
	#root = NONE;
	/** Slots in use or freed: 0 … #high − 1. */
	#high = 0;
	#live = 0;
	#free: number[] = [];
	/** Bumped at every call; a slot's `seen` says whether this call's input still has it. */
	#round = 0;
	#kind = new Uint8Array(0);
	#seen = new Int32Array(0);
	/** The node's id; a ghost's or summary's parent id. */
	#id = new Float64Array(0);
	/** A node's parent id (unused for the root). */
	#parentId = new Float64Array(0);
	/** Sibling order; Infinity for a summary, which goes after its parent's shown children. */
	#order = new Float64Array(0);
	#hiddenCount = new Float64Array(0);
	#hiddenChildren = new Float64Array(0);
	#parent = new Int32Array(0);
	#firstChild = new Int32Array(0);
	#lastChild = new Int32Array(0);
	#next = new Int32Array(0);
	#previous = new Int32Array(0);
	/** NONE until linked under a parent whose depth is known. */
	#depth = new Int32Array(0);
	#keys: string[] = [];
	/** The box each slot was last laid out as. */
	#boxes: (LaidOutNode | undefined)[] = [];
	#nodeSlots = new IdMap();
	#summarySlots = new IdMap();
	#ghostSlots = new Map<string, number>();

	layout(nodes: readonly TreeLayoutInput[], options: TreeLayoutOptions): TreeLayout {
		if (nodes.length === 0) {
			this.#valid = false;
			this.#layout = EMPTY_LAYOUT;
			return EMPTY_LAYOUT;
		}
		const moved =
			this.#valid && !this.#tied && sameSizes(this.#sizes!, options)
				? this.#update(nodes, options)
				: null;
		this.#layout = this.#emit(options, moved ?? this.#rebuild(nodes, options));
		return this.#layout;
	}

	/**
	 * Brings the slots up to date with a new input, changing only what changed. Returns whether
	 * a box came or went, or null when the change needs a fresh layout (see the class comment).
	 */
	#update(nodes: readonly TreeLayoutInput[], options: TreeLayoutOptions): boolean | null {
		const round = ++this.#round;
		const added: number[] = [];
		for (const node of nodes) {
			const slot = this.#nodeSlots.get(node.id);
			if (slot === undefined) {
				if (node.parent === null) return null;
				const fresh = this.#allocate(NODE, node.id, siblingOrder(node), round, nodeKey(node.id));
				this.#parentId[fresh] = node.parent;
				added.push(fresh);
				continue;
			}
			if (this.#seen[slot] === round) return null;
			this.#seen[slot] = round;
			if ((node.parent === null) !== (slot === this.#root)) return null;
			if (node.parent !== null && this.#parentId[slot] !== node.parent) return null;
			if (this.#order[slot] !== siblingOrder(node)) return null;
		}
		for (const ghost of options.ghosts ?? []) {
			if (!this.#present(ghost.parent)) continue;
			// Found among its parent's children by order: no key string for a ghost already laid out.
			let slot = this.#firstChild[this.#nodeSlots.get(ghost.parent)!];
			while (slot !== NONE && (this.#kind[slot] !== GHOST || this.#order[slot] !== ghost.order)) {
				slot = this.#next[slot];
			}
			if (slot === NONE) {
				const key = ghostKey(ghost.parent, ghost.order);
				if (this.#ghostSlots.has(key)) return null;
				added.push(this.#allocate(GHOST, ghost.parent, ghost.order, round, key));
			} else if (this.#seen[slot] === round) return null;
			else this.#seen[slot] = round;
		}
		for (const summary of options.summaries ?? []) {
			if (!this.#present(summary.parent)) continue;
			let slot = this.#summarySlots.get(summary.parent);
			if (slot === undefined) {
				slot = this.#allocate(SUMMARY, summary.parent, Infinity, round, summaryKey(summary.parent));
				added.push(slot);
			} else if (this.#seen[slot] === round) return null;
			this.#seen[slot] = round;
			this.#hiddenCount[slot] = summary.hiddenCount;
			this.#hiddenChildren[slot] = summary.hiddenChildren;
		}
		const removed: number[] = [];
		for (let slot = 0; slot < this.#high; slot++) {
			if (this.#kind[slot] !== FREE && this.#seen[slot] !== round) removed.push(slot);
		}
		if (added.length === 0 && removed.length === 0) return false;
		for (const slot of removed) this.#unlink(slot);
		// A box that stays must not hang from one that left.
		for (const slot of removed) if (this.#firstChild[slot] !== NONE) return null;
		for (const slot of added) {
			const parent = this.#parentSlotOf(slot);
			if (parent === undefined || this.#depth[parent] === NONE) return null;
			if (!this.#link(slot, parent)) return null;
			this.#depth[slot] = this.#depth[parent] + 1;
		}
		for (const slot of removed) this.#release(slot);
		return true;
	}

	/** Indexes `nodes` afresh, checking that they form one tree; always a change of shape. */
	#rebuild(nodes: readonly TreeLayoutInput[], options: TreeLayoutOptions): true {
		this.#reset(options);
		const round = ++this.#round;
		let roots = 0;
		for (const node of nodes) {
			if (this.#nodeSlots.get(node.id) !== undefined) {
				throw new Error(`The search tree has node ${node.id} twice.`);
			}
			const slot = this.#allocate(NODE, node.id, siblingOrder(node), round, nodeKey(node.id));
			if (node.parent === null) {
				if (roots++ === 0) this.#root = slot;
			} else this.#parentId[slot] = node.parent;
		}
		if (roots !== 1) throw new Error(`A search tree needs exactly one root; got ${roots}.`);
		for (const node of nodes) {
			if (node.parent !== null && this.#nodeSlots.get(node.parent) === undefined) {
				throw new Error(`Node ${node.id} names parent ${node.parent}, which is not in the tree.`);
			}
		}
		for (const ghost of options.ghosts ?? []) {
			if (!this.#present(ghost.parent)) continue;
			const key = ghostKey(ghost.parent, ghost.order);
			if (this.#ghostSlots.has(key)) throw new Error(`Two ghost leaves share the key ${key}.`);
			this.#allocate(GHOST, ghost.parent, ghost.order, round, key);
		}
		for (const summary of options.summaries ?? []) {
			if (!this.#present(summary.parent)) continue;
			if (this.#summarySlots.get(summary.parent) !== undefined) {
				throw new Error(`Two "+N" summaries name parent ${summary.parent}.`);
			}
			const key = summaryKey(summary.parent);
			const slot = this.#allocate(SUMMARY, summary.parent, Infinity, round, key);
			this.#hiddenCount[slot] = summary.hiddenCount;
			this.#hiddenChildren[slot] = summary.hiddenChildren;
		}
		// Linked in input order (nodes, ghosts, summaries), each after the siblings whose order
		// is not larger: the stable sort of the siblings, ties kept in input order.
		for (let slot = 0; slot < this.#high; slot++) {
			if (slot !== this.#root) this.#link(slot, this.#parentSlotOf(slot)!);
		}
		// Depths breadth-first from the root; a node it never reaches sits on a loop of parents.
		const queue = [this.#root];
		this.#depth[this.#root] = 0;
		for (let i = 0; i < queue.length; i++) {
			const slot = queue[i];
			for (let child = this.#firstChild[slot]; child !== NONE; child = this.#next[child]) {
				this.#depth[child] = this.#depth[slot] + 1;
				queue.push(child);
			}
		}
		if (queue.length !== this.#live) throw new Error('The search tree has a cycle.');
		this.#valid = true;
		return true;
	}

	#reset(options: TreeLayoutOptions): void {
		this.#valid = false;
		this.#tied = false;
		this.#sizes = sizesOf(options);
		this.#root = NONE;
		this.#high = 0;
		this.#live = 0;
		this.#free = [];
		this.#boxes = [];
		this.#keys = [];
		this.#nodeSlots = new IdMap();
		this.#summarySlots = new IdMap();
		this.#ghostSlots = new Map();
	}

	/** Whether node `id` is in this call's input. */
	#present(id: number): boolean {
		const slot = this.#nodeSlots.get(id);
		return slot !== undefined && this.#seen[slot] === this.#round;
	}

	#parentSlotOf(slot: number): number | undefined {
		const parent = this.#kind[slot] === NODE ? this.#parentId[slot] : this.#id[slot];
		const found = this.#nodeSlots.get(parent);
		return found !== undefined && this.#seen[found] === this.#round ? found : undefined;
	}

	#allocate(kind: number, id: number, order: number, round: number, key: string): number {
		const slot = this.#free.pop() ?? this.#high++;
		this.#reserve(this.#high);
		this.#live++;
		this.#kind[slot] = kind;
		this.#seen[slot] = round;
		this.#id[slot] = id;
		this.#order[slot] = order;
		this.#parent[slot] = NONE;
		this.#firstChild[slot] = NONE;
		this.#lastChild[slot] = NONE;
		this.#next[slot] = NONE;
		this.#previous[slot] = NONE;
		this.#depth[slot] = NONE;
		this.#keys[slot] = key;
		this.#boxes[slot] = undefined;
		if (kind === NODE) this.#nodeSlots.set(id, slot);
		else if (kind === SUMMARY) this.#summarySlots.set(id, slot);
		else this.#ghostSlots.set(key, slot);
		return slot;
	}

	#release(slot: number): void {
		const kind = this.#kind[slot];
		if (kind === NODE) this.#nodeSlots.delete(this.#id[slot]);
		else if (kind === SUMMARY) this.#summarySlots.delete(this.#id[slot]);
		else this.#ghostSlots.delete(this.#keys[slot]);
		this.#kind[slot] = FREE;
		this.#boxes[slot] = undefined;
		this.#live--;
		this.#free.push(slot);
	}

	#reserve(n: number): void {
		if (this.#kind.length >= n) return;
		const capacity = Math.max(n, Math.ceil(this.#kind.length * 1.5), 256);
		const grow = <A extends Int32Array | Float64Array | Uint8Array>(old: A, next: A): A => {
			next.set(old);
			return next;
		};
		this.#kind = grow(this.#kind, new Uint8Array(capacity));
		this.#seen = grow(this.#seen, new Int32Array(capacity));
		this.#id = grow(this.#id, new Float64Array(capacity));
		this.#parentId = grow(this.#parentId, new Float64Array(capacity));
		this.#order = grow(this.#order, new Float64Array(capacity));
		this.#hiddenCount = grow(this.#hiddenCount, new Float64Array(capacity));
		this.#hiddenChildren = grow(this.#hiddenChildren, new Float64Array(capacity));
		this.#parent = grow(this.#parent, new Int32Array(capacity));
		this.#firstChild = grow(this.#firstChild, new Int32Array(capacity));
		this.#lastChild = grow(this.#lastChild, new Int32Array(capacity));
		this.#next = grow(this.#next, new Int32Array(capacity));
		this.#previous = grow(this.#previous, new Int32Array(capacity));
		this.#depth = grow(this.#depth, new Int32Array(capacity));
	}

	/**
	 * Hangs `slot` under `parent` after every sibling that does not sort after it (by order, then
	 * nodes before ghosts before summaries). A tie with that sibling is recorded and reported as
	 * false: the input's order decides ties, which only a fresh layout reads.
	 */
	#link(slot: number, parent: number): boolean {
		const order = this.#order;
		const kind = this.#kind;
		let before = this.#lastChild[parent];
		while (
			before !== NONE &&
			(order[before] !== order[slot] ? !(order[before] < order[slot]) : kind[before] > kind[slot])
		) {
			before = this.#previous[before];
		}
		const tied = before !== NONE && order[before] === order[slot] && kind[before] === kind[slot];
		if (tied) this.#tied = true;
		const after = before === NONE ? this.#firstChild[parent] : this.#next[before];
		this.#parent[slot] = parent;
		this.#previous[slot] = before;
		this.#next[slot] = after;
		if (before === NONE) this.#firstChild[parent] = slot;
		else this.#next[before] = slot;
		if (after === NONE) this.#lastChild[parent] = slot;
		else this.#previous[after] = slot;
		return !tied;
	}

	#unlink(slot: number): void {
		const parent = this.#parent[slot];
		if (parent === NONE) return;
		const before = this.#previous[slot];
		const after = this.#next[slot];
		if (before === NONE) this.#firstChild[parent] = after;
		else this.#next[before] = after;
		if (after === NONE) this.#lastChild[parent] = before;
		else this.#previous[after] = before;
		this.#parent[slot] = NONE;
	}

	/**
	 * The boxes in pre-order, placed by a fresh tidy walk when the shape changed and where they
	 * were otherwise. Unchanged boxes are the same objects; with none changed, the same layout.
	 */
	#emit(options: TreeLayoutOptions, shapeChanged: boolean): TreeLayout {
		const x = shapeChanged ? this.#tidyX(options) : null;
		const origin = x === null ? 0 : this.#steadyOrigin(x);
		const levelHeight = options.nodeHeight + options.levelGap;
		const laidOut: LaidOutNode[] = [];
		const byKey = new Map<string, LaidOutNode>();
		let changed = shapeChanged;
		const stack = [this.#root];
		while (stack.length > 0) {
			const slot = stack.pop()!;
			const old = this.#boxes[slot];
			const depth = this.#depth[slot];
			const at = x === null ? old!.x : steady(x[slot] + origin, old);
			const box = this.#boxAt(slot, at, depth * levelHeight, options);
			if (box !== old) changed = true;
			this.#boxes[slot] = box;
			laidOut.push(box);
			byKey.set(box.key, box);
			for (let child = this.#lastChild[slot]; child !== NONE; child = this.#previous[child]) {
				stack.push(child);
			}
		}
		return changed ? assemble(laidOut, byKey) : this.#layout;
	}

	/**
	 * Where the new walk's x = 0 goes, so that most boxes stay where they were. The walk puts the
	 * root at 0, and a step that adds children far off to one side re-centres the root over a
	 * wider tree: without this nearly every box (1,879 of 2,000 at a breadth-first step) would
	 * shift by one common amount and glide across the screen. The common shift is taken from
	 * up to 64 boxes laid out before, and the most frequent one wins; a fresh tree starts at 0,
	 * as d3's does.
	 */
	#steadyOrigin(x: Float64Array): number {
		const stride = Math.max(1, Math.floor(this.#high / STEADY_SAMPLES));
		const votes = new Map<number, { shift: number; count: number }>();
		let best: { shift: number; count: number } | null = null;
		for (let slot = 0; slot < this.#high; slot += stride) {
			const old = this.#boxes[slot];
			if (old === undefined || this.#seen[slot] !== this.#round) continue;
			const shift = old.x - x[slot];
			const bucket = Math.round(shift / STEADY_TOLERANCE);
			const vote = votes.get(bucket) ?? { shift, count: 0 };
			vote.count++;
			votes.set(bucket, vote);
			if (best === null || vote.count > best.count) best = vote;
		}
		return best?.shift ?? 0;
	}

	/** Each slot's x by the Buchheim walk (tidy-tree.ts), over the boxes numbered breadth-first. */
	#tidyX(options: TreeLayoutOptions): Float64Array {
		const count = this.#live;
		const slots = new Int32Array(count);
		const parent = new Int32Array(count).fill(NONE);
		const childStart = new Int32Array(count + 1);
		const width = new Float64Array(count);
		const widths = [
			options.nodeWidth,
			options.ghostWidth ?? options.nodeWidth / 2,
			options.summaryWidth ?? options.nodeWidth
		];
		slots[0] = this.#root;
		let numbered = 1;
		for (let i = 0; i < count; i++) {
			const slot = slots[i];
			width[i] = widths[this.#kind[slot]];
			childStart[i] = numbered - 1;
			for (let child = this.#firstChild[slot]; child !== NONE; child = this.#next[child]) {
				parent[numbered] = i;
				slots[numbered++] = child;
			}
		}
		childStart[count] = numbered - 1;
		// A miscount would hand the walk a broken tree, which it could follow forever.
		if (numbered !== count)
			throw new Error(
				`The layout counts ${countWords(count, 'box', 'boxes')} but reaches ${numbered}.`
			);
		// Breadth-first, each box's children are numbered one after the other, so the child list
		// is 1, 2, …, count − 1 and box k sits at its place k − 1 (childStart counts places).
		const childList = new Int32Array(Math.max(count - 1, 0));
		for (let k = 0; k < childList.length; k++) childList[k] = k + 1;
		const siblingGap = options.siblingGap;
		const subtreeGap = options.subtreeGap ?? 2 * siblingGap;
		// The separation is the distance between centres in layout units, so boxes of different
		// widths (nodes, ghosts, summaries) pack without overlap.
		const byNumber = tidyTreeX({
			count,
			parent,
			childStart,
			childList,
			separation: (a, b) =>
				width[a] / 2 + width[b] / 2 + (parent[a] === parent[b] ? siblingGap : subtreeGap)
		});
		const x = new Float64Array(this.#high);
		for (let i = 0; i < count; i++) x[slots[i]] = byNumber[i];
		return x;
	}

	/** The slot's box at (x, y): its last box when nothing it shows changed. */
	#boxAt(slot: number, x: number, y: number, options: TreeLayoutOptions): LaidOutNode {
		const old = this.#boxes[slot];
		const kind = this.#kind[slot];
		const hiddenCount = this.#hiddenCount[slot];
		const hiddenChildren = this.#hiddenChildren[slot];
		if (
			old !== undefined &&
			Object.is(old.x, x) &&
			Object.is(old.y, y) &&
			(old.kind !== 'summary' ||
				(old.hiddenCount === hiddenCount && old.hiddenChildren === hiddenChildren))
		) {
			return old;
		}
		const key = this.#keys[slot];
		const depth = this.#depth[slot];
		const parent = this.#parent[slot];
		const parentKey = parent === NONE ? null : this.#keys[parent];
		// Written out rather than spread from a shared base: this runs once per box, and the
		// spreads doubled the time of a 20,000-node layout.
		if (kind === NODE) {
			const { nodeWidth: width, nodeHeight: height } = options;
			return { kind: 'node', key, x, y, depth, width, height, parentKey, id: this.#id[slot] };
		}
		if (kind === GHOST) {
			const width = options.ghostWidth ?? options.nodeWidth / 2;
			const height = options.ghostHeight ?? options.nodeHeight / 2;
			const parent = this.#id[slot];
			const order = this.#order[slot];
			return { kind: 'ghost', key, x, y, depth, width, height, parentKey, parent, order };
		}
		return {
			kind: 'summary',
			key,
			x,
			y,
			depth,
			width: options.summaryWidth ?? options.nodeWidth,
			height: options.summaryHeight ?? options.nodeHeight,
			parentKey,
			parent: this.#id[slot],
			hiddenCount,
			hiddenChildren
		};
	}
}

function sizesOf(options: TreeLayoutOptions): Sizes {
	const sizes: Record<string, number | undefined> = {};
	for (const name of SIZE_OPTIONS) sizes[name] = options[name];
	return sizes as Sizes;
}

function sameSizes(sizes: Sizes, options: TreeLayoutOptions): boolean {
	return SIZE_OPTIONS.every((name) => sizes[name] === options[name]);
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
