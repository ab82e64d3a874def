import { describe, expect, it } from 'vitest';
import { readAssignment } from '../../src/lib/practice/assignment';
import { questionsFor } from '../../src/lib/practice/check';
import { expectedAnswer } from '../../src/lib/practice/questions';
import {
	attemptScore,
	cmiTime,
	cmiTimespan,
	coreValues,
	interactionValues,
	learnerIdentity,
	lessonStatus,
	scorePercent,
	studentResponse
} from '../../src/lib/scorm/cmi';

const QUERY = 'v=1&types=simulate%2Cheuristic%2Csolvable&key=week3&pass=60';
const assignment = readAssignment(new URLSearchParams(QUERY)).assignment;
const questions = questionsFor(assignment, '1-abcdefgh');
const expected = questions.flatMap((question) => question.parts.map(expectedAnswer));

describe('CMITimespan and CMITime', () => {
	it('writes a duration as HHHH:MM:SS.SS, hours of two digits at least', () => {
		expect(cmiTimespan(0)).toBe('00:00:00.00');
		expect(cmiTimespan(1234)).toBe('00:00:01.23');
		expect(cmiTimespan(65_255)).toBe('00:01:05.26');
		expect(cmiTimespan(3_600_000 * 27 + 61_000)).toBe('27:01:01.00');
		expect(cmiTimespan(3_600_000 * 1234)).toBe('1234:00:00.00');
		expect(cmiTimespan(-5)).toBe('00:00:00.00');
		expect(cmiTimespan(3_600_000 * 20_000)).toBe('9999:59:59.99');
	});

	it('writes the time of day as HH:MM:SS', () => {
		expect(cmiTime(new Date(2026, 10, 28, 9, 5, 7))).toBe('09:05:07');
		expect(cmiTime(new Date(2026, 10, 28, 23, 59, 59, 999))).toBe('23:59:59');
	});
});

describe('the score', () => {
	it('is a percent with two decimals, rounded down', () => {
		expect(scorePercent(0, 7)).toBe(0);
		expect(scorePercent(7, 7)).toBe(100);
		expect(scorePercent(2, 3)).toBe(66.66);
		expect(scorePercent(1, 3)).toBe(33.33);
		expect(scorePercent(5, 8)).toBe(62.5);
		expect(scorePercent(0, 0)).toBe(0);
	});

	it('stays below a whole pass mark exactly when the fraction does', () => {
		const disagreements: string[] = [];
		for (let parts = 1; parts <= 240; parts++) {
			for (let right = 0; right <= parts; right++) {
				for (const pass of [50, 60, 67, 99]) {
					if (scorePercent(right, parts) >= pass !== right * 100 >= pass * parts) {
						disagreements.push(`${right}/${parts} at ${pass}`);
					}
				}
			}
		}
		expect(disagreements).toEqual([]);
	});

	it('counts answers right at the first try on the questions drawn', () => {
		const parts = expected.length;
		expect(attemptScore({ answers: expected }, questions)).toEqual({
			right: parts,
			parts,
			answered: parts
		});
		const oneWrong = [expected[0] + 1000, ...expected.slice(1, 3)];
		expect(attemptScore({ answers: oneWrong }, questions)).toEqual({
			right: 2,
			parts,
			answered: 3
		});
	});

	it('says incomplete until every part is answered, then passed or failed at the pass mark', () => {
		expect(lessonStatus(assignment, { right: 3, parts: 5, answered: 4 })).toBe('incomplete');
		expect(lessonStatus(assignment, { right: 3, parts: 5, answered: 5 })).toBe('passed');
		expect(lessonStatus(assignment, { right: 2, parts: 5, answered: 5 })).toBe('failed');
		expect(lessonStatus(assignment, { right: 0, parts: 0, answered: 0 })).toBe('incomplete');
	});

	it('writes min, max, raw and status, in that order', () => {
		expect(coreValues(assignment, { right: 2, parts: 3, answered: 3 })).toEqual([
			['cmi.core.score.min', '0'],
			['cmi.core.score.max', '100'],
			['cmi.core.score.raw', '66.66'],
			['cmi.core.lesson_status', 'passed']
		]);
		expect(coreValues(assignment, { right: 1, parts: 3, answered: 2 })).toEqual([
			['cmi.core.score.min', '0'],
			['cmi.core.score.max', '100'],
			['cmi.core.score.raw', '33.33'],
			['cmi.core.lesson_status', 'incomplete']
		]);
	});
});

