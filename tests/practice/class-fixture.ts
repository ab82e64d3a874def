/**
 * A class for tests and the bench: students' result codes made in Node as the practice page
 * makes them (a personal seed from the assignment and the name, the questions that seed draws,
 * answers some right and some wrong, the score they earn), and a roster CSV around them.
 * Deterministic: the same call gives the same class.
 */

import { assignmentQuery, readAssignment } from '../../src/lib/practice/assignment';
import { questionsFor } from '../../src/lib/practice/check';
import { personalSeed } from '../../src/lib/practice/identity';
import type { Part } from '../../src/lib/practice/question-spec';
import { expectedAnswer } from '../../src/lib/practice/questions';
import { resultCode } from '../../src/lib/practice/result-code';

/** Three questions of five parts in all: a 3-step A* simulation, a path cost and a heuristic. */
export const CLASS_ASSIGNMENT = assignmentQuery(
	readAssignment(
		new URLSearchParams('v=1&types=simulate,path-cost,heuristic&n=3&title=Week 3: A*&key=w3')
	).assignment
);

/** A wrong answer the part still offers (so the code matches, with that part wrong). */
export function wrongAnswer(part: Part): number {
	const right = expectedAnswer(part);
	switch (part.kind) {
		case 'pick':
			return part.question.choices.find((choice) => choice.id !== right)?.id ?? right;
		case 'yes-no':
			return 1 - right;
		case 'number':
			return right + 1;
		default:
			return right === 0 ? 1 : 0;
	}
}

export interface FixtureStudent {
	readonly name: string;
	readonly email: string;
	readonly code: string;
	/** Parts right at the first try. */
	readonly score: number;
	readonly parts: number;
	/** For each part in order, whether it was answered right. */
	readonly right: readonly boolean[];
}

/**
 * The code of `name`'s attempt `attempt`, with the parts `wrongAt(partIndex)` says answered
 * wrong. `seedOf` lets a test hand in another identity's seed (a copied attempt).
 */
export function studentCode(
	name: string,
	wrongAt: (part: number) => boolean,
	options: { assignment?: string; attempt?: number; seedName?: string } = {}
): FixtureStudent {
	const assignment = options.assignment ?? CLASS_ASSIGNMENT;
	const seed = personalSeed(assignment, options.seedName ?? name, options.attempt ?? 1);
	const parsed = readAssignment(new URLSearchParams(assignment)).assignment;
	const answers: number[] = [];
	const right: boolean[] = [];
	for (const question of questionsFor(parsed, seed)) {
		for (const part of question.parts) {
			const wrong = wrongAt(answers.length);
			answers.push(wrong ? wrongAnswer(part) : expectedAnswer(part));
			right.push(!wrong);
		}
	}
	const score = right.filter(Boolean).length;
	const code = resultCode({ assignment, seed, name, score, answers });
	return { name, email: emailOf(name), code, score, parts: answers.length, right };
}

function emailOf(name: string): string {
	return `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@school.example`;
}

const FIRST = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo'];
const LAST = [
	'Lima',
	'Okafor',
	'Park',
	'Quist',
	'Reyes',
	'Sato',
	'Tran',
	'Ueda',
	'Vance',
	'Wolf',
	'Xu',
	'Young',
	'Zed',
	'Abbot',
	'Brandt'
];

/** The n-th student's name (150 distinct names before any repeats with a number). */
export function studentName(n: number): string {
	const base = `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`;
	const round = Math.floor(n / (FIRST.length * LAST.length));
	return round === 0 ? base : `${base} ${round + 1}`;
}

/**
 * Which parts student n gets wrong: a fixed pattern over (n, part), so that scores spread from
 * 0 to 5 and each part has its own share right.
 */
export function fixtureWrong(n: number): (part: number) => boolean {
	return (part) => (n * 7 + part * 3) % (part + 4) === 0 || (n + 2 * part) % 11 === 0;
}

/** `count` students of CLASS_ASSIGNMENT, each with their own seed. */
export function fixtureClass(count: number): FixtureStudent[] {
	return Array.from({ length: count }, (_, n) => studentCode(studentName(n), fixtureWrong(n)));
}

export interface FixtureRoster {
	/** The roster as an LMS exports it: a header, 150 student rows, one junk line among them. */
	readonly csv: string;
	readonly students: readonly FixtureStudent[];
	/** Roster lines (1-based, the header is line 1) of each planted problem. */
	readonly missingLines: readonly number[];
	readonly duplicateLines: readonly number[];
	readonly copiedLine: number;
	/** The line whose attempt was copied (its seed is in the copy). */
	readonly copiedFromLine: number;
	readonly junkLine: number;
}

export const JUNK_LINE = 'hello world';

/**
 * A roster of `count` students (header Name, Email, Section, Code), with two students missing
 * (no code), one code handed in twice (the 31st student's code on the 32nd's row too), one
 * copied attempt (the 41st student hands in the 42nd's attempt under their own name) and one
 * junk line after the 51st row.
 */
export function fixtureRoster(count = 150): FixtureRoster {
	const students = fixtureClass(count).map((student) => ({ ...student }));
	const copied = studentCode(students[40].name, fixtureWrong(41), { seedName: students[41].name });
	students[40] = copied;
	const lines = ['Name,Email,Section,Code'];
	const missing = new Set([10, 20]);
	for (const [n, student] of students.entries()) {
		const code = missing.has(n) ? '' : n === 31 ? students[30].code : student.code;
		lines.push(`${student.name},${student.email},Group ${'AB'[n % 2]},${code}`);
		if (n === 50) lines.push(JUNK_LINE);
	}
	// Line numbers: the header is line 1, student n is on line n + 2 (n + 3 after the junk line).
	const lineOf = (n: number): number => (n <= 50 ? n + 2 : n + 3);
	return {
		csv: lines.join('\n') + '\n',
		students,
		missingLines: [lineOf(10), lineOf(20)],
		duplicateLines: [lineOf(30), lineOf(31)],
		copiedLine: lineOf(40),
		copiedFromLine: lineOf(41),
		junkLine: 53
	};
}
