/**
 * A checked class as files a gradebook takes back:
 * - `classCsv`: the roster as it came (every column its own column, rows in their order, a
 *   roster row without a code kept) with score columns added; for pasted codes, one row per code;
 * - `canvasCsv`: Canvas's gradebook import: Student, ID, SIS User ID, SIS Login ID, Section, then
 *   one column for the assignment, under a "Points Possible" row;
 * - `moodleCsv`: Moodle's CSV grade import: the identifier columns a roster has (email address,
 *   username, ID number), the full name, and one grade column, in percent.
 * A grade cell is left empty where there is no matching code (a missing student, an edited or
 * unreadable code), so an import never overwrites a grade with a zero nobody earned.
 * The words of statuses and flags come from the page (`ExportWords`), in its language: no LMS
 * reads those two columns. Column names and the values an import parses are the same in every
 * language (gradebook-columns.ts).
 */

import type { ClassFlag, ClassReport, ClassStudent } from './class-check';
import type { CheckedCode } from './check';
import { formatCsv } from './csv';
import {
	CANVAS_COLUMNS,
	CANVAS_POINTS_ROW,
	CELL_WORD,
	COLUMN_WORD,
	DEFAULT_GRADE_COLUMN,
	MOODLE_IDENTIFIERS,
	MOODLE_NAME_COLUMN,
	PASSED_VALUES,
	PASTED_COLUMNS,
	SCORE_COLUMNS
} from './gradebook-columns';

export interface ExportWords {
	/** A code's status in words ("Matches", "Not readable", "Missing"). */
	status(checked: CheckedCode | null): string;
	/** A flag in words, as short as a cell should be. */
	flag(flag: ClassFlag): string;
}

function percent(student: ClassStudent): string {
	if (student.score === null || student.parts === null || student.parts === 0) return '';
	return String(Math.round((1000 * student.score) / student.parts) / 10);
}

function scoreCells(student: ClassStudent, words: ExportWords): string[] {
	return [
		student.checked?.result?.name ?? '',
		student.score === null ? '' : String(student.score),
		student.parts === null ? '' : String(student.parts),
		percent(student),
		student.passed === null ? '' : student.passed ? PASSED_VALUES.yes : PASSED_VALUES.no,
		words.status(student.checked),
		student.flags.map((flag) => words.flag(flag)).join('; ')
	];
}

/** The class as CSV: the roster's columns kept, the score columns added. */
export function classCsv(report: ClassReport, words: ExportWords): string {
	const { input, students } = report;
	if (input.kind === 'roster') {
		const width = Math.max(input.header.length, ...students.map((student) => student.cells.length));
		const header = [...input.header];
		for (let i = header.length; i < width; i++) header.push(`${COLUMN_WORD} ${i + 1}`);
		const rows = students.map((student) => {
			const cells = [...student.cells];
			while (cells.length < width) cells.push('');
			return [...cells, ...scoreCells(student, words)];
		});
		return formatCsv([[...header, ...SCORE_COLUMNS], ...rows]);
	}
	const width = Math.max(0, ...students.map((student) => student.cells.length));
	const others = Array.from({ length: width }, (_, i) => `${CELL_WORD} ${i + 1}`);
	const rows = students.map((student) => {
		const cells = [...student.cells];
		while (cells.length < width) cells.push('');
		return [String(student.line), student.code ?? '', ...cells, ...scoreCells(student, words)];
	});
	return formatCsv([[...PASTED_COLUMNS, ...others, ...SCORE_COLUMNS], ...rows]);
}

/** The roster column named like `names` (case and spaces aside), or -1. */
function columnNamed(header: readonly string[], names: readonly string[]): number {
	const wanted = names.map((name) => name.toLowerCase().replace(/\s+/g, ' '));
	return header.findIndex((cell) =>
		wanted.includes(cell.trim().toLowerCase().replace(/\s+/g, ' '))
	);
}

/**
 * The assignment's column name in a gradebook: its title, else its key, else "Frontier practice"
 * (in every language: a gradebook matches the column by name).
 */
export function gradeColumnName(report: ClassReport): string {
	const assignment = report.summary.assignment;
	return assignment?.title || assignment?.key || DEFAULT_GRADE_COLUMN;
}

/** The students a gradebook gets: roster rows and codes, one row each, a repeated code once. */
function gradebookRows(report: ClassReport): ClassStudent[] {
	const seen = new Set<string>();
	return report.students.filter((student) => {
		if (student.code === null) return true;
		const key = `${student.code}\n${student.cells.join('\u0000')}`;
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}

/** The grade a gradebook gets: the score of a code that matches the summarised assignment. */
function grade(report: ClassReport, student: ClassStudent): number | null {
	const checked = student.checked;
	if (checked?.status !== 'matches' || student.score === null) return null;
	return checked.assignment !== null &&
		report.summary.assignment !== null &&
		checked.result?.assignment === report.summary.assignmentQuery
		? student.score
		: null;
}

/**
 * Canvas's gradebook import: its five identifying columns taken from the roster where it has
 * them (a Canvas export does), the student's name otherwise; then the assignment's column in
 * points (parts right), under the "Points Possible" row Canvas's own exports start with.
 */
export function canvasCsv(report: ClassReport): string {
	const { header } = report.input;
	const columns = CANVAS_COLUMNS.map((name) => columnNamed(header, [name]));
	const rows = gradebookRows(report).map((student) => {
		const cells = columns.map((column) => (column >= 0 ? (student.cells[column] ?? '') : ''));
		if (cells[0] === '') cells[0] = student.name;
		const score = grade(report, student);
		return [...cells, score === null ? '' : String(score)];
	});
	const possible = report.summary.parts === null ? '' : String(report.summary.parts);
	return formatCsv([
		[...CANVAS_COLUMNS, gradeColumnName(report)],
		[CANVAS_POINTS_ROW, '', '', '', '', possible],
		...rows
	]);
}

/**
 * Moodle's CSV grade import: every identifier column the roster has (the teacher maps one of them
 * to the user's email, username or ID number on import), the full name, then the grade in
 * percent (0–100, the range of a new grade item).
 */
export function moodleCsv(report: ClassReport): string {
	const { header } = report.input;
	const identifiers = MOODLE_IDENTIFIERS.map((names) => ({
		name: names[0],
		column: columnNamed(header, names)
	})).filter((found) => found.column >= 0);
	const rows = gradebookRows(report).map((student) => {
		const score = grade(report, student);
		return [
			...identifiers.map((found) => student.cells[found.column] ?? ''),
			student.name,
			score === null || student.parts === null ? '' : percent(student)
		];
	});
	return formatCsv([
		[...identifiers.map((found) => found.name), MOODLE_NAME_COLUMN, gradeColumnName(report)],
		...rows
	]);
}
