import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	applyMove,
	applyMoves,
	describeMove,
	goalBoard,
	isLegalMove,
	legalMoves,
	parseBoard,
	parseMove,
	parseMoveOn,
	parseMoves,
	tileMovedBy,
	UDLR,
	type Direction
} from '$lib/puzzle';
import { must } from './arbitraries';
import '../i18n/english-messages';

const board = (text: string) => must(parseBoard(text));
const solved = board('1 2 3 / 4 5 6 / 7 8 _');
const centre = board('1 2 3 / 4 _ 5 / 6 7 8');

describe('legal moves', () => {
	it('lists the blank moves in Up, Down, Left, Right order', () => {
		expect(legalMoves(solved)).toEqual(['Up', 'Left']);
		expect(legalMoves(centre)).toEqual(['Up', 'Down', 'Left', 'Right']);
		expect(legalMoves(board('_ 1 2 / 3 4 5 / 6 7 8'))).toEqual(['Down', 'Right']);
		expect(legalMoves(board('1 _ 2 / 3 4 5 / 6 7 8'))).toEqual(['Down', 'Left', 'Right']);
		expect(isLegalMove(solved, 'Down')).toBe(false);
	});
});

describe('applyMove', () => {
	it('moves the blank and slides the tile the other way', () => {
		expect(must(applyMove(solved, 'Up')).cells).toEqual([1, 2, 3, 4, 5, 0, 7, 8, 6]);
		expect(must(applyMove(solved, 'Left')).cells).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 8]);
		expect(must(applyMove(centre, 'Down')).cells).toEqual([1, 2, 3, 4, 7, 5, 6, 0, 8]);
		expect(must(applyMove(centre, 'Right')).cells).toEqual([1, 2, 3, 4, 5, 0, 6, 7, 8]);
		expect(solved.cells).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
	});

	it.each([
		['_ 1 2 / 3 4 5 / 6 7 8', 'Up', 'The blank is in the top row, so it cannot move Up.'],
		['1 2 3 / 4 5 6 / 7 8 _', 'Down', 'The blank is in the bottom row, so it cannot move Down.'],
		['_ 1 2 / 3 4 5 / 6 7 8', 'Left', 'The blank is in the left column, so it cannot move Left.'],
		['1 2 3 / 4 5 6 / 7 8 _', 'Right', 'The blank is in the right column, so it cannot move Right.']
	] as const)('%s: %s is illegal', (text, direction, message) => {
		expect(applyMove(board(text), direction)).toEqual({
			ok: false,
			error: { code: 'illegal-move', message }
		});
	});

	it('applies a list of moves and names the one that fails', () => {
		const start = board('1,2,5,3,4,0,6,7,8');
		expect(must(applyMoves(start, ['Up', 'Left', 'Left']))).toEqual(goalBoard(3, 3, 'blank-first'));
		expect(applyMoves(start, ['Up', 'Up', 'Left'])).toEqual({
			ok: false,
			error: {
				code: 'illegal-move',
				message: 'Move 2 of 3 (Up) is illegal: the blank is in the top row, so it cannot move Up.',
				index: 1
			}
		});
		expect(must(applyMoves(start, []))).toBe(start);
	});

	it('replays the published 26-move BFS path of the edX assignment (vectors §1)', () => {
		const path = must(parseMoves('L U U L D R D L U R R U L L D R R U L D D R U L U L'));
		expect(path).toHaveLength(26);
		expect(must(applyMoves(board('8,6,4,2,1,3,5,7,0'), path))).toEqual(
			goalBoard(3, 3, 'blank-first')
		);
	});

	it('undoes a move with the opposite move, for any walk', () => {
		const opposite: Record<Direction, Direction> = {
			Up: 'Down',
			Down: 'Up',
			Left: 'Right',
			Right: 'Left'
		};
		fc.assert(
			fc.property(fc.array(fc.constantFrom(...UDLR), { maxLength: 30 }), (wanted) => {
				let current = goalBoard(4, 4);
				const taken: Direction[] = [];
				for (const direction of wanted) {
					const next = applyMove(current, direction);
					if (!next.ok) continue;
					current = next.value;
					taken.push(direction);
				}
				const back = taken.reverse().map((direction) => opposite[direction]);
				expect(must(applyMoves(current, back))).toEqual(goalBoard(4, 4));
			})
		);
	});
});

