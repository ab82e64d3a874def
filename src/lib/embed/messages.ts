/**
 * The messages an embed (/embed/*) posts to the page that frames it: its height, so the course
 * page can size the iframe without scrollbars, and statements close to xAPI's (answered,
 * completed), so the course page can record a student's work. Pure builders and a type guard,
 * no window: post-to-parent.ts sends them, and docs/embed-messages.md documents every field.
 *
 * The statements follow xAPI 1.0.3 (verb, object, result, timestamp) but carry no actor: the
 * embed does not know who the student is, and the course page adds its own before it sends a
 * statement on to a learning record store.
 */

/** The protocol's version; every message carries it as `frontier`, so a listener can tell ours. */
export const FRONTIER_MESSAGES = 1;

/** xAPI verbs, by the IRIs ADL registered for them. */
export const VERBS = {
	answered: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { 'en-US': 'answered' } },
	completed: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } }
} as const;

/** xAPI activity types: one question, and the page of questions it belongs to. */
export const ACTIVITY_TYPES = {
	question: 'http://adlnet.gov/expapi/activities/cmi.interaction',
	assessment: 'http://adlnet.gov/expapi/activities/assessment'
} as const;

export type Verb = (typeof VERBS)[keyof typeof VERBS];

export interface Activity {
	/** An IRI: the page's address (origin, path and query), plus `#question-N` for a question. */
	readonly id: string;
	readonly definition: {
		readonly type: string;
		readonly name: { readonly 'en-US': string };
	};
}

export interface Score {
	readonly raw: number;
	readonly max: number;
	/** raw / max, in [0, 1]. */
	readonly scaled: number;
}

export interface AnsweredResult {
	readonly success: boolean;
	readonly response: string;
}

export interface CompletedResult {
	readonly success: boolean;
	readonly completion: true;
	readonly score: Score;
	/** ISO 8601, as xAPI writes durations: `PT95.25S`. */
	readonly duration?: string;
}

export interface Statement {
	readonly verb: Verb;
	readonly object: Activity;
	readonly result: AnsweredResult | CompletedResult;
	/** ISO 8601, UTC: when the student answered or finished. */
	readonly timestamp: string;
}

export interface HeightMessage {
	readonly frontier: typeof FRONTIER_MESSAGES;
	readonly type: 'height';
	/** The embed's document height in CSS pixels, a whole number rounded up. */
	readonly height: number;
}

export interface StatementMessage {
	readonly frontier: typeof FRONTIER_MESSAGES;
	readonly type: 'statement';
	readonly statement: Statement;
}

export type FrontierMessage = HeightMessage | StatementMessage;

/** What a page of questions says about one answer. */
export interface Answer {
	/** The page's address, without its fragment. */
	readonly page: string;
	/** The question's place on the page, from 1. */
	readonly number: number;
	/** The question as the student read it. */
	readonly question: string;
	/** The answer as the student gave it. */
	readonly response: string;
	readonly success: boolean;
}

/** What a page of questions says when the student has answered them all. */
export interface Completion {
	readonly page: string;
	/** The page's title. */
	readonly title: string;
	readonly raw: number;
	readonly max: number;
	readonly success: boolean;
	/** Time from the first question shown to the last answer, in milliseconds. */
	readonly durationMs?: number;
}

function nonNegative(value: number, what: string): void {
	if (!Number.isFinite(value) || value < 0) {
		throw new RangeError(`${what} must be a finite number, 0 or more, not ${value}.`);
	}
}

function timestamp(at: Date): string {
	if (Number.isNaN(at.getTime())) throw new RangeError('The timestamp must be a valid date.');
	return at.toISOString();
}

/** The height message for a document `height` pixels tall; throws a RangeError for a bad one. */
export function heightMessage(height: number): HeightMessage {
	nonNegative(height, 'A height');
	// Rounded up: a fraction of a pixel short would give the iframe a scrollbar.
	return { frontier: FRONTIER_MESSAGES, type: 'height', height: Math.ceil(height) };
}

/** The statement for one answer; throws a RangeError for a question number that is not 1, 2, … */
export function answeredStatement(answer: Answer, at: Date): StatementMessage {
	if (!Number.isInteger(answer.number) || answer.number < 1) {
		throw new RangeError(`A question number is 1 or more, not ${answer.number}.`);
	}
	return {
		frontier: FRONTIER_MESSAGES,
		type: 'statement',
		statement: {
			verb: VERBS.answered,
			object: {
				id: `${answer.page}#question-${answer.number}`,
				definition: { type: ACTIVITY_TYPES.question, name: { 'en-US': answer.question } }
			},
			result: { success: answer.success, response: answer.response },
			timestamp: timestamp(at)
		}
	};
}

/** xAPI's duration for `ms` milliseconds, to the hundredth of a second it keeps. */
export function isoDuration(ms: number): string {
	nonNegative(ms, 'A duration');
	return `PT${Math.round(ms / 10) / 100}S`;
}

/**
 * The statement for a finished page; throws a RangeError unless 0 ≤ raw ≤ max and max > 0 (the
 * scaled score, raw / max, must lie in [0, 1]).
 */
export function completedStatement(completion: Completion, at: Date): StatementMessage {
	const { raw, max, durationMs } = completion;
	nonNegative(raw, 'A raw score');
	nonNegative(max, 'A maximum score');
	if (max === 0 || raw > max) {
		throw new RangeError(`A score needs 0 ≤ raw ≤ max and max > 0, not ${raw} of ${max}.`);
	}
	const result: CompletedResult = {
		success: completion.success,
		completion: true,
		score: { raw, max, scaled: raw / max },
		...(durationMs === undefined ? {} : { duration: isoDuration(durationMs) })
	};
	return {
		frontier: FRONTIER_MESSAGES,
		type: 'statement',
		statement: {
			verb: VERBS.completed,
			object: {
				id: completion.page,
				definition: { type: ACTIVITY_TYPES.assessment, name: { 'en-US': completion.title } }
			},
			result,
			timestamp: timestamp(at)
		}
	};
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null;
}

/**
 * Whether `data` (a `message` event's) is one of ours: version 1, a height that is a whole
 * number of pixels, or a statement with one of our verbs. For a course page's listener; the
 * embeds themselves accept no messages.
 */
export function isFrontierMessage(data: unknown): data is FrontierMessage {
	if (!isRecord(data) || data.frontier !== FRONTIER_MESSAGES) return false;
	if (data.type === 'height') {
		return typeof data.height === 'number' && Number.isInteger(data.height) && data.height >= 0;
	}
	if (data.type !== 'statement' || !isRecord(data.statement)) return false;
	const { verb, object, result, timestamp } = data.statement;
	return (
		isRecord(verb) &&
		(verb.id === VERBS.answered.id || verb.id === VERBS.completed.id) &&
		isRecord(object) &&
		typeof object.id === 'string' &&
		isRecord(result) &&
		typeof result.success === 'boolean' &&
		typeof timestamp === 'string'
	);
}
