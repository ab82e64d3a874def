/**
 * Reading what a student types as a board: in the board editor, beside the size the editor has
 * chosen (readBoardEntry), and in the lesson figures that take a board of the reader's
 * (readTypedBoard). The text is theirs: nothing here replaces it. A reading says what is wrong
 * in words (the row that is short, the tile that is missing, the size the figure takes, the
 * parity), in the same sentences wherever a board is typed.
 */
import { BLANK, sizeLabel, type Board } from './board';
import { goalBoard, type GoalConvention } from './goal';
import { detectNotation, parseBoard, readCells, type BoardSize } from './notation';
import { isSolvable } from './solvability';
import { countWords } from '../count-text';

export type BoardEntry =
	| { readonly status: 'fits'; readonly board: Board }
	| { readonly status: 'other-size'; readonly board: Board; readonly message: string }
	| { readonly status: 'invalid'; readonly message: string };

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
	| { readonly ok: false; readonly message: string; readonly unsolvable: boolean };

/**
 * Reads a board a reader typed or pasted into a figure, in any notation, and checks it against
 * the figure's rules: what is wrong is said in the same words in every figure (those of the
 * board editor when it does not read).
 */
export function readTypedBoard(text: string, rules: BoardRules = {}): TypedBoard {
	const refuse = (message: string, unsolvable = false): TypedBoard => ({
		ok: false,
		message,
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
			`This figure takes ${sizeLabel(size.rows, size.cols)} boards; this one is ${sizeLabel(rows, cols)}.`
		);
	}
	if (maxSide !== undefined && (rows > maxSide || cols > maxSide)) {
		return refuse(
			`This figure takes boards of up to ${sizeLabel(maxSide, maxSide)}; this one is ${sizeLabel(rows, cols)}.`
		);
	}
	if (goal !== null && !isSolvable(board, goalBoard(rows, cols, goal))) {
		return refuse(unreachableMessage(goal), true);
	}
	return { ok: true, board };
}

/** Why a board cannot reach `goal`, as every figure says it. */
export function unreachableMessage(goal: GoalConvention): string {
	const blank = goal === 'blank-first' ? 'first' : 'last';
	return `This board cannot reach the goal with the blank ${blank}: it lies in the other half of the state space (lesson 3).`;
}

/** "This board is 3×3, 9 cells; a 3×4 board needs 12." */
export function otherSizeMessage(board: Board, size: BoardSize): string {
	const cells = board.rows * board.cols;
	const needed = size.rows * size.cols;
	const label = sizeLabel(size.rows, size.cols);
	const count =
		cells === needed
			? `also ${countWords(needed, 'cell', 'cells')}`
			: countWords(cells, 'cell', 'cells');
	return `This board is ${sizeLabel(board.rows, board.cols)}, ${count}; a ${label} board needs ${needed} in ${countWords(size.rows, 'row', 'rows')} of ${size.cols}.`;
}

/**
 * Adds the tiles a board lacks to a message about a repeated tile or a tile out of range: a
 * student who typed 5 twice has usually left out another number, and that is the one to find.
 */
function withMissingTiles(message: string, code: string, text: string): string {
	if (code !== 'duplicate-tile' && code !== 'tile-out-of-range') return message;
	const cells = readCells(text);
	if (cells === null) return message;
	const count = cells.length;
	const missing: number[] = [];
	for (let tile = 1; tile < count; tile++) if (!cells.includes(tile)) missing.push(tile);
	if (!cells.includes(BLANK) || missing.length === 0 || missing.length > 3) return message;
	const list =
		missing.length === 1
			? `Tile ${missing[0]} is missing.`
			: `Tiles ${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]} are missing.`;
	return `${message} ${list}`;
}
