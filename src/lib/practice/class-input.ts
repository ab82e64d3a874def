/**
 * What a teacher hands the checking page, read into students: either codes pasted or dropped
 * (one or more per line, a line's other cells kept as its label), or a course platform's roster
 * export (a CSV whose header names its columns; one row per student, every column kept, the
 * column holding codes found by its content). Lines that are neither are kept with their line
 * numbers, to be named, never dropped. Pure: text in, facts out.
 */

import { parseCsv, type CsvRow, type Delimiter } from './csv';

/** Codes are base64url after their prefix; a line or a cell may hold other text around them. */
export const CODE_PATTERN = /FR\d+-[A-Za-z0-9_-]*/g;

export interface InputStudent {
	/** 1-based line of the text the student's row or code is on. */
	readonly line: number;
	/** The code handed in, or null for a roster row without one. */
	readonly code: string | null;
	/**
	 * Roster: the row's cells, one per header column (missing cells ''). Codes: the line's other
	 * cells that are not empty, such as a name and an e-mail.
	 */
	readonly cells: readonly string[];
}

export interface UnreadableLine {
	readonly line: number;
	/** The line as it stood (cut to 80 characters for a message). */
	readonly text: string;
	/** `no-code`: no code and not a roster row; `cells`: a roster row with another cell count. */
	readonly why: 'no-code' | 'cells';
}

export interface ClassInput {
	/** `roster`: a CSV with a header; `codes`: codes one or more a line; `empty`: nothing given. */
	readonly kind: 'empty' | 'codes' | 'roster';
	/** The roster's column names, as its header has them ([] for codes). */
	readonly header: readonly string[];
	readonly delimiter: Delimiter;
	/** The roster columns that hold codes, a name, a date; null when none does. */
	readonly codeColumn: number | null;
	readonly nameColumns: readonly number[];
	readonly dateColumn: number | null;
	readonly students: readonly InputStudent[];
	readonly unreadable: readonly UnreadableLine[];
	/** A quote opened and never closed, on this line (the rest of the text is one cell). */
	readonly unclosedQuoteAt: number | null;
}

export const MAX_LINE_TEXT = 80;

function codesOf(text: string): string[] {
	return text.match(CODE_PATTERN) ?? [];
}

function shortened(text: string): string {
	const line = text.replace(/[\r\n]+/g, ' ').trim();
	return line.length > MAX_LINE_TEXT ? `${line.slice(0, MAX_LINE_TEXT - 1)}…` : line;
}

/** Reads pasted or dropped text (codes, a roster CSV, or a mix with stray lines). */
export function readClassInput(text: string): ClassInput {
	const table = parseCsv(text);
	const base = {
		delimiter: table.delimiter,
		unclosedQuoteAt: table.unclosedQuoteAt
	};
	if (table.rows.length === 0) {
		return {
			...base,
			kind: 'empty',
			header: [],
			codeColumn: null,
			nameColumns: [],
			dateColumn: null,
			students: [],
			unreadable: []
		};
	}
	const [first, ...rest] = table.rows;
	const header = first.cells.map((cell) => cell.trim());
	const headerLike =
		header.length >= 2 &&
		codesOf(first.text).length === 0 &&
		(rest.some((row) => codesOf(row.text).length > 0) ||
			header.some((cell) => CODE_HEADER.test(cell)));
	return headerLike
		? readRoster(header, rest, base)
		: readCodes(linesOf(text, table.delimiter), base);
}

/**
 * Each line on its own, as a row of cells: pasted codes are one a line, and a stray quote in a
 * junk line must not swallow the lines after it as a CSV reading would.
 */
function linesOf(text: string, delimiter: Delimiter): CsvRow[] {
	const rows: CsvRow[] = [];
	for (const [i, line] of text
		.replace(/^\uFEFF/, '')
		.split(/\r\n|\n|\r/)
		.entries()) {
		if (line.trim() === '') continue;
		const cells = parseCsv(line, delimiter).rows[0]?.cells ?? [line];
		rows.push({ line: i + 1, cells, text: line });
	}
	return rows;
}

