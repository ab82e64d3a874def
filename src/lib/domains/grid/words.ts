import type { StateWords } from '../domain';
import { childOrderMessage } from '../child-order';
import { message, type MessageRef } from '../../messages';
import { cellAt, GRID_LIMITS, gridMoves, openCells, type GridSpec, type MoveName } from './grid';

/** Each move in words: the four sides' names, and the diagonals' compass names with their sense. */
const MOVE_WORDS: Readonly<Record<MoveName, MessageRef>> = {
	Up: message('search_move_up', {}),
	Right: message('search_move_right', {}),
	Down: message('search_move_down', {}),
	Left: message('search_move_left', {}),
	NE: message('domains_move_ne', {}),
	SE: message('domains_move_se', {}),
	SW: message('domains_move_sw', {}),
	NW: message('domains_move_nw', {})
};

/**
 * A grid's states in words: a cell is "(3, 4)", row then column from 0, in sentences and in a
 * tree's box, and "r3c4" in a link or a file name. Children come Up, Right, Down, Left, then the
 * diagonals NE, SE, SW, NW on an 8-connected grid.
 */
export function gridWords(spec: GridSpec): StateWords {
	const text = (state: unknown): string => {
		const { row, col } = cellAt(spec, Number(state));
		return `(${row}, ${col})`;
	};
	// A tree's box holds the cell and, under it, g, h and f: wide enough for the dearest path,
	// every open cell entered diagonally at the heaviest weight.
	const open = openCells(spec).length;
	const digits = String(Math.ceil(open * GRID_LIMITS.maxWeight * Math.SQRT2)).length;
	const caption = Math.ceil(((3 * (digits + 1) + 2) * 9) / 10);
	const widest = `(${spec.rows - 1}, ${spec.cols - 1})`.length;
	return {
		text,
		// "node 21 (cell (4, 2))": the word keeps a cell's parentheses from reading as an aside.
		sentenceName: (state) => message('domains_cell_name', { cell: text(state) }),
		lines: (state) => [text(state)],
		shape: { lines: 1, chars: Math.max(widest, caption) },
		short(state) {
			const { row, col } = cellAt(spec, Number(state));
			return `r${row}c${col}`;
		},
		action: (action) =>
			Object.hasOwn(MOVE_WORDS, action)
				? MOVE_WORDS[action as MoveName]
				: message('domains_action_plain', { action }),
		childOrder: childOrderMessage(gridMoves(spec.connectivity).map((move) => move.action)),
		stateWord: 'cell'
	};
}
