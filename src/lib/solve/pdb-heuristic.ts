/**
 * The additive pattern-database heuristic in the form IDA* reads it on every node.
 *
 * The databases of a partition (disjoint patterns covering every tile) are laid out by sparse
 * index (k-permutation.ts) one after another in a single table, so a pattern's value is one
 * read at its running index, and moving a tile changes only its own pattern's index by
 * (to − from) · weight. h is the sum of the patterns' values.
 *
 * The reflected lookup (Korf and Felner 2002): mirror the board about its main diagonal and
 * rename each tile to the tile whose goal cell is the mirror of its own. When the goal's blank
 * lies on the diagonal, the mirrored goal is the goal again and every move mirrors to a move, so
 * the databases looked up on the mirrored board give a second admissible sum; h is the larger
 * of the two. The mirrored board is never built: each tile also carries a second running index,
 * that of the pattern its mirror image belongs to.
 */

import { sparseValues, UNREACHABLE, type PatternDatabase } from './pattern-database';
import { readPatternDatabaseHeader, readSparseInto } from './pdb-format';

export interface PdbHeuristic {
	readonly rows: number;
	readonly cols: number;
	readonly goal: readonly number[];
	readonly patterns: readonly (readonly number[])[];
	/** Whether the reflected sum is looked up too. */
	readonly reflected: boolean;
	/** Every pattern's values by sparse index, concatenated; one trailing 0 (see below). */
	readonly table: Uint8Array;
	/** Where each pattern's values start in `table`. */
	readonly offsets: readonly number[];
	/** patternOf[tile]: the pattern holding the tile (−1 for the blank); weightOf its digit's weight. */
	readonly patternOf: Int32Array;
	readonly weightOf: Int32Array;
	/**
	 * For the reflected sum: the pattern whose reflected index the tile moves, the weight, and
	 * the mirror of each cell. Without reflection every tile moves a dummy index that always
	 * reads the table's trailing 0, so the search has one code path.
	 */
	readonly mirrorPatternOf: Int32Array;
	readonly mirrorWeightOf: Int32Array;
	readonly mirrorCell: Int32Array;
}

/** The cell mirrored about the main diagonal of a square board. */
function transposeCell(cell: number, side: number): number {
	return (cell % side) * side + Math.floor(cell / side);
}

/** Whether the reflected lookup is admissible for this goal: a square board, blank on the diagonal. */
export function canReflect(rows: number, cols: number, goal: readonly number[]): boolean {
	const blank = goal.indexOf(0);
	return rows === cols && transposeCell(blank, cols) === blank;
}

/**
 * Combines the databases of a partition of every tile into a heuristic. Throws a RangeError
 * when they disagree on the board or goal, overlap, or leave a tile out, or when reflection is
 * asked for a goal that does not allow it.
 */
export function preparePdbHeuristic(
	databases: readonly PatternDatabase[],
	options: { reflected?: boolean } = {}
): PdbHeuristic {
	const layout = layoutOf(databases);
	const table = new Uint8Array(layout.total + 1);
	databases.forEach((database, p) => table.set(sparseValues(database), layout.offsets[p]));
	return assemble(layout, table, options);
}

/**
 * The same heuristic straight from the serialized databases (pdb-format.ts), as a browser
 * downloads them: each file is read into its part of the table in one pass, with no
 * intermediate copy. Equal to `preparePdbHeuristic` of the deserialized databases.
 */
export function preparePdbHeuristicFromFiles(
	files: readonly Uint8Array[],
	options: { reflected?: boolean } = {}
): PdbHeuristic {
	const layout = layoutOf(files.map(readPatternDatabaseHeader));
	const table = new Uint8Array(layout.total + 1).fill(UNREACHABLE, 0, layout.total);
	files.forEach((bytes, p) => readSparseInto(bytes, table, layout.offsets[p]));
	return assemble(layout, table, options);
}

type DatabaseShape = Pick<PatternDatabase, 'rows' | 'cols' | 'goal' | 'pattern'>;

interface Layout {
	readonly databases: readonly DatabaseShape[];
	readonly patternOf: Int32Array;
	readonly weightOf: Int32Array;
	readonly offsets: number[];
	/** Entries of all patterns' sparse tables together. */
	readonly total: number;
}

