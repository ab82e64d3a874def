import { describe, expect, it } from 'vitest';
import { boardOf } from '$lib/puzzle';
import { cellPosition, lastMove, layoutBoard, placeTiles } from '$lib/viz/board-layout';

const GEOMETRY = { cellSize: 10, gap: 2, padding: 4 };

describe('layoutBoard', () => {
	it('sizes the tray and places each cell', () => {
		const layout = layoutBoard(3, 4, GEOMETRY);
		// 4 + 4·10 + 3·2 + 4 = 54 wide; 4 + 3·10 + 2·2 + 4 = 42 high.
		expect(layout.width).toBe(54);
		expect(layout.height).toBe(42);
		expect(layout.cells).toHaveLength(12);
		expect(layout.cells[6]).toEqual({ index: 6, row: 1, col: 2, x: 28, y: 16 });
		expect(layout.cells[11]).toEqual({ index: 11, row: 2, col: 3, x: 40, y: 28 });
	});

	it('defaults the padding to 0', () => {
		expect(cellPosition(4, 3, { cellSize: 10, gap: 2 })).toEqual({ x: 12, y: 12 });
	});
});

describe('placeTiles', () => {
	it('lists tiles by number with their cells, leaving out the blank', () => {
		const board = boardOf(2, 2, [3, 1, 0, 2]);
		expect(placeTiles(board, GEOMETRY)).toEqual([
			{ tile: 1, index: 1, row: 0, col: 1, x: 16, y: 4 },
			{ tile: 2, index: 3, row: 1, col: 1, x: 16, y: 16 },
			{ tile: 3, index: 0, row: 0, col: 0, x: 4, y: 4 }
		]);
	});
});

describe('lastMove', () => {
	const before = boardOf(3, 3, [1, 2, 3, 4, 0, 5, 6, 7, 8]);

	it('finds the tile that slid into the blank', () => {
		// The blank travels Right: tile 5 slides left from cell 5 to cell 4.
		const after = boardOf(3, 3, [1, 2, 3, 4, 5, 0, 6, 7, 8]);
		expect(lastMove(before, after, GEOMETRY)).toEqual({
			tile: 5,
			fromIndex: 5,
			toIndex: 4,
			from: { x: 28, y: 16 },
			to: { x: 16, y: 16 }
		});
		// The blank travels Up: tile 2 slides down.
		const up = boardOf(3, 3, [1, 0, 3, 4, 2, 5, 6, 7, 8]);
		expect(lastMove(before, up, GEOMETRY)).toMatchObject({ tile: 2, fromIndex: 1, toIndex: 4 });
	});

	it('returns null when the boards are not one move apart', () => {
		expect(lastMove(before, before, GEOMETRY)).toBeNull();
		// The blank jumped diagonally, or across the end of a row.
		expect(lastMove(before, boardOf(3, 3, [1, 2, 0, 4, 3, 5, 6, 7, 8]), GEOMETRY)).toBeNull();
		const rowEnd = boardOf(3, 3, [1, 2, 3, 0, 4, 5, 6, 7, 8]);
		expect(lastMove(rowEnd, boardOf(3, 3, [1, 2, 0, 3, 4, 5, 6, 7, 8]), GEOMETRY)).toBeNull();
		expect(lastMove(before, boardOf(3, 3, [1, 2, 3, 4, 0, 5, 6, 8, 7]), GEOMETRY)).toBeNull();
		expect(lastMove(before, boardOf(3, 3, [1, 2, 3, 4, 6, 5, 0, 7, 8]), GEOMETRY)).toBeNull();
		expect(lastMove(before, boardOf(2, 2, [1, 2, 3, 0]), GEOMETRY)).toBeNull();
	});
});
