/**
 * Linear conflict as table lookups, so IDA* pays about as much for it as for Manhattan distance.
 *
 * A line's conflict count depends only on which of its goal tiles stand in it and where. Write
 * that as a number, the line's code: digit i (base `radix`) is 1 + the goal position of the tile
 * on the line's i-th cell when that tile belongs to the line, else 0. A table then gives the
 * conflicts of every code, computed once by the longest-increasing-run rule of linear-conflict.ts.
 *
 * One move changes at most two codes, by amounts fixed by the move and the tile: the tile's goal
 * line that it enters or leaves (its conflicts can change) and the goal line it slides along (its
 * code changes, its conflicts cannot: sliding into the next cell keeps the order of the tiles).
 * Both are stored per move and tile, like Manhattan's hDelta, so a child's h costs a handful of
 * reads and no loop. Moves that touch no such line point at a spare line whose code stays 0.
 */

import { MAX_LINE, lineConflicts, type LineTables } from './linear-conflict';
import { DIRECTIONS, type TileTables } from './tile-tables';

export interface LineCodeTables {
	/** Base of the codes: the longest line's length + 1. */
	readonly radix: number;
	/** The spare line's index, lineCount: its code is 0 and no move changes it. */
	readonly spareLine: number;
	/** cost[code]: twice the conflicts of a line with that code, the line's share of h. */
	readonly cost: Uint8Array;
	/**
	 * Indexed like hDelta, slot·size + tile: the line the move makes the tile enter or leave
	 * among its goal lines (the spare line when none), and how that line's code changes.
	 */
	readonly crossedLine: Int8Array;
	readonly crossedDelta: Int32Array;
	/** Likewise for the goal line the tile slides along, if it is standing in it. */
	readonly slidLine: Int8Array;
	readonly slidDelta: Int32Array;
}

/**
 * Codes stay small enough for a table up to lines of six cells (7⁶ = 117,649 entries); longer
 * lines would need 8⁷ or 9⁸ entries, so boards with a side over six recount lines instead.
 */
export const MAX_CODED_LINE = 6;

/** Whether a rows×cols board's lines are short enough for code tables. */
export function fitsLineCodes(rows: number, cols: number): boolean {
	return Math.max(rows, cols) <= MAX_CODED_LINE;
}

export function buildLineCodeTables(tables: TileTables, lines: LineTables): LineCodeTables {
	const { rows, cols, size, target } = tables;
	if (!fitsLineCodes(rows, cols)) {
		throw new RangeError(`line codes need sides of at most ${MAX_CODED_LINE} cells`);
	}
	const radix = Math.max(rows, cols) + 1;
	const spareLine = lines.lineCount;
	const power = Array.from({ length: radix }, (_, i) => radix ** i);

	const cost = new Uint8Array(radix ** (radix - 1));
	const longest = radix - 1;
	const scratchLines: LineTables = {
		...lines,
		lineCount: 1,
		lineCells: Int32Array.from({ length: MAX_LINE }, (_, i) => i),
		lineLength: Int32Array.of(longest),
		// Goal ranks of the made-up tiles 1..longest are 0..longest−1.
		goalRank: Int8Array.from({ length: longest + 1 }, (_, tile) => tile - 1)
	};
	const digits = new Uint8Array(MAX_LINE);
	for (let code = 0; code < cost.length; code++) {
		for (let i = 0, rest = code; i < longest; i++, rest = Math.floor(rest / radix)) {
			digits[i] = rest % radix;
		}
		cost[code] = 2 * lineConflicts(scratchLines, longest + 1, digits, 0);
	}

	const crossedLine = new Int8Array(size * DIRECTIONS * size).fill(spareLine);
	const crossedDelta = new Int32Array(size * DIRECTIONS * size);
	const slidLine = new Int8Array(size * DIRECTIONS * size).fill(spareLine);
	const slidDelta = new Int32Array(size * DIRECTIONS * size);
	/** The goal line of `tile` among the lines through `cell` in one direction, or −1. */
	const goalLineAt = (tile: number, cell: number, vertical: boolean): number => {
		const line = vertical ? Math.floor(cell / cols) : rows + (cell % cols);
		return lines.goalRank[line * size + tile] >= 0 ? line : -1;
	};
	const positionOn = (cell: number, line: number): number =>
		line < rows ? cell % cols : Math.floor(cell / cols);

	target.forEach((to, slot) => {
		if (to < 0) return;
		// The tile on `to` slides into `from`, the blank's old cell.
		const from = Math.floor(slot / DIRECTIONS);
		const vertical = from % cols === to % cols;
		for (let tile = 1; tile < size; tile++) {
			const k = slot * size + tile;
			// Crossing: a vertical move changes the tile's row, a horizontal one its column.
			const leaving = goalLineAt(tile, to, vertical);
			const entering = goalLineAt(tile, from, vertical);
			if (leaving >= 0) {
				crossedLine[k] = leaving;
				crossedDelta[k] = -digit(lines, size, leaving, tile) * power[positionOn(to, leaving)];
			} else if (entering >= 0) {
				crossedLine[k] = entering;
				crossedDelta[k] = digit(lines, size, entering, tile) * power[positionOn(from, entering)];
			}
			// Sliding: the line through both cells, when it is one of the tile's goal lines.
			const along = goalLineAt(tile, to, !vertical);
			if (along >= 0) {
				slidLine[k] = along;
				slidDelta[k] =
					digit(lines, size, along, tile) *
					(power[positionOn(from, along)] - power[positionOn(to, along)]);
			}
		}
	});

	return { radix, spareLine, cost, crossedLine, crossedDelta, slidLine, slidDelta };
}

/** The codes of every line of `board` (0 = blank), plus the spare line's 0 at the end. */
export function lineCodes(
	tables: TileTables,
	lines: LineTables,
	codeTables: LineCodeTables,
	board: ArrayLike<number>
): Int32Array {
	const codes = new Int32Array(lines.lineCount + 1);
	for (let line = 0; line < lines.lineCount; line++) {
		let code = 0;
		for (let i = lines.lineLength[line] - 1; i >= 0; i--) {
			const tile = board[lines.lineCells[line * MAX_LINE + i]];
			code = code * codeTables.radix + (tile === 0 ? 0 : digit(lines, tables.size, line, tile));
		}
		codes[line] = code;
	}
	return codes;
}

/** A tile's digit in a line's code: 1 + its goal position when the line is its goal line. */
function digit(lines: LineTables, size: number, line: number, tile: number): number {
	return lines.goalRank[line * size + tile] + 1;
}
