/**
 * Additive pattern databases (Korf and Felner 2002, "Disjoint pattern database heuristics").
 *
 * A pattern is a set of tiles. Its database holds, for every placement of those tiles, the
 * fewest moves *of pattern tiles* needed to bring them home, whatever the other tiles do; the
 * other tiles are indistinct and their moves are free. Counting only the pattern's own moves is
 * what makes databases additive: when the tiles are split into disjoint patterns, every move of
 * a solution moves one tile, hence is counted by one database at most, so the sum of the
 * databases' values never exceeds the true distance. The sum is an admissible h.
 *
 * Construction is a breadth-first search backwards from the goal (moves are reversible) over
 * (placement of the pattern tiles, cell of the blank). Blank moves among non-pattern cells cost
 * 0, so a state is really a placement plus the *region* of free cells the blank can roam; the
 * search floods that region at no cost and charges 1 each time the blank swaps with a pattern
 * tile on its edge (the usual 0-1 breadth-first construction). The first time a placement is
 * reached, with the blank anywhere, gives its value: the minimum over blank positions, which
 * the search later needs since it does not know where the blank will be.
 *
 * Values are stored by the placement's rank (a perfect index, see k-permutation.ts) in a
 * Uint8Array. Everything here is plain TypeScript over typed arrays: it runs in Node, a page and
 * a Web Worker.
 */

import { forEachPlacement, placementCount, rankPlacement, sparseWeights } from './k-permutation';
import { countWords } from '../count-text';

export interface PatternDatabase {
	readonly rows: number;
	readonly cols: number;
	/** The goal board, cells row by row, 0 for the blank. */
	readonly goal: readonly number[];
	/** The pattern's tiles; tile i's cell is digit i of the placement. */
	readonly pattern: readonly number[];
	/**
	 * values[rank]: the fewest pattern-tile moves home from the placement with that rank, or
	 * UNREACHABLE (only possible when the pattern holds every tile and parity forbids it).
	 */
	readonly values: Uint8Array;
}

export const UNREACHABLE = 255;

/** Cell c's neighbours, four slots per cell, −1 where the board ends. */
function neighbourTable(rows: number, cols: number): Int8Array {
	const table = new Int8Array(rows * cols * 4).fill(-1);
	for (let cell = 0; cell < rows * cols; cell++) {
		const row = Math.floor(cell / cols);
		const col = cell % cols;
		let slot = cell * 4;
		if (row > 0) table[slot++] = cell - cols;
		if (row < rows - 1) table[slot++] = cell + cols;
		if (col > 0) table[slot++] = cell - 1;
		if (col < cols - 1) table[slot++] = cell + 1;
	}
	return table;
}

function checkPattern(
	rows: number,
	cols: number,
	goal: readonly number[],
	pattern: readonly number[]
): void {
	const n = rows * cols;
	if (goal.length !== n || new Set(goal).size !== n || goal.some((t) => !(t >= 0 && t < n))) {
		throw new RangeError(`the goal must hold 0..${n - 1} once`);
	}
	if (pattern.length === 0 || new Set(pattern).size !== pattern.length) {
		throw new RangeError('a pattern is a non-empty set of distinct tiles');
	}
	if (pattern.some((tile) => !Number.isInteger(tile) || tile < 1 || tile >= n)) {
		throw new RangeError(`pattern tiles are numbers 1..${n - 1} (the blank is never in one)`);
	}
	// Search states are numbered placement · n + blank cell in 32 bits.
	if (n ** (pattern.length + 1) > 2 ** 32) {
		throw new RangeError(
			`a pattern of ${countWords(pattern.length, 'tile', 'tiles')} is too large for ${countWords(n, 'cell', 'cells')}`
		);
	}
}

/**
 * Builds the database of `pattern` for `goal` on a rows×cols board. Work and memory grow as
 * n^(k+1) bits for k tiles on n cells: a 6-tile pattern of the 15-puzzle takes 32 MB while it
 * is built and 5.8 MB once done.
 */
export function buildPatternDatabase(
	rows: number,
	cols: number,
	goal: readonly number[],
	pattern: readonly number[]
): PatternDatabase {
	checkPattern(rows, cols, goal, pattern);
	const n = rows * cols;
	const k = pattern.length;
	const sparse = sparseDistances(n, neighbourTable(rows, cols), goal, pattern);
	const values = new Uint8Array(placementCount(n, k));
	forEachPlacement(n, k, (index, rank) => (values[rank] = sparse[index]));
	return { rows, cols, goal: [...goal], pattern: [...pattern], values };
}

