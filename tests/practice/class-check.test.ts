import { describe, expect, it } from 'vitest';
// A code's reason for not reading is a message: compared with its English (english-messages.ts).
import '../i18n/english-messages';
import {
	checkClass,
	median,
	sortStudents,
	type ClassReport
} from '../../src/lib/practice/class-check';
import { readClassInput } from '../../src/lib/practice/class-input';
import { runToCompletion } from '../../src/lib/slices';
import { readAssignment } from '../../src/lib/practice/assignment';
import { questionsFor } from '../../src/lib/practice/check';
import { personalSeed } from '../../src/lib/practice/identity';
import { expectedAnswer } from '../../src/lib/practice/questions';
import { resultCode } from '../../src/lib/practice/result-code';
import { CLASS_ASSIGNMENT, studentCode } from './class-fixture';

const right = () => false;
const ana = studentCode('Ana Lima', (part) => part === 0);
const ben = studentCode('Ben Lima', right);
// Eve hands in Ana's attempt under her own name: Ana's seed, Ana's answers, Eve's name.
const eve = studentCode('Eve Copy', (part) => part === 0, { seedName: 'Ana Lima' });
const nameless = studentCode('', (part) => part < 2);
const ANA_SEED = personalSeed(CLASS_ASSIGNMENT, 'Ana Lima', 1);

const ROSTER = [
	'Name,Email,Code',
	`Ana Lima,ana@school.example,${ana.code}`,
	`Ben Lima,ben@school.example,${ben.code}`,
	'Cy Lima,cy@school.example,',
	`Dee Lima,dee@school.example,${ben.code}`,
	`Eve Copy,eve@school.example,${eve.code}`,
	`Fay Lima,fay@school.example,${nameless.code}`,
	'hello world',
	'Gus Lima,gus@school.example,FR1-AAAA'
].join('\n');

function report(text: string, key = ''): ClassReport {
	return runToCompletion(checkClass(readClassInput(text), key));
}

describe('checking a class', () => {
	const checked = report(ROSTER);

	it('flags duplicates, two names on one attempt, copies, no name, missing and unreadable lines', () => {
		expect(checked.flags).toEqual([
			{ kind: 'shared-seed', line: 2, seed: ANA_SEED, names: ['Eve Copy'] },
			{ kind: 'duplicate', line: 3, lines: [5] },
			{ kind: 'missing', line: 4, who: 'Cy Lima' },
			{ kind: 'duplicate', line: 5, lines: [3] },
			{ kind: 'shared-seed', line: 6, seed: ANA_SEED, names: ['Ana Lima'] },
			{ kind: 'copied', line: 6, name: 'Eve Copy', drawnFor: 'Ana Lima' },
			{ kind: 'no-name', line: 7 },
			{ kind: 'unreadable-line', line: 8, text: 'hello world' },
			{
				kind: 'unreadable-code',
				line: 9,
				message: 'The code is cut short: copy it again, whole.'
			}
		]);
		expect(checked.summary.flagCounts).toEqual({
			missing: 1,
			duplicate: 2,
			'shared-seed': 2,
			copied: 1,
			'no-name': 1,
			'unreadable-code': 1,
			'unreadable-line': 1
		});
	});

	it('gives one row per roster row, the roster name first, the score when the code matches', () => {
		expect(
			checked.students.map((student) => [
				student.line,
				student.name,
				student.checked?.status ?? 'missing',
				student.score,
				student.parts,
				student.passed,
				student.counted
			])
		).toEqual([
			[2, 'Ana Lima', 'matches', 4, 5, true, true],
			[3, 'Ben Lima', 'matches', 5, 5, true, true],
			[4, 'Cy Lima', 'missing', null, null, null, false],
			[5, 'Dee Lima', 'matches', 5, 5, true, false],
			[6, 'Eve Copy', 'matches', 4, 5, true, true],
			[7, 'Fay Lima', 'matches', 3, 5, true, true],
			[9, 'Gus Lima', 'unreadable', null, null, null, false]
		]);
	});

	it('summarises each matching attempt once: mean, median, distribution, share right per part', () => {
		const { summary } = checked;
		expect(summary.assignmentQuery).toBe(CLASS_ASSIGNMENT);
		expect([summary.rows, summary.codes, summary.matching, summary.counted]).toEqual([7, 6, 5, 4]);
		expect(summary.otherAssignments).toBe(0);
		expect([summary.parts, summary.mean, summary.median]).toEqual([5, 4, 4]);
		expect([summary.meanPercent, summary.medianPercent, summary.passed]).toEqual([80, 80, 4]);
		expect(summary.binUnit).toBe('score');
		expect(summary.bins.map((bin) => bin.count)).toEqual([0, 0, 0, 1, 2, 1]);
		expect(summary.perPart).toEqual([
			{ question: 0, part: 0, answered: 4, right: 1 },
			{ question: 0, part: 1, answered: 4, right: 3 },
			{ question: 0, part: 2, answered: 4, right: 4 },
			{ question: 1, part: 0, answered: 4, right: 4 },
			{ question: 2, part: 0, answered: 4, right: 4 }
		]);
	});

	it('judges a code handed in twice once', () => {
		const seen: string[] = [];
		runToCompletion(
			checkClass(readClassInput(ROSTER), '', (code, key) => {
				seen.push(code);
				return report(code, key).students[0].checked!;
			})
		);
		expect(seen).toHaveLength(5);
	});

	it('does not call an assignment’s shared seed two names on one attempt', () => {
		const shared = `${CLASS_ASSIGNMENT}&seed=class`;
		const text = ['Ana', 'Ben'].map((name) => sharedCode(shared, name)).join('\n');
		const result = report(text);
		expect(result.students.map((student) => student.checked?.status)).toEqual([
			'matches',
			'matches'
		]);
		expect(result.flags).toEqual([]);
		expect(result.summary.otherAssignments).toBe(0);
		// Beside a class of the other assignment, these two are in the rows, not the figures.
		const mixed = report(`${text}\n${ana.code}`);
		expect(mixed.summary.counted).toBe(2);
		expect(mixed.summary.assignmentQuery).toBe(shared);
		expect(mixed.summary.otherAssignments).toBe(1);
	});

	it('sorts by name, score and date, rows with none last, ties in the order handed in', () => {
		const order = (key: 'name' | 'score', direction: 'ascending' | 'descending') =>
			sortStudents(checked.students, key, direction).map((student) => student.line);
		expect(order('name', 'ascending')).toEqual([2, 3, 4, 5, 6, 7, 9]);
		expect(order('name', 'descending')).toEqual([9, 7, 6, 5, 4, 3, 2]);
		expect(order('score', 'descending')).toEqual([3, 5, 2, 6, 7, 4, 9]);
		expect(order('score', 'ascending')).toEqual([7, 2, 6, 3, 5, 4, 9]);
	});

	it('takes the median of an even count as the mean of the middle two', () => {
		expect(median([1, 2, 4, 9])).toBe(3);
		expect(median([2])).toBe(2);
		expect(median([])).toBeNull();
	});
});

/** Every student of an assignment with a shared seed draws from it, all answers right. */
function sharedCode(assignment: string, name: string): string {
	const answers = questionsFor(
		readAssignment(new URLSearchParams(assignment)).assignment,
		'class'
	).flatMap((question) => question.parts.map(expectedAnswer));
	return resultCode({ assignment, seed: 'class', name, score: answers.length, answers });
}
