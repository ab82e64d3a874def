import { describe, expect, it } from 'vitest';
import { readBoardEntry, readTypedBoard } from '$lib/puzzle/board-entry';
import { readCells } from '$lib/puzzle/notation';
import { english } from '../i18n/english-messages';

const size = (rows: number, cols: number) => ({ rows, cols });

describe('readBoardEntry', () => {
	it('reads a 3×4 board typed over several lines, spaces or commas between tiles', () => {
		const text = '1 2 3 4\n5,6,7,8\n9 10 11 _\n';
		const entry = readBoardEntry(text, size(3, 4));
		expect(entry.status).toBe('fits');
		if (entry.status !== 'fits') return;
		expect([entry.board.rows, entry.board.cols]).toEqual([3, 4]);
		expect(entry.board.cells).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]);
	});

	it('reads a flat list at the size chosen, so twelve numbers make 3×4 or 4×3', () => {
		const twelve = '1,2,3,4,5,6,7,8,9,10,11,0';
		const wide = readBoardEntry(twelve, size(3, 4));
		const tall = readBoardEntry(twelve, size(4, 3));
		expect(wide.status === 'fits' && [wide.board.rows, wide.board.cols]).toEqual([3, 4]);
		expect(tall.status === 'fits' && [tall.board.rows, tall.board.cols]).toEqual([4, 3]);
	});

	it('keeps a board of another size and says how it differs from the size chosen', () => {
		expect(readBoardEntry('1 2 3\n4 5 6\n7 8 _', size(3, 4))).toMatchObject({
			status: 'other-size',
			board: { rows: 3, cols: 3 },
			message: 'This board is 3×3, 9 cells; a 3×4 board needs 12 in 3 rows of 4.'
		});
		expect(readBoardEntry('12345678_', size(4, 4))).toMatchObject({
			status: 'other-size',
			message: 'This board is 3×3, 9 cells; a 4×4 board needs 16 in 4 rows of 4.'
		});
		// Same count, other shape: rows give their own size.
		expect(readBoardEntry('1 2 3\n4 5 _', size(3, 2))).toMatchObject({
			status: 'other-size',
			message: 'This board is 2×3, also 6 cells; a 3×2 board needs 6 in 3 rows of 2.'
		});
	});

	it('names the row of the wrong length', () => {
		expect(readBoardEntry('1 2 3 4\n5 6 7\n8 9 10 11 _', size(3, 4))).toEqual({
			status: 'invalid',
			message: 'Row 2 has 3 cells but row 1 has 4: every row needs the same number.'
		});
	});

	it('names the tile typed twice and the tile missing', () => {
		expect(readBoardEntry('1 2 3\n4 5 5\n7 8 _', size(3, 3))).toEqual({
			status: 'invalid',
			message: 'Tile 5 appears twice (positions 5 and 6). Tile 6 is missing.'
		});
		expect(readBoardEntry('1,2,3,3,5,6,7,7,_', size(3, 3))).toEqual({
			status: 'invalid',
			message: 'Tile 3 appears twice (positions 3 and 4). Tiles 4 and 8 are missing.'
		});
		expect(readBoardEntry('1 2 3 / 4 5 6 / 7 9 _', size(3, 3))).toEqual({
			status: 'invalid',
			message:
				'Tile 9 at position 8 does not belong on a 3×3 board: its tiles are 1 to 8, plus one blank. Tile 8 is missing.'
		});
	});

	it('counts a flat list against the size chosen when it fits no board', () => {
		expect(readBoardEntry('1,2,3,4,5,6,7,8,9,0', size(3, 4))).toEqual({
			status: 'invalid',
			message: 'A 3×4 board needs 12 cells; this has 10.'
		});
	});

	it('says an empty field is empty', () => {
		expect(readBoardEntry('  \n ', size(3, 3))).toMatchObject({ status: 'invalid' });
	});
});

describe('readCells', () => {
	it('reads the numbers of any notation, the blank as 0, and refuses a stray word', () => {
		expect(readCells('1 2 / _ 3')).toEqual([1, 2, 0, 3]);
		expect(readCells('12_3')).toEqual([1, 2, 0, 3]);
		expect(readCells('1 2 / x 3')).toBeNull();
	});
});

describe('readTypedBoard', () => {
	const unreachable = (blank: string) =>
		`This board cannot reach the goal with the blank ${blank}: it lies in the other half of the state space (lesson 3).`;

	it('reads any notation and, by default, any size that can reach the blank-last goal', () => {
		const read = readTypedBoard(' 1 2 3 / 4 5 6 / 7 _ 8 ');
		expect(read.ok && [read.board.rows, read.board.cols, ...read.board.cells]).toEqual([
			3, 3, 1, 2, 3, 4, 5, 6, 7, 0, 8
		]);
		expect(readTypedBoard('1 2 3 / 4 5 6 / 8 7 _')).toEqual({
			ok: false,
			message: unreachable('last'),
			unsolvable: true
		});
	});

	it('says what does not read in the board editor’s words, the missing tile included', () => {
		const typed = '1 2 2 / 4 5 6 / 7 8 _';
		const editor = readBoardEntry(typed, { rows: 3, cols: 3 });
		expect(editor.status).toBe('invalid');
		expect(readTypedBoard(typed)).toEqual({
			ok: false,
			message: editor.status === 'invalid' ? editor.message : '',
			unsolvable: false
		});
		expect(editor.status === 'invalid' && english(editor.message)).toMatch(/Tile 3 is missing\.$/);
	});

	it('holds a board to the figure’s size or its largest side, said in one sentence', () => {
		const fifteen = '1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _';
		expect(readTypedBoard(fifteen, { size: { rows: 3, cols: 3 } })).toEqual({
			ok: false,
			message: 'This figure takes 3×3 boards; this one is 4×4.',
			unsolvable: false
		});
		expect(readTypedBoard(fifteen, { maxSide: 3 })).toEqual({
			ok: false,
			message: 'This figure takes boards of up to 3×3; this one is 4×4.',
			unsolvable: false
		});
		expect(readTypedBoard('1 2 3 4 / 5 6 7 _', { maxSide: 3 })).toEqual({
			ok: false,
			message: 'This figure takes boards of up to 3×3; this one is 2×4.',
			unsolvable: false
		});
		expect(readTypedBoard('1 2 3 / 4 5 _', { maxSide: 3 }).ok).toBe(true);
	});

	it('checks the goal chosen, or none', () => {
		// On a 4×4 board the two goals lie in different halves of the state space.
		const fifteen = '1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _';
		expect(readTypedBoard(fifteen, { goal: 'blank-first' })).toEqual({
			ok: false,
			message: unreachable('first'),
			unsolvable: true
		});
		expect(readTypedBoard(fifteen, { goal: 'blank-last' }).ok).toBe(true);
		expect(readTypedBoard('1 2 3 / 4 5 6 / 8 7 _', { goal: null }).ok).toBe(true);
	});
});
