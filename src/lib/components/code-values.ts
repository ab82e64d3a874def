import type { MessageParam, MessageRef } from '$lib/messages';
import { messageText } from './message-text';
import { slots } from './message-slots';

/**
 * A message whose string parameters are values a reader types (the values a link parameter
 * takes, "bfs", "linear-conflict"), written with each such value as a slot, so that the page
 * sets it as code in the sentence each language builds around it. Nested messages are written
 * the same way, at any depth; numbers stay numbers, formatted by their message.
 */
export function withCodeValues(ref: MessageRef): { text: string; codes: string[] } {
	const codes: string[] = [];
	const marked = (value: MessageParam): MessageParam => {
		if (typeof value === 'string') {
			codes.push(value);
			return slots(String(codes.length - 1))[String(codes.length - 1)];
		}
		if (typeof value === 'number') return value;
		return {
			id: value.id,
			params: Object.fromEntries(
				Object.entries(value.params).map(([name, param]) => [name, marked(param)])
			)
		};
	};
	return { text: messageText(marked(ref) as MessageRef), codes };
}
