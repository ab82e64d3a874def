/**
 * The true distance h*(n) of every board of a small puzzle: a breadth-first search backwards
 * from the goal over the goal's whole component. Moves are reversible and all cost 1, so the
 * layer a board is first met in is its optimal solution length. This is the yardstick the
 * heuristics lesson measures misplaced tiles, Manhattan distance and linear conflict against.
 *
 * It is the loop of search/layers.ts (boards packed 4 bits a cell, a byte per permutation rank)
 * that also keeps what that loop throws away: the distance of each rank, and the queue itself,
 * which lists every reachable board in order of distance.
 */

import type { Board } from '../puzzle/board';
import { rankCells, rankTables, type RankTables } from './permutation-rank';
import { encodeTiles, highBits, lowBits, packedCell } from './tile-state';

/** A byte per permutation: 9 cells need 9! = 362,880 bytes, 10 cells 3.6 MB. */
export const EXACT_MAX_CELLS = 10;

/** Boards expanded between two yields of exactDistanceSearch: a few milliseconds of work. */
export const SEARCH_CHUNK = 4096;

/** The distance stored for a board that cannot reach the goal (the other parity half). */
export const UNREACHABLE = 255;

export interface DistanceTable {
	readonly rows: number;
	readonly cols: number;
	readonly goal: Board;
	readonly ranks: RankTables;
	/** h* by permutation rank (rankCells of the board's cells); UNREACHABLE for the other half. */
	readonly distance: Uint8Array;
	/** Every board that reaches the goal, packed (tile-state.ts), in order of distance. */
	readonly states: Float64Array;
	/** layers[d]: the number of boards at distance d; layerStart[d]: where they begin in `states`. */
	readonly layers: readonly number[];
	readonly layerStart: readonly number[];
}

/**
 * Breadth-first search from `goal` over every board that can reach it, all at once. Throws a
 * RangeError for more than EXACT_MAX_CELLS cells.
 */
export function exactDistances(goal: Board): DistanceTable {
	const search = exactDistanceSearch(goal);
	for (;;) {
		const step = search.next();
		if (step.done) return step.value;
	}
}

/**
 * The same search in pieces: after every SEARCH_CHUNK boards expanded, and after each layer, it
 * yields the number of boards met so far, so a page can give the browser a turn in between;
 * it returns the table. With `lastLayer`, it stops once the boards at that distance are found:
 * the table then lists the layers up to it, and leaves farther boards unreached.
 */
export function* exactDistanceSearch(
	goal: Board,
	lastLayer = Infinity
): Generator<number, DistanceTable> {
	const { rows, cols } = goal;
	const count = rows * cols;
	if (count > EXACT_MAX_CELLS) {
		throw new RangeError(`exactDistances handles at most ${EXACT_MAX_CELLS} cells, not ${count}.`);
	}
	const ranks = rankTables(count);
	const placeValue = Float64Array.from({ length: count }, (_, i) => 16 ** i);
	const neighbours = neighbourCells(rows, cols);

	// Exactly half of all arrangements reach the goal (lesson 3), so the queue has that many.
	const states = new Float64Array(ranks.size / 2);
	const distance = new Uint8Array(ranks.size).fill(UNREACHABLE);
	const cells = new Int32Array(count);

	let tail = 0;
	states[tail++] = encodeTiles(goal.cells) as number;
	distance[rankCells(goal.cells, ranks)] = 0;

	const layers: number[] = [];
	const layerStart: number[] = [];
	let head = 0;
	while (head < tail) {
		const layerEnd = tail;
		const depth = layers.length;
		layerStart.push(head);
		layers.push(layerEnd - head);
		// Far enough: the boards of the last layer wanted are found, and need no expanding.
		if (depth >= lastLayer) break;
		for (; head < layerEnd; head++) {
			const state = states[head];
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
				if (distance[rank] !== UNREACHABLE) continue;
				distance[rank] = depth + 1;
				states[tail++] = state + tile * (placeValue[blank] - placeValue[target]);
			}
			if ((head + 1) % SEARCH_CHUNK === 0 && head + 1 < layerEnd) yield tail;
		}
		yield tail;
	}
	return { rows, cols, goal, ranks, distance, states, layers, layerStart };
}

/** h* of `board`, or null when it cannot reach the table's goal or has another size. */
export function trueDistance(table: DistanceTable, board: Board): number | null {
	if (board.rows !== table.rows || board.cols !== table.cols) return null;
	const d = table.distance[rankCells(board.cells, table.ranks)];
	return d === UNREACHABLE ? null : d;
}

/** How many boards lie at each distance, counted from the distance array alone. */
export function distanceHistogram(table: DistanceTable): number[] {
	const histogram: number[] = [];
	for (const d of table.distance) {
		if (d === UNREACHABLE) continue;
		while (histogram.length <= d) histogram.push(0);
		histogram[d]++;
	}
	return histogram;
}

/** Writes the cells of the packed board `state` into `into`. */
export function unpackInto(state: number, into: Int32Array): Int32Array {
	const low = lowBits(state);
	const high = highBits(state);
	for (let i = 0; i < into.length; i++) into[i] = packedCell(low, high, i);
	return into;
}

/** For each cell, the cells next to it (up, down, left, right), −1 off the board. */
export function neighbourCells(rows: number, cols: number): Int32Array {
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
