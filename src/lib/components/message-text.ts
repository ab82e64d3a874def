import type { MessageId, MessageParam, MessageParams, MessageRef } from '$lib/messages';
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/paraglide/runtime.js';

/**
 * The compiled message functions as the lower layers' ids and parameters name them: assigning
 * `m` here makes the type check fail when messages/en.json lacks an id of `MessageParams`, or a
 * message asks for a parameter `MessageParams` does not give it.
 */
const MESSAGES: {
	readonly [Id in MessageId]: (params: MessageParams[Id], options?: { locale?: Locale }) => string;
} = m;

/**
 * A message in words, in `locale` (default the page's, from the runtime's strategy): the
 * messages among its parameters are written first, in the same locale.
 */
export function messageText(ref: MessageRef, locale?: Locale): string {
	const params: Record<string, string | number> = {};
	for (const [name, value] of Object.entries(ref.params) as [string, MessageParam][]) {
		params[name] = typeof value === 'object' ? messageText(value, locale) : value;
	}
	const write = MESSAGES[ref.id] as (
		params: Record<string, string | number>,
		options?: { locale?: Locale }
	) => string;
	return write(params, locale === undefined ? {} : { locale });
}

/** `messageText` of a message that may be absent (null: nothing to say). */
export function textOf(ref: MessageRef | null, locale?: Locale): string | null {
	return ref === null ? null : messageText(ref, locale);
}
