/**
 * Moves. A move names the direction the blank travels (the textbook's and the edX assignment's
 * convention); the tile that slides travels the opposite way. Students also say "slide 5 left",
 * which names the tile, so parseMoveOn translates that with the board in hand.
 */

import {
	blankIndex,
	blankTarget,
	OPPOSITE,
	sizeLabel,
	swapBlank,
	UDLR,
	type Board,
	type Direction
} from './board';
import { fail, ok, type Result } from './errors';
import { message, type MessageRef } from '../messages';

const DIRECTION_BY_WORD: Readonly<Record<string, Direction>> = {
	up: 'Up',
	down: 'Down',
	left: 'Left',
	right: 'Right',
	u: 'Up',
	d: 'Down',
	l: 'Left',
	r: 'Right'
};

/** The blank's legal moves, in the textbook child order Up, Down, Left, Right. */
export function legalMoves(board: Board): Direction[] {
	const blank = blankIndex(board);
	return UDLR.filter((direction) => blankTarget(board, blank, direction) >= 0);
}

export function isLegalMove(board: Board, direction: Direction): boolean {
	return blankTarget(board, blankIndex(board), direction) >= 0;
}

/** The board after the blank travels `direction`, or an 'illegal-move' error naming the edge. */
export function applyMove(board: Board, direction: Direction): Result<Board> {
	const blank = blankIndex(board);
	const target = blankTarget(board, blank, direction);
	if (target < 0) return fail('illegal-move', illegalMoveMessage(direction));
	return ok(swapBlank(board, blank, target));
}

/** Applies moves in order; an error says which move (1-based in the message) was illegal. */
export function applyMoves(board: Board, directions: readonly Direction[]): Result<Board> {
	let current = board;
	for (let i = 0; i < directions.length; i++) {
		const next = applyMove(current, directions[i]);
		if (!next.ok) {
			return fail(
				'illegal-move',
				message('notice_move_illegal_numbered', {
					index: i + 1,
					total: directions.length,
					direction: directions[i]
				}),
				{ index: i }
			);
		}
		current = next.value;
	}
	return ok(current);
}

/** The tile that slides when the blank travels `direction`, or −1 when the move is illegal. */
export function tileMovedBy(board: Board, direction: Direction): number {
	const target = blankTarget(board, blankIndex(board), direction);
	return target < 0 ? -1 : board.cells[target];
}

/**
 * The move as a student sees it, e.g. "slide 5 down" when the blank travels Up; for an illegal
 * move, the sentence explaining why.
 */
export function describeMove(board: Board, direction: Direction): MessageRef {
	const tile = tileMovedBy(board, direction);
	if (tile < 0) return illegalMoveMessage(direction);
	return message('notice_move_slide', { tile, way: wayOf(OPPOSITE[direction]) });
}

/** A tile's way as a sentence says it: "down" (notice_move_way). */
function wayOf(direction: Direction): MessageRef {
	return message('notice_move_way', { direction });
}

/** One blank move: "Up", "up", "U" or "u" (and likewise for the others). */
export function parseMove(text: string): Result<Direction> {
	const word = text.trim().replace(/^['"]|['"]$/g, '');
	const direction = DIRECTION_BY_WORD[word.toLowerCase()];
	if (direction === undefined) {
		return fail('unknown-move', message('notice_move_unknown', { word }));
	}
	return ok(direction);
}

/**
 * One move on a given board, written for the blank ("Up", "U") or for a tile ("slide 5 left",
 * "5 left", "5", "slide left"). The move must be legal on `board`.
 */
export function parseMoveOn(board: Board, text: string): Result<Direction> {
	const match = /^(?:(slide|move)\s+)?(?:(\d+)\s*)?([a-z]+)?$/i.exec(text.trim());
	const word = match?.[3];
	const named = word === undefined ? undefined : DIRECTION_BY_WORD[word.toLowerCase()];
	const tile = match?.[2];
	if (tile !== undefined && (word === undefined || named !== undefined)) {
		return tileMove(board, Number(tile), named);
	}
	if (match === null || named === undefined) {
		return fail('unknown-move', message('notice_move_unknown_on', { text: text.trim() }));
	}
	// A lone direction is the blank's; after "slide" it is the tile's, so the blank goes the other way.
	const direction = match[1]?.toLowerCase() === 'slide' ? OPPOSITE[named] : named;
	return isLegalMove(board, direction)
		? ok(direction)
		: fail('illegal-move', illegalMoveMessage(direction));
}

/**
 * A list of blank moves: "Up, Left, Left", the edX print form "['Up', 'Left', 'Left']",
 * letters "ULL" or "L U U L D R". An empty list is valid (the start is the goal).
 */
export function parseMoves(text: string): Result<Direction[]> {
	const tokens = text
		.replace(/[[\]'"]/g, ' ')
		.split(/[\s,;]+/)
		.filter((token) => token.length > 0);
	const moves: Direction[] = [];
	for (const token of tokens) {
		const word = DIRECTION_BY_WORD[token.toLowerCase()];
		if (word !== undefined) {
			moves.push(word);
		} else if (/^[udlr]+$/i.test(token)) {
			for (const letter of token) moves.push(DIRECTION_BY_WORD[letter.toLowerCase()]);
		} else {
			return fail(
				'unknown-move',
				message('notice_move_unknown_numbered', { index: moves.length + 1, token }),
				{ index: moves.length }
			);
		}
	}
	return ok(moves);
}

/** "The blank is in the top row, so it cannot move Up." */
export function illegalMoveMessage(direction: Direction): MessageRef {
	return message('notice_move_illegal', { direction });
}

/** The blank move that slides `tile` (in `slide`'s direction, when given) into the blank. */
function tileMove(board: Board, tile: number, slide: Direction | undefined): Result<Direction> {
	const count = board.cells.length;
	if (tile < 1 || tile >= count) {
		return fail(
			'illegal-move',
			message('notice_move_no_tile', {
				tile,
				size: sizeLabel(board.rows, board.cols),
				max: count - 1
			})
		);
	}
	const blank = blankIndex(board);
	const direction = UDLR.find((d) => board.cells[blankTarget(board, blank, d)] === tile);
	if (direction === undefined) {
		return fail('illegal-move', message('notice_move_not_next', { tile }));
	}
	const way = OPPOSITE[direction];
	if (slide !== undefined && slide !== way) {
		return fail(
			'illegal-move',
			message('notice_move_only_way', { tile, way: wayOf(way), slide: wayOf(slide) })
		);
	}
	return ok(direction);
}
