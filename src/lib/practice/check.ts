/**
 * Checking result codes: the teacher's side of an assignment. A code is read, its assignment
 * and seed draw the same questions the student saw, and every answer is judged again by the
 * engine. A code whose score or answers were changed by hand shows as not matching: either its
 * check fails (most edits) or the score it claims is not what its answers earn.
 *
 * What this proves: the answers in the code earn the score it claims, on the questions its seed
 * draws. What it cannot prove: who worked them out, or how (the playground is one click away).
 */

import {
	assignmentQuery,
	assignmentQuestions,
	readAssignment,
	type Assignment
} from './assignment';
import type { PracticeQuestion } from './question-spec';
import { answerText, drawQuestion, judgePart } from './questions';
import { readResultCode, type PracticeResult } from './result-code';
import { replayChallenge } from '../challenge/replay';
import type { PracticeVerdict } from './question-spec';
import { message, type MessageRef } from '../messages';
import { MessageError } from '../messages/message-error';

export type CheckStatus =
	/** Every answer judged, and the score claimed is the score earned. */
	| 'matches'
	/** The code reads, but its claim does not hold: an edited code. */
	| 'edited'
	/** The code is fine but from another assignment than the one being checked. */
	| 'other-assignment'
	/** The code does not read at all (damaged, cut short, not a code). */
	| 'unreadable'
	/** A challenge too long to replay on the checking page. */
	| 'unchecked';

export interface CheckedAnswer {
	readonly question: number;
	readonly part: number;
	readonly given: number;
	/** The answer as a teacher reads it: "node 4", "12", "yes", "nodes 6, 2, 3". */
	readonly text: string;
	/** null: the answer names nothing the question offers. */
	readonly verdict: PracticeVerdict | null;
}

export interface CheckedCode {
	readonly status: CheckStatus;
	/** Why it does not match (null when it does). */
	readonly message: MessageRef | null;
	readonly result: PracticeResult | null;
	readonly assignment: Assignment | null;
	/** The score the engine gives the answers. */
	readonly earned: number;
	/** How many answers the assignment asks for. */
	readonly parts: number;
	readonly answers: readonly CheckedAnswer[];
	/** What the code is for, when it is not an assignment: "Challenge: A* search on …". */
	readonly label?: MessageRef;
}

/** The questions a student with `seed` was asked. */
export function questionsFor(assignment: Assignment, seed: string): PracticeQuestion[] {
	return assignmentQuestions(assignment, seed).map(drawQuestion);
}

/**
 * Checks one code. With `expectedKey`, a code for another assignment key is said to be so.
 * Never throws: a code the engine cannot replay reads as edited, with the reason.
 */
export function checkCode(code: string, expectedKey = ''): CheckedCode {
	const read = readResultCode(code);
	if (!read.ok) return empty('unreadable', read.message, null, null);
	const result = read.result;
	if (result.assignment.startsWith('challenge?')) return checkChallenge(result, expectedKey);
	const { assignment, notices } = readAssignment(new URLSearchParams(result.assignment));
	// The page writes the assignment in one spelling; any other was written by hand.
	if (notices.length > 0 || assignmentQuery(assignment) !== result.assignment) {
		return empty('edited', message('course_check_assignment_edited', {}), result, assignment);
	}
	if (expectedKey !== '' && assignment.key !== expectedKey) {
		const name = assignment.key || assignment.title;
		return empty(
			'other-assignment',
			name === ''
				? message('course_check_other_practice', { expected: expectedKey })
				: message('course_check_other_assignment', { name, expected: expectedKey }),
			result,
			assignment
		);
	}
	if (assignment.seed !== '' && result.seed !== assignment.seed) {
		return empty('edited', message('course_check_seed_edited', {}), result, assignment);
	}
	let questions: PracticeQuestion[];
	try {
		questions = questionsFor(assignment, result.seed);
	} catch (error) {
		// A drawing's errors are for programmers (practice/draw-errors.ts), said as they are.
		const why =
			error instanceof MessageError
				? error.ref
				: message('notice_text', {
						text: error instanceof Error ? error.message : String(error)
					});
		return empty('edited', message('course_check_undrawable', { why }), result, assignment);
	}
	const answers: CheckedAnswer[] = [];
	let index = 0;
	for (const [q, question] of questions.entries()) {
		for (let p = 0; p < question.parts.length; p++, index++) {
			if (index >= result.answers.length) continue;
			const given = result.answers[index];
			answers.push({
				question: q,
				part: p,
				given,
				text: answerText(question, p, given),
				verdict: judgePart(question, p, given)
			});
		}
	}
	return judged(result, assignment, answers, index);
}

/** A challenge's code: its answers judged again by replaying the challenge its link names. */
function checkChallenge(result: PracticeResult, expectedKey: string): CheckedCode {
	const replay = replayChallenge(result.assignment, result.answers);
	const { label } = replay;
	if (expectedKey !== '') {
		const other = message('course_check_challenge_other', { expected: expectedKey });
		return { ...empty('other-assignment', other, result, null), label };
	}
	if (!replay.ok) {
		return { ...empty(replay.status, replay.reason, result, null), label };
	}
	const answers = replay.verdicts.map((verdict, question) => ({
		question,
		part: 0,
		given: result.answers[question],
		text: String(result.answers[question]),
		verdict
	}));
	return { ...judged(result, null, answers, replay.asked), label };
}

/** The verdict on judged answers: they must be as many as asked, and earn the score claimed. */
function judged(
	result: PracticeResult,
	assignment: Assignment | null,
	answers: readonly CheckedAnswer[],
	parts: number
): CheckedCode {
	const earned = answers.filter((answer) => answer.verdict?.correct === true).length;
	const problems: MessageRef[] = [];
	if (result.answers.length !== parts) {
		problems.push(message('course_check_answer_count', { count: result.answers.length, parts }));
	}
	const unnamed = answers.filter((answer) => answer.verdict === null).length;
	if (unnamed > 0) problems.push(message('course_check_unnamed', { count: unnamed }));
	if (result.score !== earned) {
		problems.push(message('course_check_score', { claimed: result.score, earned }));
	}
	return {
		status: problems.length === 0 ? 'matches' : 'edited',
		message:
			problems.length === 0
				? null
				: message('course_check_mismatch', { problems: problemList(problems) }),
		result,
		assignment,
		earned,
		parts,
		answers
	};
}

/** Problems one after another: "a; b; c". Precondition: at least one. */
function problemList(problems: readonly MessageRef[]): MessageRef {
	return problems
		.slice(0, -1)
		.reduceRight(
			(rest, first) => message('course_check_problems', { first, rest }),
			problems[problems.length - 1]
		);
}

function empty(
	status: CheckStatus,
	why: MessageRef | null,
	result: PracticeResult | null,
	assignment: Assignment | null
): CheckedCode {
	return { status, message: why, result, assignment, earned: 0, parts: 0, answers: [] };
}
