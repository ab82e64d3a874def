import { MessageError } from '$lib/messages/message-error';
import type { MessageRef } from '$lib/messages';
import { messageText } from './message-text';

/**
 * What a caught failure says to the reader, in the page's language when a lower layer threw it
 * as a message (`MessageError`); otherwise the error's own text (a browser's, say).
 */
export function errorText(error: unknown): string {
	if (error instanceof MessageError) return messageText(error.ref);
	return error instanceof Error ? error.message : String(error);
}

/** A failure a lower layer reports: its message in the page's language, or its own words. */
export function errorWords(text: MessageRef | string): string {
	return typeof text === 'string' ? text : messageText(text);
}
