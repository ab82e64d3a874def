/**
 * Where the solution GIF puts things, as numbers: a caption band on top that counts the moves
 * ("move 3 of 7"), and the board below it, centred. The image is at least GIF_MIN_WIDTH wide so
 * that a 2×2 or 3×3 solution stays readable on a slide or in a chat; drawing is board-frames'.
 */

import { message, type MessageRef } from '../messages';

/** A GIF narrower than this reads as an icon; its counter would be too small to read. */
export const GIF_MIN_WIDTH = 240;
/** A cell's edge in pixels: digits of 20 px. */
export const GIF_CELL = 48;

export interface GifLayout {
	readonly width: number;
	readonly height: number;
	readonly cell: number;
	/** The board's top-left corner. */
	readonly boardX: number;
	readonly boardY: number;
	/** The caption's centre line and its font size, in pixels. */
	readonly captionY: number;
	readonly captionSize: number;
	/** The tile digits' font size, in pixels. */
	readonly digitSize: number;
}

export function gifLayout(rows: number, cols: number, cell = GIF_CELL): GifLayout {
	const pad = Math.round(cell / 6);
	const captionSize = 18;
	const band = captionSize + 2 * pad;
	const boardWidth = cols * cell;
	const width = Math.max(GIF_MIN_WIDTH, boardWidth + 2 * pad);
	return {
		width,
		height: band + rows * cell + pad,
		cell,
		boardX: Math.round((width - boardWidth) / 2),
		boardY: band,
		captionY: Math.round(band / 2),
		captionSize,
		digitSize: Math.round(cell * 0.42)
	};
}

/** What frame `k` of a solution of `moves` moves says: "start", "move k of n", "goal". */
export function moveCaption(k: number, moves: number): MessageRef {
	if (k === 0) return message('files_gif_start', { moves });
	if (k === moves) return message('files_gif_goal', { moves });
	return message('files_gif_move', { move: k, moves });
}

/** The caption of every frame of a solution of `moves` moves (moves + 1 boards). */
export function moveCaptions(moves: number): MessageRef[] {
	return Array.from({ length: moves + 1 }, (_, k) => moveCaption(k, moves));
}
