import type { MessageRef } from '$lib/messages';
import { messageText } from '../message-text';

/**
 * A lesson's props checks speak to the lesson's author, at build time, in English (the lessons
 * are written in English first, their translations checked against them): a lower layer's
 * message in those words.
 */
export function authorWords(said: MessageRef): string {
	return messageText(said, 'en');
}
