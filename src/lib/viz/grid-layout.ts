/**
 * Where a grid maze's cells sit on its picture, as numbers: the cell size that fits the column,
 * the zoom a reader may choose, the pan that keeps the grid on the canvas, and which cell lies
 * under a point. The component draws; this module only measures.
 */

/** A picture's view of the grid: the size of a cell and where the grid's top left corner sits. */
export interface GridViewport {
	/** CSS pixels per cell, zoom included. */
	readonly cell: number;
	/** The grid's top left corner on the canvas, in CSS pixels (0 or less once zoomed in). */
	readonly x: number;
	readonly y: number;
}

/** The largest cell a picture fits a grid with, unzoomed: a 3×3 grid's cells stay modest. */
export const MAX_FIT_CELL = 44;

/** How large zooming in may make a cell: its weight, and g, h and f beside it, can be read. */
export const MAX_ZOOM_CELL = 48;

/** How much one press of a zoom button changes the zoom. */
export const ZOOM_STEP = 1.5;

/** The cell size that fits `rows` × `cols` cells into `width` × `maxHeight` CSS pixels. */
export function fitCell(rows: number, cols: number, width: number, maxHeight: number): number {
	if (!(width > 0) || rows < 1 || cols < 1) return 0;
	return Math.min(width / cols, maxHeight / rows, MAX_FIT_CELL);
}

/** A small grid's cells may still be brought this much closer, to point at one on a phone. */
export const MIN_MAX_ZOOM = 3;

/** The largest zoom for cells of `cell` pixels at zoom 1. */
export function maxZoom(cell: number): number {
	return cell > 0 ? Math.max(MIN_MAX_ZOOM, MAX_ZOOM_CELL / cell) : 1;
}

/** `zoom` kept within 1 … maxZoom(cell). */
export function clampZoom(zoom: number, cell: number): number {
	return Math.min(Math.max(zoom, 1), maxZoom(cell));
}

/**
 * An offset of the grid (`size` pixels long) on a canvas `span` pixels long, kept so the grid
 * covers the canvas: between span − size and 0 when it is larger, centred when it is not.
 */
export function clampOffset(offset: number, size: number, span: number): number {
	if (size <= span) return (span - size) / 2;
	return Math.min(0, Math.max(span - size, offset));
}

/** The viewport at `zoom` with the grid's corner moved to (x, y), kept on the canvas. */
export function viewportAt(
	rows: number,
	cols: number,
	fit: number,
	zoom: number,
	x: number,
	y: number
): GridViewport {
	const cell = fit * zoom;
	const width = cols * fit;
	const height = rows * fit;
	return {
		cell,
		x: clampOffset(x, cols * cell, width),
		y: clampOffset(y, rows * cell, height)
	};
}

/**
 * The viewport after zooming from `view` to `zoom` around the canvas point (px, py), which stays
 * over the same spot of the grid (the pointer's, or the canvas's centre for the buttons).
 */
export function zoomAround(
	view: GridViewport,
	rows: number,
	cols: number,
	fit: number,
	zoom: number,
	px: number,
	py: number
): GridViewport {
	const cell = fit * zoom;
	const scale = cell / view.cell;
	return viewportAt(rows, cols, fit, zoom, px - (px - view.x) * scale, py - (py - view.y) * scale);
}

/** The cell under the canvas point (px, py), or null off the grid. */
export function cellAtPoint(
	view: GridViewport,
	rows: number,
	cols: number,
	px: number,
	py: number
): number | null {
	if (!(view.cell > 0)) return null;
	const col = Math.floor((px - view.x) / view.cell);
	const row = Math.floor((py - view.y) / view.cell);
	if (row < 0 || row >= rows || col < 0 || col >= cols) return null;
	return row * cols + col;
}

/** The rows and columns at least partly on a `width` × `height` canvas: from (inclusive), to (exclusive). */
export function visibleCells(
	view: GridViewport,
	rows: number,
	cols: number,
	width: number,
	height: number
): { rowFrom: number; rowTo: number; colFrom: number; colTo: number } {
	if (!(view.cell > 0)) return { rowFrom: 0, rowTo: 0, colFrom: 0, colTo: 0 };
	const span = (offset: number, extent: number, count: number): [number, number] => [
		Math.max(0, Math.floor(-offset / view.cell)),
		Math.min(count, Math.ceil((extent - offset) / view.cell))
	];
	const [rowFrom, rowTo] = span(view.y, height, rows);
	const [colFrom, colTo] = span(view.x, width, cols);
	return { rowFrom, rowTo, colFrom, colTo };
}

/**
 * The viewport moved just enough to show cell `cell` whole on a `width` × `height` canvas
 * (the keyboard's focus cell, as it walks off the edge of a zoomed grid).
 */
export function panToShow(
	view: GridViewport,
	rows: number,
	cols: number,
	cell: number,
	width: number,
	height: number
): GridViewport {
	const row = Math.floor(cell / cols);
	const col = cell % cols;
	const left = view.x + col * view.cell;
	const top = view.y + row * view.cell;
	let { x, y } = view;
	if (left < 0) x -= left;
	else if (left + view.cell > width) x -= left + view.cell - width;
	if (top < 0) y -= top;
	else if (top + view.cell > height) y -= top + view.cell - height;
	return {
		cell: view.cell,
		x: clampOffset(x, cols * view.cell, width),
		y: clampOffset(y, rows * view.cell, height)
	};
}

/** The cell a keyboard arrow moves the focus to from `cell` (it stays at the grid's edge). */
export function cellBeside(
	cell: number,
	rows: number,
	cols: number,
	key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight',
	by = 1
): number {
	const row = Math.floor(cell / cols);
	const col = cell % cols;
	const clamp = (value: number, count: number): number => Math.min(Math.max(value, 0), count - 1);
	switch (key) {
		case 'ArrowUp':
			return clamp(row - by, rows) * cols + col;
		case 'ArrowDown':
			return clamp(row + by, rows) * cols + col;
		case 'ArrowLeft':
			return row * cols + clamp(col - by, cols);
		case 'ArrowRight':
			return row * cols + clamp(col + by, cols);
	}
}
