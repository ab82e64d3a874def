import { describe, expect, it } from 'vitest';
import { checkClass } from '../../src/lib/practice/class-check';
import { readClassInput } from '../../src/lib/practice/class-input';
import { parseCsv } from '../../src/lib/practice/csv';
import { canvasCsv, classCsv, moodleCsv } from '../../src/lib/practice/gradebook';
import { runToCompletion } from '../../src/lib/slices';
import { EXPORT_WORDS } from '../../src/lib/components/check/words';
import { studentCode } from './class-fixture';

const ana = studentCode('Ana Lima', (part) => part === 0);
const ben = studentCode('Ben Okafor', () => false);

function cellsOf(text: string): string[][] {
	return parseCsv(text).rows.map((row) => [...row.cells]);
}

describe('exports a gradebook takes back', () => {
	const canvasRoster = [
		'Student,ID,SIS User ID,SIS Login ID,Section,Frontier code',
		`"Lima, Ana",11,S-1,ana,Group A,${ana.code}`,
		'"Park, Cy",12,S-2,cy,Group B,',
		`"Okafor, Ben",13,S-3,ben,Group A,${ben.code}`
	].join('\n');
	const report = runToCompletion(checkClass(readClassInput(canvasRoster)));

	it('keeps every roster column as its own column and adds the score columns', () => {
		expect(cellsOf(classCsv(report, EXPORT_WORDS))).toEqual([
			[
				'Student',
				'ID',
				'SIS User ID',
				'SIS Login ID',
				'Section',
				'Frontier code',
				'Frontier name',
				'Score',
				'Out of',
				'Percent',
				'Passed',
				'Check',
				'Flags'
			],
			[
				'Lima, Ana',
				'11',
				'S-1',
				'ana',
				'Group A',
				ana.code,
				'Ana Lima',
				'4',
				'5',
				'80',
				'yes',
				'Matches',
				''
			],
			['Park, Cy', '12', 'S-2', 'cy', 'Group B', '', '', '', '', '', '', 'Missing', 'missing'],
			[
				'Okafor, Ben',
				'13',
				'S-3',
				'ben',
				'Group A',
				ben.code,
				'Ben Okafor',
				'5',
				'5',
				'100',
				'yes',
				'Matches',
				''
			]
		]);
	});

	it('writes Canvas’s import: its five columns, the assignment, a Points Possible row', () => {
		expect(canvasCsv(report)).toBe(
			[
				'Student,ID,SIS User ID,SIS Login ID,Section,Week 3: A*',
				'Points Possible,,,,,5',
				'"Lima, Ana",11,S-1,ana,Group A,4',
				'"Park, Cy",12,S-2,cy,Group B,',
				'"Okafor, Ben",13,S-3,ben,Group A,5',
				''
			].join('\r\n')
		);
	});

	it('writes Moodle’s import: the identifiers the roster has, the name, the grade in percent', () => {
		const moodle = runToCompletion(
			checkClass(
				readClassInput(
					[
						'First name;Surname;Email address;ID number;Code',
						`Ana;Lima;ana@school.example;1001;${ana.code}`,
						'Cy;Park;cy@school.example;1002;'
					].join('\n')
				)
			)
		);
		expect(cellsOf(moodleCsv(moodle))).toEqual([
			['Email address', 'ID number', 'Full name', 'Week 3: A*'],
			['ana@school.example', '1001', 'Ana Lima', '80'],
			['cy@school.example', '1002', 'Cy Park', '']
		]);
	});

	it('for pasted codes, one row per code with its line and its other cells', () => {
		const pasted = runToCompletion(
			checkClass(readClassInput(`${ana.code}\nBen,${ben.code}\n${ana.code}`))
		);
		expect(cellsOf(classCsv(pasted, EXPORT_WORDS))).toEqual([
			[
				'Line',
				'Code',
				'Cell 1',
				...['Frontier name', 'Score', 'Out of', 'Percent', 'Passed', 'Check', 'Flags']
			],
			['1', ana.code, '', 'Ana Lima', '4', '5', '80', 'yes', 'Matches', 'same code as line 3'],
			['2', ben.code, 'Ben', 'Ben Okafor', '5', '5', '100', 'yes', 'Matches', ''],
			['3', ana.code, '', 'Ana Lima', '4', '5', '80', 'yes', 'Matches', 'same code as line 1']
		]);
		// A gradebook gets each code once.
		expect(cellsOf(canvasCsv(pasted)).slice(2)).toEqual([
			['Ana Lima', '', '', '', '', '4'],
			['Ben Okafor', '', '', '', '', '5']
		]);
	});
});