/** Header names that say a column holds the codes, when no row holds one yet. */
const CODE_HEADER = /code/i;
/** Header names of a name: "Student", "Name", "Full name", "First name", "Last name", "Surname". */
const NAME_HEADER =
	/^(student|student name|name|full name|display name|first ?name|given name|last ?name|surname|family name)$/i;
const DATE_HEADER = /date|submitted|handed|time|when/i;

function readCodes(
	rows: readonly CsvRow[],
	base: Pick<ClassInput, 'delimiter' | 'unclosedQuoteAt'>
): ClassInput {
	const students: InputStudent[] = [];
	const unreadable: UnreadableLine[] = [];
	for (const row of rows) {
		const codes = codesOf(row.text);
		if (codes.length === 0) {
			unreadable.push({ line: row.line, text: shortened(row.text), why: 'no-code' });
			continue;
		}
		let rest = row.cells.join('\u0000');
		for (const code of codes) rest = rest.replace(code, '');
		const cells = rest
			.split('\u0000')
			.map((cell) => cell.trim())
			.filter((cell) => cell !== '');
		for (const code of codes) students.push({ line: row.line, code, cells });
	}
	return {
		...base,
		unclosedQuoteAt: null,
		kind: 'codes',
		header: [],
		codeColumn: null,
		nameColumns: [],
		dateColumn: null,
		students,
		unreadable
	};
}

function readRoster(
	header: readonly string[],
	rows: readonly CsvRow[],
	base: Pick<ClassInput, 'delimiter' | 'unclosedQuoteAt'>
): ClassInput {
	// The code column: the one most rows hold a code in; else one whose name says "code".
	const tally = header.map(() => 0);
	for (const row of rows) {
		for (const [i, cell] of row.cells.entries()) {
			if (i < tally.length && codesOf(cell).length > 0) tally[i]++;
		}
	}
	const most = Math.max(...tally);
	const named = header.findIndex((cell) => CODE_HEADER.test(cell));
	const codeColumn = most > 0 ? tally.indexOf(most) : named >= 0 ? named : null;
	const nameColumns = header.flatMap((cell, i) => (NAME_HEADER.test(cell) ? [i] : []));
	const dated = header.findIndex((cell, i) => i !== codeColumn && DATE_HEADER.test(cell));
	const students: InputStudent[] = [];
	const unreadable: UnreadableLine[] = [];
	for (const row of rows) {
		const codes = codesOf(row.text);
		if (codes.length === 0 && row.cells.length !== header.length) {
			unreadable.push({
				line: row.line,
				text: shortened(row.text),
				why: row.cells.length === 1 ? 'no-code' : 'cells'
			});
			continue;
		}
		const cells = header.map((_, i) => (row.cells[i] ?? '').trim());
		// Cells beyond the header are kept too, so nothing in the row is lost.
		for (const extra of row.cells.slice(header.length)) cells.push(extra.trim());
		if (codes.length === 0) {
			students.push({ line: row.line, code: null, cells });
			continue;
		}
		// The code column's code first, then any other in the row: each is a student row.
		const inColumn = codeColumn === null ? [] : codesOf(row.cells[codeColumn] ?? '');
		const ordered = [...inColumn, ...codes.filter((code) => !inColumn.includes(code))];
		for (const code of ordered) students.push({ line: row.line, code, cells });
	}
	return {
		...base,
		kind: 'roster',
		header,
		codeColumn,
		nameColumns,
		dateColumn: dated >= 0 ? dated : null,
		students,
		unreadable
	};
}

/** The longest text the page keeps for the tab (a class of 1,000 codes is about 150 kB). */
export const MAX_KEPT_TEXT = 2_000_000;

/** A text read back from the tab's storage, or null. */
export function readKeptText(value: unknown): string | null {
	return typeof value === 'string' && value.length <= MAX_KEPT_TEXT ? value : null;
}
