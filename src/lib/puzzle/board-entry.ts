/**
 * Reading what a student types as a board: in the board editor, beside the size the editor has
 * chosen (readBoardEntry), and in the lesson figures that take a board of the reader's
 * (readTypedBoard). The text is theirs: nothing here replaces it. A reading says what is wrong
 * in words (the row that is short, the tile that is missing, the size the figure takes, the
 * parity), in the same sentences wherever a board is typed.
 */
import { BLANK, sizeLabel, type Board } from './board';
import { goalBoard, type GoalConvention } from './goal';
import { andList, detectNotation, parseBoard, readCells, type BoardSize } from './notation';
import { isSolvable } from './solvability';
import { message, type MessageRef } from '../messages';

export type BoardEntry =
	| { readonly status: 'fits'; readonly board: Board }
	| { readonly status: 'other-size'; readonly board: Board; readonly message: MessageRef }
	| { readonly status: 'invalid'; readonly message: MessageRef };

/**
 * Reads `text` at `size`. A flat list (`1,2,3,...`) is read at the chosen size when its count
 * fits it, so twelve numbers make a 3×4 board with 3×4 chosen and a 4×3 one with 4×3; rows
 * give their own size, and a board of another size is read but said.
 */
export function readBoardEntry(text: string, size: BoardSize): BoardEntry {
	const atSize = parseBoard(text, size);
	if (atSize.ok) return { status: 'fits', board: atSize.value };
	const alone = parseBoard(text);
	if (alone.ok) {
		return {
			status: 'other-size',
			board: alone.value,
			message: otherSizeMessage(alone.value, size)
		};
	}
	// Which error names the trouble: for a flat list of the chosen count, the one read at that
	// size (a repeated tile); for anything whose count fits no board, the count at the size chosen.
	const flat = detectNotation(text) !== 'rows';
	const lengthTrouble = ['not-square', 'wrong-length', 'size-out-of-range'].includes(
		alone.error.code
	);
	const error = flat && lengthTrouble ? atSize.error : alone.error;
	return { status: 'invalid', message: withMissingTiles(error.message, error.code, text) };
}

/** What a figure asks of a typed board beyond being one; every rule is optional. */
export interface BoardRules {
	/** Exactly this size (figures with tables of the 8-puzzle). */
	readonly size?: BoardSize;
	/** At most this many rows and this many columns. */
	readonly maxSide?: number;
	/** The goal the board must be able to reach; blank-last by default, null for any board. */
	readonly goal?: GoalConvention | null;
}

export type TypedBoard =
	| { readonly ok: true; readonly board: Board }
	| { readonly ok: false; readonly message: MessageRef; readonly unsolvable: boolean };

/**
 * Reads a board a reader typed or pasted into a figure, in any notation, and checks it against
 * the figure's rules: what is wrong is said in the same words in every figure (those of the
 * board editor when it does not read).
 */
export function readTypedBoard(text: string, rules: BoardRules = {}): TypedBoard {
	const refuse = (problem: MessageRef, unsolvable = false): TypedBoard => ({
		ok: false,
		message: problem,
		unsolvable
	});
	const parsed = parseBoard(text.trim());
	if (!parsed.ok) {
		return refuse(withMissingTiles(parsed.error.message, parsed.error.code, text));
	}
	const board = parsed.value;
	const { rows, cols } = board;
	const { size, maxSide, goal = 'blank-last' } = rules;
	if (size !== undefined && (rows !== size.rows || cols !== size.cols)) {
		return refuse(
			message('notice_board_figure_size', {
				size: sizeLabel(size.rows, size.cols),
				got: sizeLabel(rows, cols)
			})
		);
	}
	if (maxSide !== undefined && (rows > maxSide || cols > maxSide)) {
		return refuse(
			message('notice_board_figure_max', {
				size: sizeLabel(maxSide, maxSide),
				got: sizeLabel(rows, cols)
			})
		);
	}
	if (goal !== null && !isSolvable(board, goalBoard(rows, cols, goal))) {
		return refuse(unreachableMessage(goal), true);
	}
	return { ok: true, board };
}

/** Why a board cannot reach `goal`, as every figure says it. */
export function unreachableMessage(goal: GoalConvention): MessageRef {
	return message('notice_board_unreachable', {
		blank: goal === 'blank-first' ? 'first' : 'last'
	});
}

/** "This board is 3×3, 9 cells; a 3×4 board needs 12." */
export function otherSizeMessage(board: Board, size: BoardSize): MessageRef {
	const cells = board.rows * board.cols;
	const needed = size.rows * size.cols;
	return message('notice_board_other_size', {
		board: sizeLabel(board.rows, board.cols),
		cells: message(cells === needed ? 'notice_board_cells_also' : 'notice_board_cells', {
			count: cells
		}),
		size: sizeLabel(size.rows, size.cols),
		needed,
		rows: message('notice_board_rows', { count: size.rows }),
		cols: size.cols
	});
}

/**
 * Adds the tiles a board lacks to a message about a repeated tile or a tile out of range: a
 * student who typed 5 twice has usually left out another number, and that is the one to find.
 */
function withMissingTiles(problem: MessageRef, code: string, text: string): MessageRef {
	if (code !== 'duplicate-tile' && code !== 'tile-out-of-range') return problem;
	const cells = readCells(text);
	if (cells === null) return problem;
	const count = cells.length;
	const missing: number[] = [];
	for (let tile = 1; tile < count; tile++) if (!cells.includes(tile)) missing.push(tile);
	if (!cells.includes(BLANK) || missing.length === 0 || missing.length > 3) return problem;
	const list =
		missing.length === 1
			? message('notice_board_missing_one', { tile: missing[0] })
			: message('notice_board_missing_many', { tiles: andList(missing.map(String)) });
	return message('notice_board_with_missing', { problem, missing: list });
}
