import { describe, expect, it } from 'vitest';
import { U_TRAP } from '$lib/domains/grid';
import {
	cellColourTable,
	colourIndex,
	gridPaletteFrom,
	gridPixels,
	hexOf,
	inkOn,
	LIGHT_GRID_PALETTE,
	rgbOf,
	wallRgb
} from '$lib/viz/grid-paint';

describe('the grid’s colours', () => {
	it('reads #rgb and #rrggbb tokens, and keeps the light colour for anything else', () => {
		expect(rgbOf('#fff')).toEqual([255, 255, 255]);
		expect(rgbOf('#1d4ed8')).toEqual([29, 78, 216]);
		expect(rgbOf('rgb(1, 2, 3)')).toBeNull();
		const palette = gridPaletteFrom((token) =>
			token === '--c-frontier' ? ' #7aa7ff' : token === '--ink' ? 'black' : ''
		);
		expect(palette.frontier).toBe('#7aa7ff');
		expect(palette.ink).toBe(LIGHT_GRID_PALETTE.ink);
	});

	it('paints walls dark on light paper and light on dark paper', () => {
		expect(hexOf(wallRgb(LIGHT_GRID_PALETTE))).toBe('#373634');
		const dark = { ...LIGHT_GRID_PALETTE, paper: '#14151a', ink: '#ecebe7', surface: '#1b1d23' };
		expect(hexOf(wallRgb(dark))).toBe('#9a9a99');
	});

	it('shades ground by weight and lays each role over it', () => {
		const table = cellColourTable(LIGHT_GRID_PALETTE);
		expect(table).toHaveLength(60);
		expect(hexOf(table[colourIndex(1, 0)])).toBe('#ffffff');
		expect(hexOf(table[colourIndex(9, 0)])).toBe('#b5b3af');
		// The node being expanded, and the goal, cover the ground whole.
		expect(hexOf(table[colourIndex(5, 4)])).toBe(LIGHT_GRID_PALETTE.current);
		expect(hexOf(table[colourIndex(1, 5)])).toBe(LIGHT_GRID_PALETTE.goal);
		// Explored ground of weight 1 and of weight 9 stay apart.
		expect(table[colourIndex(1, 1)]).not.toEqual(table[colourIndex(9, 1)]);
		expect(inkOn(table[colourIndex(1, 4)], LIGHT_GRID_PALETTE)).toBe(LIGHT_GRID_PALETTE.surface);
		expect(inkOn(table[colourIndex(1, 0)], LIGHT_GRID_PALETTE)).toBe(LIGHT_GRID_PALETTE.ink);
	});

	it('paints a frame of a pixel block per cell', () => {
		const pixels = gridPixels(U_TRAP, null, LIGHT_GRID_PALETTE, 4);
		expect(pixels.length).toBe(13 * 4 * 9 * 4 * 4);
		const at = (x: number, y: number): number[] => {
			const i = (y * 13 * 4 + x) * 4;
			return [pixels[i], pixels[i + 1], pixels[i + 2]];
		};
		// Cell (2, 3) is a wall; cell (0, 0) plain ground.
		expect(at(3 * 4 + 1, 2 * 4 + 1)).toEqual([...wallRgb(LIGHT_GRID_PALETTE)]);
		expect(at(1, 1)).toEqual([255, 255, 255]);
	});
});
