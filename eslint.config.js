import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

/**
 * The layers of src/lib, bottom up (shared/DESIGN.md, README "Layout"): every folder and
 * top-level module has one, and may import only from itself and the layers below it, never from
 * its own layer's other entries or from above. Data flows down: the puzzle knows nothing above
 * it, the engine knows the puzzle, links know the engine, the player and the drawings' layouts
 * know the trace, practice knows the challenge's judge, a lesson may use anything below it, and
 * the Svelte components sit on top. `frameworks` names the frameworks an entry may use; every
 * other one of FRAMEWORKS is refused to it. An entry of src/lib with no layer here stops the
 * lint (below), so a new folder is placed before its first import is checked.
 * @type {{ entry: string, frameworks?: string[] }[][]}
 */
export const LAYERS = [
	// Words for counts: "1 node", "2 nodes". A message's id and parameters (messages.ts), which
	// the layers above return in place of English sentences (docs/i18n.md).
	[{ entry: 'count-text' }, { entry: 'state-text' }, { entry: 'messages' }],
	[{ entry: 'puzzle' }],
	[{ entry: 'search' }],
	// The problems as data (the tile puzzle, graphs), behind one registry.
	[{ entry: 'domains' }],
	// The optimal solvers, the trace of a run, the links and run options, and running a
	// generator in slices of the main thread: each reads the engine, none reads another.
	[{ entry: 'solve' }, { entry: 'trace' }, { entry: 'config' }, { entry: 'slices' }],
	// The player's machines are xstate's; the layouts use d3's scales and shapes (numbers, no DOM).
	[
		{ entry: 'player', frameworks: ['xstate'] },
		{ entry: 'viz', frameworks: ['d3-*'] }
	],
	// The lab's sandbox finds its worker's file through $app/paths.
	[{ entry: 'lab', frameworks: ['$app/*'] }, { entry: 'challenge' }, { entry: 'persist' }],
	[{ entry: 'practice' }],
	// The lessons' widget registry names Svelte's Component type; their figures' axes are d3
	// scales. A progress file (export) carries practice attempts among the stored answers.
	[
		{ entry: 'lessons', frameworks: ['svelte', 'd3-*'] },
		{ entry: 'scorm' },
		{ entry: 'export' },
		{ entry: 'cli' },
		{ entry: 'embed' },
		// The worker runs the solvers' long jobs off the page; it finds its own file through
		// $app/paths.
		{ entry: 'worker', frameworks: ['$app/*'] }
	],
	// The message functions compiled from messages/*.json (generated; paraglide-locales one module
	// per language, for the lookup by id): only the components
	// turn a message into words, so no layer below them reads the English.
	[{ entry: 'paraglide' }, { entry: 'paraglide-locales' }],
	[{ entry: 'components', frameworks: ['*'] }]
];

/** The frameworks a layer may use only when LAYERS says so. */
const FRAMEWORKS = ['svelte', 'svelte/*', 'd3', 'd3-*', 'xstate', '$app/*'];

const LIB_NAMES = readdirSync(new URL('src/lib', import.meta.url));
const LIB_ENTRIES = LIB_NAMES.map((name) => name.replace(/\.(ts|js)$/, ''));
/** The top-level modules (count-text.ts), whose siblings are `./puzzle`, not `../puzzle`. */
const LIB_MODULES = LIB_NAMES.filter((name) => /\.(ts|js)$/.test(name)).map((name) =>
	name.replace(/\.(ts|js)$/, '')
);
const PLACED = LAYERS.flat().map(({ entry }) => entry);
const unplaced = LIB_ENTRIES.filter((entry) => !PLACED.includes(entry));
if (unplaced.length > 0) {
	throw new Error(
		`eslint.config.js: give src/lib/${unplaced.join(', src/lib/')} a layer in LAYERS.`
	);
}

/**
 * The ways a module of src/lib entry `from` names `entry`: through $lib, or as a sibling.
 * @param {string} entry
 * @param {string} from
 */
const importsOf = (entry, from) =>
	['$lib/', LIB_MODULES.includes(from) ? './' : '../'].flatMap((prefix) => [
		`${prefix}${entry}`,
		`${prefix}${entry}.*`,
		`${prefix}${entry}/**`
	]);

/**
 * One no-restricted-imports rule per entry below the components: the entries of its own layer
 * and of every layer above it, and the frameworks it does not use.
 * @returns {import('eslint').Linter.Config[]}
 */
function layerRules() {
	return LAYERS.flatMap((layer, index) =>
		layer
			.filter(({ frameworks = [] }) => !frameworks.includes('*'))
			.map(({ entry, frameworks = [] }) => {
				const below = LAYERS.slice(0, index)
					.flat()
					.map((lower) => lower.entry);
				const refused = LIB_ENTRIES.filter((other) => other !== entry && !below.includes(other));
				const refusedFrameworks = FRAMEWORKS.filter(
					(framework) =>
						!frameworks.some((allowed) => framework.startsWith(allowed.replace('*', '')))
				);
				const uses =
					frameworks.length === 0 ? 'no framework' : `no framework but ${frameworks.join(', ')}`;
				return {
					files: [`src/lib/${entry}/**`, `src/lib/${entry}.ts`, `src/lib/${entry}.js`],
					rules: {
						'no-restricted-imports': [
							'error',
							{
								patterns: [
									{
										group: refused.flatMap((other) => importsOf(other, entry)),
										message: `${entry} imports only from itself and the layers below it (${below.join(', ') || 'none'}): LAYERS in eslint.config.js.`
									},
									{
										group: refusedFrameworks,
										message: `${entry} uses ${uses}: LAYERS in eslint.config.js.`
									}
								]
							}
						]
					}
				};
			})
	);
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
	// A link or an address written for the reader is `localized(resolve(…))`: the page in the
	// reader's language (/es/play on a Spanish page). This rule knows only a bare resolve(), so
	// it is off for links and replaceState; tests/project/page-addresses.test.ts holds the stricter
	// rule in its place (docs/i18n.md).
	{
		files: ['src/**/*.svelte', 'src/**/*.ts'],
		rules: {
			'svelte/no-navigation-without-resolve': [
				'error',
				{ ignoreLinks: true, ignoreReplaceState: true }
			]
		}
	},
	// The layers of LAYERS: data flows down, never up, and a framework only where it is named.
	...layerRules(),
	{
		ignores: [
			'build/',
			'.svelte-kit/',
			'node_modules/',
			'test-results/',
			'playwright-report/',
			// Compiled from messages/*.json (docs/i18n.md), never edited.
			'src/lib/paraglide/',
			'src/lib/paraglide-locales/'
		]
	}
);
