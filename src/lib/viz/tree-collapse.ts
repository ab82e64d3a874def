import type { TreeShape } from '$lib/trace';
import { ListTreeShape, type TreeLayoutInput } from './tree-index';
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
	/**
	 * Long path runs folded into one box each (see FOLD_THRESHOLD). Each has an entry in `nodes`
	 * with its negative id, and the node below it names that id as its parent.
	 */
	readonly folds: readonly FoldedRun[];
}

/**
 * A kept path longer than this many levels has its middle folded into one "⋮ N levels" box
 * (a depth-first search can go 11,000 levels deep), keeping FOLD_EDGE levels at either end.
 */
export const FOLD_THRESHOLD = 200;
export const FOLD_EDGE = 50;

/** A run of single-child path nodes folded into one box, drawn between `parent` and `child`. */
export interface FoldedRun {
	/** The box's id in `nodes` (negative, so it never clashes with a search node's). */
	readonly id: number;
	/** The shown node above the fold and the shown node below it. */
	readonly parent: number;
	readonly child: number;
	/** Path nodes folded away (the levels the box stands for). */
	readonly levels: number;
	/** Every node folded away: the path nodes and the subtrees hanging off them. */
	readonly hiddenCount: number;
}

/**
 * Folds a big tree into at most `maxNodes` boxes (see the module comment). `nodes` must form a
 * single tree, as for layoutSearchTree. Linear in the number of nodes. To redo this at every
 * step of a growing tree, keep a CollapseIndex instead.
 */
export function collapseForDisplay(
	nodes: readonly TreeLayoutInput[],
	options: CollapseOptions
): CollapsedTree {
	if (nodes.length <= options.maxNodes) {
		return { nodes, summaries: [], hiddenCount: 0, collapsed: false, folds: [] };
	}
	return new CollapseIndex().update(nodes).collapse(options);
}

/** A position's marks during one collapse (bits of one byte per node). */
const SHOWN = 1;
/** On the path from the root to a kept node. */
const PATH = 2;
/** Named in CollapseOptions.keep: never folded. */
const KEPT = 4;

const NONE = -1;

/**
 * collapseForDisplay for a tree that changes a little at a time, as a search tree does from one
 * step to the next. The index keeps the tree by position in typed arrays (parent, sibling order,
 * children as linked lists), so a tree of two million nodes costs a few bytes per node and no
 * objects:
 * - `update` with a shape that extends the last one (TreeShape.extends: the trace knows its tree
 *   only grew) links the new nodes alone, and one the last extends (a step back) unlinks the
 *   nodes it lost; any other shape is indexed afresh, in one pass;
 * - subtree sizes follow the appended nodes: each new node adds one to its ancestors' sizes,
 *   as long as those walks to the root cost no more than counting every size again (a step of a
 *   breadth-first search adds a few nodes a few dozen levels deep; a depth-first tree thousands
 *   of levels deep would make the walks quadratic). Otherwise `collapse` counts the sizes in one
 *   backward pass over the positions (every parent sits before its children in a search's
 *   generation order, so a node's size is final when the pass reaches it);
 * - `collapse` then visits only the shown nodes and their children.
 */
export class CollapseIndex {
	#shape: TreeShape = new ListTreeShape([]);
	/** The input as objects when it was given so, handed back as the uncollapsed tree. */
	#list: readonly TreeLayoutInput[] | null = [];
	#length = 0;
	#root = NONE;
	/** Whether every node's parent sits before it, so sizes need one backward pass. */
	#parentsFirst = true;
	#sizesValid = false;
	#parent = growable(Int32Array);
	#order = growable(Float64Array);
	#firstChild = growable(Int32Array);
	#lastChild = growable(Int32Array);
	#nextSibling = growable(Int32Array);
	#size = growable(Int32Array);
	/** Each position's depth, kept while every parent sits before its children. */
	#depth = growable(Int32Array);
	/** Per-collapse scratch: marks (SHOWN, PATH, KEPT) and hidden children of shown nodes. */
	#mark = growable(Uint8Array);
	#hiddenChildren = growable(Int32Array);
	/** Per-collapse scratch: the shown positions, and each one's shown children. */
	#shown = growable(Int32Array);
	#shownChildren = growable(Int32Array);
	/** Each kept path node's index in #shown. */
	#shownAt = growable(Int32Array);
	/** The uncollapsed tree as objects, made once per shape for trees within the budget. */
	#allNodes: { shape: TreeShape; nodes: readonly TreeLayoutInput[] } | null = null;

