import { describe, expect, it } from 'vitest';
import {
	answeredStatement,
	completedStatement,
	heightMessage,
	isFrontierMessage,
	isoDuration
} from '$lib/embed/messages';

const PAGE = 'https://frontier.example/embed/practice?v=1&seed=7';
const AT = new Date(Date.UTC(2025, 2, 14, 9, 26, 53, 589));

describe('height messages', () => {
	it('carry the height in whole pixels, rounded up', () => {
		expect(heightMessage(812)).toEqual({ frontier: 1, type: 'height', height: 812 });
		expect(heightMessage(811.2)).toEqual({ frontier: 1, type: 'height', height: 812 });
		expect(heightMessage(0)).toEqual({ frontier: 1, type: 'height', height: 0 });
	});

	it('refuse a height that is not a finite number, 0 or more', () => {
		for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
			expect(() => heightMessage(bad)).toThrow(RangeError);
		}
	});
});

describe('answered statements', () => {
	it('name the question, the response and whether it was right', () => {
		const answer = {
			page: PAGE,
			number: 3,
			question: 'Which frontier entry does A* expand next?',
			response: '2',
			success: false
		};
		expect(answeredStatement(answer, AT)).toEqual({
			frontier: 1,
			type: 'statement',
			statement: {
				verb: {
					id: 'http://adlnet.gov/expapi/verbs/answered',
					display: { 'en-US': 'answered' }
				},
				object: {
					id: 'https://frontier.example/embed/practice?v=1&seed=7#question-3',
					definition: {
						type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
						name: { 'en-US': 'Which frontier entry does A* expand next?' }
					}
				},
				result: { success: false, response: '2' },
				timestamp: '2025-03-14T09:26:53.589Z'
			}
		});
	});

	it('refuse a question number that is not 1, 2, 3, …', () => {
		const answer = { page: PAGE, question: 'q', response: 'r', success: true };
		expect(() => answeredStatement({ ...answer, number: 0 }, AT)).toThrow(RangeError);
		expect(() => answeredStatement({ ...answer, number: 1.5 }, AT)).toThrow(RangeError);
		expect(() => answeredStatement({ ...answer, number: 1 }, new Date(Number.NaN))).toThrow(
			RangeError
		);
	});
});

describe('completed statements', () => {
	const completion = { page: PAGE, title: 'Practice: A* — Frontier', success: true };

	it('give the score raw, of max and scaled, and the duration when known', () => {
		expect(completedStatement({ ...completion, raw: 9, max: 12, durationMs: 95_254 }, AT)).toEqual({
			frontier: 1,
			type: 'statement',
			statement: {
				verb: {
					id: 'http://adlnet.gov/expapi/verbs/completed',
					display: { 'en-US': 'completed' }
				},
				object: {
					id: 'https://frontier.example/embed/practice?v=1&seed=7',
					definition: {
						type: 'http://adlnet.gov/expapi/activities/assessment',
						name: { 'en-US': 'Practice: A* — Frontier' }
					}
				},
				result: {
					success: true,
					completion: true,
					score: { raw: 9, max: 12, scaled: 0.75 },
					duration: 'PT95.25S'
				},
				timestamp: '2025-03-14T09:26:53.589Z'
			}
		});
	});

	it('leave the duration out when it is not given', () => {
		const message = completedStatement({ ...completion, raw: 0, max: 4, success: false }, AT);
		expect(message.statement.result).toEqual({
			success: false,
			completion: true,
			score: { raw: 0, max: 4, scaled: 0 }
		});
	});

	it('refuse scores outside 0 ≤ raw ≤ max with max > 0, and bad durations', () => {
		for (const [raw, max] of [
			[5, 4],
			[-1, 4],
			[0, 0],
			[Number.NaN, 4],
			[1, Number.POSITIVE_INFINITY]
		]) {
			expect(() => completedStatement({ ...completion, raw, max }, AT)).toThrow(RangeError);
		}
		expect(() => completedStatement({ ...completion, raw: 1, max: 2, durationMs: -5 }, AT)).toThrow(
			RangeError
		);
	});

	it('write durations as xAPI does, to the hundredth of a second', () => {
		expect([isoDuration(0), isoDuration(1_004), isoDuration(61_236)]).toEqual([
			'PT0S',
			'PT1S',
			'PT61.24S'
		]);
	});
});

describe('isFrontierMessage', () => {
	it('accepts what the builders make', () => {
		expect(isFrontierMessage(heightMessage(300))).toBe(true);
		expect(
			isFrontierMessage(
				answeredStatement(
					{ page: PAGE, number: 1, question: 'q', response: 'r', success: true },
					AT
				)
			)
		).toBe(true);
		expect(
			isFrontierMessage(
				completedStatement({ page: PAGE, title: 't', raw: 1, max: 1, success: true }, AT)
			)
		).toBe(true);
	});

	it('refuses anything else', () => {
		const statement = answeredStatement(
			{ page: PAGE, number: 1, question: 'q', response: 'r', success: true },
			AT
		);
		for (const data of [
			null,
			'height',
			{ type: 'height', height: 300 },
			{ frontier: 2, type: 'height', height: 300 },
			{ frontier: 1, type: 'height', height: -1 },
			{ frontier: 1, type: 'height', height: 300.5 },
			{ frontier: 1, type: 'resize', height: 300 },
			{ frontier: 1, type: 'statement' },
			{
				...statement,
				statement: { ...statement.statement, verb: { id: 'http://adlnet.gov/expapi/verbs/passed' } }
			},
			{ ...statement, statement: { ...statement.statement, result: { response: 'r' } } }
		]) {
			expect(isFrontierMessage(data)).toBe(false);
		}
	});
});
