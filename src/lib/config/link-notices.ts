/**
 * What every link reader says about the parameters it could not use as written. A link is read
 * by several pages (/play, /compare, /challenge, /embed/play); each reports, by name and in one
 * sentence, a parameter it does not know, one given more than once (the first is used), and any
 * value it replaced or ignored. Reading never throws, whatever the text.
 */

import { countWords } from '../count-text';
import { quoted } from '../domains/link';

/** A sentence about one parameter of a link that could not be used as written. */
export interface LinkNotice {
	readonly param: string;
	readonly message: string;
}

/** A value as a notice quotes it (at most 40 characters): the domains' links quote so too. */
export { quoted };

/** One notice for each parameter the query gives more than once: the first value is used. */
export function duplicateNotices(query: URLSearchParams): LinkNotice[] {
	const notices: LinkNotice[] = [];
	for (const param of new Set(query.keys())) {
		const values = query.getAll(param);
		if (values.length < 2) continue;
		notices.push({
			param,
			message: `The parameter "${param}" is given ${countWords(values.length, 'time', 'times')}; the first, ${quoted(values[0])}, is used and the others are ignored.`
		});
	}
	return notices;
}

/** One notice for each parameter that is not in `known`. */
export function unknownNotices(query: URLSearchParams, known: readonly string[]): LinkNotice[] {
	return [...new Set(query.keys())]
		.filter((param) => !known.includes(param))
		.map((param) => ({
			param,
			message: `The parameter "${param}" is not known and was ignored.`
		}));
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
