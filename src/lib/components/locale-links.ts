import { deLocalizeHref, getLocale, localizeHref, type Locale } from '$lib/paraglide/runtime.js';

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
 */
export function localized(href: string): string {
	return localizeHref(href);
}

/** The same address in `locale`: its path, query and fragment kept, only the prefix changed. */
export function hrefIn(href: string, locale: Locale): string {
	return localizeHref(deLocalizeHref(href), { locale });
}

/** The page's language (from its address). */
export function pageLocale(): Locale {
	return getLocale();
}
