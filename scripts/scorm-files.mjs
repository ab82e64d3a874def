/**
 * The files an assignment's SCORM 1.2 package holds (docs/scorm.md): the launch page
 * (build/embed/scorm.html) and everything it loads, found from the build itself so the list is
 * never out of date:
 * - every `_app/…` address in the page (its start-up imports, module preloads, stylesheets);
 * - for each script, the chunks and stylesheets it imports, from Vite's manifest, and the modules
 *   it imports lazily, except the site's other pages (route nodes), which the page never opens,
 *   and the other languages' tables of messages;
 * - for each stylesheet, the fonts and images its url(…)s name;
 * - the root layout and the root error page, which SvelteKit's client loads on every page;
 * - the favicon the page's head links.
 * Written to build/embed/scorm-files.json, which the assignment builder reads to zip the files.
 * Run by the Vite plugin in vite.config.ts once the adapter has written build/.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { PREFIXED_LOCALES } from './locales.mjs';

export const LAUNCH_PAGE = 'embed/scorm.html';
export const FILE_LIST = 'embed/scorm-files.json';
/**
 * The languages whose launch pages are prerendered under their prefix (`es/embed/scorm.html`,
 * docs/i18n.md), each listed beside its page: a package holds one language's page.
 */
const LOCALE_PREFIXES = ['', ...PREFIXED_LOCALES.map((locale) => `${locale}/`)];

/**
 * @typedef {object} ManifestEntry One chunk of Vite's manifest (.vite/manifest.json).
 * @property {string} file
 * @property {string[]} [imports]
 * @property {string[]} [dynamicImports]
 * @property {string[]} [css]
 * @property {string[]} [assets]
 */

/**
 * Paths (from the build's root) of every file the launch page needs, the page first.
 * @param {string} buildDir the adapter's output (build/)
 * @param {string} clientDir Vite's client output, which holds .vite/manifest.json
 * @param {string} [launchPage] the launch page, in one of the languages
 * @returns {string[]}
 */
export function scormFiles(buildDir, clientDir, launchPage = LAUNCH_PAGE) {
	const html = readFileSync(join(buildDir, launchPage), 'utf8');
	const pageDir = posix.dirname(launchPage);
	const files = new Set([launchPage]);
	/** @type {string[]} */
	const pending = [];
	/** @param {string} path */
	const add = (path) => {
		if (files.has(path)) return;
		if (!existsSync(join(buildDir, path))) {
			throw new Error(`The SCORM launch page needs ${path}, which the build does not hold.`);
		}
		files.add(path);
		pending.push(path);
	};
	// Relative addresses in the page: "../_app/…", "../favicon.svg".
	for (const match of html.matchAll(/(?:href|src)="([^"#?]+)"|import\("([^"]+)"\)/g)) {
		const address = match[1] ?? match[2];
		if (/^[a-z]+:|^\/\//i.test(address)) continue;
		add(posix.normalize(posix.join(pageDir, address)));
	}

	/** @type {Record<string, ManifestEntry>} */
	const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
	const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
	/** @param {string} key */
	const isRouteNode = (key) => /generated\/client[^/]*\/nodes\/\d+\.js$/.test(key);
	// The page loads its own language's table of messages only (components/message-text.ts).
	const language = /^([a-z]{2})\//.exec(launchPage)?.[1] ?? 'en';
	/** @param {string} key */
	const isOtherLanguage = (key) => {
		const table = /paraglide-locales\/tables\/([a-z-]+)\.js$/.exec(key);
		return table !== null && table[1] !== language;
	};

	// SvelteKit's client loads the root layout (node 0) and the root error page (node 1) as it
	// starts, whatever the page; the page's own nodes are in its module preloads above.
	for (const [key, entry] of Object.entries(manifest)) {
		if (/generated\/client[^/]*\/nodes\/[01]\.js$/.test(key)) add(entry.file);
	}

	while (pending.length > 0) {
		const path = /** @type {string} */ (pending.shift());
		if (path.endsWith('.css')) {
			const css = readFileSync(join(buildDir, path), 'utf8');
			for (const match of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
				const address = match[1];
				if (/^[a-z]+:|^\/\/|^#/i.test(address)) continue;
				add(posix.normalize(posix.join(posix.dirname(path), address.split(/[?#]/)[0])));
			}
			continue;
		}
		const entry = byFile.get(path);
		if (entry === undefined) continue;
		for (const key of entry.imports ?? []) add(manifest[key].file);
		for (const key of entry.dynamicImports ?? []) {
			if (!isRouteNode(key) && !isOtherLanguage(key)) add(manifest[key].file);
		}
		for (const file of [...(entry.css ?? []), ...(entry.assets ?? [])]) add(file);
	}
	return [...files];
}

/**
 * Writes each language's list next to its launch page, in the build and in Vite's client output
 * (which `vite preview` serves files from); does nothing when the build has no launch page.
 * Returns the English page's list.
 * @param {string} buildDir
 * @param {string} clientDir
 */
export function writeScormFiles(buildDir, clientDir) {
	if (!existsSync(join(buildDir, LAUNCH_PAGE))) return null;
	/** @type {string[]} */
	let english = [];
	for (const prefix of LOCALE_PREFIXES) {
		const launchPage = `${prefix}${LAUNCH_PAGE}`;
		if (prefix !== '' && !existsSync(join(buildDir, launchPage))) {
			throw new Error(`The build has no ${launchPage}: prerender each language's launch page.`);
		}
		const files = scormFiles(buildDir, clientDir, launchPage);
		if (prefix === '') english = files;
		const text = `${JSON.stringify({ files }, null, '\t')}\n`;
		for (const dir of [buildDir, clientDir]) {
			mkdirSync(dirname(join(dir, prefix, FILE_LIST)), { recursive: true });
			writeFileSync(join(dir, prefix, FILE_LIST), text);
		}
	}
	return english;
}
