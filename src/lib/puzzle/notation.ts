/**
 * Reading and writing boards in the notations the course material uses:
 *
 * - compact: one character per cell, row by row, e.g. `42_713856`. Tiles are the digits 1-9, so
 *   it only fits boards of up to 10 cells (2×2, 2×3, 2×4, 2×5, 3×3). Letters are not accepted
 *   for tiles 10 and up: the lessons draw small boards with letters as tile names (`a b / c .`),
 *   and a hexadecimal reading would clash with that.
 * - list: whole numbers separated by commas and/or spaces, e.g. `1,2,5,3,4,0,6,7,8`.
 * - rows: one row per line, or rows separated by `/` on one line (`1 2 3 / 4 5 6 / 7 8 _`). A
 *   row may also be written compactly (`235` over `41_`), and Python-style nested lists
 *   (`[[1, 2], [3, 0]]`) read as rows too.
 *
 * The blank may be written `_`, `*` or `0` in every notation.
 */

import {
	BLANK,
	boardOf,
	isSupportedSize,
	MAX_SIDE,
	MIN_SIDE,
	sizeLabel,
	type Board
} from './board';
import { fail, ok, type PuzzleError, type Result } from './errors';
import { message, type MessageRef } from '../messages';

export type Notation = 'compact' | 'list' | 'rows';
export type BlankMark = '_' | '*' | '0';

export interface BoardSize {
	readonly rows: number;
	readonly cols: number;
}

export interface FormatOptions {
	/** How to write the blank; `_` by default, `0` for the list notation. */
	readonly blank?: BlankMark;
	/** Between rows in the rows notation: a newline (default) or ` / ` on one line. */
	readonly rowSeparator?: '\n' | ' / ';
}

/** One character per cell holds tiles 1-9 only, so at most 10 cells. */
export const COMPACT_MAX_CELLS = 10;

const BLANK_MARKS: readonly string[] = ['_', '*', '0'];

const SIDE_RANGE = message('notice_board_side_range', { min: MIN_SIDE, max: MAX_SIDE });

/** One written row: the text of each cell, and whether it was written one character per cell. */
interface WrittenRow {
	readonly cells: readonly string[];
	readonly compact: boolean;
}

/** Whether `board` can be written one character per cell. */
export function fitsCompact(board: Board): boolean {
	return board.cells.length <= COMPACT_MAX_CELLS;
}

/** Which notation `text` is written in, or null when it is empty. */
export function detectNotation(text: string): Notation | null {
	const rows = writtenRows(text);
	if (rows.length === 0) return null;
	if (rows.length > 1) return 'rows';
	return rows[0].compact ? 'compact' : 'list';
}

/**
 * Parses a board in any notation. Without `size`, a flat input (compact or list) must have a
 * square number of cells, and rows input takes its size from its rows; with `size`, the input
 * must match it. Never throws: bad input gives an error that says what and where.
 */
export function parseBoard(text: string, size?: BoardSize): Result<Board> {
	if (size !== undefined && !isSupportedSize(size.rows, size.cols)) {
		return outOfRange(size.rows, size.cols);
	}
	const rows = writtenRows(text);
	if (rows.length === 0) return fail('empty', message('notice_board_empty', {}));
	const isGrid = rows.length > 1;

	const cells: number[] = [];
	for (let r = 0; r < rows.length; r++) {
		for (let c = 0; c < rows[r].cells.length; c++) {
			const tile = readCell(rows[r].cells[c]);
			if (Number.isNaN(tile)) return unreadableCell(rows[r], isGrid, r, c, cells.length);
			cells.push(tile);
		}
	}

	if (rows.some((row) => row.compact) && cells.length > COMPACT_MAX_CELLS) {
		return fail(
			'wrong-length',
			message('notice_board_compact_long', { max: COMPACT_MAX_CELLS, count: cells.length })
		);
	}

	const decided = isGrid ? gridSize(rows, size) : flatSize(cells.length, size);
	if (!decided.ok) return decided;
	const board = boardFromCells(decided.value.rows, decided.value.cols, cells);
	if (board.ok || !isGrid || board.error.index === undefined) return board;
	return { ok: false, error: placeInGrid(board.error, decided.value.cols) };
}

/**
 * Checks that `cells` are a permutation of 0..rows·cols−1 and wraps them as a board. This is
 * the one gate between untrusted numbers (parsed text, URL parameters) and a Board.
 */
