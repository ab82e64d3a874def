import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer rule of eslint.config.js, run through ESLint itself on code that is never written to
// disk: what `npm run lint` (and so CI) says about an import across the layers of src/lib.
const root = path.resolve(__dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
	eslint = new ESLint({ cwd: root });
});

/** The lint messages for a module at `filePath` that imports `name` from `source` and uses it. */
async function lintImport(filePath: string, name: string, source: string): Promise<string[]> {
	const code = `import { ${name} } from '${source}';\n\nexport const used = ${name};\n`;
	const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
	return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

/** The words of the layer rule when `entry` imports from an entry of its layer or above. */
function upward(source: string, entry: string, below: string): string {
	return `no-restricted-imports: '${source}' import is restricted from being used by a pattern. ${entry} imports only from itself and the layers below it (${below}): LAYERS in eslint.config.js.`;
}

/** The words of the layer rule when `entry` imports a framework LAYERS does not give it. */
function framework(source: string, entry: string, uses = 'no framework'): string {
	return `no-restricted-imports: '${source}' import is restricted from being used by a pattern. ${entry} uses ${uses}: LAYERS in eslint.config.js.`;
}

const BELOW_SEARCH = 'count-text, state-text, messages, puzzle';
const BELOW_TRACE = 'count-text, state-text, messages, puzzle, search, domains';
const BELOW_CONFIG = BELOW_TRACE;
const BELOW_VIZ =
	'count-text, state-text, messages, puzzle, search, domains, solve, trace, config, slices';
const BELOW_PERSIST = `${BELOW_VIZ}, player, viz`;
const BELOW_PRACTICE = `${BELOW_PERSIST}, lab, challenge, persist`;
const BELOW_LESSONS = `${BELOW_PRACTICE}, practice`;
const BELOW_WORKER = BELOW_LESSONS;

describe('the layer rule of eslint.config.js (LAYERS)', () => {
	it.each([
		['mount', 'svelte'],
		['writable', 'svelte/store'],
		['select', 'd3'],
		['scaleLinear', 'd3-scale'],
		['createActor', 'xstate'],
		['page', '$app/state']
	])('refuses %s from %s in src/lib/search', async (name, source) => {
		expect(await lintImport('src/lib/search/x.ts', name, source)).toEqual([
			framework(source, 'search')
		]);
	});

	it.each([
		['Trace', '$lib/trace'],
		['Trace', '$lib/trace/trace'],
		['Trace', '../trace/trace'],
		['playerMachine', '$lib/player/playerMachine'],
		['toCsv', '$lib/export/run-export'],
		['SearchWorkerClient', '../worker/search-worker-client'],
		['runInSlices', '$lib/slices'],
		['runInSlices', '../slices.js'],
		['drawQuestion', '$lib/practice/questions'],
		['treeItemOf', '../components/explorer/tree-items'],
		['treeItemOf', '$lib/components/explorer/tree-items']
	])('refuses %s from %s in src/lib/search', async (name, source) => {
		expect(await lintImport('src/lib/search/x.ts', name, source)).toEqual([
			upward(source, 'search', BELOW_SEARCH)
		]);
	});

	it.each([
		['ALGORITHMS', '$lib/search'],
		['ALGORITHMS', '../search/index'],
		['solveOptimally', '$lib/solve']
	])('refuses %s from %s in src/lib/puzzle', async (name, source) => {
		expect(await lintImport('src/lib/puzzle/x.ts', name, source)).toEqual([
			upward(source, 'puzzle', 'count-text, state-text, messages')
		]);
	});

	it('refuses each entry of a layer to the others of its layer', async () => {
		expect(await lintImport('src/lib/trace/x.ts', 'solveIda', '../solve/ida-star')).toEqual([
			upward('../solve/ida-star', 'trace', BELOW_TRACE)
		]);
		expect(await lintImport('src/lib/solve/x.ts', 'Trace', '$lib/trace')).toEqual([
			upward('$lib/trace', 'solve', BELOW_TRACE)
		]);
		expect(
			await lintImport('src/lib/challenge/x.ts', 'readAttempt', '../persist/saved-checks')
		).toEqual([upward('../persist/saved-checks', 'challenge', BELOW_PERSIST)]);
	});

	// The imports that once broke the layering, each refused now where it was.
	it.each([
		[
			'src/lib/export/tree-svg.ts',
			'itemText',
			'$lib/components/explorer/tree-items',
			'export',
			BELOW_LESSONS
		],
		['src/lib/config/compare-link.ts', 'MAX_RUNS', '../lessons/compare', 'config', BELOW_CONFIG],
		['src/lib/config/play-link.ts', 'isPackedText', '../lab/x', 'config', BELOW_CONFIG],
		['src/lib/config/play-link.ts', 'Grain', '../player/playerMachine', 'config', BELOW_CONFIG],
		[
			'src/lib/persist/progress.ts',
			'readAttempt',
			'$lib/practice/attempt',
			'persist',
			BELOW_PERSIST
		],
		[
			'src/lib/practice/x.ts',
			'drawnExercise',
			'../lessons/drawn-exercise',
			'practice',
			BELOW_PRACTICE
		],
		[
			'src/lib/lessons/x.ts',
			'measure',
			'../worker/search-worker-protocol',
			'lessons',
			BELOW_LESSONS
		],
		['src/lib/lessons/x.ts', 'session', '$lib/scorm/session', 'lessons', BELOW_LESSONS],
		['src/lib/viz/x.ts', 'RunConfig', '$lib/player', 'viz', BELOW_VIZ],
		[
			'src/lib/worker/x.ts',
			'SearchTree',
			'$lib/components/explorer/SearchTree.svelte',
			'worker',
			BELOW_WORKER
		],
		[
			'src/lib/worker/search-worker-protocol.ts',
			'measureAStarMemory',
			'../lessons/astar-memory',
			'worker',
			BELOW_WORKER
		],
		['src/lib/count-text.ts', 'parseBoard', './puzzle/board', 'count-text', 'none'],
		['src/lib/slices.ts', 'Trace', './trace', 'slices', BELOW_TRACE]
	])('refuses, in %s, %s from %s', async (filePath, name, source, entry, below) => {
		expect(await lintImport(filePath, name, source)).toEqual([upward(source, entry, below)]);
	});

	it.each([
		['src/lib/viz/x.ts', 'select', 'd3', 'viz', 'no framework but d3-*'],
		['src/lib/player/x.ts', 'mount', 'svelte', 'player', 'no framework but xstate'],
		['src/lib/config/x.ts', 'createActor', 'xstate', 'config', 'no framework'],
		['src/lib/practice/x.ts', 'page', '$app/state', 'practice', 'no framework'],
		['src/lib/lessons/x.ts', 'createActor', 'xstate', 'lessons', 'no framework but svelte, d3-*']
	])('refuses, in %s, %s from %s', async (filePath, name, source, entry, uses) => {
		expect(await lintImport(filePath, name, source)).toEqual([framework(source, entry, uses)]);
	});

	it.each([
		['src/lib/search/x.ts', 'parseBoard', '../puzzle/board'],
		['src/lib/search/x.ts', 'parseBoard', '$lib/puzzle'],
		['src/lib/search/x.ts', 'countText', '../count-text'],
		['src/lib/search/x.ts', 'bfs', './bfs'],
		['src/lib/solve/x.ts', 'exactDistance', '../search/exact-distance'],
		['src/lib/trace/x.ts', 'DESCRIPTIONS', '../search/descriptions'],
		['src/lib/viz/x.ts', 'scaleLinear', 'd3-scale'],
		['src/lib/player/x.ts', 'Trace', '$lib/trace'],
		['src/lib/player/x.ts', 'Grain', '../config/run-options'],
		['src/lib/player/x.ts', 'setup', 'xstate'],
		['src/lib/export/x.ts', 'itemText', '$lib/viz/tree-item'],
		['src/lib/lessons/x.ts', 'drawQuestion', '../practice/questions'],
		['src/lib/worker/x.ts', 'measureAStarMemory', '../solve/astar-memory'],
		['src/lib/components/x.ts', 'select', 'd3'],
		['src/lib/components/x.ts', 'SearchWorkerClient', '$lib/worker/search-worker-client']
	])('lets %s import %s from %s', async (filePath, name, source) => {
		expect(await lintImport(filePath, name, source)).toEqual([]);
	});
});
