import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, matchesPattern, parseHeadersFile } from '../../scripts/static-headers.mjs';
import { LESSON_SLUGS, LOCALIZED_PAGES, SITE_PAGES as PAGES } from '../site-pages';

const root = path.resolve(__dirname, '../..');
const rules = parseHeadersFile(readFileSync(path.join(root, 'static/_headers'), 'utf8'));

const NOT_FRAMABLE = {
	'x-content-type-options': 'nosniff',
	'content-security-policy': "frame-ancestors 'none'",
	'x-frame-options': 'DENY'
};

describe('static/_headers', () => {
	it('finds every page of the site', () => {
		expect(PAGES.filter((page) => !page.startsWith('/lessons/'))).toEqual([
			'/',
			'/challenge',
			'/compare',
			'/embed/play',
			'/embed/practice',
			'/embed/scorm',
			'/lab',
			'/lessons',
			'/play',
			'/practice',
			'/teachers',
			'/teachers/check'
		]);
		expect(PAGES.length).toBe(12 + LESSON_SLUGS.length);
		expect(LESSON_SLUGS[0]).toBe('01-the-puzzle');
	});

	it('keeps every page but /embed/* from being framed, with one rule per header', () => {
		const all = [...PAGES, ...LOCALIZED_PAGES];
		for (const page of all.filter((page) => !/^(\/(es|zh))?\/embed\//.test(page))) {
			expect(Object.fromEntries(headersFor(rules, page)), page).toEqual(NOT_FRAMABLE);
		}
		// An unknown one-segment address gets the 404 page, which is not framable either.
		expect(Object.fromEntries(headersFor(rules, '/no-such-page'))).toEqual(NOT_FRAMABLE);
		expect(Object.fromEntries(headersFor(rules, '/404.html'))).toEqual(NOT_FRAMABLE);
	});

	it('lets any site frame /embed/* pages, in every language', () => {
		const embeds = [...PAGES, ...LOCALIZED_PAGES].filter((page) => page.includes('/embed/'));
		expect(embeds).toEqual([
			'/embed/play',
			'/embed/practice',
			'/embed/scorm',
			'/es/embed/play',
			'/es/embed/practice',
			'/es/embed/scorm',
			'/zh/embed/play',
			'/zh/embed/practice',
			'/zh/embed/scorm'
		]);
		for (const page of embeds) {
			expect(Object.fromEntries(headersFor(rules, page)), page).toEqual({
				'x-content-type-options': 'nosniff'
			});
		}
	});
});

describe('the heuristic lab sandbox', () => {
	it('may be framed by the site only, runs sandboxed and connects nowhere', () => {
		const policy =
			"frame-ancestors 'self'; sandbox allow-scripts; default-src 'none'; script-src 'self'; worker-src blob:; connect-src 'none'";
		// The file, and the address without .html that some hosts redirect it to.
		for (const path of ['/lab/sandbox.html', '/lab/sandbox']) {
			expect(Object.fromEntries(headersFor(rules, path)), path).toEqual({
				'x-content-type-options': 'nosniff',
				'content-security-policy': policy,
				'x-frame-options': 'SAMEORIGIN'
			});
		}
		// The same policy in the file's own <meta> tag, less what a <meta> policy cannot carry.
		const html = readFileSync(path.join(root, 'static/lab/sandbox.html'), 'utf8');
		expect(html).toContain(
			`content="default-src 'none'; script-src 'self'; worker-src blob:; connect-src 'none'"`
		);
	});
});

describe('reading a _headers file', () => {
	it('matches splats, placeholders and exact paths as the hosts do', () => {
		expect(
			[
				['/*', '/'],
				['/*', '/embed/play'],
				['/lessons/*', '/lessons/08-a-star'],
				['/lessons/*', '/lessons'],
				['/:page', '/play'],
				['/:page', '/embed/play'],
				['/:page', '/'],
				['/', '/'],
				['/play', '/play'],
				['/play', '/player'],
				['/a.b', '/aXb']
			].map(([pattern, address]) => matchesPattern(pattern, address))
		).toEqual([true, true, true, false, true, false, false, true, true, false, false]);
	});

	it('joins a header listed twice in one rule, as both hosts do', () => {
		const twice = parseHeadersFile('/*\n  Cache-Control: no-cache\n  cache-control: no-store\n');
		expect(Object.fromEntries(headersFor(twice, '/x'))).toEqual({
			'cache-control': 'no-cache, no-store'
		});
	});

	it('refuses a header that two matching rules set, naming both', () => {
		const clash = parseHeadersFile(
			'/*\n  X-Frame-Options: DENY\n\n/play\n  X-Frame-Options: SAMEORIGIN\n'
		);
		expect(() => headersFor(clash, '/play')).toThrow(
			'_headers: X-Frame-Options for /play is set by /* (line 1) and by /play (line 4); set it in one rule only.'
		);
		expect(Object.fromEntries(headersFor(clash, '/compare'))).toEqual({
			'x-frame-options': 'DENY'
		});
	});

	it('says which line is wrong', () => {
		expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(
			'_headers line 1: a header comes before any path pattern.'
		);
		expect(() => parseHeadersFile('play\n  X-Frame-Options: DENY\n')).toThrow(
			'_headers line 1: a path pattern starts with "/", got "play".'
		);
		expect(() => parseHeadersFile('# rules\n/*\n  X-Frame-Options DENY\n')).toThrow(
			'_headers line 3: expected "Name: value", got "X-Frame-Options DENY".'
		);
		expect(() => parseHeadersFile('/embed/*\n  ! X-Frame-Options\n')).toThrow(
			'_headers line 2: "! X-Frame-Options" drops a header, which Netlify does not read; set each header in one rule only.'
		);
	});
});
