import type { UndoStep } from '$lib/domains/history';
import type { Locale } from '$lib/paraglide/runtime.js';
import { m } from '$lib/paraglide/messages.js';
import { messageText } from '../message-text';

/**
 * An undo or a redo in one sentence: "Undone: edge A–B added, cost 1". The change's first word
 * is the drawing's own (never a node's name), so it is written in lower case after the colon.
 */
export function undoText(step: UndoStep, locale?: Locale): string {
	const said = step.change === null ? '' : messageText(step.change, locale);
	const change = said.charAt(0).toLocaleLowerCase(locale) + said.slice(1);
	return step.back
		? m.domains_undone({ change }, locale === undefined ? undefined : { locale })
		: m.domains_redone({ change }, locale === undefined ? undefined : { locale });
}
