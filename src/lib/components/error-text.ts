import { MessageError } from '$lib/messages/message-error';
import { messageText } from './message-text';

/**
 * What a caught failure says to the reader, in the page's language when a lower layer threw it
 * as a message (`MessageError`); otherwise the error's own text (a browser's, say).
 */
export function errorText(error: unknown): string {
	if (error instanceof MessageError) return messageText(error.ref);
	return error instanceof Error ? error.message : String(error);
}
