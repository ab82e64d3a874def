/**
 * Lets a test that pins a sentence in English compare it with the message a lower layer now
 * returns (a `MessageRef`, messages/<family>/*.json): with this module imported, `toEqual` and
 * `toStrictEqual` hold a message equal to a string when the message, written in English, is
 * exactly that string, at any depth (`{ param: 'v', message: 'The parameter …' }`). The tests
 * that pinned link notices before they were messages keep their words this way; a test of a
 * message's Spanish or Chinese calls `messageText(ref, locale)` itself.
 */
import { expect } from 'vitest';
import { messageText } from '$lib/components/message-text';
import type { MessageRef } from '$lib/messages';

/** Whether `value` has the shape of a message: an id and an object of parameters. */
function isMessageRef(value: unknown): value is MessageRef {
	if (typeof value !== 'object' || value === null) return false;
	const keys = Object.keys(value);
	const { id, params } = value as { id?: unknown; params?: unknown };
	return (
		keys.length === 2 && typeof id === 'string' && typeof params === 'object' && params !== null
	);
}

expect.addEqualityTesters([
	function messageInEnglish(a: unknown, b: unknown): boolean | undefined {
		if (isMessageRef(a) && typeof b === 'string') return messageText(a, 'en') === b;
		if (typeof a === 'string' && isMessageRef(b)) return a === messageText(b, 'en');
		return undefined;
	}
]);

/** A message in English, for the assertions `toEqual` cannot reach (`toBe`, `toContain`). */
export function english(ref: MessageRef): string {
	return messageText(ref, 'en');
}