/** A growable queue of search states for one layer of the breadth-first search. */
class Layer {
	items = new Uint32Array(1024);
	length = 0;
	push(item: number): void {
		if (this.length === this.items.length) {
			const grown = new Uint32Array(this.items.length * 2);
			grown.set(this.items);
			this.items = grown;
		}
		this.items[this.length++] = item;
	}
}

/** The breadth-first search itself; distances indexed by the sparse index of the placement. */
function sparseDistances(
	n: number,
	neighbours: Int8Array,
	goal: readonly number[],
	pattern: readonly number[]
): Uint8Array {
	const k = pattern.length;
	const weights = sparseWeights(n, k);
	const distance = new Uint8Array(n ** k).fill(UNREACHABLE);
	// One bit per (placement, blank cell), set for every cell of a region once it is reached.
	const seen = new Uint8Array(Math.ceil((n ** k * n) / 8));

	// occupant[cell] is the pattern tile's digit standing there, or −1 for a free cell.
	const occupant = new Int8Array(n).fill(-1);
	const mark = new Int32Array(n);
	let stamp = 0;
	const stack = new Int32Array(n);
	const parentRegion = new Int32Array(n);
	const childRegion = new Int32Array(n);

	/** Floods the free cells reachable from `start` into `region`; returns how many. */
	const flood = (start: number, region: Int32Array): number => {
		stamp++;
		let top = 0;
		let size = 0;
		stack[top++] = start;
		mark[start] = stamp;
		while (top > 0) {
			const cell = stack[--top];
			region[size++] = cell;
			for (let slot = cell * 4; slot < cell * 4 + 4; slot++) {
				const next = neighbours[slot];
				if (next < 0) break;
				if (occupant[next] < 0 && mark[next] !== stamp) {
					mark[next] = stamp;
					stack[top++] = next;
				}
			}
		}
		return size;
	};
	/** Marks every (placement, cell of the region) as seen. */
	const markRegion = (placement: number, size: number, region: Int32Array): void => {
		for (let i = 0; i < size; i++) {
			const state = placement * n + region[i];
			seen[state >>> 3] |= 1 << (state & 7);
		}
	};

	let placement = 0;
	pattern.forEach((tile, digit) => {
		occupant[goal.indexOf(tile)] = digit;
		placement += goal.indexOf(tile) * weights[digit];
	});
	const blankGoal = goal.indexOf(0);
	markRegion(placement, flood(blankGoal, childRegion), childRegion);
	distance[placement] = 0;
	occupant.fill(-1);
	let current = new Layer();
	current.push(placement * n + blankGoal);

	const cells = new Int32Array(k);
	for (let depth = 0; current.length > 0; depth++) {
		const next = new Layer();
		for (let q = 0; q < current.length; q++) {
			const state = current.items[q];
			const parent = Math.floor(state / n);
			for (let digit = 0, rest = parent; digit < k; digit++) {
				cells[digit] = Math.floor(rest / weights[digit]);
				rest -= cells[digit] * weights[digit];
				occupant[cells[digit]] = digit;
			}
			const size = flood(state % n, parentRegion);
			for (let r = 0; r < size; r++) {
				const free = parentRegion[r];
				for (let slot = free * 4; slot < free * 4 + 4; slot++) {
					const from = neighbours[slot];
					if (from < 0) break;
					const digit = occupant[from];
					if (digit < 0) continue;
					// The pattern tile on `from` slides into the free cell; the blank takes its place.
					const child = parent + (free - from) * weights[digit];
					const childState = child * n + from;
					if ((seen[childState >>> 3] & (1 << (childState & 7))) !== 0) continue;
					occupant[from] = -1;
					occupant[free] = digit;
					markRegion(child, flood(from, childRegion), childRegion);
					occupant[free] = -1;
					occupant[from] = digit;
					if (distance[child] === UNREACHABLE) distance[child] = depth + 1;
					next.push(childState);
				}
			}
			for (let digit = 0; digit < k; digit++) occupant[cells[digit]] = -1;
		}
		current = next;
	}
	return distance;
}

/** The database's value for a whole board (cells row by row, 0 for the blank). */
export function lookup(database: PatternDatabase, cells: readonly number[]): number {
	const n = database.rows * database.cols;
	const placement = database.pattern.map((tile) => cells.indexOf(tile));
	return database.values[rankPlacement(placement, n)];
}

/**
 * The values laid out by sparse index (see k-permutation.ts), for a search that updates its
 * index incrementally; slots of impossible placements hold UNREACHABLE.
 */
export function sparseValues(database: PatternDatabase): Uint8Array {
	const n = database.rows * database.cols;
	const sparse = new Uint8Array(n ** database.pattern.length).fill(UNREACHABLE);
	const { values } = database;
	forEachPlacement(n, database.pattern.length, (index, rank) => (sparse[index] = values[rank]));
	return sparse;
}
