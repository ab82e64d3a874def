import { siblingOrder, type TreeLayoutInput } from './tree-index';
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
 * single tree, as for layoutSearchTree. Linear in the number of nodes, plus sorting siblings.
 * To redo this at every step of a growing tree, keep a CollapseIndex instead.
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

/**
 * collapseForDisplay for a tree that changes a little at a time: `update` with the new node
 * list costs O(n) integer comparisons plus O(depth) per added or removed node when the list
 * only grew or shrank at its end (as a search tree does from one step to the next), and a
 * rebuild otherwise; `collapse` then visits only the shown nodes and their children.
 */
const NO_CHILDREN: readonly number[] = Object.freeze([]);

/** Ids below this are kept in an array; a search's node ids are small whole numbers. */
const DENSE_IDS = 1 << 26;

/**
 * A map from node ids to values for the index's hundreds of thousands of entries: a search's
 * ids are small whole numbers, which an array indexes several times faster than a Map hashes
 * them. Any other id (negative, fractional, huge) goes to a Map, so every id still works.
 */
class IdMap<V> {
	#dense: (V | undefined)[] = [];
	#other = new Map<number, V>();

	static #isDense(id: number): boolean {
		return Number.isInteger(id) && id >= 0 && id < DENSE_IDS;
	}

	get(id: number): V | undefined {
		return IdMap.#isDense(id) ? this.#dense[id] : this.#other.get(id);
	}

	has(id: number): boolean {
		return this.get(id) !== undefined;
	}

	set(id: number, value: V): void {
		if (IdMap.#isDense(id)) this.#dense[id] = value;
		else this.#other.set(id, value);
	}

	delete(id: number): void {
		if (IdMap.#isDense(id)) this.#dense[id] = undefined;
		else this.#other.delete(id);
	}

	clear(): void {
		this.#dense = [];
		this.#other.clear();
	}

	*values(): Generator<V> {
		for (const value of this.#dense) if (value !== undefined) yield value;
		yield* this.#other.values();
	}
}

/**
 * Levels an update may walk to keep subtree sizes (see CollapseIndex's #sizesStale): a quarter
 * of the tree's nodes and a little more, well under what counting them all afresh costs.
 */
const WALK_BUDGET_PER_NODE = 0.25;
const WALK_BUDGET = 10_000;

export class CollapseIndex {
	#nodes: readonly TreeLayoutInput[] = [];
	#position = new IdMap<number>();
	#children = new IdMap<number[]>();
	#sizes = new IdMap<number>();
	/**
	 * Subtree sizes are kept up to date by walking from each added or removed node to the root,
	 * which costs its depth: cheap for a breadth-first tree, quadratic for a depth-first one
	 * whose path is thousands of levels deep. Past this many levels walked in one update the
	 * walks stop, and the sizes are counted afresh (one pass) when a collapse next needs them.
	 */
	#sizesStale = false;
	#walkBudget = 0;
	#root: number | null = null;

	get nodes(): readonly TreeLayoutInput[] {
		return this.#nodes;
	}

	/** Index of `id` in the current node list, if present. */
	positionOf(id: number): number | undefined {
		return this.#position.get(id);
	}

	update(nodes: readonly TreeLayoutInput[]): this {
		const old = this.#nodes;
		const common = Math.min(old.length, nodes.length);
		let grows = old.length > 0;
		for (let i = 0; grows && i < common; i++) {
			grows = old[i].id === nodes[i].id && old[i].parent === nodes[i].parent;
		}
		// Appending needs every new node's parent to come before it, as the trace hands them over:
		// in the tree already, or earlier among the new nodes (a seek of many steps, or a batch
		// of expansions, adds children of nodes it also adds).
		const added = new Set<number>();
		for (let i = old.length; grows && i < nodes.length; i++) {
			const { id, parent } = nodes[i];
			grows =
				parent !== null &&
				!this.#position.has(id) &&
				!added.has(id) &&
				(added.has(parent) || this.#knows(parent, nodes, i));
			added.add(id);
		}
		if (grows) {
			this.#walkBudget = WALK_BUDGET_PER_NODE * Math.max(nodes.length, old.length) + WALK_BUDGET;
			this.#incoming = nodes;
			for (let i = old.length - 1; i >= nodes.length; i--) this.#remove(old[i]);
			for (let i = old.length; i < nodes.length; i++) this.#append(nodes[i], i);
			this.#nodes = nodes;
			this.#incoming = [];
		} else this.#rebuild(nodes);
		return this;
	}

	/** Whether `id` is in the tree once nodes[0..before) are. */
	#knows(id: number, nodes: readonly TreeLayoutInput[], before: number): boolean {
		const at = this.#position.get(id);
		return at !== undefined && at < before && nodes[at].id === id;
	}

	#rebuild(nodes: readonly TreeLayoutInput[]): void {
		this.#nodes = nodes;
		this.#position.clear();
		this.#children.clear();
		this.#sizes.clear();
		this.#root = null;
		// An empty tree (before a run starts) has nothing to index.
		if (nodes.length === 0) return;
		const roots: number[] = [];
		nodes.forEach((node, i) => {
			if (this.#position.has(node.id))
				throw new Error(`The search tree has node ${node.id} twice.`);
			this.#position.set(node.id, i);
			if (node.parent === null) roots.push(node.id);
		});
		if (roots.length !== 1) {
			throw new Error(`A search tree needs exactly one root; got ${roots.length}.`);
		}
		this.#root = roots[0];
		for (const node of nodes) {
			if (node.parent === null) continue;
			if (!this.#position.has(node.parent)) {
				throw new Error(`Node ${node.id} names parent ${node.parent}, which is not in the tree.`);
			}
			const siblings = this.#children.get(node.parent);
			if (siblings === undefined) this.#children.set(node.parent, [node.id]);
			else siblings.push(node.id);
		}
		for (const siblings of this.#children.values()) {
			siblings.sort((a, b) => this.#orderOf(a) - this.#orderOf(b));
		}
		if (this.#countSizes() !== nodes.length) throw new Error('The search tree has a cycle.');
	}

	/** Every subtree's size, children before parents; returns how many nodes were reached. */
	#countSizes(): number {
		if (this.#root === null) return 0;
		const breadthFirst = [this.#root];
		for (let i = 0; i < breadthFirst.length; i++) {
			for (const child of this.#childrenOf(breadthFirst[i])) breadthFirst.push(child);
		}
		this.#sizes.clear();
		for (let i = breadthFirst.length - 1; i >= 0; i--) {
			const id = breadthFirst[i];
			let size = 1;
			for (const child of this.#childrenOf(id)) size += this.#sizes.get(child) ?? 0;
			this.#sizes.set(id, size);
		}
		this.#sizesStale = false;
		return breadthFirst.length;
	}

	/** Adds `change` to the sizes of `from` and its ancestors, unless the walks' budget is spent. */
	#resize(from: number, change: number): void {
		if (this.#sizesStale) return;
		for (let up: number | null = from; up !== null; up = this.#parentOf(up)) {
			if (this.#walkBudget-- <= 0) {
				this.#sizesStale = true;
				return;
			}
			this.#sizes.set(up, (this.#sizes.get(up) ?? 0) + change);
		}
	}

	#append(node: TreeLayoutInput, at: number): void {
		this.#position.set(node.id, at);
		this.#sizes.set(node.id, 1);
		const parent = node.parent!;
		const order = siblingOrder(node);
		const siblings = this.#children.get(parent);
		if (siblings === undefined) this.#children.set(parent, [node.id]);
		else {
			// Equal orders keep input order, as the layout orders siblings.
			let i = siblings.length;
			while (i > 0 && this.#orderOf(siblings[i - 1]) > order) i--;
			siblings.splice(i, 0, node.id);
		}
		// #nodes is still the old list; #node finds the new ones in #incoming.
		this.#resize(parent, 1);
	}

	#remove(node: TreeLayoutInput): void {
		this.#position.delete(node.id);
		this.#sizes.delete(node.id);
		this.#children.delete(node.id);
		const parent = node.parent!;
		const siblings = this.#children.get(parent);
		if (siblings !== undefined) {
			const i = siblings.lastIndexOf(node.id);
			if (i >= 0) siblings.splice(i, 1);
			if (siblings.length === 0) this.#children.delete(parent);
		}
		this.#resize(parent, -1);
	}

	#incoming: readonly TreeLayoutInput[] = [];

	#node(id: number): TreeLayoutInput {
		const at = this.#position.get(id)!;
		return at < this.#nodes.length && this.#nodes[at].id === id
			? this.#nodes[at]
			: this.#incoming[at];
	}

	#parentOf(id: number): number | null {
		return this.#node(id).parent;
	}

	#orderOf(id: number): number {
		return siblingOrder(this.#node(id));
	}

	#childrenOf(id: number): readonly number[] {
		return this.#children.get(id) ?? NO_CHILDREN;
	}

	collapse(options: CollapseOptions): CollapsedTree {
		const nodes = this.#nodes;
		if (nodes.length <= options.maxNodes) {
			return { nodes, summaries: [], hiddenCount: 0, collapsed: false, folds: [] };
		}
		if (this.#sizesStale) this.#countSizes();
		const root = this.#root!;
		const shown = new Set<number>([root]);
		for (const id of options.keep) {
			if (!this.#position.has(id)) continue;
			// Walk up until the path joins nodes already shown.
			for (let at: number | null = id; at !== null && !shown.has(at); at = this.#parentOf(at)) {
				shown.add(at);
			}
		}

		const onKeptPath = new Set(shown);

		// How many children of each shown node are hidden; a node with any gets one summary box.
		const hiddenChildren = new Map<number, number>();
		let boxes = shown.size;
		for (const id of shown) {
			const hidden = this.#childrenOf(id).filter((child) => !shown.has(child)).length;
			hiddenChildren.set(id, hidden);
			if (hidden > 0) boxes++;
		}

		// Breadth-first from the root; the fill stops at the first node that does not fit.
		const queue = [root];
		for (let i = 0; i < queue.length; i++) {
			const id = queue[i];
			if (!shown.has(id)) {
				const parent = this.#parentOf(id)!;
				const parentHidden = hiddenChildren.get(parent) ?? 0;
				const own = this.#childrenOf(id).length;
				const cost = 1 + (own > 0 ? 1 : 0) - (parentHidden === 1 ? 1 : 0);
				if (boxes + cost > options.maxNodes) break;
				shown.add(id);
				hiddenChildren.set(parent, parentHidden - 1);
				hiddenChildren.set(id, own);
				boxes += cost;
			}
			for (const child of this.#childrenOf(id)) queue.push(child);
		}

		const order = [...shown].sort((a, b) => this.#position.get(a)! - this.#position.get(b)!);
		const hiddenUnder = (id: number): { count: number; children: number } => {
			let count = 0;
			let children = 0;
			for (const child of this.#childrenOf(id)) {
				if (shown.has(child)) continue;
				count += this.#sizes.get(child) ?? 0;
				children++;
			}
			return { count, children };
		};

		// Long single-child runs of path nodes fold into one box each.
		const kept = new Set(options.keep);
		const foldable = (at: number): boolean =>
			at !== root && onKeptPath.has(at) && !kept.has(at) && shownChildren(at).length === 1;
		const shownChildren = (id: number): number[] =>
			this.#childrenOf(id).filter((child) => shown.has(child));
		const folded = new Set<number>();
		const folds: FoldedRun[] = [];
		const relink = new Map<number, number>();
		const foldOrder: number[] = [];
		for (const id of order) {
			// A run starts at a foldable node whose parent is not foldable.
			if (!foldable(id)) continue;
			const parent = this.#parentOf(id)!;
			if (foldable(parent)) continue;
			const run: number[] = [];
			for (let at = id; foldable(at);) {
				run.push(at);
				at = shownChildren(at)[0];
			}
			if (run.length <= FOLD_THRESHOLD) continue;
			const middle = run.slice(FOLD_EDGE, run.length - FOLD_EDGE);
			let hidden = 0;
			for (const at of middle) {
				folded.add(at);
				hidden += 1 + hiddenUnder(at).count;
			}
			const below = shownChildren(middle[middle.length - 1])[0];
			const fold: FoldedRun = {
				id: -1 - folds.length,
				parent: this.#parentOf(middle[0])!,
				child: below,
				levels: middle.length,
				hiddenCount: hidden
			};
			folds.push(fold);
			foldOrder.push(this.#orderOf(middle[0]));
			relink.set(below, fold.id);
		}

		const out: TreeLayoutInput[] = [];
		const summaries: SummaryLeafInput[] = [];
		for (const id of order) {
			if (folded.has(id)) continue;
			const node = this.#node(id);
			const parent = relink.get(id);
			if (parent !== undefined) {
				const fold = folds[-1 - parent];
				out.push({
					id: fold.id,
					parent: fold.parent,
					order: foldOrder[-1 - parent]
				});
				out.push({ ...node, parent });
			} else out.push(node);
			const hidden = hiddenUnder(id);
			if (hidden.children > 0) {
				summaries.push({ parent: id, hiddenCount: hidden.count, hiddenChildren: hidden.children });
			}
		}
		return {
			nodes: out,
			summaries,
			hiddenCount: nodes.length - shown.size + folded.size,
			collapsed: true,
			folds
		};
	}
}
