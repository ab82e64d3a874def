/**
 * CSV as course platforms write it (RFC 4180): fields split by a delimiter, a field in double
 * quotes may hold the delimiter, line breaks and doubled quotes. Exports from Canvas, Moodle,
 * Blackboard and spreadsheets differ in the delimiter (`,`, `;` in locales whose decimal mark is
 * a comma, tab from a copied sheet) and may start with a byte-order mark; both are read here.
 * Pure: text in, cells out, never throws.
 */

export type Delimiter = ',' | ';' | '\t';
export const DELIMITERS: readonly Delimiter[] = [',', ';', '\t'];

export interface CsvRow {
	/** The 1-based line of the text the row starts on (a quoted line break makes rows span lines). */
	readonly line: number;
	readonly cells: readonly string[];
	/** The row's text as it stood (for a message naming an unreadable line). */
	readonly text: string;
}

export interface CsvTable {
	readonly delimiter: Delimiter;
	/** Every row, blank lines left out. */
	readonly rows: readonly CsvRow[];
	/** A quote opened and never closed: the rest of the text was read as one field. */
	readonly unclosedQuoteAt: number | null;
}

const BOM = '\uFEFF';

/**
 * The delimiter of `text`: the one of `,`, `;` and tab that splits the most of its first lines
 * (outside quotes) into the same number of cells, more than one. A comma when none does.
 */
export function guessDelimiter(text: string): Delimiter {
	const lines = text
		.replace(BOM, '')
		.split(/\r\n|\n|\r/)
		.filter((line) => line.trim() !== '');
	const sample = lines.slice(0, 20);
	let best: Delimiter = ',';
	let bestScore = 0;
	for (const delimiter of DELIMITERS) {
		const counts = sample.map((line) => countOutsideQuotes(line, delimiter));
		const common = mostCommon(counts);
		if (common === 0) continue;
		const score = counts.filter((count) => count === common).length * 1000 + common;
		if (score > bestScore) {
			bestScore = score;
			best = delimiter;
		}
	}
	return best;
}

function countOutsideQuotes(line: string, delimiter: Delimiter): number {
	let count = 0;
	let quoted = false;
	for (const char of line) {
		if (char === '"') quoted = !quoted;
		else if (!quoted && char === delimiter) count++;
	}
	return count;
}

function mostCommon(values: readonly number[]): number {
	const tally = new Map<number, number>();
	for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1);
	let best = 0;
	let bestCount = 0;
	for (const [value, count] of tally) {
		if (count > bestCount || (count === bestCount && value > best)) {
			best = value;
			bestCount = count;
		}
	}
	return best;
}

/** Reads CSV text into rows of cells (cells unquoted, not trimmed); `delimiter` guessed if absent. */
export function parseCsv(text: string, delimiter: Delimiter = guessDelimiter(text)): CsvTable {
	const source = text.startsWith(BOM) ? text.slice(1) : text;
	const rows: CsvRow[] = [];
	let cells: string[] = [];
	let cell = '';
	let quoted = false;
	let line = 1;
	let rowLine = 1;
	let rowStart = 0;
	let quoteLine = 0;
	const endRow = (end: number): void => {
		cells.push(cell);
		const rowText = source.slice(rowStart, end);
		if (rowText.trim() !== '') rows.push({ line: rowLine, cells, text: rowText });
		cells = [];
		cell = '';
	};
	for (let i = 0; i < source.length; i++) {
		const char = source[i];
		if (quoted) {
			if (char === '"') {
				if (source[i + 1] === '"') {
					cell += '"';
					i++;
				} else quoted = false;
			} else {
				if (char === '\n' || (char === '\r' && source[i + 1] !== '\n')) line++;
				cell += char;
			}
			continue;
		}
		if (char === '"' && cell.trim() === '') {
			// A quote opens a quoted field only at its start (spaces before it are dropped).
			cell = '';
			quoted = true;
			quoteLine = line;
		} else if (char === delimiter) {
			cells.push(cell);
			cell = '';
		} else if (char === '\n' || char === '\r') {
			endRow(i);
			if (char === '\r' && source[i + 1] === '\n') i++;
			line++;
			rowLine = line;
			rowStart = i + 1;
		} else cell += char;
	}
	if (cell !== '' || cells.length > 0 || quoted) endRow(source.length);
	return { delimiter, rows, unclosedQuoteAt: quoted ? quoteLine : null };
}

/**
 * One cell as CSV writes it: quoted when it holds a delimiter, a quote or a line break. A cell a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return, and
 * not a plain number) gets a leading apostrophe: names come from students' codes, and a teacher
 * opens the file in a spreadsheet.
 */
export function csvCell(cell: string, delimiter: Delimiter = ','): string {
	const value = /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(\.\d+)?$/.test(cell) ? `'${cell}` : cell;
	return value.includes(delimiter) || /["\r\n]/.test(value) || /^\s|\s$/.test(value)
		? `"${value.replaceAll('"', '""')}"`
		: value;
}

/** Rows of cells as CSV text, lines ended by CRLF as RFC 4180 says. */
export function formatCsv(
	rows: readonly (readonly string[])[],
	delimiter: Delimiter = ','
): string {
	return (
		rows.map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter)).join('\r\n') +
		'\r\n'
	);
}