export function boardFromCells(
	rows: number,
	cols: number,
	cells: readonly number[]
): Result<Board> {
	if (!isSupportedSize(rows, cols)) return outOfRange(rows, cols);
	const count = rows * cols;
	const label = sizeLabel(rows, cols);
	if (cells.length !== count) {
		return fail(
			'wrong-length',
			message('notice_board_wrong_length', { size: label, needed: count, count: cells.length })
		);
	}
	const stranger = cells.findIndex((tile) => !Number.isInteger(tile) || tile < 0 || tile >= count);
	if (stranger >= 0) {
		return fail(
			'tile-out-of-range',
			message('notice_board_tile_range', {
				tile: String(cells[stranger]),
				position: stranger + 1,
				size: label,
				max: count - 1
			}),
			{ index: stranger }
		);
	}
	const blanks = positionsOf(cells, BLANK);
	if (blanks.length === 0) {
		return fail('no-blank', message('notice_board_no_blank', {}));
	}
	if (blanks.length > 1) {
		return fail(
			'two-blanks',
			message('notice_board_blanks', {
				count: blanks.length,
				positions: joinPositions(blanks)
			}),
			{ index: blanks[1] }
		);
	}
	const seen = new Set<number>();
	for (let i = 0; i < count; i++) {
		const tile = cells[i];
		if (seen.has(tile)) {
			const where = positionsOf(cells, tile);
			return fail(
				'duplicate-tile',
				message('notice_board_duplicate', {
					tile,
					count: where.length,
					times: where.length === 2 ? 'twice' : 'more',
					positions: joinPositions(where)
				}),
				{ index: i }
			);
		}
		seen.add(tile);
	}
	return ok(boardOf(rows, cols, cells));
}

/** Parses "3x3", "3×4", "3 X 4", "3*4", or a single side "4" for a square board. */
export function parseSize(text: string): Result<BoardSize> {
	const match = /^\s*(\d+)\s*(?:[x×*]\s*(\d+))?\s*$/i.exec(text);
	if (match === null) {
		return fail('invalid-size', message('notice_board_invalid_size', { text: text.trim() }));
	}
	const rows = Number(match[1]);
	const cols = match[2] === undefined ? rows : Number(match[2]);
	if (!isSupportedSize(rows, cols)) return outOfRange(rows, cols);
	return ok({ rows, cols });
}

/**
 * Writes `board` in `notation`. The compact notation cannot write tiles above 9, so boards of
 * more than 10 cells fall back to the list notation (which reads back to the same board);
 * check `fitsCompact` first when the difference matters.
 */
export function formatBoard(board: Board, notation: Notation, options: FormatOptions = {}): string {
	if (notation === 'compact' && !fitsCompact(board)) return formatBoard(board, 'list', options);
	const blank = options.blank ?? (notation === 'list' ? '0' : '_');
	const write = (tile: number): string => (tile === BLANK ? blank : String(tile));
	switch (notation) {
		case 'compact':
			return board.cells.map(write).join('');
		case 'list':
			return board.cells.map(write).join(',');
		case 'rows': {
			const lines: string[] = [];
			for (let r = 0; r < board.rows; r++) {
				const row = board.cells.slice(r * board.cols, (r + 1) * board.cols);
				lines.push(row.map(write).join(' '));
			}
			return lines.join(options.rowSeparator ?? '\n');
		}
	}
}

/**
 * The numbers `text` holds, row by row (0 for the blank), whatever its notation; null when a cell
 * is neither a number nor a blank mark. For messages that look at the whole board.
 */
export function readCells(text: string): number[] | null {
	const cells = writtenRows(text).flatMap((row) => row.cells.map(readCell));
	return cells.some(Number.isNaN) ? null : cells;
}

/** Splits text into written rows: lines, `/`-separated rows, or nested brackets. */
function writtenRows(text: string): WrittenRow[] {
	const body = text
		.replace(/\]\s*,?\s*\[/g, '/')
		.replace(/[[\]()]/g, ' ')
		.split(/[\n\r/]/);
	const rows: WrittenRow[] = [];
	for (const line of body) {
		const tokens = line.split(/[\s,;]+/).filter((token) => token.length > 0);
		if (tokens.length === 0) continue;
		// A row has at least two cells, so a lone token of several characters is a compact row.
		const compact = tokens.length === 1 && [...tokens[0]].length > 1;
		rows.push({ cells: compact ? [...tokens[0]] : tokens, compact });
	}
	return rows;
}

