import { describe, expect, it } from 'vitest';
import { readAssignment } from '../../src/lib/practice/assignment';
import { questionsFor } from '../../src/lib/practice/check';
import { expectedAnswer } from '../../src/lib/practice/questions';
import type { Scorm12Api } from '../../src/lib/scorm/api';
import { openSession, type LmsProblem } from '../../src/lib/scorm/session';
import { suspendData } from '../../src/lib/scorm/suspend';

const QUERY = 'v=1&types=heuristic%2Csolvable&n=2&key=k&pass=50';
const assignment = readAssignment(new URLSearchParams(QUERY)).assignment;

/** An LMS that keeps what is written and records every call, in order. */
function fakeLms(data: Record<string, string>, refuse: readonly string[] = []) {
	const calls: string[] = [];
	const values = new Map(Object.entries(data));
	const api: Scorm12Api = {
		LMSInitialize: () => (
			calls.push('LMSInitialize'),
			refuse.includes('LMSInitialize') ? 'false' : 'true'
		),
		LMSFinish: () => (calls.push('LMSFinish'), 'true'),
		LMSGetValue: (element) => values.get(element) ?? '',
		LMSSetValue: (element, value) => {
			calls.push(`${element}=${value}`);
			if (refuse.includes(element)) return 'false';
			values.set(element, value);
			return 'true';
		},
		LMSCommit: () => (calls.push('LMSCommit'), 'true'),
		LMSGetLastError: () => (refuse.length > 0 ? '405' : '0'),
		LMSGetErrorString: (code) => (code === '405' ? 'Incorrect data type' : 'No error'),
		LMSGetDiagnostic: () => ''
	};
	return { api, calls, values };
}

let clock = 0;
const options = (problems: LmsProblem[] = []) => ({
	now: () => clock,
	clock: () => new Date(2026, 10, 28, 10, 0, 0),
	onproblem: (problem: LmsProblem) => problems.push(problem)
});

describe('a session with no LMS', () => {
	it('says so and leaves the practice to itself', () => {
		const session = openSession(null, assignment, options());
		expect(session.state).toEqual({ kind: 'no-lms' });
		expect(session.identity).toBe(undefined);
		expect(session.keeper).toBe(undefined);
	});

	it('says why when the LMS will not initialise', () => {
		const lms = fakeLms({}, ['LMSInitialize']);
		const session = openSession(lms.api, assignment, options());
		expect(session.state).toEqual({ kind: 'refused', code: '405', text: 'Incorrect data type' });
		expect(session.keeper).toBe(undefined);
		expect(lms.calls).toEqual(['LMSInitialize']);
	});
});

