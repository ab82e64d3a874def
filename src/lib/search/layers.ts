/**
 * How many states lie at each distance from the goal: a breadth-first search from the goal over
 * its whole component (half of all boards), written as one tight loop rather than through the
 * generator engine and without building a search tree. The benchmark shows it as the floor a
 * tree-building search sits above, and it prints the table lessons show (1, 2, 4, 8, 16, 20, 39, ... for the 3×3 puzzle).
 *
 * The loop never allocates per state: boards are packed 4 bits per cell into the queue (a
 * Float64Array), and the visited set is a byte per permutation, indexed by the permutation's
 * rank (permutation-rank.ts), so a lookup is one array read.
 */

import type { Board } from '../puzzle/board';
import { rankCells, rankTables } from './permutation-rank';
import { encodeTiles, highBits, lowBits, packedCell } from './tile-state';

/** A byte per permutation: 10 cells need 10! = 3,628,800 bytes; 12 cells would need 479 MB. */
export const LAYERS_MAX_CELLS = 10;

/**
 * The number of states at each distance 0, 1, 2, ... from `goal`, over every state that can
 * reach it. Throws a RangeError for boards of more than LAYERS_MAX_CELLS cells or a goal of
 * another size.
 */
export function breadthFirstLayers(rows: number, cols: number, goal: Board): number[] {
	const count = rows * cols;
	if (count > LAYERS_MAX_CELLS) {
		throw new RangeError(
			`breadthFirstLayers handles at most ${LAYERS_MAX_CELLS} cells, not ${count}.`
		);
	}
	if (goal.rows !== rows || goal.cols !== cols) {
		throw new RangeError(`The goal is ${goal.rows}×${goal.cols}, not ${rows}×${cols}.`);
	}

	const ranks = rankTables(count);
	const placeValue = Float64Array.from({ length: count }, (_, i) => 16 ** i);
	const neighbours = neighbourTable(rows, cols);

	// Exactly half of all arrangements can reach the goal (the parity argument).
	const queue = new Float64Array(ranks.size / 2);
	const visited = new Uint8Array(ranks.size);
	const cells = new Int32Array(count);

	const goalState = encodeTiles(goal.cells) as number;
	let tail = 0;
	queue[tail++] = goalState;
	visited[rankCells(goal.cells, ranks)] = 1;

	const layers: number[] = [];
	let head = 0;
	while (head < tail) {
		const layerEnd = tail;
		layers.push(layerEnd - head);
		for (; head < layerEnd; head++) {
			const state = queue[head];
			const low = lowBits(state);
			const high = highBits(state);
			let blank = 0;
			for (let i = 0; i < count; i++) {
				const tile = packedCell(low, high, i);
				cells[i] = tile;
				if (tile === 0) blank = i;
			}
			for (let n = blank * 4; n < blank * 4 + 4; n++) {
				const target = neighbours[n];
				if (target < 0) continue;
				const tile = cells[target];
				cells[blank] = tile;
				cells[target] = 0;
				const rank = rankCells(cells, ranks);
				cells[target] = tile;
				cells[blank] = 0;
				if (visited[rank] !== 0) continue;
				visited[rank] = 1;
				queue[tail++] = state + tile * (placeValue[blank] - placeValue[target]);
			}
		}
	}
	return layers;
}

/** For each cell, the cells the blank can move to (Up, Down, Left, Right), −1 off the board. */
function neighbourTable(rows: number, cols: number): Int32Array {
	const table = new Int32Array(rows * cols * 4).fill(-1);
	for (let cell = 0; cell < rows * cols; cell++) {
		const row = Math.floor(cell / cols);
		const col = cell % cols;
		if (row > 0) table[cell * 4] = cell - cols;
		if (row < rows - 1) table[cell * 4 + 1] = cell + cols;
		if (col > 0) table[cell * 4 + 2] = cell - 1;
		if (col < cols - 1) table[cell * 4 + 3] = cell + 1;
	}
	return table;
}