/** Checks that the databases partition the tiles of one board and goal, and lays out the table. */
function layoutOf(databases: readonly DatabaseShape[]): Layout {
	if (databases.length === 0) throw new RangeError('a heuristic needs at least one database');
	const { rows, cols, goal } = databases[0];
	const n = rows * cols;
	const patternOf = new Int32Array(n).fill(-1);
	const weightOf = new Int32Array(n);
	for (const [p, database] of databases.entries()) {
		if (database.rows !== rows || database.cols !== cols || database.goal.join() !== goal.join()) {
			throw new RangeError('the databases must share one board size and goal');
		}
		const k = database.pattern.length;
		database.pattern.forEach((tile, digit) => {
			if (patternOf[tile] >= 0) throw new RangeError(`tile ${tile} is in two patterns`);
			patternOf[tile] = p;
			weightOf[tile] = n ** (k - 1 - digit);
		});
	}
	for (let tile = 1; tile < n; tile++) {
		if (patternOf[tile] < 0) throw new RangeError(`tile ${tile} is in no pattern`);
	}
	const offsets: number[] = [];
	let total = 0;
	for (const database of databases) {
		offsets.push(total);
		total += n ** database.pattern.length;
	}
	return { databases, patternOf, weightOf, offsets, total };
}

function assemble(
	layout: Layout,
	table: Uint8Array,
	options: { reflected?: boolean }
): PdbHeuristic {
	const { databases, patternOf, weightOf, offsets } = layout;
	const { rows, cols, goal } = databases[0];
	const n = rows * cols;
	const reflected = options.reflected ?? false;
	if (reflected && !canReflect(rows, cols, goal)) {
		throw new RangeError(
			'the reflected lookup needs a square board with the goal blank on the diagonal'
		);
	}
	const mirrorPatternOf = new Int32Array(n).fill(databases.length);
	const mirrorWeightOf = new Int32Array(n);
	const mirrorCell = new Int32Array(n);
	if (reflected) {
		const goalCell = new Int32Array(n);
		goal.forEach((tile, cell) => (goalCell[tile] = cell));
		for (let cell = 0; cell < n; cell++) mirrorCell[cell] = transposeCell(cell, cols);
		for (let tile = 1; tile < n; tile++) {
			const mirrorTile = goal[mirrorCell[goalCell[tile]]];
			mirrorPatternOf[tile] = patternOf[mirrorTile];
			mirrorWeightOf[tile] = weightOf[mirrorTile];
		}
	}
	const patterns = databases.map((database) => [...database.pattern]);
	return {
		rows,
		cols,
		goal: [...goal],
		patterns,
		reflected,
		table,
		offsets,
		patternOf,
		weightOf,
		mirrorPatternOf,
		mirrorWeightOf,
		mirrorCell
	};
}

/**
 * The running indices of a board: index[p] is pattern p's slot in `table`, mirrorIndex[p] its
 * slot for the mirrored board; mirrorIndex has one more entry, the dummy slot (see above).
 */
export function boardIndices(
	heuristic: PdbHeuristic,
	cells: ArrayLike<number>
): { index: Int32Array; mirrorIndex: Int32Array } {
	const { offsets, patternOf, weightOf, mirrorPatternOf, mirrorWeightOf, mirrorCell } = heuristic;
	const index = Int32Array.from(offsets);
	const dummy = heuristic.table.length - 1;
	const mirrorIndex = Int32Array.from([...offsets, dummy]);
	if (!heuristic.reflected) mirrorIndex.fill(dummy);
	for (let cell = 0; cell < cells.length; cell++) {
		const tile = cells[cell];
		if (tile === 0) continue;
		index[patternOf[tile]] += cell * weightOf[tile];
		mirrorIndex[mirrorPatternOf[tile]] += mirrorCell[cell] * mirrorWeightOf[tile];
	}
	return { index, mirrorIndex };
}

/** h of a whole board: the sum over patterns, or the larger of the two sums when reflected. */
export function pdbHeuristicValue(heuristic: PdbHeuristic, cells: ArrayLike<number>): number {
	const { index, mirrorIndex } = boardIndices(heuristic, cells);
	const { table } = heuristic;
	let sum = 0;
	let mirrorSum = 0;
	for (let p = 0; p < index.length; p++) {
		sum += table[index[p]];
		mirrorSum += table[mirrorIndex[p]];
	}
	return Math.max(sum, mirrorSum);
}
