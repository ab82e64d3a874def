import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: [vitePreprocess()],
	compilerOptions: {
		// Our own components use runes; markdown lessons compiled by mdsvex will not.
		runes: ({ filename }) => (filename?.split(/[/\\]/).includes('node_modules') ? undefined : true)
	},
	kit: {
		adapter: adapter({ fallback: undefined, strict: true }),
		prerender: { handleHttpError: 'fail', handleMissingId: 'fail' }
	}
};

export default config;
