/**
 * One launch of the package inside an LMS: LMSInitialize, the student's identity and kept
 * attempt read from the data model, the score, status, suspend data and one interaction per
 * answer written and committed as the student goes, and LMSFinish when the page goes away.
 *
 * With no LMS (the launch page opened on its own, or an LMS that refuses to initialise) the
 * session says so and gives no identity and no keeper: the practice then runs as plain practice,
 * its attempt kept in the browser. Errors the LMS reports are passed on as facts (element, code,
 * the LMS's own words); the page words them.
 */

import type { Assignment } from '../practice/assignment';
import type { Attempt, AttemptKeeper } from '../practice/attempt';
import { questionsFor } from '../practice/check';
import type { PracticeQuestion } from '../practice/question-spec';
import type { Scorm12Api } from './api';
import type { MessageRef } from '../messages';
import { MessageError } from '../messages/message-error';
import {
	attemptScore,
	cmiTimespan,
	coreValues,
	interactionValues,
	learnerIdentity,
	lessonStatus,
	type AnsweredPart,
	type CmiValue
} from './cmi';
import { readSuspendData, suspendData } from './suspend';

export type SessionState =
	/** No API object was found around the page. */
	| { readonly kind: 'no-lms' }
	/** The LMS's API was found, but LMSInitialize failed. */
	| { readonly kind: 'refused'; readonly code: string; readonly text: string }
	/** Initialised: `resumed` when the LMS gave back an attempt this package kept. */
	| { readonly kind: 'connected'; readonly resumed: boolean };

/** A call the LMS answered with an error. */
export interface LmsProblem {
	/** The call, or the element written ("cmi.core.score.raw"). */
	readonly what: string;
	/** The LMS's error code; '' for a value this package would not write (too long). */
	readonly code: string;
	/**
	 * The LMS's words for the error code (LMSGetErrorString), '' if it gives none; this
	 * package's own reason, as a message, for a value it would not write.
	 */
	readonly text: string | MessageRef;
}

export interface ScormSession {
	readonly state: SessionState;
	/** The student as the LMS names them (cmi.ts learnerIdentity), or undefined with no LMS. */
	readonly identity: string | undefined;
	/** Keeps the attempt in cmi.suspend_data (and writes the score with it); undefined with no LMS. */
	readonly keeper: AttemptKeeper | undefined;
	/** Records an answered part as the next interaction and commits. */
	answered(part: Omit<AnsweredPart, 'at'>): void;
	/** Writes the session time, commits and calls LMSFinish; later calls do nothing. */
	finish(): void;
}

export interface SessionOptions {
	/** Milliseconds on a steady clock (performance.now on the page). */
	readonly now: () => number;
	/** The wall clock, for each interaction's time of day. */
	readonly clock: () => Date;
	/** Hears each error the LMS reports. */
	readonly onproblem?: (problem: LmsProblem) => void;
}

/** Opens a session with `api` (null: none was found) for `assignment`. */
export function openSession(
	api: Scorm12Api | null,
	assignment: Assignment,
	options: SessionOptions
): ScormSession {
	const plain = (state: SessionState): ScormSession => ({
		state,
		identity: undefined,
		keeper: undefined,
		answered: () => {},
		finish: () => {}
	});
	if (api === null) return plain({ kind: 'no-lms' });
	if (!succeeds(() => api.LMSInitialize(''))) {
		const code = lastError(api);
		return plain({ kind: 'refused', code, text: safeErrorString(api, code) });
	}

	const started = options.now();
	let finished = false;
	let attempt: Attempt | null = null;
	let questions: { seed: string; list: PracticeQuestion[] } | null = null;

	const problem = (what: string): void => {
		const code = lastError(api);
		options.onproblem?.({ what, code, text: safeErrorString(api, code) });
	};
	const get = (element: string): string => {
		try {
			const value = api.LMSGetValue(element);
			// An element the LMS does not keep answers '' with an error code; '' is what we mean too.
			return typeof value === 'string' ? value : '';
		} catch {
			return '';
		}
	};
	const set = (values: readonly CmiValue[]): void => {
		for (const [element, value] of values) {
			if (!succeeds(() => api.LMSSetValue(element, value))) problem(element);
		}
	};
	const commit = (): void => {
		set([['cmi.core.session_time', cmiTimespan(options.now() - started)]]);
		if (!succeeds(() => api.LMSCommit(''))) problem('LMSCommit');
	};
	const questionsOf = (seed: string): PracticeQuestion[] => {
		if (questions === null || questions.seed !== seed) {
			questions = { seed, list: questionsFor(assignment, seed) };
		}
		return questions.list;
	};

	const identity = learnerIdentity(get('cmi.core.student_name'), get('cmi.core.student_id'));
	const kept = readSuspendData(get('cmi.suspend_data'));
	if (get('cmi.core.lesson_status') === 'not attempted') {
		set([['cmi.core.lesson_status', 'incomplete']]);
	}

	const keeper: AttemptKeeper = {
		load: () => kept,
		save(next) {
			if (finished) return;
			attempt = next;
			let data: string;
			try {
				data = suspendData(next);
			} catch (error) {
				options.onproblem?.({
					what: 'cmi.suspend_data',
					code: '',
					text:
						error instanceof MessageError
							? error.ref
							: error instanceof Error
								? error.message
								: String(error)
				});
				return;
			}
			set([['cmi.suspend_data', data]]);
			let questionList: PracticeQuestion[];
			try {
				questionList = questionsOf(next.seed);
			} catch {
				// The practice says itself that a question cannot be drawn; the attempt is still kept.
				commit();
				return;
			}
			const score = attemptScore(next, questionList);
			const done = lessonStatus(assignment, score) !== 'incomplete';
			set([
				...coreValues(assignment, score),
				// suspend: the student means to come back, so the LMS gives the attempt back;
				// '' once every part is answered (a normal exit).
				['cmi.core.exit', done ? '' : 'suspend']
			]);
			commit();
		}
	};

	return {
		state: { kind: 'connected', resumed: kept !== null },
		identity: identity === '' ? undefined : identity,
		keeper,
		answered(part) {
			if (finished || attempt === null) return;
			const question = questionsOf(attempt.seed)[part.question];
			if (question === undefined) return;
			// Interactions are journaled: each answer is the next one, after those of earlier sessions.
			const count = Number(get('cmi.interactions._count'));
			const n = Number.isInteger(count) && count >= 0 ? count : 0;
			set(interactionValues(n, question, { ...part, at: options.clock() }));
			commit();
		},
		finish() {
			if (finished) return;
			finished = true;
			commit();
			if (!succeeds(() => api.LMSFinish(''))) problem('LMSFinish');
		}
	};
}

/**
 * Whether an API call succeeded: SCORM 1.2 answers "true", some LMSs the boolean. A call that
 * throws failed; the practice must go on either way.
 */
function succeeds(call: () => unknown): boolean {
	try {
		return String(call()) === 'true';
	} catch {
		return false;
	}
}

/** The LMS's last error code, '' when it cannot say. */
function lastError(api: Scorm12Api): string {
	try {
		return String(api.LMSGetLastError());
	} catch {
		return '';
	}
}

/** The LMS's words for an error code; '' when it has none (or throws). */
function safeErrorString(api: Scorm12Api, code: string): string {
	try {
		const text = api.LMSGetErrorString(code);
		return typeof text === 'string' ? text : '';
	} catch {
		return '';
	}
}
