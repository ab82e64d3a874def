/** Small, obviously correct board helpers that the solver's tests check it against. */
import fc from 'fast-check';
import type { Direction } from '../../src/lib/puzzle/board';

/**
 * A random rows×cols board and goal, sides 2..maxSide (any permutations: solvability does not
 * matter to a heuristic), with `extra` drawn alongside.
 */
export function boardAndGoal<T>(maxSide: number, extra: fc.Arbitrary<T>) {
	return fc
		.record({
			rows: fc.integer({ min: 2, max: maxSide }),
			cols: fc.integer({ min: 2, max: maxSide })
		})
		.chain(({ rows, cols }) => {
			const cells = Array.from({ length: rows * cols }, (_, tile) => tile);
			return fc.record({
				rows: fc.constant(rows),
				cols: fc.constant(cols),
				cells: fc.shuffledSubarray(cells, { minLength: cells.length }),
				goal: fc.shuffledSubarray(cells, { minLength: cells.length }),
				extra
			});
		});
}

const STEP: Record<Direction, [number, number]> = {
	Up: [-1, 0],
	Down: [1, 0],
	Left: [0, -1],
	Right: [0, 1]
};

/** The cell the blank reaches by `move` from `blank`, or −1 off the board. */
export function blankTarget(blank: number, move: Direction, rows: number, cols: number): number {
	const row = Math.floor(blank / cols) + STEP[move][0];
	const col = (blank % cols) + STEP[move][1];
	return row < 0 || row >= rows || col < 0 || col >= cols ? -1 : row * cols + col;
}

/** Slides the blank along `moves`; throws on a move off the board. */
export function applyMoves(
	cells: readonly number[],
	rows: number,
	cols: number,
	moves: Direction[]
): number[] {
	const board = [...cells];
	let blank = board.indexOf(0);
	for (const move of moves) {
		const target = blankTarget(blank, move, rows, cols);
		if (target < 0) throw new Error(`illegal ${move}`);
		board[blank] = board[target];
		board[target] = 0;
		blank = target;
	}
	return board;
}

/** Exact distance to `goal` of every reachable board, by breadth-first search from the goal. */
export function distancesFrom(
	goal: readonly number[],
	rows: number,
	cols: number
): Map<string, number> {
	const distance = new Map([[goal.join(','), 0]]);
	let layer = [[...goal]];
	for (let depth = 1; layer.length > 0; depth++) {
		const next: number[][] = [];
		for (const board of layer) {
			const blank = board.indexOf(0);
			for (const move of Object.keys(STEP) as Direction[]) {
				const target = blankTarget(blank, move, rows, cols);
				if (target < 0) continue;
				const child = [...board];
				child[blank] = child[target];
				child[target] = 0;
				const key = child.join(',');
				if (distance.has(key)) continue;
				distance.set(key, depth);
				next.push(child);
			}
		}
		layer = next;
	}
	return distance;
}

export function farthest(distance: Map<string, number>): number {
	let most = 0;
	for (const length of distance.values()) most = Math.max(most, length);
	return most;
}

export function parseKey(key: string): number[] {
	return key.split(',').map(Number);
}
