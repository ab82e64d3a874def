import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/engine.md's "Reading A* in N files" lists the files a newcomer reads to follow A* from
 * its record through the loop to its frontier. The route stays short (at most 8 files), each
 * file on it is one A* imports (or the pseudocode its loop follows), and the line counts it
 * quotes stay honest: within a tenth of the file's length, so a small edit does not fail it
 * and a rewrite does.
 */
const root = path.resolve(__dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/engine.md'), 'utf8');
const heading = /^## Reading A\\\* in (\d+) files$/m.exec(doc);
const section = heading ? doc.slice(heading.index).split(/^## (?!Reading)/m)[0] : '';
const route = [
	...section.matchAll(/^\d+\. `(src\/lib\/search\/[\w-]+\.ts)` \((\d+)(?: lines)?\)/gm)
].map(([, file, lines]) => ({ file, lines: Number(lines) }));

const lineCount = (file: string): number =>
	readFileSync(path.join(root, file), 'utf8').split('\n').length - 1;

/** The files `file` imports from src/lib/search, and theirs, and so on. */
function importClosure(file: string, seen = new Set<string>()): Set<string> {
	if (seen.has(file)) return seen;
	seen.add(file);
	const text = readFileSync(path.join(root, file), 'utf8');
	for (const [, specifier] of text.matchAll(/from '(\.\/[\w-]+)'/g)) {
		importClosure(path.posix.join(path.posix.dirname(file), `${specifier}.ts`), seen);
	}
	return seen;
}

describe('the reading route of A*', () => {
	it('lists at most 8 files, as many as its heading says', () => {
		expect(heading).not.toBeNull();
		expect(route.length).toBeGreaterThan(0);
		expect(route.length).toBeLessThanOrEqual(8);
		expect(route.length).toBe(Number(heading?.[1]));
	});

	it('starts at a-star.ts and lists only files A* imports, and the pseudocode it follows', () => {
		expect(route[0].file).toBe('src/lib/search/a-star.ts');
		const read = importClosure('src/lib/search/a-star.ts').add('src/lib/search/pseudocode.ts');
		for (const { file } of route) expect(read.has(file), file).toBe(true);
	});

	it('quotes each file’s length within a tenth', () => {
		for (const { file, lines } of route) {
			expect(Math.abs(lineCount(file) - lines), file).toBeLessThanOrEqual(lineCount(file) / 10);
		}
	});
});
