import type { TreeShape, TreeShapeNode } from './types';

/** The columns a tree shape reads: parent ids and child indices by node id (see NodeTable). */
export interface ShapeColumns {
	/** Parent ids by id, −1 for a root; read afresh, since a growing column replaces its array. */
	readonly parent: ArrayLike<number>;
	/** Index among its parent's children by id, −1 for a root. */
	readonly childIndex: ArrayLike<number>;
}

/**
 * The tree of ids start … end − 1 read straight from the node table's columns. Ids are dense and
 * given in generation order, so a node's position is its id minus `start`, every parent comes
 * before its children, and a node's parent and child index never change: the shape of a later
 * cursor over the same first id holds every node of an earlier one (it extends it).
 */
export class ColumnTreeShape implements TreeShape {
	readonly #columns: ShapeColumns;
	readonly #start: number;
	readonly length: number;

	constructor(columns: ShapeColumns, start: number, end: number) {
		this.#columns = columns;
		this.#start = start;
		this.length = Math.max(0, end - start);
	}

	idAt(position: number): number {
		return this.#start + position;
	}

	parentAt(position: number): number | null {
		const parent = this.#columns.parent[this.#start + position];
		return parent < 0 ? null : parent;
	}

	orderAt(position: number): number {
		const id = this.#start + position;
		const index = this.#columns.childIndex[id];
		return index < 0 ? id : index;
	}

	positionOf(id: number): number | undefined {
		const position = id - this.#start;
		return Number.isInteger(position) && position >= 0 && position < this.length
			? position
			: undefined;
	}

	nodeAt(position: number): TreeShapeNode {
		return {
			id: this.idAt(position),
			parent: this.parentAt(position),
			order: this.orderAt(position)
		};
	}

	extends(earlier: TreeShape): boolean {
		return (
			earlier instanceof ColumnTreeShape &&
			earlier.#columns === this.#columns &&
			earlier.#start === this.#start &&
			earlier.length <= this.length
		);
	}
}
