/**
 * The attempt kept in the LMS: cmi.suspend_data, which the LMS stores between sessions and gives
 * back on the next launch in any browser (so a student who leaves and comes back keeps every
 * answer). SCORM 1.2 holds at most 4,096 characters there (CMIString4096).
 *
 * The text is JSON: {"v":1,"seed":…,"name":…,"answers":[…],"advanced":…}. The largest attempt
 * (240 answers of ten digits, a 40-character seed, a 60-character name JSON escapes whole) takes 3,094
 * characters, so every attempt fits; suspendData still refuses one that would not.
 */

import { readAttempt, type Attempt } from '../practice/attempt';
import { message } from '../messages';
import { MessageError } from '../messages/message-error';

/** SCORM 1.2's limit on cmi.suspend_data. */
export const SUSPEND_LIMIT = 4096;

const VERSION = 1;

/** The attempt as suspend data; throws a RangeError if it would pass SCORM 1.2's limit. */
export function suspendData(attempt: Attempt): string {
	const text = JSON.stringify({
		v: VERSION,
		seed: attempt.seed,
		name: attempt.name,
		answers: attempt.answers,
		advanced: attempt.advanced
	});
	if (text.length > SUSPEND_LIMIT) {
		throw new MessageError(
			message('files_scorm_suspend_too_long', { count: text.length, limit: SUSPEND_LIMIT })
		);
	}
	return text;
}

/** The attempt kept in suspend data, or null for '' or anything this package did not write. */
export function readSuspendData(text: string): Attempt | null {
	if (text.trim() === '') return null;
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		return null;
	}
	if (typeof value !== 'object' || value === null || (value as { v?: unknown }).v !== VERSION) {
		return null;
	}
	return readAttempt(value);
}