describe('a session in an LMS', () => {
	const seed = '1-abcdefgh';
	const questions = questionsFor(assignment, seed);
	const right = questions.map((question) => expectedAnswer(question.parts[0]));

	it('takes the identity, marks the lesson begun, and writes each save and answer with a commit', () => {
		clock = 0;
		const lms = fakeLms({
			'cmi.core.student_name': 'Lovelace, Ada',
			'cmi.core.student_id': 's-042',
			'cmi.core.lesson_status': 'not attempted',
			'cmi.interactions._count': '0'
		});
		const session = openSession(lms.api, assignment, options());
		expect(session.state).toEqual({ kind: 'connected', resumed: false });
		expect(session.identity).toBe('Lovelace, Ada (s-042)');
		expect(session.keeper?.load()).toBe(null);
		expect(lms.calls).toEqual(['LMSInitialize', 'cmi.core.lesson_status=incomplete']);

		lms.calls.length = 0;
		clock = 1500;
		const first = { seed, name: 'Lovelace, Ada (s-042)', answers: [right[0] + 1], advanced: 0 };
		session.keeper?.save(first);
		expect(lms.calls).toEqual([
			`cmi.suspend_data=${suspendData(first)}`,
			'cmi.core.score.min=0',
			'cmi.core.score.max=100',
			'cmi.core.score.raw=0',
			'cmi.core.lesson_status=incomplete',
			'cmi.core.exit=suspend',
			'cmi.core.session_time=00:00:01.50',
			'LMSCommit'
		]);

		lms.calls.length = 0;
		session.answered({ question: 0, part: 0, answer: right[0] + 1, latencyMs: 1200 });
		expect(lms.calls).toEqual([
			'cmi.interactions.0.id=q1-p1',
			'cmi.interactions.0.type=numeric',
			`cmi.interactions.0.student_response=${right[0] + 1}`,
			'cmi.interactions.0.result=wrong',
			'cmi.interactions.0.latency=00:00:01.20',
			'cmi.interactions.0.time=10:00:00',
			'cmi.core.session_time=00:00:01.50',
			'LMSCommit'
		]);

		lms.calls.length = 0;
		clock = 62_000;
		const done = { ...first, answers: [right[0] + 1, right[1]], advanced: 2 };
		session.keeper?.save(done);
		expect(lms.calls).toEqual([
			`cmi.suspend_data=${suspendData(done)}`,
			'cmi.core.score.min=0',
			'cmi.core.score.max=100',
			'cmi.core.score.raw=50',
			'cmi.core.lesson_status=passed',
			'cmi.core.exit=',
			'cmi.core.session_time=00:01:02.00',
			'LMSCommit'
		]);

		lms.calls.length = 0;
		session.finish();
		session.finish();
		expect(lms.calls).toEqual(['cmi.core.session_time=00:01:02.00', 'LMSCommit', 'LMSFinish']);
		session.keeper?.save(done);
		expect(lms.calls.length).toBe(3);
	});

	it('resumes the attempt kept in suspend data and numbers interactions after those kept', () => {
		const kept = { seed, name: 's-042', answers: [right[0]], advanced: 1 };
		const lms = fakeLms({
			'cmi.core.student_id': 's-042',
			'cmi.core.lesson_status': 'incomplete',
			'cmi.suspend_data': suspendData(kept),
			'cmi.interactions._count': '1'
		});
		const session = openSession(lms.api, assignment, options());
		expect(session.state).toEqual({ kind: 'connected', resumed: true });
		expect(session.identity).toBe('s-042');
		expect(session.keeper?.load()).toEqual(kept);
		expect(lms.calls).toEqual(['LMSInitialize']);
		session.keeper?.save({ ...kept, answers: [right[0], right[1]] });
		lms.calls.length = 0;
		session.answered({ question: 1, part: 0, answer: right[1], latencyMs: 0 });
		expect(lms.calls.slice(0, 2)).toEqual([
			'cmi.interactions.1.id=q2-p1',
			'cmi.interactions.1.type=true-false'
		]);
	});

	it('passes on each value the LMS refuses, with its words', () => {
		const problems: LmsProblem[] = [];
		const lms = fakeLms({}, ['cmi.core.score.raw']);
		const session = openSession(lms.api, assignment, options(problems));
		session.keeper?.save({ seed, name: '', answers: [], advanced: 0 });
		expect(problems).toEqual([
			{ what: 'cmi.core.score.raw', code: '405', text: 'Incorrect data type' }
		]);
	});
});

describe('an LMS that throws or answers with booleans', () => {
	it('takes the boolean true as success and a throw as a failure it reports', () => {
		const problems: LmsProblem[] = [];
		const lms = fakeLms({});
		const api = {
			...lms.api,
			LMSInitialize: () => true as unknown as string,
			LMSCommit: () => {
				throw new Error('network down');
			}
		};
		const session = openSession(api, assignment, options(problems));
		expect(session.state).toEqual({ kind: 'connected', resumed: false });
		session.keeper?.save({ seed: '1-abcdefgh', name: '', answers: [], advanced: 0 });
		expect(problems).toEqual([{ what: 'LMSCommit', code: '0', text: 'No error' }]);
	});
});
