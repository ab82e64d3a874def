import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * `localized` as a Spanish page's code calls it, both while prerendered (addresses relative to
 * the page) and in the browser (absolute).
 */
vi.mock('$lib/paraglide/runtime.js', async (original) => ({
	...(await original<typeof import('$lib/paraglide/runtime.js')>()),
	getLocale: () => locale
}));
let locale = 'es';
afterEach(() => {
	locale = 'es';
});

const { LANGUAGES, localized } = await import('$lib/components/locale-links');
const { LOCALES } = await import('../../scripts/locales.mjs');

describe('LANGUAGES', () => {
	it('names every language of project.inlang/settings.json, in its order', () => {
		expect(LANGUAGES.map(({ locale }) => locale)).toEqual(LOCALES);
	});
});

describe('localized', () => {
	it.each([
		['../../play?board=1', '../../es/play?board=1'],
		['./lessons', './es/lessons'],
		['..', '../es'],
		['.', './es'],
		['/play?board=1#x', '/es/play?board=1#x'],
		['/', '/es']
	])('%s is %s on a Spanish page', (href, spanish) => {
		expect(localized(href)).toBe(spanish);
	});

	it('leaves an English page’s addresses as they are', () => {
		locale = 'en';
		expect(['../../play', '/play', '.'].map(localized)).toEqual(['../../play', '/play', '.']);
	});
});

describe('hrefIn', () => {
	it('gives the same page in another language, its query and fragment kept', async () => {
		const { hrefIn } = await import('$lib/components/locale-links');
		expect(hrefIn('/es/play?board=1&step=9#x', 'zh')).toBe('/zh/play?board=1&step=9#x');
		expect(hrefIn('/zh/lessons/08-a-star', 'en')).toBe('/lessons/08-a-star');
		expect(hrefIn('/', 'es')).toBe('/es');
		expect(hrefIn('/es', 'en')).toBe('/');
	});
});
