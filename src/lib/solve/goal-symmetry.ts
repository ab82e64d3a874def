/**
 * Reusing databases built for one goal on another. Rotating or mirroring the board, and renaming
 * tiles, turns one sliding-tile problem into an equivalent one: same distances, moves mapped to
 * moves. Databases built for Korf's goal (blank top-left) therefore serve any goal whose blank
 * sits in a corner, blank-last included: turn the board so that corner comes to the top left,
 * then rename every tile after the tile the databases' goal holds on its goal cell.
 */

import type { Direction } from '../puzzle/board';

/**
 * The symmetries of a rows×cols board (four, or eight when it is square), identity first, each
 * as the map from a cell to its image.
 */
function symmetries(rows: number, cols: number): Int32Array[] {
	const n = rows * cols;
	const make = (cellOf: (row: number, col: number) => number): Int32Array => {
		const image = new Int32Array(n);
		for (let cell = 0; cell < n; cell++) image[cell] = cellOf(Math.floor(cell / cols), cell % cols);
		return image;
	};
	const list = [
		make((r, c) => r * cols + c),
		make((r, c) => (rows - 1 - r) * cols + (cols - 1 - c)),
		make((r, c) => r * cols + (cols - 1 - c)),
		make((r, c) => (rows - 1 - r) * cols + c)
	];
	if (rows === cols) {
		list.push(
			make((r, c) => c * rows + r),
			make((r, c) => (cols - 1 - c) * rows + (rows - 1 - r)),
			make((r, c) => c * rows + (rows - 1 - r)),
			make((r, c) => (cols - 1 - c) * rows + r)
		);
	}
	return list;
}

/** A problem carried over to the databases' goal, and the way back for its moves. */
export interface GoalMapping {
	/** The start board as the databases see it. */
	readonly cells: number[];
	/** Turns moves of the blank on the mapped board into moves on the original board. */
	readonly movesBack: (moves: readonly Direction[]) => Direction[];
}

const STEP: Readonly<Record<Direction, readonly [number, number]>> = {
	Up: [-1, 0],
	Down: [1, 0],
	Left: [0, -1],
	Right: [0, 1]
};

/**
 * Maps the problem `cells` → `goal` onto one ending at `target` (same size), or returns null
 * when no symmetry of the board brings the goal's blank onto the target's blank.
 */
export function mapToGoal(
	cells: readonly number[],
	goal: readonly number[],
	target: readonly number[],
	rows: number,
	cols: number
): GoalMapping | null {
	const n = rows * cols;
	const image = symmetries(rows, cols).find(
		(candidate) => candidate[goal.indexOf(0)] === target.indexOf(0)
	);
	if (image === undefined) return null;
	const goalCell = new Int32Array(n);
	goal.forEach((tile, cell) => (goalCell[tile] = cell));
	// A tile is renamed after the target's tile on the image of its goal cell.
	const mapped = new Array<number>(n);
	cells.forEach((tile, cell) => (mapped[image[cell]] = target[image[goalCell[tile]]]));
	const preimage = new Int32Array(n);
	image.forEach((to, from) => (preimage[to] = from));

	const movesBack = (moves: readonly Direction[]): Direction[] => {
		let blank = mapped.indexOf(0);
		return moves.map((move) => {
			const row = Math.floor(blank / cols) + STEP[move][0];
			const next = row * cols + (blank % cols) + STEP[move][1];
			const from = preimage[blank];
			const to = preimage[next];
			blank = next;
			if (to === from - cols) return 'Up';
			if (to === from + cols) return 'Down';
			return to === from - 1 ? 'Left' : 'Right';
		});
	};
	return { cells: mapped, movesBack };
}
