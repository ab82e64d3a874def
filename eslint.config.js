import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

/** Frameworks no pure layer may import. */
const FRAMEWORKS = ['svelte', 'svelte/*', 'd3', 'd3-*', 'xstate', '$app/*', '**/components/**'];

/**
 * The pure layers of shared/DESIGN.md, bottom up, each with the layers below it that it may
 * import. Everything else in src/lib is above them, read from the folder so that a folder added
 * later (export/, worker/, …) is forbidden to them from the start.
 */
const PURE_LAYERS = [
	['puzzle', []],
	['search', ['puzzle']],
	['solve', ['puzzle', 'search']],
	['trace', ['puzzle', 'search']]
];
/** Leaf modules of src/lib with no imports of their own, which any layer may use. */
const SHARED_LEAVES = ['count-text'];
const LIB_ENTRIES = readdirSync(new URL('src/lib', import.meta.url)).map((name) =>
	name.replace(/\.(ts|js)$/, '')
);

/** One no-restricted-imports rule per pure layer: the frameworks and everything above it. */
function layerRules() {
	return PURE_LAYERS.map(([layer, below]) => {
		const allowed = new Set([layer, ...below, ...SHARED_LEAVES]);
		const above = LIB_ENTRIES.filter((entry) => !allowed.has(entry));
		return {
			files: [`src/lib/${layer}/**`],
			rules: {
				'no-restricted-imports': [
					'error',
					{
						patterns: [
							{
								group: [
									...FRAMEWORKS,
									...above.flatMap((entry) => [
										`$lib/${entry}`,
										`$lib/${entry}/*`,
										`../${entry}`,
										`../${entry}/*`
									])
								],
								message: `${layer} is a lower layer (shared/DESIGN.md): it imports no framework and nothing above it.`
							}
						]
					}
				]
			}
		};
	});
}

export default ts.config(
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	prettier,
	...svelte.configs.prettier,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		rules: { 'no-undef': 'off' }
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: {
			parserOptions: {
				extraFileExtensions: ['.svelte'],
				parser: ts.parser,
				svelteConfig
			}
		}
	},
	{
		files: ['src/lib/puzzle/**', 'src/lib/search/**'],
		rules: { '@typescript-eslint/no-explicit-any': 'error' }
	},
	// The layers of shared/DESIGN.md: data flows down, never up. The puzzle model knows nothing
	// above it; the engine and the solvers know the puzzle; the trace knows the engine; none of
	// them knows Svelte, d3, xstate, the pages or the DOM-side layers.
	...layerRules(),
	{ ignores: ['build/', '.svelte-kit/', 'node_modules/', 'test-results/', 'playwright-report/'] }
);
