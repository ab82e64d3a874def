import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	boardFromCells,
	detectNotation,
	fitsCompact,
	formatBoard,
	goalBoard,
	parseBoard,
	parseSize,
	type Notation
} from '$lib/puzzle';
import { anyBoard, must } from './arbitraries';
import { english } from '../i18n/english-messages';

const cellsOf = (text: string, size?: { rows: number; cols: number }): number[] => [
	...must(parseBoard(text, size)).cells
];

describe('parseBoard: every notation', () => {
	it('reads compact boards of one character per cell (seed 000)', () => {
		expect(cellsOf('42_713856')).toEqual([4, 2, 0, 7, 1, 3, 8, 5, 6]);
		expect(cellsOf('12345678_')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
		expect(cellsOf('3_21')).toEqual([3, 0, 2, 1]);
		expect(cellsOf('4*2713856')).toEqual([4, 0, 2, 7, 1, 3, 8, 5, 6]);
		expect(cellsOf('402713856')).toEqual([4, 0, 2, 7, 1, 3, 8, 5, 6]);
	});

	it('reads compact boards that are not square when the size is given', () => {
		expect(cellsOf('1234567_', { rows: 2, cols: 4 })).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
		expect(cellsOf('23541_', { rows: 2, cols: 3 })).toEqual([2, 3, 5, 4, 1, 0]);
		expect(cellsOf('1234567890', { rows: 2, cols: 5 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
	});

	it('reads lists with 0 as the blank (seed 003)', () => {
		expect(cellsOf('1,2,5,3,4,0,6,7,8')).toEqual([1, 2, 5, 3, 4, 0, 6, 7, 8]);
		expect(cellsOf('1, 2, 5, 3, 4, _, 6, 7, 8')).toEqual([1, 2, 5, 3, 4, 0, 6, 7, 8]);
		expect(cellsOf('[1, 2, 5, 3, 4, *, 6, 7, 8]')).toEqual([1, 2, 5, 3, 4, 0, 6, 7, 8]);
		expect(cellsOf('3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0')).toEqual([
			3, 14, 9, 11, 5, 4, 8, 2, 13, 12, 6, 7, 10, 1, 15, 0
		]);
		expect(cellsOf('1 2 3 4 5 6 7 0', { rows: 2, cols: 4 })).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
	});

	it('reads rows on lines, rows split by /, compact rows and nested lists', () => {
		expect(cellsOf('1 2 3 / 4 5 6 / 7 8 _')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
		expect(cellsOf('1 2 3\n4 5 6\n7 8 *')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
		expect(cellsOf('1 2 3 4\n5 6 7 8\n9 10 * 11\n13 14 15 12\n')).toEqual([
			1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 11, 13, 14, 15, 12
		]);
		expect(cellsOf('  1, 2\r\n\r\n 3, 0  ')).toEqual([1, 2, 3, 0]);
		expect(cellsOf('235\n41_')).toEqual([2, 3, 5, 4, 1, 0]);
		expect(cellsOf('[[1, 2, 3], [4, 0, 5]]')).toEqual([1, 2, 3, 4, 0, 5]);
		const board = must(parseBoard('7 6 5 _ / 4 3 2 1'));
		expect([board.rows, board.cols]).toEqual([2, 4]);
		expect(cellsOf('7 6 5 _ / 4 3 2 1', { rows: 2, cols: 4 })).toEqual([7, 6, 5, 0, 4, 3, 2, 1]);
	});

	it('detects the notation', () => {
		expect(detectNotation('42_713856')).toBe('compact');
		expect(detectNotation('1,2,5,3,4,0,6,7,8')).toBe('list');
		expect(detectNotation('1 2 3 / 4 5 6 / 7 8 _')).toBe('rows');
		expect(detectNotation('235\n41_')).toBe('rows');
		expect(detectNotation('  \n ')).toBeNull();
	});

	it('returns frozen boards', () => {
		const board = must(parseBoard('3_21'));
		expect(Object.isFrozen(board)).toBe(true);
		expect(Object.isFrozen(board.cells)).toBe(true);
	});
});

describe('parseBoard: bad input says what and where', () => {
	const errorOf = (text: string, size?: { rows: number; cols: number }) => {
		const result = parseBoard(text, size);
		if (result.ok) throw new Error(`"${text}" parsed`);
		return result.error;
	};

	it.each([
		[
			'',
			'empty',
			'The board is empty: type the tiles row by row, e.g. 12345678_ or 1 2 3 / 4 5 6 / 7 8 _.'
		],
		[
			' \n / ',
			'empty',
			'The board is empty: type the tiles row by row, e.g. 12345678_ or 1 2 3 / 4 5 6 / 7 8 _.'
		],
		[
			'42_x13856',
			'unknown-character',
			'Unknown character "x" at position 4: use digits, and _ or * or 0 for the blank.'
		],
		[
			'1 2 x 4',
			'unknown-token',
			'"x" at position 3 is not a tile number: use whole numbers, and 0 or _ or * for the blank.'
		],
		[
			'1 2 3 / 4 -5 6 / 7 8 _',
			'unknown-token',
			'"-5" at row 2, column 2 is not a tile number: use whole numbers, and 0 or _ or * for the blank.'
		],
		[
			'235\n4a_',
			'unknown-character',
			'Unknown character "a" at row 2, column 2: use digits, and _ or * or 0 for the blank.'
		],
		['153406582', 'duplicate-tile', 'Tile 5 appears twice (positions 2 and 7).'],
		['1 5 5 4 _ 6 5 8 2', 'duplicate-tile', 'Tile 5 appears 3 times (positions 2, 3 and 7).'],
		[
			'1,2,0,0,5,6,7,8,3',
			'two-blanks',
			'There are 2 blanks (positions 3 and 4): a board has exactly one.'
		],
		[
			'_2_4_6_8_',
			'two-blanks',
			'There are 5 blanks (positions 1, 3, 5, 7 and 9): a board has exactly one.'
		],
		['123456788', 'no-blank', 'There is no blank: mark the empty cell with _ or * or 0.'],
		[
			'123456789',
			'tile-out-of-range',
			'Tile 9 at position 9 does not belong on a 3×3 board: its tiles are 1 to 8, plus one blank.'
		],
		['1234567_', 'not-square', '8 cells do not make a square board: give the size, e.g. 2x4.'],
		[
			'1 2 3 4 5 6 7 8 9 10 11 0',
			'not-square',
			'12 cells do not make a square board: give the size, e.g. 3x4.'
		],
		[
			'1234567',
			'wrong-length',
			'7 cells cannot fill any board: a board has 2 to 8 rows and 2 to 8 columns.'
		],
		[
			'1234567891011120',
			'wrong-length',
			'One character per cell only works for boards of up to 10 cells, and this has 16: separate the numbers with spaces or commas.'
		],
		[
			'7',
			'size-out-of-range',
			'1 cell would make a 1×1 board, which is out of range: a board has 2 to 8 rows and 2 to 8 columns.'
		],
		[
			Array.from({ length: 81 }, (_, i) => i).join(' '),
			'size-out-of-range',
			'81 cells would make a 9×9 board, which is out of range: a board has 2 to 8 rows and 2 to 8 columns.'
		],
		[
			'1 2 3 / 4 5 / 6 7 8',
			'ragged-rows',
			'Row 2 has 2 cells but row 1 has 3: every row needs the same number.'
		],
		[
			'1\n2\n3\n_',
			'size-out-of-range',
			'4×1 is out of range: a board has 2 to 8 rows and 2 to 8 columns.'
		]
	])('%j → %s', (text, code, message) => {
		const error = errorOf(text);
		expect(error.code).toBe(code);
		expect(english(error.message)).toBe(message);
	});

	it('checks the input against a given size', () => {
		expect(errorOf('42_713856', { rows: 2, cols: 4 })).toEqual({
			code: 'wrong-length',
			message: 'A 2×4 board needs 8 cells; this has 9.'
		});
		expect(english(errorOf('1234567_', { rows: 3, cols: 3 }).message)).toBe(
			'A 3×3 board needs 9 cells; this has 8.'
		);
		expect(errorOf('1 2 3 / 4 5 6 / 7 8 _', { rows: 2, cols: 4 })).toEqual({
			code: 'size-mismatch',
			message: 'These rows make a 3×3 board, but the size given is 2×4.'
		});
		expect(errorOf('3_21', { rows: 1, cols: 4 })).toEqual({
			code: 'size-out-of-range',
			message: '1×4 is out of range: a board has 2 to 8 rows and 2 to 8 columns.'
		});
	});

	it('gives 0-based indices and 1-based rows and columns', () => {
		expect(errorOf('42_x13856')).toMatchObject({ index: 3 });
		expect(errorOf('153406582')).toMatchObject({ index: 6 });
		expect(errorOf('1 2 3 / 4 x 6 / 7 8 _')).toMatchObject({ index: 4, line: 2, column: 2 });
		expect(errorOf('1 2 3 / 4 5 6 / 7 8 5')).toMatchObject({
			code: 'no-blank'
		});
		expect(errorOf('1 2 3 / 4 5 6 / 7 6 _')).toMatchObject({
			code: 'duplicate-tile',
			message: 'Tile 6 appears twice (positions 6 and 8).',
			index: 7,
			line: 3,
			column: 2
		});
		expect(errorOf('1 2 3 / 4 5 / 6 7 8')).toMatchObject({ line: 2 });
	});

	it('never throws, whatever the text', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 40 }), (text) => {
				const result = parseBoard(text);
				expect(typeof result.ok).toBe('boolean');
			}),
			{ numRuns: 500 }
		);
	});
});

describe('boardFromCells', () => {
	it('accepts a permutation and rejects anything else', () => {
		expect(must(boardFromCells(2, 2, [3, 0, 2, 1])).cells).toEqual([3, 0, 2, 1]);
		const negative = boardFromCells(2, 2, [3, 0, -2, 1]);
		expect(negative.ok ? '' : english(negative.error.message)).toBe(
			'Tile -2 at position 3 does not belong on a 2×2 board: its tiles are 1 to 3, plus one blank.'
		);
	});
});

describe('parseSize', () => {
	it.each([
		['3x3', 3, 3],
		['3×4', 3, 4],
		[' 2 X 5 ', 2, 5],
		['4*2', 4, 2],
		['4', 4, 4],
		['8x8', 8, 8]
	])('%j → %i×%i', (text, rows, cols) => {
		expect(parseSize(text)).toEqual({ ok: true, value: { rows, cols } });
	});

	it('rejects what is not a size, and sizes out of range', () => {
		expect(parseSize('3by3')).toEqual({
			ok: false,
			error: {
				code: 'invalid-size',
				message:
					'"3by3" is not a size: write rows×columns, e.g. 3x3 or 2x4, or one number for a square board.'
			}
		});
		expect(parseSize('9x9')).toEqual({
			ok: false,
			error: {
				code: 'size-out-of-range',
				message: '9×9 is out of range: a board has 2 to 8 rows and 2 to 8 columns.'
			}
		});
		expect(parseSize('1').ok).toBe(false);
		expect(parseSize('').ok).toBe(false);
	});
});

describe('formatBoard', () => {
	const eight = must(parseBoard('1,2,5,3,4,0,6,7,8'));
	const fifteen = goalBoard(4, 4, 'blank-first');

	it('writes each notation, with the default blank of each', () => {
		expect(formatBoard(eight, 'compact')).toBe('12534_678');
		expect(formatBoard(eight, 'list')).toBe('1,2,5,3,4,0,6,7,8');
		expect(formatBoard(eight, 'rows')).toBe('1 2 5\n3 4 _\n6 7 8');
		expect(formatBoard(eight, 'rows', { rowSeparator: ' / ' })).toBe('1 2 5 / 3 4 _ / 6 7 8');
		expect(formatBoard(fifteen, 'rows', { blank: '*' })).toBe(
			'* 1 2 3\n4 5 6 7\n8 9 10 11\n12 13 14 15'
		);
	});

	it('honours the blank option', () => {
		expect(formatBoard(eight, 'compact', { blank: '0' })).toBe('125340678');
		expect(formatBoard(eight, 'list', { blank: '_' })).toBe('1,2,5,3,4,_,6,7,8');
	});

	it('falls back to the list notation where one character per cell cannot fit', () => {
		expect(fitsCompact(eight)).toBe(true);
		expect(fitsCompact(goalBoard(2, 5))).toBe(true);
		expect(fitsCompact(fifteen)).toBe(false);
		expect(formatBoard(fifteen, 'compact')).toBe('0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15');
	});

	it('round trips: parse(format(b)) = b in every notation, for any board', () => {
		const notations: Notation[] = ['compact', 'list', 'rows'];
		fc.assert(
			fc.property(
				anyBoard(),
				fc.constantFrom(...notations),
				fc.constantFrom('_' as const, '*' as const, '0' as const),
				(board, notation, blank) => {
					fc.pre(notation !== 'compact' || fitsCompact(board));
					const size = { rows: board.rows, cols: board.cols };
					const text = formatBoard(board, notation, { blank });
					expect(parseBoard(text, size)).toEqual({ ok: true, value: board });
					if (notation === 'rows' || board.rows === board.cols) {
						expect(parseBoard(text)).toEqual({ ok: true, value: board });
					}
				}
			),
			{ numRuns: 400 }
		);
	});
});
