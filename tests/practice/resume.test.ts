import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isFurther, type Attempt } from '../../src/lib/practice/attempt';
import { personalSeed } from '../../src/lib/practice/identity';
import {
	fragmentOf,
	readResumeCode,
	resumeCode,
	resumeCodeOfFragment
} from '../../src/lib/practice/resume';
import { resultCode } from '../../src/lib/practice/result-code';

const ASSIGNMENT = 'v=1&types=simulate&n=3&title=Week+3';
const ATTEMPT: Attempt = {
	seed: personalSeed(ASSIGNMENT, 'Ana Lima', 1),
	name: 'Ana Lima',
	answers: [3, 0, 2_147_483_647],
	advanced: 2
};

describe('resume codes', () => {
	it('give back the attempt they were made from', () => {
		const code = resumeCode(ASSIGNMENT, ATTEMPT);
		expect(code).toMatch(/^FA1-[A-Za-z0-9_-]+$/);
		expect(readResumeCode(ASSIGNMENT, code)).toEqual({ ok: true, attempt: ATTEMPT });
		// Spaces around a pasted code are not part of it.
		expect(readResumeCode(ASSIGNMENT, `  ${code}\n`)).toEqual({ ok: true, attempt: ATTEMPT });
	});

	it('round-trip any attempt a page keeps', () => {
		const attempts = fc
			.record({
				seed: fc.string({ minLength: 1, maxLength: 20 }),
				name: fc.string({ maxLength: 60 }),
				answers: fc.array(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { maxLength: 40 }),
				moved: fc.boolean()
			})
			.map(({ seed, name, answers, moved }) => ({
				seed,
				name,
				answers,
				advanced: answers.length > 0 && !moved ? answers.length - 1 : answers.length
			}));
		fc.assert(
			fc.property(attempts, (attempt) => {
				expect(readResumeCode(ASSIGNMENT, resumeCode(ASSIGNMENT, attempt))).toEqual({
					ok: true,
					attempt
				});
			})
		);
	});

	it('say why a text is not one to resume', () => {
		const code = resumeCode(ASSIGNMENT, ATTEMPT);
		const problem = (text: string, assignment = ASSIGNMENT): unknown => {
			const read = readResumeCode(assignment, text);
			return read.ok ? 'read' : read.problem;
		};
		expect(problem('')).toBe('empty');
		expect(problem('  \n')).toBe('empty');
		expect(problem('hello world')).toBe('not-a-resume-code');
		expect(
			problem(resultCode({ assignment: ASSIGNMENT, seed: 's', name: 'A', score: 0, answers: [] }))
		).toBe('result-code');
		expect(problem(`FA2-${code.slice(4)}`)).toBe('other-version');
		expect(problem(code.slice(0, -3))).toBe('damaged');
		expect(problem(`${code.slice(0, 10)}${code[10] === 'A' ? 'B' : 'A'}${code.slice(11)}`)).toBe(
			'damaged'
		);
		expect(problem(`${code.slice(0, -1)}!`)).toBe('damaged');
		expect(problem('FA1-')).toBe('damaged');
		expect(problem(code, `${ASSIGNMENT}&key=b`)).toBe('other-assignment');
		// Whole and checked, but not an attempt: moved past more parts than answered.
		expect(problem(resumeCode(ASSIGNMENT, { ...ATTEMPT, advanced: 7 }))).toBe('not-an-attempt');
		expect(problem(resumeCode(ASSIGNMENT, { ...ATTEMPT, seed: '' }))).toBe('not-an-attempt');
	});

	it('travel in a link’s fragment', () => {
		const code = resumeCode(ASSIGNMENT, ATTEMPT);
		expect(fragmentOf(code)).toBe(`#attempt=${code}`);
		expect(resumeCodeOfFragment(fragmentOf(code))).toBe(code);
		expect(resumeCodeOfFragment(`#top&attempt=${code}`)).toBe(code);
		expect(resumeCodeOfFragment('')).toBeNull();
		expect(resumeCodeOfFragment('#attempt=')).toBeNull();
		expect(resumeCodeOfFragment('#section-2')).toBeNull();
	});
});

describe('which attempt is further', () => {
	const empty: Attempt = { seed: 'abcdefgh', name: '', answers: [], advanced: 0 };
	const finished: Attempt = { ...ATTEMPT, answers: [1, 2, 3], advanced: 3 };

	it('counts answers given, so an attempt with none never blocks another', () => {
		expect(isFurther(finished, empty)).toBe(true);
		expect(isFurther(finished, null)).toBe(true);
		expect(isFurther(empty, finished)).toBe(false);
		expect(isFurther({ ...finished, answers: [1, 2], advanced: 2 }, finished)).toBe(false);
		expect(isFurther(finished, { ...finished, answers: [1, 2], advanced: 2 })).toBe(true);
	});

	it('breaks a tie of answers by the parts moved past, and keeps what is here on a full tie', () => {
		expect(isFurther(finished, { ...finished, advanced: 2 })).toBe(true);
		expect(isFurther({ ...finished, advanced: 2 }, finished)).toBe(false);
		expect(isFurther(finished, finished)).toBe(false);
	});
});
