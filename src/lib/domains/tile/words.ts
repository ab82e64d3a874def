import type { Board, Direction } from '../../puzzle/board';
import { UDLR } from '../../puzzle/board';
import { fitsCompact, formatBoard } from '../../puzzle/notation';
import { boardOfTileState } from '../../search/tile-problem';
import type { TileState } from '../../search/tile-state';
import type { StateWords } from '../domain';
import { childOrderMessage, moveNameMessage } from '../child-order';
import { message } from '../../messages';

/** The board's rows as short lines of text ("1 2 3", "4 · 5"), for small boards drawn in SVG. */
export function boardRows(board: Board): string[] {
	const width = String(board.rows * board.cols - 1).length;
	return Array.from({ length: board.rows }, (_, r) =>
		board.cells
			.slice(r * board.cols, (r + 1) * board.cols)
			.map((tile) => (tile === 0 ? '·' : String(tile)).padStart(width, ' '))
			.join(' ')
	);
}

/** A board on one line, rows separated by slashes and the blank as "_": "1 2 3 / 4 _ 5 / 7 8 6". */
export function boardRowsText(board: Board): string {
	return Array.from({ length: board.rows }, (_, r) =>
		board.cells
			.slice(r * board.cols, (r + 1) * board.cols)
			.map((tile) => (tile === 0 ? '_' : String(tile)))
			.join(' ')
	).join(' / ');
}

/** A board as links write it: compact when it fits (42_713856), else a comma list with 0. */
export function boardLinkText(board: Board): string {
	return fitsCompact(board) ? formatBoard(board, 'compact') : formatBoard(board, 'list');
}

/**
 * The puzzle's states in words for an r×c board: each state is decoded to its board, and the
 * action is the blank's move (the tile beside it slides the other way).
 */
export function tileWords(
	rows: number,
	cols: number,
	childOrder: readonly Direction[] = UDLR
): StateWords {
	const boardOf = (state: unknown): Board => boardOfTileState(state as TileState, rows, cols);
	const digits = String(rows * cols - 1).length;
	return {
		text: (state) => boardRowsText(boardOf(state)),
		// A board takes a line of its own: sentences name it by its node's number alone.
		sentenceName: () => null,
		lines: (state) => boardRows(boardOf(state)),
		shape: { lines: rows, chars: cols * (digits + 1) - 1 },
		short: (state) => boardLinkText(boardOf(state)),
		action: (action) => message('domains_action_blank', { move: moveNameMessage(action) }),
		childOrder: childOrderMessage(childOrder),
		stateWord: 'board'
	};
}
