/**
 * Linear conflict (Hansson, Mayer and Yung 1992): Manhattan distance plus two moves for every
 * tile that has to step out of its goal line to let others past. Two tiles are in conflict when
 * both stand in the line (row or column) that holds their goal cells, in the reverse of their
 * goal order. The fewest tiles to remove from a line so that no conflict remains is the line's
 * tile count minus its longest increasing run of goal positions; each such tile costs at least
 * two moves Manhattan distance does not see, so h stays admissible. One move changes Manhattan
 * distance by 1 and a line's count by at most 1, in a way that keeps h consistent.
 *
 * Lines are numbered rows first (0..rows−1), then columns (rows..rows+cols−1).
 */

import { DIRECTIONS, type TileTables } from './tile-tables';

export interface LineTables {
	/** Number of lines, rows + cols. */
	readonly lineCount: number;
	/** Cells of line L, in order along it: lineCells[L·MAX_LINE + i] for i < lineLength[L]. */
	readonly lineCells: Int32Array;
	readonly lineLength: Int32Array;
	/**
	 * goalRank[L·size + tile]: the tile's position along line L when L holds the tile's goal
	 * cell, else −1 (always −1 for the blank).
	 */
	readonly goalRank: Int8Array;
	/**
	 * touchedLine[row + tile], `row` being a child entry's hDelta row: the one line whose
	 * conflicts can change when that move slides `tile` — the tile's goal row on a vertical move,
	 * its goal column on a horizontal one, and only when the tile enters or leaves it — else −1.
	 */
	readonly touchedLine: Int8Array;
	/** Scratch for the longest increasing run; one per table set, so searches must not overlap. */
	readonly runTails: Int8Array;
}

/** Longest line on a board: the larger side, at most 8; also the stride of lineCells. */
export const MAX_LINE = 8;

export function buildLineTables(tables: TileTables, goal: readonly number[]): LineTables {
	const { rows, cols, size } = tables;
	const lineCount = rows + cols;
	const lineCells = new Int32Array(lineCount * MAX_LINE);
	const lineLength = new Int32Array(lineCount);
	for (let row = 0; row < rows; row++) {
		lineLength[row] = cols;
		for (let col = 0; col < cols; col++) lineCells[row * MAX_LINE + col] = row * cols + col;
	}
	for (let col = 0; col < cols; col++) {
		lineLength[rows + col] = rows;
		for (let row = 0; row < rows; row++)
			lineCells[(rows + col) * MAX_LINE + row] = row * cols + col;
	}

	const goalRank = new Int8Array(lineCount * size).fill(-1);
	goal.forEach((tile, cell) => {
		if (tile === 0) return;
		const row = Math.floor(cell / cols);
		const col = cell % cols;
		goalRank[row * size + tile] = col;
		goalRank[(rows + col) * size + tile] = row;
	});

	// A vertical move carries the tile from one row to the next, so only rows can gain or lose
	// it; a horizontal move likewise only touches columns.
	const touchedLine = new Int8Array(size * DIRECTIONS * size).fill(-1);
	tables.target.forEach((to, slot) => {
		if (to < 0) return;
		const from = Math.floor(slot / DIRECTIONS);
		const vertical = from % cols === to % cols;
		const lineFrom = vertical ? Math.floor(from / cols) : rows + (from % cols);
		const lineTo = vertical ? Math.floor(to / cols) : rows + (to % cols);
		for (let tile = 1; tile < size; tile++) {
			if (goalRank[lineFrom * size + tile] >= 0) touchedLine[slot * size + tile] = lineFrom;
			if (goalRank[lineTo * size + tile] >= 0) touchedLine[slot * size + tile] = lineTo;
		}
	});

	return {
		lineCount,
		lineCells,
		lineLength,
		goalRank,
		touchedLine,
		runTails: new Int8Array(MAX_LINE)
	};
}

/**
 * Tiles that must leave line `line` so that no two tiles in it are in conflict: those standing
 * in their goal line, minus the longest run whose goal positions increase along the line.
 * `board` must hold 0 on the blank's cell.
 */
export function lineConflicts(
	lines: LineTables,
	size: number,
	board: Uint8Array,
	line: number
): number {
	const { lineCells, goalRank, runTails } = lines;
	const first = line * MAX_LINE;
	const last = first + lines.lineLength[line];
	const rankBase = line * size;
	let inGoalLine = 0;
	let runLength = 0;
	for (let i = first; i < last; i++) {
		const rank = goalRank[rankBase + board[lineCells[i]]];
		if (rank < 0) continue;
		inGoalLine++;
		// Patience sorting: runTails[k] is the smallest rank that ends an increasing run of k + 1.
		let k = 0;
		while (k < runLength && runTails[k] < rank) k++;
		runTails[k] = rank;
		if (k === runLength) runLength++;
	}
	return inGoalLine - runLength;
}

/** The linear-conflict heuristic of a whole board (0 = blank), from scratch. */
export function linearConflictDistance(
	tables: TileTables,
	lines: LineTables,
	cells: ArrayLike<number>
): number {
	const board = Uint8Array.from(cells);
	let h = 0;
	for (let cell = 0; cell < tables.size; cell++) {
		h += tables.distance[board[cell] * tables.size + cell];
	}
	for (let line = 0; line < lines.lineCount; line++) {
		h += 2 * lineConflicts(lines, tables.size, board, line);
	}
	return h;
}
