/**
 * The board: an immutable r×c grid of tiles read row by row. Tiles are 1..r·c−1 and the
 * blank is 0 whatever notation the board came from, so every other module can index a
 * goal position by tile number.
 */

export const BLANK = 0;
export const MIN_SIDE = 2;
export const MAX_SIDE = 8;

export interface Board {
	readonly rows: number;
	readonly cols: number;
	/** Row-major cells; 0 is the blank. Frozen. */
	readonly cells: readonly number[];
}

/** The direction the blank travels (Up = the blank moves to the row above). */
export type Direction = 'Up' | 'Down' | 'Left' | 'Right';

/** The textbook child order: the blank tries Up, Down, Left, Right. */
export const UDLR: readonly Direction[] = Object.freeze(['Up', 'Down', 'Left', 'Right']);

/** Row and column offsets of the blank for each direction. */
export const OFFSETS: Readonly<Record<Direction, readonly [number, number]>> = Object.freeze({
	Up: [-1, 0],
	Down: [1, 0],
	Left: [0, -1],
	Right: [0, 1]
});

export const OPPOSITE: Readonly<Record<Direction, Direction>> = Object.freeze({
	Up: 'Down',
	Down: 'Up',
	Left: 'Right',
	Right: 'Left'
});

/**
 * Wraps cells that are already known to be a permutation of 0..rows·cols−1.
 * Parsing (notation.ts) is where untrusted input is checked; this only freezes.
 */
export function boardOf(rows: number, cols: number, cells: readonly number[]): Board {
	return Object.freeze({ rows, cols, cells: Object.freeze([...cells]) });
}

export function blankIndex(board: Board): number {
	return board.cells.indexOf(BLANK);
}

/** Where the blank lands after travelling `direction`, or −1 when it would leave the board. */
export function blankTarget(board: Board, blank: number, direction: Direction): number {
	const [dr, dc] = OFFSETS[direction];
	const row = Math.floor(blank / board.cols) + dr;
	const col = (blank % board.cols) + dc;
	if (row < 0 || row >= board.rows || col < 0 || col >= board.cols) return -1;
	return row * board.cols + col;
}

/** A new board with the blank moved; the caller has checked the move is legal. */
export function swapBlank(board: Board, blank: number, target: number): Board {
	const cells = [...board.cells];
	cells[blank] = cells[target];
	cells[target] = BLANK;
	return boardOf(board.rows, board.cols, cells);
}

export function sameBoard(a: Board, b: Board): boolean {
	return a.rows === b.rows && a.cols === b.cols && a.cells.every((tile, i) => tile === b.cells[i]);
}

export function sameSize(a: Board, b: Board): boolean {
	return a.rows === b.rows && a.cols === b.cols;
}

/** "3×4": rows first, with the multiplication sign students see in the lessons. */
export function sizeLabel(rows: number, cols: number): string {
	return `${rows}×${cols}`;
}

/** Whether both sides lie in MIN_SIDE..MAX_SIDE (whole numbers). */
export function isSupportedSize(rows: number, cols: number): boolean {
	const inRange = (side: number): boolean =>
		Number.isInteger(side) && side >= MIN_SIDE && side <= MAX_SIDE;
	return inRange(rows) && inRange(cols);
}

/**
 * Guards a precondition of the model's board-against-goal functions. A size mismatch there is a
 * programming error (parsing and resolveGoal already reject it as user input), so it throws.
 */
export function assertSameSize(board: Board, goal: Board): void {
	if (!sameSize(board, goal)) {
		throw new RangeError(
			`The board is ${sizeLabel(board.rows, board.cols)} but the goal is ${sizeLabel(goal.rows, goal.cols)}.`
		);
	}
}
