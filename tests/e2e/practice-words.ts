import type { MessageParam, MessageRef } from '../../src/lib/messages';
import { m } from '../../src/lib/paraglide/messages.js';
import type { PracticeText } from '../../src/lib/practice/question-spec';

/**
 * Practice's words in English, as the pages write them today: a message with its nested
 * messages written first (components/message-text.ts, whose `$lib` imports the browser tests
 * do not resolve), or English from a module not yet converted.
 */
export function english(text: PracticeText): string {
	return typeof text === 'string' ? text : written(text);
}

function written(ref: MessageRef): string {
	const params: Record<string, string | number> = {};
	for (const [name, value] of Object.entries(ref.params) as [string, MessageParam][]) {
		params[name] = typeof value === 'object' ? written(value) : value;
	}
	const write = (m as unknown as Record<string, (p: typeof params) => string>)[ref.id];
	return write(params);
}
