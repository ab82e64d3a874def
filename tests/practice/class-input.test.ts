import { describe, expect, it } from 'vitest';
import { readClassInput, readKeptText, MAX_KEPT_TEXT } from '../../src/lib/practice/class-input';
import { fixtureClass } from './class-fixture';

const CLASS = fixtureClass(12);

describe('reading what a teacher pastes or drops', () => {
	it('reads 1,000 mixed lines: bare codes, CSV rows holding codes, and junk with its line number', () => {
		const junk = [
			'hello world',
			'Week 3 codes:',
			'"an unclosed quote, then',
			'----',
			'FR-not-a-code'
		];
		const lines = Array.from({ length: 1000 }, (_, i) => {
			const student = CLASS[i % CLASS.length];
			if (i % 3 === 0) return student.code;
			if (i % 3 === 1)
				return `"${student.name.split(' ').reverse().join(', ')}",${student.email},${student.code}`;
			return junk[i % junk.length];
		});
		const input = readClassInput(lines.join('\n'));
		expect(input.kind).toBe('codes');
		expect(input.students).toHaveLength(667);
		expect(input.unreadable).toHaveLength(333);
		expect(input.unreadable.slice(0, 3)).toEqual([
			{ line: 3, text: '"an unclosed quote, then', why: 'no-code' },
			{ line: 6, text: 'hello world', why: 'no-code' },
			{ line: 9, text: '----', why: 'no-code' }
		]);
		expect(input.unreadable.map((line) => line.line)).toEqual(
			Array.from({ length: 333 }, (_, i) => 3 * i + 3)
		);
		expect(input.students[0]).toEqual({ line: 1, code: CLASS[0].code, cells: [] });
		expect(input.students[1]).toEqual({
			line: 2,
			code: CLASS[1].code,
			cells: ['Lima, Ben', 'ben.lima@school.example']
		});
		expect(input.students.at(-1)).toEqual({ line: 1000, code: CLASS[999 % 12].code, cells: [] });
	});

	it('takes a first row without a code, over rows with codes, as a roster header', () => {
		const text = [
			'\uFEFFStudent;ID;Email;Submitted;Result code',
			`"Lima; Ana";101;ana@school.example;2026-11-02 10:00;${CLASS[0].code}`,
			'Okafor Ben;102;ben@school.example;;',
			'stray note',
			`Park Cy;103;cy@school.example;2026-11-01 09:00;${CLASS[2].code};late`
		].join('\r\n');
		const input = readClassInput(text);
		expect(input.kind).toBe('roster');
		expect(input.delimiter).toBe(';');
		expect(input.header).toEqual(['Student', 'ID', 'Email', 'Submitted', 'Result code']);
		expect(input.codeColumn).toBe(4);
		expect(input.nameColumns).toEqual([0]);
		expect(input.dateColumn).toBe(3);
		expect(input.students).toEqual([
			{
				line: 2,
				code: CLASS[0].code,
				cells: ['Lima; Ana', '101', 'ana@school.example', '2026-11-02 10:00', CLASS[0].code]
			},
			{ line: 3, code: null, cells: ['Okafor Ben', '102', 'ben@school.example', '', ''] },
			{
				line: 5,
				code: CLASS[2].code,
				cells: ['Park Cy', '103', 'cy@school.example', '2026-11-01 09:00', CLASS[2].code, 'late']
			}
		]);
		expect(input.unreadable).toEqual([{ line: 4, text: 'stray note', why: 'no-code' }]);
	});

	it('reads a roster with no code yet as everyone missing, and nothing as empty', () => {
		const input = readClassInput('Name\tEmail\tCode\nAna\ta@x\t\nBen\tb@x\t\n');
		expect(input.kind).toBe('roster');
		expect(input.codeColumn).toBe(2);
		expect(input.students.map((student) => student.code)).toEqual([null, null]);
		expect(readClassInput('  \n\n').kind).toBe('empty');
	});

	it('keeps pasted text for the tab up to its limit', () => {
		expect(readKeptText('codes')).toBe('codes');
		expect(readKeptText('x'.repeat(MAX_KEPT_TEXT + 1))).toBeNull();
		expect(readKeptText(3)).toBeNull();
	});
});