describe('interactions', () => {
	const at = new Date(2026, 10, 28, 14, 3, 9);
	const search = questions[0];
	const pick = search.parts[0];
	if (pick.kind !== 'pick') throw new Error('the first part of a search is a pick');

	it('records a pick as fill-in with the node, as the checking page words it', () => {
		const right = expectedAnswer(pick);
		expect(
			interactionValues(0, search, { question: 0, part: 0, answer: right, latencyMs: 4210, at })
		).toEqual([
			['cmi.interactions.0.id', 'q1-p1'],
			['cmi.interactions.0.type', 'fill-in'],
			['cmi.interactions.0.student_response', `node ${right}`],
			['cmi.interactions.0.result', 'correct'],
			['cmi.interactions.0.latency', '00:00:04.21'],
			['cmi.interactions.0.time', '14:03:09']
		]);
		const other = pick.question.choices.find((choice) => choice.id !== right)?.id ?? -1;
		expect(
			interactionValues(7, search, { question: 0, part: 0, answer: other, latencyMs: 0, at })[3]
		).toEqual(['cmi.interactions.7.result', 'wrong']);
		// A node the part does not offer (an answer no page gives): unanticipated.
		expect(
			interactionValues(1, search, { question: 0, part: 0, answer: 999, latencyMs: 0, at })[3]
		).toEqual(['cmi.interactions.1.result', 'unanticipated']);
	});

	it('records a number as numeric and yes or no as true-false', () => {
		const heuristic = questions[1];
		const value = expectedAnswer(heuristic.parts[0]);
		expect(
			interactionValues(3, heuristic, {
				question: 1,
				part: 0,
				answer: value,
				latencyMs: 61_500,
				at
			})
		).toEqual([
			['cmi.interactions.3.id', 'q2-p1'],
			['cmi.interactions.3.type', 'numeric'],
			['cmi.interactions.3.student_response', String(value)],
			['cmi.interactions.3.result', 'correct'],
			['cmi.interactions.3.latency', '00:01:01.50'],
			['cmi.interactions.3.time', '14:03:09']
		]);
		const solvable = questions[2];
		expect(studentResponse(solvable, 0, 1)).toBe('t');
		expect(studentResponse(solvable, 0, 0)).toBe('f');
		expect(
			interactionValues(4, solvable, { question: 2, part: 0, answer: 1, latencyMs: 0, at })[1]
		).toEqual(['cmi.interactions.4.type', 'true-false']);
	});
});

describe('learnerIdentity', () => {
	it('is "Name (id)", or whichever the LMS gives', () => {
		expect(learnerIdentity('Lovelace, Ada', 's-042')).toBe('Lovelace, Ada (s-042)');
		expect(learnerIdentity('  Lovelace,   Ada ', '')).toBe('Lovelace, Ada');
		expect(learnerIdentity('', 's-042')).toBe('s-042');
		expect(learnerIdentity('', '')).toBe('');
	});

	it('cuts the name, never the id, to the 60 characters an attempt keeps', () => {
		const long = learnerIdentity('N'.repeat(100), 'id-1234');
		expect(long).toBe(`${'N'.repeat(50)} (id-1234)`);
		expect(long.length).toBe(60);
		expect(learnerIdentity('Ada', 'x'.repeat(70))).toBe('x'.repeat(60));
	});
});
