import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scormFiles, writeScormFiles } from '../../scripts/scorm-files.mjs';

let root = '';
afterEach(() => {
	if (root !== '') rmSync(root, { recursive: true, force: true });
});

/** A build: the adapter's output and Vite's client output with its manifest. */
function fixture(manifest: Record<string, unknown>, files: Record<string, string>) {
	root = mkdtempSync(join(tmpdir(), 'scorm-files-'));
	const build = join(root, 'build');
	const client = join(root, 'client');
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(build, path)), { recursive: true });
		writeFileSync(join(build, path), text);
	}
	mkdirSync(join(client, '.vite'), { recursive: true });
	writeFileSync(join(client, '.vite/manifest.json'), JSON.stringify(manifest));
	return { build, client };
}

const NODES = '.svelte-kit/generated/client-optimized/nodes';
const MANIFEST = {
	'start.js': { file: '_app/immutable/entry/start.js', imports: ['_shared.js'] },
	'_shared.js': { file: '_app/immutable/chunks/shared.js' },
	'app.js': {
		file: '_app/immutable/entry/app.js',
		dynamicImports: [`${NODES}/0.js`, `${NODES}/1.js`, `${NODES}/5.js`, `${NODES}/9.js`]
	},
	[`${NODES}/0.js`]: { file: '_app/immutable/nodes/0.js', css: ['_app/immutable/assets/0.css'] },
	[`${NODES}/1.js`]: { file: '_app/immutable/nodes/1.js' },
	[`${NODES}/5.js`]: { file: '_app/immutable/nodes/5.js' },
	[`${NODES}/9.js`]: { file: '_app/immutable/nodes/9.js', dynamicImports: ['lazy.js'] },
	'lazy.js': { file: '_app/immutable/chunks/lazy.js' }
};
const FILES = {
	'embed/scorm.html':
		'<link rel="icon" href="../favicon.svg"><link href="../_app/immutable/entry/start.js" rel="modulepreload"><link href="../_app/immutable/nodes/9.js" rel="modulepreload"><a href="https://example.org/">x</a><script>import("../_app/immutable/entry/app.js")</script>',
	'favicon.svg': '<svg/>',
	'_app/immutable/entry/start.js': '',
	'_app/immutable/entry/app.js': '',
	'_app/immutable/chunks/shared.js': '',
	'_app/immutable/chunks/lazy.js': '',
	'_app/immutable/nodes/0.js': '',
	'_app/immutable/nodes/1.js': '',
	'_app/immutable/nodes/5.js': '',
	'_app/immutable/nodes/9.js': '',
	'_app/immutable/assets/0.css':
		'@font-face{src:url(./font.woff2) format("woff2")}a{background:url(data:image/png;base64,AA)}',
	'_app/immutable/assets/font.woff2': 'font'
};

describe('scormFiles', () => {
	it('lists the page, what it links and imports, the root layout and error page, and their fonts', () => {
		const { build, client } = fixture(MANIFEST, FILES);
		expect(scormFiles(build, client)).toEqual([
			'embed/scorm.html',
			'favicon.svg',
			'_app/immutable/entry/start.js',
			'_app/immutable/nodes/9.js',
			'_app/immutable/entry/app.js',
			'_app/immutable/nodes/0.js',
			'_app/immutable/nodes/1.js',
			'_app/immutable/chunks/shared.js',
			'_app/immutable/chunks/lazy.js',
			'_app/immutable/assets/0.css',
			'_app/immutable/assets/font.woff2'
		]);
	});

	it('says which file the page needs and the build lacks', () => {
		const { build, client } = fixture(MANIFEST, { ...FILES, 'favicon.svg': '' });
		rmSync(join(build, 'favicon.svg'));
		expect(() => scormFiles(build, client)).toThrow(
			'The SCORM launch page needs favicon.svg, which the build does not hold.'
		);
	});

	/** The launch page in a language: one folder deeper, so its addresses climb one more. */
	const inLanguage = (locale: string) => ({
		[`${locale}/embed/scorm.html`]: FILES['embed/scorm.html'].replaceAll('../', '../../')
	});

	it('writes each language’s list beside its launch page, where the site and vite preview serve it', () => {
		const { build, client } = fixture(MANIFEST, {
			...FILES,
			...inLanguage('es'),
			...inLanguage('zh')
		});
		const files = writeScormFiles(build, client);
		expect(files?.[0]).toBe('embed/scorm.html');
		for (const dir of [build, client]) {
			expect(JSON.parse(readFileSync(join(dir, 'embed/scorm-files.json'), 'utf8'))).toEqual({
				files
			});
			// The Spanish page and the same files: a Spanish package holds its own page only.
			expect(JSON.parse(readFileSync(join(dir, 'es/embed/scorm-files.json'), 'utf8'))).toEqual({
				files: ['es/embed/scorm.html', ...(files ?? []).slice(1)]
			});
		}
	});

	it('holds the page’s own language’s table of messages, not the others', () => {
		const TABLES = 'src/lib/paraglide-locales/tables';
		const tables = Object.fromEntries(
			['en', 'es', 'zh'].map((locale) => [
				`${TABLES}/${locale}.js`,
				{ file: `_app/immutable/chunks/table-${locale}.js` }
			])
		);
		const manifest = {
			...MANIFEST,
			'start.js': { ...MANIFEST['start.js'], dynamicImports: Object.keys(tables) },
			...tables
		};
		const { build, client } = fixture(manifest, {
			...FILES,
			...inLanguage('es'),
			...inLanguage('zh'),
			'_app/immutable/chunks/table-en.js': '',
			'_app/immutable/chunks/table-es.js': '',
			'_app/immutable/chunks/table-zh.js': ''
		});
		const tablesIn = (list: string[]) => list.filter((file) => file.includes('/table-'));
		expect(tablesIn(scormFiles(build, client))).toEqual(['_app/immutable/chunks/table-en.js']);
		expect(tablesIn(scormFiles(build, client, 'es/embed/scorm.html'))).toEqual([
			'_app/immutable/chunks/table-es.js'
		]);
		expect(tablesIn(scormFiles(build, client, 'zh/embed/scorm.html'))).toEqual([
			'_app/immutable/chunks/table-zh.js'
		]);
	});

	it('refuses a build without a language’s launch page', () => {
		const { build, client } = fixture(MANIFEST, { ...FILES, ...inLanguage('es') });
		expect(() => writeScormFiles(build, client)).toThrow(
			"The build has no zh/embed/scorm.html: prerender each language's launch page."
		);
	});
});
