/**
 * Errors of the puzzle model, as data. Parsing a student's input never throws: it returns a
 * Result whose error says what is wrong and where, in words a student can act on: a message
 * (messages/notices, `notice_board_*` and `notice_move_*`), put in words by the components.
 * Positions in messages are 1-based (as a student counts); the `index` field is 0-based (as code
 * counts).
 */

import type { MessageRef } from '../messages';

export type PuzzleErrorCode =
	/** Nothing but whitespace was given. */
	| 'empty'
	/** A character that is neither a digit nor a blank mark (compact notation). */
	| 'unknown-character'
	/** A token that is not a whole number nor a blank mark (list and rows notations). */
	| 'unknown-token'
	/** A number larger than the board's largest tile. */
	| 'tile-out-of-range'
	| 'duplicate-tile'
	/** More than one blank (the code keeps its name for three or more). */
	| 'two-blanks'
	| 'no-blank'
	/** The cell count does not fit the size given, or no board has that many cells. */
	| 'wrong-length'
	| 'ragged-rows'
	/** A flat list whose length is not a square number: the size must be given. */
	| 'not-square'
	| 'size-out-of-range'
	/** Text that is not a size such as "3x3", "3×4" or "4". */
	| 'invalid-size'
	/** Two things that must have the same size do not (rows against a given size). */
	| 'size-mismatch'
	/** A goal name that is neither a known convention nor a board. */
	| 'unknown-goal'
	| 'illegal-move'
	| 'unknown-move';

export interface PuzzleError {
	readonly code: PuzzleErrorCode;
	/** What is wrong, for the reader (components/message-text.ts writes it). */
	readonly message: MessageRef;
	/** 0-based: the cell (parsing) or the move (move lists) the error is about. */
	readonly index?: number;
	/** 1-based row of the written input, for the rows notation. */
	readonly line?: number;
	/** 1-based column of the written input, for the rows notation. */
	readonly column?: number;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: PuzzleError };

export function ok<T>(value: T): Result<T> {
	return { ok: true, value };
}

export function fail<T>(
	code: PuzzleErrorCode,
	message: MessageRef,
	where: Pick<PuzzleError, 'index' | 'line' | 'column'> = {}
): Result<T> {
	return { ok: false, error: { code, message, ...where } };
}
