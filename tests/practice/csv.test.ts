import { describe, expect, it } from 'vitest';
import { csvCell, formatCsv, guessDelimiter, parseCsv } from '../../src/lib/practice/csv';

describe('CSV reading', () => {
	it('reads RFC 4180 quoting: delimiters, doubled quotes and line breaks inside quotes', () => {
		const table = parseCsv('name,note\r\n"Lima, Ana","said ""hi""\nthen left"\r\nBen,ok\r\n');
		expect(table.delimiter).toBe(',');
		expect(table.rows.map((row) => [row.line, row.cells])).toEqual([
			[1, ['name', 'note']],
			[2, ['Lima, Ana', 'said "hi"\nthen left']],
			[4, ['Ben', 'ok']]
		]);
		expect(table.unclosedQuoteAt).toBeNull();
	});

	it('drops a byte-order mark and blank lines, and keeps empty cells', () => {
		const table = parseCsv('\uFEFFa;b;c\n\n1;;3\n');
		expect(table.delimiter).toBe(';');
		expect(table.rows.map((row) => [row.line, row.cells])).toEqual([
			[1, ['a', 'b', 'c']],
			[3, ['1', '', '3']]
		]);
	});

	it('guesses comma, semicolon or tab from the lines that split alike', () => {
		expect(guessDelimiter('a\tb\tc\n1\t2\t3')).toBe('\t');
		expect(guessDelimiter('Name;Mark\n"Lima, Ana";3,5\nBen;4')).toBe(';');
		expect(guessDelimiter('a,b\n1,2')).toBe(',');
		expect(guessDelimiter('just one column')).toBe(',');
	});

	it('says where a quote was opened and never closed', () => {
		const table = parseCsv('a,b\n1,"open\n2,3');
		expect(table.unclosedQuoteAt).toBe(2);
		expect(table.rows.map((row) => row.cells)).toEqual([
			['a', 'b'],
			['1', 'open\n2,3']
		]);
	});

	it('writes cells quoted only when they need it, lines ended by CRLF, and reads them back', () => {
		expect(csvCell('plain')).toBe('plain');
		expect(csvCell('Lima, Ana')).toBe('"Lima, Ana"');
		expect(csvCell('say "hi"')).toBe('"say ""hi"""');
		expect(csvCell('a;b', ';')).toBe('"a;b"');
		// A cell a spreadsheet would run as a formula is written as text; numbers stay numbers.
		expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
		expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
		expect(csvCell('+1 555')).toBe("'+1 555");
		expect(csvCell('-12.5')).toBe('-12.5');
		expect(csvCell('\tx')).toBe("'\tx");
		const rows = [
			['Student', 'Note'],
			['Lima, Ana', 'two\nlines'],
			[' spaced ', '']
		];
		const text = formatCsv(rows);
		expect(text).toBe('Student,Note\r\n"Lima, Ana","two\nlines"\r\n" spaced ",\r\n');
		expect(parseCsv(text).rows.map((row) => row.cells)).toEqual(rows);
	});
});
