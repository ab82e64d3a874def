import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './source-files';

/**
 * Every address of a page the site writes — a link, a shared or embedded address, the address
 * kept in step with the explorer — is `localized(resolve(…))` (components/locale-links.ts): the
 * page in the reader's language, `/es/play` on a Spanish page (docs/i18n.md). A bare
 * `resolve('/play')` would send a Spanish reader to the English page. This scan takes the place
 * of svelte/no-navigation-without-resolve for links (eslint.config.js), which knows only a bare
 * resolve().
 */

/** Addresses that are files, not pages, and so have no language. */
const FILES = ["'/lessons.json'"];

/** Each `resolve(` of a page (its first argument a path) that is not inside `localized(`. */
export function bareAddresses(source: string): string[] {
	const found: string[] = [];
	for (const match of source.matchAll(/(?<![\w.])resolve\((['`])\//g)) {
		const start = match.index;
		const end = source.indexOf('\n', start);
		const line = source.slice(source.lastIndexOf('\n', start) + 1, end === -1 ? undefined : end);
		const argument = source.slice(start + 'resolve('.length);
		if (FILES.some((file) => argument.startsWith(file))) continue;
		// The offline worker's script is a file of the site's root (the root layout registers it).
		if (/^'\/'\)\}service-worker\.js/.test(argument)) continue;
		// A root for the site's files (a SCORM package's), marked so at the end of its line.
		if (line.trimEnd().endsWith('// files')) continue;
		if (source.slice(Math.max(0, start - 'localized('.length), start) === 'localized(') continue;
		found.push(line.trim());
	}
	return found;
}

describe('the addresses of pages', () => {
	it('finds a bare resolve of a page, and lets a localized one, a file and the worker pass', () => {
		expect(
			bareAddresses(
				[
					"const a = localized(resolve('/play'));",
					"const b = `${resolve('/compare')}?x`;",
					"fetch(resolve('/lessons.json'));",
					"register(`${resolve('/')}service-worker.js`);",
					'new Promise((resolve) => resolve(1));',
					"const root = new URL(resolve('/'), location.href).href; // files"
				].join('\n')
			)
		).toEqual(["const b = `${resolve('/compare')}?x`;"]);
	});

	it('are each in the reader’s language', () => {
		const bare = sourceFiles(path.join(root, 'src'), /\.(ts|svelte)$/).flatMap((file) =>
			bareAddresses(readFileSync(file, 'utf8')).map(
				(line) => `${path.relative(root, file)}: ${line}`
			)
		);
		expect(bare).toEqual([]);
	});
});
