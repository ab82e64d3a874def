import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { mdsvex } from 'mdsvex';
import remarkMath from 'remark-math';
import remarkKatex from './src/lib/lessons/remark-katex.js';
import rehypeHeadings from './src/lib/lessons/rehype-headings.js';
import rehypeLocalizedLinks from './src/lib/lessons/rehype-localized-links.js';
import { PREFIXED_LOCALES } from './scripts/locales.mjs';

/**
 * The Content-Security-Policy of every page (docs/deployment.md). The pages are prerendered, so
 * SvelteKit writes it into each page as a `<meta http-equiv>` tag and adds the hash of its own
 * inline start-up script to script-src ('hash' mode: a nonce in a static file would be the same
 * for every visitor, hence no secret). A meta policy cannot carry frame-ancestors: who may frame
 * a page is said by the HTTP headers in static/_headers. The site loads nothing from other
 * origins; each allowance beyond 'self' names the code that needs it.
 * @type {import('@sveltejs/kit').KitConfig['csp']}
 */
const contentSecurityPolicy = {
	mode: 'hash',
	directives: {
		'default-src': ['self'],
		'script-src': ['self'],
		// Stylesheets are files. Nothing writes a <style> element at run time: Svelte 5's
		// transitions animate through the Web Animations API.
		'style-src': ['self'],
		// style="…" attributes in the prerendered markup: KaTeX's sizes and struts, Svelte's
		// style: directives (bars, tile sizes) and app.html's wrapper. Attributes only: an injected
		// <style> element or stylesheet stays blocked. (d3 and Svelte set styles after load through
		// the CSSOM, which a policy does not govern.)
		'style-src-attr': ['unsafe-inline'],
		// blob: the tree's PNG export draws its SVG through an <img> from a blob: URL
		// (src/lib/export/svg-image.ts).
		'img-src': ['self', 'blob:'],
		// KaTeX's fonts are files (vite.config.ts keeps Vite from inlining them as data: URLs).
		'font-src': ['self'],
		// The lesson list for the 404 page, the pattern databases, SvelteKit's page data.
		'connect-src': ['self'],
		// The search worker is a file of the site. blob: is for student code (shared/DESIGN.md,
		// issue 15): a worker started inside a sandboxed iframe has an opaque origin and can only
		// run a script it made itself, as a blob: URL; only a script already allowed to run can
		// make one, so this opens nothing to an injected script.
		'worker-src': ['self', 'blob:'],
		// The teachers page previews /embed/play in an iframe; the sandbox for student code
		// (issue 15) is to be a frame from the site too.
		'frame-src': ['self'],
		'object-src': ['none'],
		'base-uri': ['self'],
		'form-action': ['self']
	}
};

/** @type {import('@sveltejs/kit').Config} */
const config = {
	extensions: ['.svelte', '.md'],
	preprocess: [
		vitePreprocess(),
		mdsvex({
			extensions: ['.md'],
			smartypants: false,
			remarkPlugins: [remarkMath, remarkKatex],
			rehypePlugins: [rehypeHeadings, rehypeLocalizedLinks]
		})
	],
	compilerOptions: {
		// Our own components use runes; mdsvex emits legacy code (`$$props`), so markdown lessons
		// and dependencies get `undefined` and Svelte decides from their contents.
		runes: ({ filename }) =>
			filename !== undefined &&
			(filename.endsWith('.md') || filename.split(/[/\\]/).includes('node_modules'))
				? undefined
				: true
	},
	kit: {
		// 404.html is what static hosts serve for an address with no page: the site's own error
		// page (src/routes/+error.svelte), with the way back, rather than the host's.
		adapter: adapter({ fallback: '404.html', strict: true }),
		// The other languages' pages (scripts/locales.mjs) are found from their home pages' links,
		// and the embeds, which no page links to, are named (docs/i18n.md).
		prerender: {
			entries: [
				'*',
				...PREFIXED_LOCALES.flatMap(
					(locale) =>
						/** @type {const} */ ([
							`/${locale}`,
							`/${locale}/embed/play`,
							`/${locale}/embed/practice`,
							`/${locale}/embed/scorm`
						])
				)
			],
			handleHttpError: 'fail',
			handleMissingId: 'fail'
		},
		csp: contentSecurityPolicy,
		// The root layout registers the offline worker on the site's own pages, not on embeds
		// (docs/offline.md).
		serviceWorker: { register: false }
	}
};

export default config;
