import type { MessageRef } from './index';

/**
 * A failure a person sees (a PNG that could not be drawn, an attempt too long for an LMS), thrown
 * with its words as a message: the component that catches it writes `ref` in the page's
 * language (components/message-text.ts). Its `message` is the id, for a programmer's console.
 */
export class MessageError extends Error {
	constructor(readonly ref: MessageRef) {
		super(ref.id);
		this.name = 'MessageError';
	}
}
