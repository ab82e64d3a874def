import { describe, expect, it } from 'vitest';
import { localeOfPath, pathWithoutLocale, SITE_LOCALES } from '$lib/messages/locale-path';
import { deLocalizeHref, localizeHref, locales } from '$lib/paraglide/runtime.js';

describe('the language of an address', () => {
	it('has the locales of project.inlang', () => {
		expect([...SITE_LOCALES]).toEqual([...locales]);
	});

	it.each([
		['/play', 'en', '/play'],
		['/es/play', 'es', '/play'],
		['/zh/lessons/04-breadth-first-search', 'zh', '/lessons/04-breadth-first-search'],
		['/es', 'es', '/'],
		['/', 'en', '/'],
		['/esperanto', 'en', '/esperanto'],
		['/lessons/es', 'en', '/lessons/es']
	])('%s is in %s, and is %s in every language', (path, locale, plain) => {
		expect([localeOfPath(path), pathWithoutLocale(path)]).toEqual([locale, plain]);
	});

	it('agrees with the compiled runtime, which writes the links', () => {
		expect(localizeHref('/play?board=1234_5678', { locale: 'zh' })).toBe(
			'/zh/play?board=1234_5678'
		);
		expect(localizeHref('/play', { locale: 'en' })).toBe('/play');
		expect(deLocalizeHref('/es/lessons/01-the-puzzle#why')).toBe('/lessons/01-the-puzzle#why');
		expect(pathWithoutLocale('/es/lessons/01-the-puzzle')).toBe(
			deLocalizeHref('/es/lessons/01-the-puzzle')
		);
	});
});
