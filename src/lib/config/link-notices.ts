/**
 * What every link reader says about the parameters it could not use as written. A link is read
 * by several pages (/play, /compare, /challenge, /embed/play); each reports, by name and in one
 * sentence, a parameter it does not know, one given more than once (the first is used), and any
 * value it replaced or ignored. Reading never throws, whatever the text. The sentences are
 * messages (messages/notices/*.json): a page writes them in its reader's language.
 */

import { message, type MessageRef } from '../messages';
import { quoted } from '../domains/link';

/** A sentence about one parameter of a link that could not be used as written. */
export interface LinkNotice {
	readonly param: string;
	readonly message: MessageRef;
}

/** A value as a notice quotes it (at most 40 characters): the domains' links quote so too. */
export { quoted };

/**
 * A notice whose sentence a layer not yet converted wrote (the domains' link readers, through
 * their `note`): shown as it is, in English, until that layer returns messages.
 */
export function textNotice(param: string, text: string): LinkNotice {
	return { param, message: message('notice_text', { text }) };
}

/** `choices` as a sentence lists them: "a, b or c". Precondition: at least two. */
export function choiceList(choices: readonly string[]): MessageRef {
	return message('notice_choice_list', {
		first: choices.slice(0, -1).join(', '),
		last: choices[choices.length - 1]
	});
}

/** One notice for each parameter the query gives more than once: the first value is used. */
export function duplicateNotices(query: URLSearchParams): LinkNotice[] {
	const notices: LinkNotice[] = [];
	for (const param of new Set(query.keys())) {
		const values = query.getAll(param);
		if (values.length < 2) continue;
		notices.push({
			param,
			message: message('notice_duplicate', {
				param,
				count: values.length,
				value: quoted(values[0])
			})
		});
	}
	return notices;
}

/** One notice for each parameter that is not in `known`. */
export function unknownNotices(query: URLSearchParams, known: readonly string[]): LinkNotice[] {
	return [...new Set(query.keys())]
		.filter((param) => !known.includes(param))
		.map((param) => ({ param, message: message('notice_unknown', { param }) }));
}

/** `decodeURIComponent` that returns null for a malformed escape (`%E0%A4%A`) instead of throwing. */
export function safeDecode(text: string): string | null {
	try {
		return decodeURIComponent(text);
	} catch {
		return null;
	}
}

/**
 * A path whose every segment decodes: a segment with a malformed escape (`%E0%A4%A`, a link cut
 * short) has its `%` signs escaped, so it reads as the text it shows. Null when the path already
 * decodes, as every path the site writes does.
 */
export function readablePath(pathname: string): string | null {
	if (safeDecode(pathname) !== null) return null;
	return pathname
		.split('/')
		.map((segment) => (safeDecode(segment) === null ? segment.replace(/%/g, '%25') : segment))
		.join('/');
}
