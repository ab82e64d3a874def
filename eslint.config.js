import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

/** Frameworks no pure layer may import. */
const FRAMEWORKS = ['svelte', 'svelte/*', 'd3', 'd3-*', 'xstate', '$app/*', '**/components/**'];

/** One no-restricted-imports rule per layer: the frameworks and the layers above it. */
function layerRules(layers) {
	return layers.map(([files, above]) => ({
		files: [files],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: [
								...FRAMEWORKS,
								...above.flatMap((layer) => [
									`$lib/${layer}`,
									`$lib/${layer}/*`,
									`../${layer}/*`,
									`../${layer}`
								])
							],
							message: `${files.split('/')[2]} is a lower layer (shared/DESIGN.md): it imports no framework and nothing above it.`
						}
					]
				}
			]
		}
	}));
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
				projectService: true,
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
	...layerRules([
		['src/lib/puzzle/**', ['search', 'solve', 'trace', 'player', 'viz', 'config', 'lessons']],
		['src/lib/search/**', ['solve', 'trace', 'player', 'viz', 'config', 'lessons']],
		['src/lib/solve/**', ['trace', 'player', 'viz', 'config', 'lessons']],
		['src/lib/trace/**', ['player', 'viz', 'config', 'lessons']]
	]),
	{ ignores: ['build/', '.svelte-kit/', 'node_modules/', 'test-results/', 'playwright-report/'] }
);
