import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { mdsvex } from 'mdsvex';
import remarkMath from 'remark-math';
import remarkKatex from './src/lib/lessons/remark-katex.js';
import rehypeHeadings from './src/lib/lessons/rehype-headings.js';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	extensions: ['.svelte', '.md'],
	preprocess: [
		vitePreprocess(),
		mdsvex({
			extensions: ['.md'],
			smartypants: false,
			remarkPlugins: [remarkMath, remarkKatex],
			rehypePlugins: [rehypeHeadings]
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
		prerender: { handleHttpError: 'fail', handleMissingId: 'fail' }
	}
};

export default config;
