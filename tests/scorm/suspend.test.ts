import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Attempt } from '../../src/lib/practice/attempt';
import { readSuspendData, SUSPEND_LIMIT, suspendData } from '../../src/lib/scorm/suspend';
import { MessageError } from '../../src/lib/messages/message-error';
import { english } from '../i18n/english-messages';

describe('suspend data', () => {
	it('writes an attempt as versioned JSON', () => {
		const attempt: Attempt = {
			seed: '1-abcdefgh',
			name: 'Ada (s-1)',
			answers: [4, 0, 17],
			advanced: 2
		};
		expect(suspendData(attempt)).toBe(
			'{"v":1,"seed":"1-abcdefgh","name":"Ada (s-1)","answers":[4,0,17],"advanced":2}'
		);
	});

	it('reads back every attempt it writes', () => {
		fc.assert(
			fc.property(
				fc.string({ minLength: 1, maxLength: 40 }),
				fc.string({ maxLength: 60 }),
				fc.array(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { maxLength: 240 }),
				fc.boolean(),
				(seed, name, answers, shown) => {
					const advanced = shown && answers.length > 0 ? answers.length - 1 : answers.length;
					const attempt: Attempt = { seed, name, answers, advanced };
					expect(readSuspendData(suspendData(attempt))).toEqual(attempt);
				}
			)
		);
	});

	it(`keeps the largest attempt within SCORM 1.2's ${SUSPEND_LIMIT} characters`, () => {
		const largest: Attempt = {
			seed: 's'.repeat(40),
			// Characters JSON escapes take six each: the longest a name can write.
			name: '\u0001'.repeat(60),
			answers: Array.from({ length: 240 }, () => 2 ** 31 - 1),
			advanced: 240
		};
		const text = suspendData(largest);
		expect(text.length).toBe(3094);
		expect(text.length).toBeLessThanOrEqual(SUSPEND_LIMIT);
	});

	it('refuses an attempt past the limit with the reason', () => {
		const tooLong = { seed: 'x', name: '', answers: Array(500).fill(2 ** 31 - 1), advanced: 500 };
		let thrown: unknown = null;
		try {
			suspendData(tooLong);
		} catch (error) {
			thrown = error;
		}
		expect(thrown).toBeInstanceOf(MessageError);
		expect(english((thrown as MessageError).ref)).toBe(
			'The attempt takes 5555 characters; SCORM 1.2 keeps 4096.'
		);
	});

	it('reads nothing from data it did not write', () => {
		expect(readSuspendData('')).toBe(null);
		expect(readSuspendData('lesson=3')).toBe(null);
		expect(readSuspendData('{"seed":"a","name":"","answers":[],"advanced":0}')).toBe(null);
		expect(readSuspendData('{"v":2,"seed":"a","name":"","answers":[],"advanced":0}')).toBe(null);
		expect(readSuspendData('{"v":1,"seed":"a","name":"","answers":[1],"advanced":3}')).toBe(null);
		expect(readSuspendData('{"v":1,"seed":"a","name":"","answers":[],"advanced":0}')).toEqual({
			seed: 'a',
			name: '',
			answers: [],
			advanced: 0
		});
	});
});
