/**
 * The gradebook files' vocabulary (gradebook.ts): column names and values that Canvas's and
 * Moodle's gradebook imports parse, and the score columns a teacher's spreadsheet or a later
 * import matches by name. They are the same in every language of the site: a class checked on
 * /zh/teachers/check gives the files a class checked on /teachers/check gives, and a grade
 * column keeps its name whichever page a teacher imports it from (Canvas matches a column to an
 * assignment by its name, so a translated name would make a second assignment).
 */

/** The score columns `classCsv` adds after the roster's. */
export const SCORE_COLUMNS = [
	'Frontier name',
	'Score',
	'Out of',
	'Percent',
	'Passed',
	'Check',
	'Flags'
] as const;

/** The "Passed" column's values. */
export const PASSED_VALUES = { yes: 'yes', no: 'no' } as const;

/** A pasted class's first columns: the line a code was on, and the code. */
export const PASTED_COLUMNS = ['Line', 'Code'] as const;

/** The name of a roster's column without a heading, and of a pasted line's other cells (from 1). */
export const COLUMN_WORD = 'Column';
export const CELL_WORD = 'Cell';

/** The grade column's name when the assignment has neither title nor key. */
export const DEFAULT_GRADE_COLUMN = 'Frontier practice';

/** Canvas's identifying columns, in the order of its exports. */
export const CANVAS_COLUMNS = ['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section'] as const;

/** The row under Canvas's header that gives each assignment's points. */
export const CANVAS_POINTS_ROW = 'Points Possible';

/** Roster columns Moodle's import can identify a user by, in the order they are tried. */
export const MOODLE_IDENTIFIERS: readonly (readonly string[])[] = [
	['Email address', 'Email', 'E-mail', 'E-mail address'],
	['Username', 'User name', 'Login', 'SIS Login ID'],
	['ID number', 'IDnumber', 'Student ID', 'SIS User ID']
];

/** Moodle's column of the student's full name. */
export const MOODLE_NAME_COLUMN = 'Full name';
