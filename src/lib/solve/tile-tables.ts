/**
 * Precomputed tables that let IDA* generate a tile-puzzle child with a few typed-array reads:
 * where the blank can go from each cell, which moves remain once the one that would undo the
 * previous move is dropped, and how Manhattan distance changes when one tile slides. They
 * depend only on the board shape, the goal and the move order, so they are built once per
 * solve; the search only reads them.
 */

import type { Direction } from '../puzzle/board';

/** Korf's (1985) order for the blank's moves; his published node counts depend on it. */
export const KORF_MOVE_ORDER: readonly Direction[] = Object.freeze(['Up', 'Left', 'Right', 'Down']);

/** Moves per cell in the slot numbering `cell·4 + move` used by target and hDelta rows. */
export const DIRECTIONS = 4;
/** Child lists exist per blank cell and per move that brought the blank there, or none (root). */
const ARRIVALS = DIRECTIONS + 1;
/** The arrival index of the root, which has no previous move to undo. */
const ROOT_ARRIVAL = DIRECTIONS;
/** A child list holds at most four moves and always ends with a terminator entry. */
const ENTRIES_PER_LIST = DIRECTIONS + 1;
/** Numbers per child entry: see TileTables.children. */
export const CHILD_ENTRY_SIZE = 4;

const ROW_STEP: Readonly<Record<Direction, number>> = { Up: -1, Down: 1, Left: 0, Right: 0 };
const COL_STEP: Readonly<Record<Direction, number>> = { Up: 0, Down: 0, Left: -1, Right: 1 };
const OPPOSITE: Readonly<Record<Direction, Direction>> = {
	Up: 'Down',
	Down: 'Up',
	Left: 'Right',
	Right: 'Left'
};

export interface TileTables {
	readonly rows: number;
	readonly cols: number;
	/** Number of cells, rows·cols. */
	readonly size: number;
	readonly moveOrder: readonly Direction[];
	/**
	 * A blank move is a slot `cell·4 + move`, `move` indexing moveOrder. target[slot] is the cell
	 * the blank lands on, or −1 when the move would leave the board.
	 */
	readonly target: Int32Array;
	/**
	 * distance[tile·size + cell]: Manhattan distance of `tile` standing on `cell` from its goal
	 * cell; 0 for the blank, which h does not count (counting it would make h inadmissible).
	 */
	readonly distance: Uint8Array;
	/**
	 * hDelta[slot·size + tile]: how Manhattan distance changes when blank move `slot` makes
	 * `tile` slide into the blank's old cell. Always −1 or +1. Child entries store slot·size as
	 * their `row`.
	 */
	readonly hDelta: Int8Array;
	/**
	 * The successor function as data. A node's children are a run of entries starting at
	 * rootChildren(blank) for the root and at a parent entry's `next` for any other node, ended
	 * by an entry whose `to` is −1. Each entry is four numbers:
	 * `to` (the blank's new cell), `row` (its hDelta row), `next` (where the child's own list
	 * starts) and `move` (the move's index in moveOrder). The move that would undo the one just
	 * made is left out, so IDA* never generates a node's parent.
	 */
	readonly children: Int32Array;
}

export function buildTileTables(
	rows: number,
	cols: number,
	goal: readonly number[],
	moveOrder: readonly Direction[]
): TileTables {
	const size = rows * cols;
	const distance = manhattanTable(rows, cols, goal);

	const target = new Int32Array(size * DIRECTIONS);
	for (let cell = 0; cell < size; cell++) {
		moveOrder.forEach((direction, move) => {
			const row = Math.floor(cell / cols) + ROW_STEP[direction];
			const col = (cell % cols) + COL_STEP[direction];
			const onBoard = row >= 0 && row < rows && col >= 0 && col < cols;
			target[cell * DIRECTIONS + move] = onBoard ? row * cols + col : -1;
		});
	}

	// The tile on `to` slides into `from`, the blank's old cell.
	const hDelta = new Int8Array(size * DIRECTIONS * size);
	target.forEach((to, slot) => {
		if (to < 0) return;
		const from = Math.floor(slot / DIRECTIONS);
		for (let tile = 1; tile < size; tile++) {
			hDelta[slot * size + tile] = distance[tile * size + from] - distance[tile * size + to];
		}
	});

	const undoing = moveOrder.map((direction) => moveOrder.indexOf(OPPOSITE[direction]));
	const children = new Int32Array(size * ARRIVALS * ENTRIES_PER_LIST * CHILD_ENTRY_SIZE).fill(-1);
	for (let cell = 0; cell < size; cell++) {
		for (let arrival = 0; arrival < ARRIVALS; arrival++) {
			let entry = childListStart(cell, arrival);
			for (let move = 0; move < DIRECTIONS; move++) {
				const to = target[cell * DIRECTIONS + move];
				if (to < 0 || (arrival !== ROOT_ARRIVAL && move === undoing[arrival])) continue;
				children[entry] = to;
				children[entry + 1] = (cell * DIRECTIONS + move) * size;
				children[entry + 2] = childListStart(to, move);
				children[entry + 3] = move;
				entry += CHILD_ENTRY_SIZE;
			}
		}
	}

	return { rows, cols, size, moveOrder, target, distance, hDelta, children };
}

/** Where the root's child list starts in TileTables.children, for a blank on `blank`. */
export function rootChildren(blank: number): number {
	return childListStart(blank, ROOT_ARRIVAL);
}

/** Manhattan distance of a whole board: the sum over tiles (not the blank) of their distances. */
export function manhattanDistance(tables: TileTables, cells: ArrayLike<number>): number {
	let h = 0;
	for (let cell = 0; cell < tables.size; cell++) {
		h += tables.distance[cells[cell] * tables.size + cell];
	}
	return h;
}

function childListStart(cell: number, arrival: number): number {
	return (cell * ARRIVALS + arrival) * ENTRIES_PER_LIST * CHILD_ENTRY_SIZE;
}

/** distance[tile·size + cell]: how far `tile` on `cell` is from its goal cell (0 for the blank). */
export function manhattanTable(rows: number, cols: number, goal: readonly number[]): Uint8Array {
	const size = rows * cols;
	const distance = new Uint8Array(size * size);
	goal.forEach((tile, goalCell) => {
		if (tile === 0) return;
		for (let cell = 0; cell < size; cell++) {
			distance[tile * size + cell] =
				Math.abs(Math.floor(cell / cols) - Math.floor(goalCell / cols)) +
				Math.abs((cell % cols) - (goalCell % cols));
		}
	});
	return distance;
}