/** The error for a cell that is neither a tile number nor a blank mark. */
function unreadableCell<T>(
	row: WrittenRow,
	isGrid: boolean,
	rowIndex: number,
	columnIndex: number,
	index: number
): Result<T> {
	const written = row.cells[columnIndex];
	const place = isGrid
		? message('notice_board_place_cell', { row: rowIndex + 1, column: columnIndex + 1 })
		: message('notice_board_place_position', { position: index + 1 });
	const where = isGrid ? { index, line: rowIndex + 1, column: columnIndex + 1 } : { index };
	return row.compact
		? fail(
				'unknown-character',
				message('notice_board_unknown_character', { written, place }),
				where
			)
		: fail('unknown-token', message('notice_board_unknown_token', { written, place }), where);
}

/** The tile a written cell stands for (0 for the blank), or NaN when it is not one. */
function readCell(written: string): number {
	if (BLANK_MARKS.includes(written)) return BLANK;
	return /^\d+$/.test(written) ? Number(written) : Number.NaN;
}

function gridSize(rows: readonly WrittenRow[], size: BoardSize | undefined): Result<BoardSize> {
	const width = rows[0].cells.length;
	const ragged = rows.findIndex((row) => row.cells.length !== width);
	if (ragged >= 0) {
		const length = rows[ragged].cells.length;
		return fail(
			'ragged-rows',
			message('notice_board_ragged', { row: ragged + 1, count: length, width }),
			{ line: ragged + 1 }
		);
	}
	const found = { rows: rows.length, cols: width };
	if (size !== undefined && (size.rows !== found.rows || size.cols !== found.cols)) {
		return fail(
			'size-mismatch',
			message('notice_board_size_mismatch', {
				found: sizeLabel(found.rows, found.cols),
				given: sizeLabel(size.rows, size.cols)
			})
		);
	}
	if (!isSupportedSize(found.rows, found.cols)) return outOfRange(found.rows, found.cols);
	return ok(found);
}

function flatSize(count: number, size: BoardSize | undefined): Result<BoardSize> {
	if (size !== undefined) {
		const needed = size.rows * size.cols;
		if (count === needed) return ok(size);
		return fail(
			'wrong-length',
			message('notice_board_wrong_length', {
				size: sizeLabel(size.rows, size.cols),
				needed,
				count
			})
		);
	}
	const side = Math.round(Math.sqrt(count));
	if (side * side === count) {
		if (isSupportedSize(side, side)) return ok({ rows: side, cols: side });
		return fail(
			'size-out-of-range',
			message('notice_board_square_out_of_range', {
				count,
				size: sizeLabel(side, side),
				range: SIDE_RANGE
			})
		);
	}
	const example = mostSquareSize(count);
	if (example === null) {
		return fail('wrong-length', message('notice_board_no_fit', { count, range: SIDE_RANGE }));
	}
	return fail(
		'not-square',
		message('notice_board_not_square', { count, rows: example.rows, cols: example.cols })
	);
}

/** The supported rows×cols (rows ≤ cols) closest to a square, for an example in a message. */
function mostSquareSize(count: number): BoardSize | null {
	for (let rows = Math.floor(Math.sqrt(count)); rows >= MIN_SIDE; rows--) {
		if (count % rows === 0 && isSupportedSize(rows, count / rows)) {
			return { rows, cols: count / rows };
		}
	}
	return null;
}

/** The size itself, or a 'size-out-of-range' error when a side is outside 2..8. */
export function checkSize(rows: number, cols: number): Result<BoardSize> {
	return isSupportedSize(rows, cols) ? ok({ rows, cols }) : outOfRange(rows, cols);
}

function outOfRange<T>(rows: number, cols: number): Result<T> {
	return fail(
		'size-out-of-range',
		message('notice_board_out_of_range', { size: sizeLabel(rows, cols), range: SIDE_RANGE })
	);
}

/** Adds the written row and column to an error about a cell of rows input. */
function placeInGrid(error: PuzzleError, cols: number): PuzzleError {
	const index = error.index ?? 0;
	return { ...error, line: Math.floor(index / cols) + 1, column: (index % cols) + 1 };
}

function positionsOf(cells: readonly number[], tile: number): number[] {
	const positions: number[] = [];
	cells.forEach((cell, i) => {
		if (cell === tile) positions.push(i);
	});
	return positions;
}

/** 0-based indices as a student reads them: "2 and 7", "2, 4 and 7". */
function joinPositions(indices: readonly number[]): string | MessageRef {
	return andList(indices.map((i) => String(i + 1)));
}

/** Items as a sentence lists them: "7", "2 and 7", "2, 4 and 7" (notice_and). */
export function andList(items: readonly string[]): string | MessageRef {
	return items.length === 1
		? items[0]
		: message('notice_and', {
				first: items.slice(0, -1).join(', '),
				last: items[items.length - 1]
			});
}
