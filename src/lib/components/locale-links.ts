import {
	baseLocale,
	deLocalizeHref,
	getLocale,
	localizeHref,
	type Locale
} from '$lib/paraglide/runtime.js';

/**
 * The site's languages, each named in itself: a reader looking for their own language finds its
 * name written as they write it, whatever the page's language (docs/i18n.md).
 */
export const LANGUAGES: readonly { readonly locale: Locale; readonly name: string }[] = [
	{ locale: 'en', name: 'English' },
	{ locale: 'es', name: 'Español' },
	{ locale: 'zh', name: '中文' }
];

/**
 * One of the site's addresses (as `resolve` gives it) in the reader's language: `/play?board=…`
 * on an English page, `/es/play?board=…` on a Spanish one. Every link from page to page goes
 * through this, so a student who chose a language stays in it.
 *
 * A prerendered page writes its addresses relative to itself (`../../play` from
 * `/es/lessons/08-a-star`), so that the site works from any folder (a SCORM package inside an
 * LMS): there the language's folder goes after the climb to the site's root
 * (`../../es/play`). In the browser the addresses are absolute and Paraglide prefixes them.
 */
export function localized(href: string): string {
	const locale = getLocale();
	if (locale === baseLocale) return href;
	const relative = /^(\.{1,2}(?:\/\.\.)*)(?:\/(.*))?$/s.exec(href);
	// The language's home is `/es`, never `/es/`: pages are files without a trailing slash.
	if (relative === null)
		return localizeHref(href, { locale }).replace(/^(\/[^/?#]+)\/(?=$|[?#])/, '$1');
	const [, climb, rest = ''] = relative;
	return rest === '' ? `${climb}/${locale}` : `${climb}/${locale}/${rest}`;
}

/** The same address in `locale`: its path, query and fragment kept, only the prefix changed. */
export function hrefIn(href: string, locale: Locale): string {
	return homeWithoutSlash(localizeHref(deLocalizeHref(href), { locale }));
}

/** A language's home is `/es`, never `/es/`: the site's pages are files, without a final slash. */
function homeWithoutSlash(href: string): string {
	return href.replace(/^(\/[^/?#]+)\/(?=$|[?#])/, '$1');
}
