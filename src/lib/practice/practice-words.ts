/**
 * Small pieces of practice's sentences that many questions share: the verdicts' headlines and
 * lists of words, as messages (messages/practice/*.json).
 */

import { message, type MessageRef } from '../messages';
import type { PracticeText } from './question-spec';

/** "Right." */
export const RIGHT: MessageRef = message('practice_right', {});

/** "Not quite: it is 7." — the answer a wrong one should have been. */
export function notQuite(answer: PracticeText | number): MessageRef {
	return message('practice_not_quite', { answer });
}

/**
 * Items listed one after the other: "A, B, C" (Chinese "A、B、C"). Null for no item: a caller
 * says what an empty list means in its own sentence.
 */
export function listText(items: readonly (PracticeText | number)[]): PracticeText | null {
	if (items.length === 0) return null;
	const [last, ...before] = [...items].reverse();
	let text: PracticeText = typeof last === 'number' ? String(last) : last;
	for (const item of before) {
		text = message('practice_list', {
			first: typeof item === 'number' ? String(item) : item,
			rest: text
		});
	}
	return text;
}

/** Terms added up: "2 + 1 + 3". Null for no term. */
export function sumText(terms: readonly PracticeText[]): PracticeText | null {
	if (terms.length === 0) return null;
	const [last, ...before] = [...terms].reverse();
	let text: PracticeText = last;
	for (const term of before) text = message('practice_plus', { first: term, rest: text });
	return text;
}

/** Items with "and" before the last: "A, C and F" (Spanish "A, C y F", Chinese "A、C 和 F"); "none". */
export function andList(items: readonly string[]): MessageRef {
	if (items.length === 0) return message('practice_none', {});
	if (items.length === 1) return message('practice_one', { item: items[0] });
	const last = items[items.length - 1];
	const before = listText(items.slice(0, -1)) ?? '';
	return message('practice_and', { first: before, last });
}
