import { describe, expect, it } from 'vitest';
import type { Direction } from '../../src/lib/puzzle/board';
import { applyMoves } from './boards';

/** Lesson 11, exercise 7: the shortest pairs of move sequences IDA* cannot tell apart. */

const OPPOSITE: Record<Direction, Direction> = {
	Up: 'Down',
	Down: 'Up',
	Left: 'Right',
	Right: 'Left'
};
const DIRECTIONS: Direction[] = ['Up', 'Left', 'Right', 'Down'];
const SIDE = 13;
/** A 13×13 board with the blank in the middle: six moves never reach an edge. */
const START = Array.from({ length: SIDE * SIDE }, (_, cell) =>
	cell === (SIDE * SIDE - 1) / 2 ? 0 : cell + 1
);

/** Every sequence of `length` moves in which no move undoes the one before. */
function sequences(length: number): Direction[][] {
	let all: Direction[][] = [[]];
	for (let i = 0; i < length; i++) {
		all = all.flatMap((moves) =>
			DIRECTIONS.filter((d) => moves.length === 0 || d !== OPPOSITE[moves[moves.length - 1]]).map(
				(d) => [...moves, d]
			)
		);
	}
	return all;
}

/** Pairs of those sequences that end on the same board. */
function samePairs(length: number): string[] {
	const byBoard = new Map<string, string[]>();
	for (const moves of sequences(length)) {
		const board = applyMoves(START, SIDE, SIDE, moves).join(',');
		byBoard.set(board, [...(byBoard.get(board) ?? []), moves.map((m) => m[0]).join('')]);
	}
	return [...byBoard.values()].filter((names) => names.length > 1).map((names) => names.join('='));
}

describe('duplicate move sequences (lesson 11, exercise 7)', () => {
	it('counts 4, 12, 36, 108 and 324 sequences of one to five moves, all on different boards', () => {
		expect([1, 2, 3, 4, 5].map((length) => sequences(length).length)).toEqual([
			4, 12, 36, 108, 324
		]);
		for (const length of [1, 2, 3, 4, 5]) expect(samePairs(length)).toEqual([]);
	});

	it('finds exactly four pairs of six moves: one and a half circles of a 2×2 block each way', () => {
		expect(samePairs(6).sort()).toEqual(
			['LDRULD=DLURDL', 'RDLURD=DRULDR', 'ULDRUL=LURDLU', 'URDLUR=RULDRU'].sort()
		);
	});
});
