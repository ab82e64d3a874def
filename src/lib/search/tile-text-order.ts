import { highBits, lowBits, packedCell, PACKED_MAX_CELLS, type TileState } from './tile-state';

/**
 * The tile puzzle's text order (Problem.compareText), for ties broken by text ('low-g-text'):
 * the order in which the tiles.py tutorial (seed 000) sorts its boards written one character
 * per cell, `_` for the blank. Cells are compared in reading order; the blank counts as greater
 * than every tile, since `_` comes after the digits in character order (`1235_6478` before
 * `123_56478`, `12345678_` before `123456_78`). Boards too big for one character per tile keep
 * the same rule with tile numbers.
 *
 * Negative when `a` reads first, 0 for the same state. Both states must come from one problem,
 * so both are packed or both are strings (tile-state.ts).
 */
export function compareTileText(a: TileState, b: TileState): number {
	if (typeof a === 'number') return comparePacked(a, b as number);
	return compareCodes(a, b as string);
}

/** A tile's place in text order: tiles by number, the blank (0) after them all. */
function textRank(tile: number): number {
	return tile === 0 ? Number.MAX_SAFE_INTEGER : tile;
}

/** Packed boards: cells past the board's last are 0 in both, so they tie. */
function comparePacked(a: number, b: number): number {
	if (a === b) return 0;
	const aLow = lowBits(a);
	const aHigh = highBits(a);
	const bLow = lowBits(b);
	const bHigh = highBits(b);
	for (let i = 0; i < PACKED_MAX_CELLS; i++) {
		const x = packedCell(aLow, aHigh, i);
		const y = packedCell(bLow, bHigh, i);
		if (x !== y) return textRank(x) - textRank(y);
	}
	return 0;
}

/** Boards stored one character code per cell (more than 13 cells), of one length. */
function compareCodes(a: string, b: string): number {
	for (let i = 0; i < a.length; i++) {
		const x = a.charCodeAt(i);
		const y = b.charCodeAt(i);
		if (x !== y) return textRank(x) - textRank(y);
	}
	return 0;
}