	update(input: readonly TreeLayoutInput[] | TreeShape): this {
		const list = isShape(input) ? null : input;
		const shape = isShape(input) ? input : new ListTreeShape(input);
		if (this.#length > 0 && shape.extends(this.#shape) && this.#canAppend(shape)) {
			this.#reserve(shape.length);
			// New positions have no children yet: theirs come after them.
			this.#firstChild.fill(NONE, this.#length, shape.length);
			this.#lastChild.fill(NONE, this.#length, shape.length);
			for (let at = this.#length; at < shape.length; at++) {
				this.#link(at, shape.positionOf(shape.parentAt(at)!)!, shape.orderAt(at));
			}
			this.#sizeAppended(this.#length, shape.length);
			this.#length = shape.length;
		} else if (shape.length > 0 && this.#parentsFirst && this.#shape.extends(shape)) {
			this.#truncate(shape.length);
		} else this.#rebuild(shape);
		this.#shape = shape;
		this.#list = list;
		return this;
	}

	/** Whether the new nodes of `shape` hang from nodes before them, each named once. */
	#canAppend(shape: TreeShape): boolean {
		for (let at = this.#length; at < shape.length; at++) {
			const parent = shape.parentAt(at);
			if (parent === null) return false;
			const parentAt = shape.positionOf(parent);
			if (parentAt === undefined || parentAt >= at) return false;
			if (shape.positionOf(shape.idAt(at)) !== at) return false;
		}
		return true;
	}

	#rebuild(shape: TreeShape): void {
		const n = shape.length;
		this.#length = 0;
		this.#root = NONE;
		this.#parentsFirst = true;
		this.#sizesValid = false;
		// A tree much smaller than the room kept (another run replaced a long one) gives the
		// room back, so the replaced run's tree does not outlive it.
		if (this.#parent.length > Math.max(4 * n, 65_536)) this.#release();
		// An empty tree (before a run starts) has nothing to index.
		if (n === 0) return;
		this.#reserve(n);
		const roots: number[] = [];
		for (let at = 0; at < n; at++) {
			const id = shape.idAt(at);
			if (shape.positionOf(id) !== at) throw new Error(`The search tree has node ${id} twice.`);
			if (shape.parentAt(at) === null) roots.push(at);
		}
		if (roots.length !== 1) {
			throw new Error(`A search tree needs exactly one root; got ${roots.length}.`);
		}
		this.#firstChild.fill(NONE, 0, n);
		this.#lastChild.fill(NONE, 0, n);
		for (let at = 0; at < n; at++) {
			const parent = shape.parentAt(at);
			let parentAt = NONE;
			if (parent !== null) {
				const found = shape.positionOf(parent);
				if (found === undefined) {
					throw new Error(
						`Node ${shape.idAt(at)} names parent ${parent}, which is not in the tree.`
					);
				}
				parentAt = found;
				if (found >= at) this.#parentsFirst = false;
			}
			this.#link(at, parentAt, shape.orderAt(at));
		}
		this.#root = roots[0];
		this.#length = n;
		if (!this.#parentsFirst && this.#breadthFirst().length !== n) {
			throw new Error('The search tree has a cycle.');
		}
	}

	/**
	 * Drops the positions from `length` on (a step back: the tree is a prefix of the last one),
	 * children before their parents, since every parent sits before its children. Their
	 * ancestors' sizes lose them as appended nodes gained them, on the same terms.
	 */
	#truncate(length: number): void {
		const to = this.#length;
		let walks = 0;
		for (let at = length; at < to; at++) walks += this.#depth[at];
		const keepSizes = this.#sizesValid && walks <= to;
		const parent = this.#parent;
		const size = this.#size;
		for (let at = to - 1; at >= length; at--) {
			const parentAt = parent[at];
			if (keepSizes) for (let up = parentAt; up !== NONE; up = parent[up]) size[up]--;
			this.#unlink(at, parentAt);
		}
		this.#sizesValid = keepSizes;
		this.#length = length;
	}

	/** Takes position `at` out of its parent's children (it has none of its own by now). */
	#unlink(at: number, parentAt: number): void {
		let before = NONE;
		for (let child = this.#firstChild[parentAt]; child !== at; child = this.#nextSibling[child]) {
			before = child;
		}
		const after = this.#nextSibling[at];
		if (before === NONE) this.#firstChild[parentAt] = after;
		else this.#nextSibling[before] = after;
		if (this.#lastChild[parentAt] === at) this.#lastChild[parentAt] = before;
	}

	/**
	 * Brings the subtree sizes up to date for positions `from` … `to` − 1, just linked: each adds
	 * one to every ancestor, when that costs no more than the backward pass that counts afresh.
	 */
	#sizeAppended(from: number, to: number): void {
		if (from === to) return;
		let walks = 0;
		for (let at = from; at < to; at++) walks += this.#depth[at];
		if (!this.#sizesValid || !this.#parentsFirst || walks > to) {
			this.#sizesValid = false;
			return;
		}
		const size = this.#size;
		const parent = this.#parent;
		for (let at = from; at < to; at++) {
			size[at] = 1;
			for (let up = parent[at]; up !== NONE; up = parent[up]) size[up]++;
		}
	}

	/** Drops every array (nothing is indexed): the next #reserve makes them afresh. */
	#release(): void {
		this.#parent = growable(Int32Array);
		this.#order = growable(Float64Array);
		this.#firstChild = growable(Int32Array);
		this.#lastChild = growable(Int32Array);
		this.#nextSibling = growable(Int32Array);
		this.#size = growable(Int32Array);
		this.#depth = growable(Int32Array);
		this.#mark = growable(Uint8Array);
		this.#hiddenChildren = growable(Int32Array);
		this.#shown = growable(Int32Array);
		this.#shownChildren = growable(Int32Array);
		this.#shownAt = growable(Int32Array);
	}

	/** Makes room for `n` positions, keeping what is indexed. */
	#reserve(n: number): void {
		if (this.#parent.length >= n) return;
		const capacity = Math.max(n, Math.ceil(this.#parent.length * 1.5), 256);
		this.#parent = resized(this.#parent, capacity, Int32Array);
		this.#order = resized(this.#order, capacity, Float64Array);
		this.#firstChild = resized(this.#firstChild, capacity, Int32Array);
		this.#lastChild = resized(this.#lastChild, capacity, Int32Array);
		this.#nextSibling = resized(this.#nextSibling, capacity, Int32Array);
		this.#depth = resized(this.#depth, capacity, Int32Array);
		this.#size = resized(this.#size, capacity, Int32Array);
		this.#mark = resized(this.#mark, capacity, Uint8Array);
		this.#hiddenChildren = resized(this.#hiddenChildren, capacity, Int32Array);
		this.#shown = resized(this.#shown, capacity, Int32Array);
		this.#shownChildren = resized(this.#shownChildren, capacity, Int32Array);
		this.#shownAt = resized(this.#shownAt, capacity, Int32Array);
	}

	/**
	 * Hangs position `at` under `parentAt` (NONE for the root), after every sibling whose order is
	 * not larger: equal orders keep input order, as the layout orders siblings. Children mostly
	 * arrive in order, so the new one usually goes last.
	 */
	#link(at: number, parentAt: number, order: number): void {
		this.#parent[at] = parentAt;
		this.#order[at] = order;
		this.#nextSibling[at] = NONE;
		// Meaningful while parents come first (the parent's depth is set by then).
		this.#depth[at] = parentAt === NONE ? 0 : this.#depth[parentAt] + 1;
		if (parentAt === NONE) return;
		const last = this.#lastChild[parentAt];
		if (last === NONE) {
			this.#firstChild[parentAt] = at;
			this.#lastChild[parentAt] = at;
		} else if (this.#order[last] <= order) {
			this.#nextSibling[last] = at;
			this.#lastChild[parentAt] = at;
		} else {
			let before = NONE;
			let after = this.#firstChild[parentAt];
			while (after !== NONE && this.#order[after] <= order) {
				before = after;
				after = this.#nextSibling[after];
			}
			this.#nextSibling[at] = after;
			if (before === NONE) this.#firstChild[parentAt] = at;
			else this.#nextSibling[before] = at;
		}
	}

	/** Every position reachable from the root, parents before children. */
	#breadthFirst(): Int32Array {
		const order = new Int32Array(this.#length);
		if (this.#root === NONE) return order;
		let reached = 0;
		order[reached++] = this.#root;
		for (let i = 0; i < reached; i++) {
			for (
				let child = this.#firstChild[order[i]];
				child !== NONE;
				child = this.#nextSibling[child]
			) {
				if (reached === order.length) return order; // more nodes than positions: a cycle
				order[reached++] = child;
			}
		}
		return order.subarray(0, reached);
	}

	/** Every subtree's size, children before parents. */
	#countSizes(): void {
		const size = this.#size;
		const parent = this.#parent;
		const n = this.#length;
		size.fill(1, 0, n);
		if (this.#parentsFirst) {
			for (let at = n - 1; at > 0; at--) if (parent[at] !== NONE) size[parent[at]] += size[at];
		} else {
			const order = this.#breadthFirst();
			for (let i = order.length - 1; i > 0; i--) size[parent[order[i]]] += size[order[i]];
		}
		this.#sizesValid = true;
	}

	/** The whole tree as objects, for a tree within the budget. */
	#nodes(): readonly TreeLayoutInput[] {
		if (this.#list !== null) return this.#list;
		const shape = this.#shape;
		if (this.#allNodes?.shape !== shape) {
			this.#allNodes = {
				shape,
				nodes: Array.from({ length: shape.length }, (_, at) => shape.nodeAt(at))
			};
		}
		return this.#allNodes.nodes;
	}

	#nodeAt(at: number): TreeLayoutInput {
		return this.#list !== null ? this.#list[at] : this.#shape.nodeAt(at);
	}

	collapse(options: CollapseOptions): CollapsedTree {
		const n = this.#length;
		if (n <= options.maxNodes) {
			return { nodes: this.#nodes(), summaries: [], hiddenCount: 0, collapsed: false, folds: [] };
		}
		if (!this.#sizesValid) this.#countSizes();
		const shape = this.#shape;
		const parent = this.#parent;
		const firstChild = this.#firstChild;
		const nextSibling = this.#nextSibling;
		const size = this.#size;
		const mark = this.#mark;
		const hiddenChildren = this.#hiddenChildren;
		const shownChildren = this.#shownChildren;
		const shownAt = this.#shownAt;
		const root = this.#root;
		// A depth-first search's kept path can be a million levels long, so a path node costs one
		// walk up (marked, listed, counted as its parent's shown child) and one reset, and every
		// other step works on the walks' ends and the boxes drawn. No closures in those loops: V8
		// keeps their variables in a context, and a load from it per path node doubled the cost.
		const shown = this.#shown;
		let shownCount = 0;
		mark[root] = SHOWN | PATH;
		shown[shownCount++] = root;
		/**
		 * The kept paths as walked: a walk lists shown[start] (a kept node) up to shown[end − 1],
		 * each the parent of the one before, and stops under a node already shown.
		 */
		const walks: { start: number; end: number }[] = [];
		/**
		 * The path nodes where a single-child run stops: the kept nodes, and the nodes a second
		 * shown child joins (where a later walk stopped, or the fill adds a child).
		 */
		const breaks: number[] = [];
		for (const id of options.keep) {
			const at = shape.positionOf(id);
			if (at === undefined) continue;
			const start = shownCount;
			let up = at;
			for (; up !== NONE && mark[up] === 0; up = parent[up]) {
				mark[up] = SHOWN | PATH;
				shownAt[up] = shownCount;
				shown[shownCount++] = up;
				shownChildren[parent[up]]++;
			}
			if (shownCount > start) {
				walks.push({ start, end: shownCount });
				if (up !== NONE) breaks.push(up);
			}
			mark[at] |= KEPT;
			breaks.push(at);
		}

		// Then the top of the tree, breadth-first, while the budget lasts. With the kept paths
		// alone over the budget, the fill would stop at the first node it met.
		if (shownCount <= options.maxNodes) {
			// How many children of each shown node are hidden; a node with any gets one summary box.
			let boxes = shownCount;
			for (let i = 0; i < shownCount; i++) {
				const at = shown[i];
				hiddenChildren[at] = this.#childCount(at) - shownChildren[at];
				if (hiddenChildren[at] > 0) boxes++;
			}
			// The fill stops at the first node that does not fit.
			const queue = [root];
			for (let i = 0; i < queue.length; i++) {
				const at = queue[i];
				if (mark[at] === 0) {
					const up = parent[at];
					const parentHidden = hiddenChildren[up];
					const own = this.#childCount(at);
					const cost = 1 + (own > 0 ? 1 : 0) - (parentHidden === 1 ? 1 : 0);
					if (boxes + cost > options.maxNodes) break;
					mark[at] = SHOWN;
					shown[shownCount++] = at;
					shownChildren[up]++;
					if ((mark[up] & PATH) !== 0) breaks.push(up);
					hiddenChildren[up] = parentHidden - 1;
					hiddenChildren[at] = own;
					boxes += cost;
				}
				for (let child = firstChild[at]; child !== NONE; child = nextSibling[child]) {
					queue.push(child);
				}
			}
		}

		// Long single-child runs of path nodes fold into one box each. Within a walk, the runs lie
		// between its breaks (the root is in no walk); a run's levels are counted from its top,
		// and runs are numbered from the top down, in position order.
		const breaksIn = walks.map((): number[] => []);
		for (const at of breaks) {
			if (at === root) continue;
			const index = shownAt[at];
			const walk = walks.findIndex(({ start, end }) => start <= index && index < end);
			breaksIn[walk].push(index);
		}
		/** Runs as ranges of `shown`: `low` its bottom, `high` its top. */
		const runs: { low: number; high: number }[] = [];
		walks.forEach(({ end }, walk) => {
			const cuts = [...breaksIn[walk].sort((a, b) => a - b), end];
			for (let i = 0; i + 1 < cuts.length; i++) {
				const low = cuts[i] + 1;
				const high = cuts[i + 1] - 1;
				if (high - low + 1 > FOLD_THRESHOLD) runs.push({ low, high });
			}
		});
		runs.sort((a, b) => shown[a.high] - shown[b.high]);
		const folds: FoldedRun[] = [];
		/** Each fold, with its order among its siblings, by the position of the node drawn under it. */
		const relink = new Map<number, { fold: FoldedRun; order: number }>();
		/** The ranges of `shown` folded away, as [from, to). */
		const foldedRanges: [number, number][] = [];
		let foldedCount = 0;
		for (const { low, high } of runs) {
			// The middle folds, keeping FOLD_EDGE levels at either end; `below` is the first level
			// kept under it.
			const first = shown[high - FOLD_EDGE];
			const below = shown[low + FOLD_EDGE - 1];
			const levels = high - low + 1 - 2 * FOLD_EDGE;
			foldedRanges.push([low + FOLD_EDGE, high - FOLD_EDGE + 1]);
			foldedCount += levels;
			const fold: FoldedRun = {
				id: -1 - folds.length,
				parent: shape.idAt(parent[first]),
				child: shape.idAt(below),
				levels,
				// Everything under the fold's first node but the subtree drawn below it.
				hiddenCount: size[first] - size[below]
			};
			folds.push(fold);
			relink.set(below, { fold, order: this.#order[first] });
		}

		// The boxes drawn, in input order: the shown nodes outside the folded ranges.
		foldedRanges.sort((a, b) => a[0] - b[0]);
		const drawn: number[] = [];
		let from = 0;
		for (const [low, high] of [...foldedRanges, [shownCount, shownCount]]) {
			for (let i = from; i < low; i++) drawn.push(shown[i]);
			from = high;
		}
		const order = Int32Array.from(drawn).sort();

		const out: TreeLayoutInput[] = [];
		const summaries: SummaryLeafInput[] = [];
		for (const at of order) {
			const node = this.#nodeAt(at);
			const above = relink.get(at);
			if (above !== undefined) {
				const { fold } = above;
				out.push({ id: fold.id, parent: fold.parent, order: above.order });
				out.push({ ...node, parent: fold.id });
			} else out.push(node);
			const hidden = this.#childCount(at) - shownChildren[at];
			if (hidden > 0) {
				let hiddenCount = 0;
				for (let child = firstChild[at]; child !== NONE; child = nextSibling[child]) {
					if (mark[child] === 0) hiddenCount += size[child];
				}
				summaries.push({ parent: node.id, hiddenCount, hiddenChildren: hidden });
			}
		}
		// The scratch goes back to zero for the next collapse.
		for (let i = 0; i < shownCount; i++) {
			mark[shown[i]] = 0;
			shownChildren[shown[i]] = 0;
		}
		return {
			nodes: out,
			summaries,
			hiddenCount: n - shownCount + foldedCount,
			collapsed: true,
			folds
		};
	}

	/** How many children position `at` has. */
	#childCount(at: number): number {
		let count = 0;
		for (let child = this.#firstChild[at]; child !== NONE; child = this.#nextSibling[child]) {
			count++;
		}
		return count;
	}
}

/**
 * The most positions an index's arrays grow to in place: a tile run's largest tree (two million
 * expansions, at most four children each). A larger tree's arrays are copied as they grow.
 */
const GROWS_IN_PLACE = 2 ** 23;

type IndexArray = Int32Array | Float64Array | Uint8Array;
interface IndexArrayKind<A extends IndexArray> {
	new (buffer: ArrayBuffer): A;
	new (length: number): A;
	readonly BYTES_PER_ELEMENT: number;
}

/**
 * An empty array that `resized` grows without copying what it holds: a view of a resizable
 * buffer, whose memory is reserved up front and taken as it grows. Copying a few million
 * entries at once, as growing a plain array does, held the page for hundreds of milliseconds.
 */
function growable<A extends IndexArray>(Kind: IndexArrayKind<A>): A {
	try {
		return new Kind(new ArrayBuffer(0, { maxByteLength: GROWS_IN_PLACE * Kind.BYTES_PER_ELEMENT }));
	} catch {
		// No room to reserve: a plain array, copied as it grows.
		return new Kind(0);
	}
}

/** `values` with room for `capacity` entries, its entries kept and the new ones zero. */
function resized<A extends IndexArray>(values: A, capacity: number, Kind: IndexArrayKind<A>): A {
	const buffer = values.buffer as ArrayBuffer;
	const bytes = capacity * Kind.BYTES_PER_ELEMENT;
	if (buffer.resizable && bytes <= buffer.maxByteLength) {
		buffer.resize(bytes);
		return values;
	}
	const grown = new Kind(capacity);
	grown.set(values);
	return grown;
}

function isShape(input: readonly TreeLayoutInput[] | TreeShape): input is TreeShape {
	return typeof (input as TreeShape).idAt === 'function';
}
