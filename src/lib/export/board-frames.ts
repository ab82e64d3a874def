/**
 * Boards drawn to RGBA pixels on a canvas, for the solution GIF. Colours come from the page's
 * design tokens at the moment of export, so a GIF made in dark mode looks like the page.
 */
import type { Board } from '../puzzle/board';
import { GIF_CELL, gifLayout, moveCaptions } from './gif-layout';
import { message, type MessageRef } from '../messages';
import { MessageError } from '../messages/message-error';

export interface BoardColours {
	readonly paper: string;
	readonly tile: string;
	readonly tileInk: string;
	readonly home: string;
	readonly rule: string;
	readonly font: string;
}

/** The tokens of the element's page (see src/app.css). */
export function pageColours(element: Element): BoardColours {
	const style = getComputedStyle(element);
	const token = (name: string, fallback: string): string =>
		style.getPropertyValue(name).trim() || fallback;
	return {
		paper: token('--paper', '#ffffff'),
		tile: token('--surface', '#eef0f3'),
		tileInk: token('--ink', '#111111'),
		home: token('--c-path', '#2b8a3e'),
		rule: token('--rule', '#cccccc'),
		font: token('--font-ui', 'sans-serif')
	};
}

/**
 * Each board as a frame: the move counter in a band on top ("move 3 of 7"), then the board of
 * `cell`-pixel cells, tiles already home outlined. See gif-layout for where things go. `write`
 * puts the counter's message in words (the components' `messageText`): this layer reads none.
 */
export function drawBoardFrames(
	boards: readonly Board[],
	goal: Board,
	colours: BoardColours,
	write: (ref: MessageRef) => string,
	cell = GIF_CELL
): { width: number; height: number; frames: Uint8ClampedArray[]; captions: string[] } {
	const { rows, cols } = boards[0];
	const layout = gifLayout(rows, cols, cell);
	const { width, height } = layout;
	const captions = moveCaptions(boards.length - 1).map((caption) => write(caption));
	const canvas = document.createElement('canvas');
	canvas.width = width;
	canvas.height = height;
	const context = canvas.getContext('2d', { willReadFrequently: true });
	if (context === null) throw new MessageError(message('files_no_canvas', {}));
	context.textAlign = 'center';
	context.textBaseline = 'middle';
	const frames = boards.map((board, k) => {
		context.fillStyle = colours.paper;
		context.fillRect(0, 0, width, height);
		context.fillStyle = colours.tileInk;
		context.font = `600 ${layout.captionSize}px ${colours.font}`;
		// At most the frame's width: a longer counter (another language's) is drawn narrower.
		context.fillText(captions[k], width / 2, layout.captionY, width - 8);
		board.cells.forEach((tile, i) => {
			if (tile === 0) return;
			const x = layout.boardX + (i % cols) * cell;
			const y = layout.boardY + Math.floor(i / cols) * cell;
			context.fillStyle = colours.tile;
			context.fillRect(x + 2, y + 2, cell - 4, cell - 4);
			context.lineWidth = 3;
			context.strokeStyle = goal.cells[i] === tile ? colours.home : colours.rule;
			context.strokeRect(x + 3.5, y + 3.5, cell - 7, cell - 7);
			context.fillStyle = colours.tileInk;
			context.font = `700 ${layout.digitSize}px ${colours.font}`;
			context.fillText(String(tile), x + cell / 2, y + cell / 2 + 1);
		});
		return context.getImageData(0, 0, width, height).data;
	});
	return { width, height, frames, captions };
}
