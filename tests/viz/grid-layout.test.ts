import { describe, expect, it } from 'vitest';
import {
	cellAtPoint,
	cellBeside,
	clampOffset,
	fitCell,
	maxZoom,
	panToShow,
	viewportAt,
	visibleCells,
	zoomAround
} from '$lib/viz/grid-layout';

describe('the grid picture’s layout', () => {
	it('fits square cells to the column and to the height allowed', () => {
		expect(fitCell(100, 100, 576, 500)).toBe(5);
		expect(fitCell(9, 13, 390, 600)).toBe(30);
		expect(fitCell(3, 3, 600, 600)).toBe(44);
		expect(fitCell(9, 13, 0, 600)).toBe(0);
	});

	it('zooms up to cells of 48 pixels, or three times closer on a small grid', () => {
		expect(maxZoom(6)).toBe(8);
		expect(maxZoom(30)).toBe(3);
		expect(maxZoom(0)).toBe(1);
	});

	it('keeps a zoomed grid over the canvas and centres a smaller one', () => {
		expect(clampOffset(10, 1000, 500)).toBe(0);
		expect(clampOffset(-900, 1000, 500)).toBe(-500);
		expect(clampOffset(-200, 1000, 500)).toBe(-200);
		expect(clampOffset(-200, 400, 500)).toBe(50);
	});

	it('finds the cell under a point, and none off the grid', () => {
		const view = viewportAt(100, 100, 5, 4, -100, -60);
		expect(view).toEqual({ cell: 20, x: -100, y: -60 });
		expect(cellAtPoint(view, 100, 100, 0, 0)).toBe(3 * 100 + 5);
		expect(cellAtPoint(view, 100, 100, 19, 19)).toBe(3 * 100 + 5);
		expect(cellAtPoint(view, 100, 100, 21, 1)).toBe(3 * 100 + 6);
		expect(cellAtPoint(viewportAt(3, 3, 10, 1, 0, 0), 3, 3, 31, 5)).toBeNull();
	});

	it('keeps the point under the pointer while zooming', () => {
		const start = viewportAt(100, 100, 5, 1, 0, 0);
		const zoomed = zoomAround(start, 100, 100, 5, 2, 250, 250);
		expect(zoomed).toEqual({ cell: 10, x: -250, y: -250 });
		expect(cellAtPoint(zoomed, 100, 100, 250, 250)).toBe(cellAtPoint(start, 100, 100, 250, 250));
	});

	it('lists the rows and columns on the canvas', () => {
		const view = viewportAt(100, 100, 5, 4, -100, -60);
		expect(visibleCells(view, 100, 100, 500, 500)).toEqual({
			rowFrom: 3,
			rowTo: 28,
			colFrom: 5,
			colTo: 30
		});
	});

	it('pans just enough to show the focused cell, and moves focus within the grid', () => {
		const view = viewportAt(100, 100, 5, 4, 0, 0);
		expect(panToShow(view, 100, 100, 30 * 100 + 40, 500, 500)).toEqual({
			cell: 20,
			x: -320,
			y: -120
		});
		expect(cellBeside(0, 9, 13, 'ArrowUp')).toBe(0);
		expect(cellBeside(0, 9, 13, 'ArrowDown')).toBe(13);
		expect(cellBeside(12, 9, 13, 'ArrowRight')).toBe(12);
		expect(cellBeside(104, 9, 13, 'ArrowRight', 10)).toBe(114);
		expect(cellBeside(104, 9, 13, 'ArrowUp', 10)).toBe(0);
	});
});
