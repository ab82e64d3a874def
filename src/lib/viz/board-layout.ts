import { BLANK, type Board } from '../puzzle/board';

/**
 * Where the tiles of an r×c board go, and how the last move animates. Cells are squares of
 * `cellSize` with `gap` between them and `padding` around the grid; positions are the top-left
 * corners of cells, in the same units.
 */

export interface BoardGeometry {
	readonly cellSize: number;
	readonly gap: number;
	/** Space between the grid and the tray's edge. Default 0. */
	readonly padding?: number;
}

export interface Point {
	readonly x: number;
	readonly y: number;
}

export interface CellPlace extends Point {
	/** Row-major index into `Board.cells`. */
	readonly index: number;
	readonly row: number;
	readonly col: number;
}

export interface BoardLayout {
	/** The tray's size, padding included. */
	readonly width: number;
	readonly height: number;
	/** Every cell, row by row. */
	readonly cells: readonly CellPlace[];
}

export interface TilePlace extends CellPlace {
	/** The tile's number (never the blank). */
	readonly tile: number;
}

/** The top-left corner of the cell at row-major `index` on a board `cols` wide. */
export function cellPosition(index: number, cols: number, geometry: BoardGeometry): Point {
	const step = geometry.cellSize + geometry.gap;
	const padding = geometry.padding ?? 0;
	return {
		x: padding + (index % cols) * step,
		y: padding + Math.floor(index / cols) * step
	};
}

export function layoutBoard(rows: number, cols: number, geometry: BoardGeometry): BoardLayout {
	const padding = geometry.padding ?? 0;
	const extent = (count: number): number =>
		2 * padding + count * geometry.cellSize + (count - 1) * geometry.gap;
	const cells = Array.from({ length: rows * cols }, (_, index) => ({
		index,
		row: Math.floor(index / cols),
		col: index % cols,
		...cellPosition(index, cols, geometry)
	}));
	return { width: extent(cols), height: extent(rows), cells };
}

/**
 * Every tile of `board` with its place, ordered by tile number so that a component keyed by
 * tile moves a tile rather than repainting a cell.
 */
export function placeTiles(board: Board, geometry: BoardGeometry): TilePlace[] {
	const places: TilePlace[] = [];
	board.cells.forEach((tile, index) => {
		if (tile === BLANK) return;
		places.push({
			tile,
			index,
			row: Math.floor(index / board.cols),
			col: index % board.cols,
			...cellPosition(index, board.cols, geometry)
		});
	});
	return places.sort((a, b) => a.tile - b.tile);
}

/** The one tile that slid between two boards: from its old cell into the blank's old cell. */
export interface TileMove {
	readonly tile: number;
	readonly fromIndex: number;
	readonly toIndex: number;
	readonly from: Point;
	readonly to: Point;
}

/**
 * The move from `before` to `after`, or null when they are not one legal move apart (the same
 * board, a jump across the run, boards of different sizes): then there is nothing to slide and
 * the component simply redraws.
 */
export function lastMove(before: Board, after: Board, geometry: BoardGeometry): TileMove | null {
	if (before.rows !== after.rows || before.cols !== after.cols) return null;
	const changed = before.cells.filter((tile, i) => tile !== after.cells[i]).length;
	// The tile that moved now stands where the blank was. With exactly two cells changed and
	// the blank gone from one, the other is where the tile came from.
	const toIndex = before.cells.indexOf(BLANK);
	const fromIndex = after.cells.indexOf(BLANK);
	if (changed !== 2 || toIndex === fromIndex) return null;
	const cols = before.cols;
	const rowDistance = Math.abs(Math.floor(toIndex / cols) - Math.floor(fromIndex / cols));
	const colDistance = Math.abs((toIndex % cols) - (fromIndex % cols));
	if (rowDistance + colDistance !== 1) return null;
	return {
		tile: after.cells[toIndex],
		fromIndex,
		toIndex,
		from: cellPosition(fromIndex, cols, geometry),
		to: cellPosition(toIndex, cols, geometry)
	};
}
