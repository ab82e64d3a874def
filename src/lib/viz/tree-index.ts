import type { TreeShape, TreeShapeNode } from '$lib/trace';

/**
 * A search tree as layouts take it: a flat list of nodes naming their parents (the input of
 * tree-layout), or a TreeShape read by position (what the trace hands over, and what
 * tree-collapse indexes without one object per node).
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

/** Ids below this are kept in an array; a search's node ids are small whole numbers. */
const DENSE_IDS = 1 << 26;

/**
 * A map from node ids to numbers (positions, slots) for trees of hundreds of thousands of
 * nodes: a search's ids are small whole numbers, which an array indexes several times faster
 * than a Map hashes them. Any other id (negative, fractional, huge) goes to a Map, so every id
 * still works.
 */
export class IdMap {
	readonly #dense: (number | undefined)[] = [];
	readonly #other = new Map<number, number>();

	static #isDense(id: number): boolean {
		return Number.isInteger(id) && id >= 0 && id < DENSE_IDS;
	}

	get(id: number): number | undefined {
		return IdMap.#isDense(id) ? this.#dense[id] : this.#other.get(id);
	}

	set(id: number, value: number): void {
		if (IdMap.#isDense(id)) this.#dense[id] = value;
		else this.#other.set(id, value);
	}

	delete(id: number): void {
		if (IdMap.#isDense(id)) this.#dense[id] = undefined;
		else this.#other.delete(id);
	}
}

/**
 * A list of layout inputs read as a TreeShape (see $lib/trace), for trees given as objects: tests,
 * small figures. Its ids may be any numbers, in any order; a node named twice keeps its first
 * position, so a reader can tell (positionOf(idAt(i)) !== i).
 */
export class ListTreeShape implements TreeShape {
	readonly nodes: readonly TreeLayoutInput[];
	#positions: IdMap | null = null;

	constructor(nodes: readonly TreeLayoutInput[]) {
		this.nodes = nodes;
	}

	get length(): number {
		return this.nodes.length;
	}

	idAt(position: number): number {
		return this.nodes[position].id;
	}

	parentAt(position: number): number | null {
		return this.nodes[position].parent;
	}

	orderAt(position: number): number {
		return siblingOrder(this.nodes[position]);
	}

	positionOf(id: number): number | undefined {
		if (this.#positions === null) {
			const positions = new IdMap();
			// A node named twice keeps its first position.
			this.nodes.forEach((node, i) => {
				if (positions.get(node.id) === undefined) positions.set(node.id, i);
			});
			this.#positions = positions;
		}
		return this.#positions.get(id);
	}

	nodeAt(position: number): TreeShapeNode {
		return {
			id: this.idAt(position),
			parent: this.parentAt(position),
			order: this.orderAt(position)
		};
	}

	/** A list extends another when its first nodes hang where the other's do (compared one by one). */
	extends(earlier: TreeShape): boolean {
		if (!(earlier instanceof ListTreeShape) || earlier.length > this.length) return false;
		const old = earlier.nodes;
		for (let i = 0; i < old.length; i++) {
			const a = old[i];
			const b = this.nodes[i];
			if (a.id !== b.id || a.parent !== b.parent || siblingOrder(a) !== siblingOrder(b)) {
				return false;
			}
		}
		return true;
	}
}
