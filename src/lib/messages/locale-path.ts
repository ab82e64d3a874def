/**
 * The site's languages as its addresses carry them (docs/i18n.md): English unprefixed, the
 * others under their code (`/es/play`, `/zh/lessons/…`). What is kept by address — a widget's
 * saved answer, an embed's activity id in a course's gradebook — is kept by the address without
 * its language, so a student who switches language finds their work, and a teacher's gradebook
 * counts one activity, whichever language each student read it in.
 */

/** The site's languages, the base (unprefixed) first; project.inlang lists the same (a test checks). */
export const SITE_LOCALES = ['en', 'es', 'zh'] as const;

export type SiteLocale = (typeof SITE_LOCALES)[number];

/** The language prefix of `pathname`, if it has one: `es` for `/es` and `/es/play`. */
export function localeOfPath(pathname: string): SiteLocale {
	const first = pathname.split('/')[1] ?? '';
	return SITE_LOCALES.slice(1).find((locale) => locale === first) ?? SITE_LOCALES[0];
}

/** `pathname` without its language: `/es/play` → `/play`, `/zh` → `/`, `/play` as it is. */
export function pathWithoutLocale(pathname: string): string {
	if (localeOfPath(pathname) === SITE_LOCALES[0]) return pathname;
	const rest = pathname.split('/').slice(2).join('/');
	return `/${rest}`;
}