describe('describing moves', () => {
	it('names the tile that slides and its direction', () => {
		expect(tileMovedBy(solved, 'Up')).toBe(6);
		expect(tileMovedBy(solved, 'Left')).toBe(8);
		expect(tileMovedBy(solved, 'Down')).toBe(-1);
		expect(describeMove(solved, 'Up')).toEqual('slide 6 down');
		expect(describeMove(solved, 'Left')).toEqual('slide 8 right');
		expect(describeMove(centre, 'Down')).toEqual('slide 7 up');
		expect(describeMove(centre, 'Right')).toEqual('slide 5 left');
		expect(describeMove(solved, 'Right')).toEqual(
			'The blank is in the right column, so it cannot move Right.'
		);
	});
});

describe('parsing moves', () => {
	it.each([
		['Up', 'Up'],
		['up', 'Up'],
		['U', 'Up'],
		['u', 'Up'],
		[' DOWN ', 'Down'],
		['l', 'Left'],
		["'Right'", 'Right']
	])('parseMove(%j) = %s', (text, direction) => {
		expect(parseMove(text)).toEqual({ ok: true, value: direction });
	});

	it('rejects what is not a move', () => {
		expect(parseMove('north')).toEqual({
			ok: false,
			error: {
				code: 'unknown-move',
				message: '"north" is not a move: use Up, Down, Left or Right (or U, D, L, R).'
			}
		});
	});

	it.each([
		['Up', 'Up'],
		['L', 'Left'],
		['slide 5 left', 'Right'],
		['Slide 7 up', 'Down'],
		['7 up', 'Down'],
		['move 2 down', 'Up'],
		['4', 'Left'],
		['slide left', 'Right']
	])('parseMoveOn(centre, %j) = %s', (text, direction) => {
		expect(parseMoveOn(centre, text)).toEqual({ ok: true, value: direction });
	});

	it.each([
		['Down', 'illegal-move', 'The blank is in the bottom row, so it cannot move Down.'],
		['slide left', 'illegal-move', 'The blank is in the right column, so it cannot move Right.'],
		['slide 1 left', 'illegal-move', 'Tile 1 is not next to the blank, so it cannot slide.'],
		[
			'slide 6 up',
			'illegal-move',
			'Tile 6 can only slide down, into the blank; it cannot slide up.'
		],
		['slide 9', 'illegal-move', 'There is no tile 9 on a 3×3 board: its tiles are 1 to 8.'],
		[
			'slide 6 sideways',
			'unknown-move',
			'"slide 6 sideways" is not a move: use Up, Down, Left or Right for the blank, or say which tile slides, e.g. "slide 5 left".'
		],
		[
			'jump',
			'unknown-move',
			'"jump" is not a move: use Up, Down, Left or Right for the blank, or say which tile slides, e.g. "slide 5 left".'
		]
	])('parseMoveOn(solved, %j) fails', (text, code, message) => {
		expect(parseMoveOn(solved, text)).toEqual({ ok: false, error: { code, message } });
	});

	it.each([
		['Up, Left, Left', ['Up', 'Left', 'Left']],
		["['Up', 'Left', 'Left']", ['Up', 'Left', 'Left']],
		['ULL', ['Up', 'Left', 'Left']],
		['L U U L D R', ['Left', 'Up', 'Up', 'Left', 'Down', 'Right']],
		['up down,LEFT;r', ['Up', 'Down', 'Left', 'Right']],
		['[]', []],
		['', []]
	])('parseMoves(%j)', (text, moves) => {
		expect(parseMoves(text)).toEqual({ ok: true, value: moves });
	});

	it('says which move of a list is not a move', () => {
		expect(parseMoves('Up, Left, Lfet')).toEqual({
			ok: false,
			error: {
				code: 'unknown-move',
				message: 'Move 3 ("Lfet") is not a move: use Up, Down, Left or Right (or U, D, L, R).',
				index: 2
			}
		});
	});
});
