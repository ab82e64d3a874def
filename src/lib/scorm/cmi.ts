/**
 * The SCORM 1.2 data model values a package writes, computed from the attempt alone: what the
 * LMS's gradebook shows is then the same fact the result code carries and /teachers/check
 * recomputes. Pure: no window, no API; session.ts writes what these return.
 *
 * Formats follow the SCORM 1.2 run-time environment (RTE 3.4): CMIDecimal scores from 0 to 100,
 * CMITimespan `HHHH:MM:SS.SS` (hours 2 to 4 digits, seconds with up to two decimals), CMITime
 * `HH:MM:SS`, CMIIdentifier without spaces, the CMIVocabulary words for status, type and result.
 */

import { passes, type Assignment } from '../practice/assignment';
import type { Attempt } from '../practice/attempt';
import { MAX_NAME } from '../practice/attempt';
import type { Part, PracticeQuestion } from '../practice/question-spec';
import { answerText, judgePart } from '../practice/questions';

/** One data model element and the value to write to it. */
export type CmiValue = readonly [element: string, value: string];

/** What cmi.core.lesson_status says of an attempt. */
export type LessonStatus = 'incomplete' | 'passed' | 'failed';

/** An interaction's type (RTE 3.4.2.7.2) for each kind of part. */
export type InteractionType = 'true-false' | 'numeric' | 'fill-in';

/**
 * Why these types: SCORM 1.2's `choice` and `sequencing` take single characters (0–9, a–z) as
 * responses, and a part's nodes are numbered past that; `fill-in` takes the answer as text, the
 * same words /teachers/check shows ("node 12", "nodes 6, 2, 3", "boards 1 and 4").
 */
export const INTERACTION_TYPES: Readonly<Record<Part['kind'], InteractionType>> = {
	'yes-no': 'true-false',
	number: 'numeric',
	pick: 'fill-in',
	order: 'fill-in',
	'choose-set': 'fill-in',
	choice: 'fill-in'
};

/** CMIString255: the most a response holds in SCORM 1.2. */
export const MAX_RESPONSE = 255;

export interface AttemptScore {
	/** Parts right at the first try. */
	readonly right: number;
	/** Parts the assignment asks in all. */
	readonly parts: number;
	/** Parts answered so far. */
	readonly answered: number;
}

/** The score of an attempt on its questions: judged from the answers, as the checking page does. */
export function attemptScore(
	attempt: Pick<Attempt, 'answers'>,
	questions: readonly PracticeQuestion[]
): AttemptScore {
	let right = 0;
	let parts = 0;
	for (const question of questions) {
		for (let p = 0; p < question.parts.length; p++, parts++) {
			if (parts >= attempt.answers.length) continue;
			if (judgePart(question, p, attempt.answers[parts])?.correct === true) right += 1;
		}
	}
	return { right, parts, answered: Math.min(attempt.answers.length, parts) };
}

/**
 * `right` of `parts` as a percent with two decimals, rounded down: rounding down keeps the
 * percent at or above a whole-number pass mark exactly when the fraction is (passes()).
 */
export function scorePercent(right: number, parts: number): number {
	if (parts <= 0) return 0;
	return Math.floor((right * 10_000) / parts) / 100;
}

/** incomplete until every part is answered, then passed or failed against the pass mark. */
export function lessonStatus(assignment: Assignment, score: AttemptScore): LessonStatus {
	if (score.parts === 0 || score.answered < score.parts) return 'incomplete';
	return passes(assignment, score.right, score.parts) ? 'passed' : 'failed';
}

/** The score and status an attempt writes, in the order they are written. */
export function coreValues(assignment: Assignment, score: AttemptScore): CmiValue[] {
	return [
		['cmi.core.score.min', '0'],
		['cmi.core.score.max', '100'],
		['cmi.core.score.raw', String(scorePercent(score.right, score.parts))],
		['cmi.core.lesson_status', lessonStatus(assignment, score)]
	];
}

/** One answered part, as its interaction records it. */
export interface AnsweredPart {
	/** Which question (from 0) and which of its parts (from 0). */
	readonly question: number;
	readonly part: number;
	readonly answer: number;
	/** Milliseconds from the part being shown to its answer. */
	readonly latencyMs: number;
	/** When it was answered. */
	readonly at: Date;
}

/** An interaction's identifier: question and part, from 1 ("q2-p3"). */
export function interactionId(question: number, part: number): string {
	return `q${question + 1}-p${part + 1}`;
}

/** The student's response as SCORM 1.2 writes it for the part's interaction type. */
export function studentResponse(question: PracticeQuestion, part: number, answer: number): string {
	const kind = question.parts[part]?.kind;
	if (kind === 'yes-no' && (answer === 0 || answer === 1)) return answer === 1 ? 't' : 'f';
	if (kind === 'number') return String(answer);
	return answerText(question, part, answer).slice(0, MAX_RESPONSE);
}

/** The values of interaction `n` (cmi.interactions.n.*) for an answered part. */
export function interactionValues(
	n: number,
	question: PracticeQuestion,
	answered: AnsweredPart
): CmiValue[] {
	const kind = question.parts[answered.part]?.kind ?? 'pick';
	const verdict = judgePart(question, answered.part, answered.answer);
	const prefix = `cmi.interactions.${n}`;
	return [
		[`${prefix}.id`, interactionId(answered.question, answered.part)],
		[`${prefix}.type`, INTERACTION_TYPES[kind]],
		[`${prefix}.student_response`, studentResponse(question, answered.part, answered.answer)],
		[
			`${prefix}.result`,
			verdict === null ? 'unanticipated' : verdict.correct ? 'correct' : 'wrong'
		],
		[`${prefix}.latency`, cmiTimespan(answered.latencyMs)],
		[`${prefix}.time`, cmiTime(answered.at)]
	];
}

/** The longest CMITimespan: 9999 hours, 59 minutes, 59.99 seconds. */
const MAX_CENTISECONDS = (9999 * 3600 + 59 * 60 + 59) * 100 + 99;

/** A duration as CMITimespan, `HHHH:MM:SS.SS` with hours of at least two digits ("00:01:05.25"). */
export function cmiTimespan(ms: number): string {
	const total = Math.min(MAX_CENTISECONDS, Math.max(0, Math.round(ms / 10)));
	const hours = Math.floor(total / 360_000);
	const minutes = Math.floor(total / 6_000) % 60;
	const seconds = Math.floor(total / 100) % 60;
	const centis = total % 100;
	const two = (value: number): string => String(value).padStart(2, '0');
	return `${two(hours)}:${two(minutes)}:${two(seconds)}.${two(centis)}`;
}

/** A time of day (the student's clock) as CMITime, `HH:MM:SS`. */
export function cmiTime(at: Date): string {
	const two = (value: number): string => String(value).padStart(2, '0');
	return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/**
 * The student's identity from the LMS: "Name (id)", or whichever of the two the LMS gives. The
 * id keeps two students of one name apart and the name makes the result code readable; the
 * whole is cut to the length an attempt keeps (the name is cut, never the id). '' when the
 * LMS gives neither.
 */
export function learnerIdentity(studentName: string, studentId: string): string {
	const name = studentName.replace(/\s+/gu, ' ').trim();
	const id = studentId.trim().slice(0, MAX_NAME);
	if (id === '') return name.slice(0, MAX_NAME);
	if (name === '') return id;
	const room = MAX_NAME - id.length - 3;
	return room <= 0 ? id : `${name.slice(0, room).trim()} (${id})`;
}
