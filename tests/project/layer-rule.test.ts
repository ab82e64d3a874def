import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer rule of eslint.config.js, run through ESLint itself on code that is never written to
// disk: what `npm run lint` (and so CI) says about an import in a pure layer.
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

function refusal(source: string, layer: string): string {
	return `no-restricted-imports: '${source}' import is restricted from being used by a pattern. ${layer} is a lower layer (shared/DESIGN.md): it imports no framework and nothing above it.`;
}

describe('the layer rule of shared/DESIGN.md', () => {
	it.each([
		['mount', 'svelte'],
		['writable', 'svelte/store'],
		['select', 'd3'],
		['scaleLinear', 'd3-scale'],
		['createActor', 'xstate'],
		['page', '$app/state'],
		['Trace', '$lib/trace'],
		['Trace', '$lib/trace/trace'],
		['Trace', '../trace/trace'],
		['playerMachine', '$lib/player/playerMachine'],
		['toCsv', '$lib/export/run-export'],
		['SearchWorkerClient', '../worker/search-worker-client'],
		['runInSlices', '$lib/slices']
	])('refuses %s from %s in src/lib/search', async (name, source) => {
		expect(await lintImport('src/lib/search/x.ts', name, source)).toEqual([
			refusal(source, 'search')
		]);
	});

	it.each([
		['ALGORITHMS', '$lib/search'],
		['ALGORITHMS', '../search/index'],
		['solveOptimally', '$lib/solve']
	])('refuses %s from %s in src/lib/puzzle', async (name, source) => {
		expect(await lintImport('src/lib/puzzle/x.ts', name, source)).toEqual([
			refusal(source, 'puzzle')
		]);
	});

	it('refuses the trace to the solvers and the solvers to the trace', async () => {
		expect(await lintImport('src/lib/trace/x.ts', 'solveIda', '../solve/ida-star')).toEqual([
			refusal('../solve/ida-star', 'trace')
		]);
		expect(await lintImport('src/lib/solve/x.ts', 'Trace', '$lib/trace')).toEqual([
			refusal('$lib/trace', 'solve')
		]);
	});

	it.each([
		['src/lib/search/x.ts', 'parseBoard', '../puzzle/board'],
		['src/lib/search/x.ts', 'parseBoard', '$lib/puzzle'],
		['src/lib/search/x.ts', 'countText', '../count-text'],
		['src/lib/search/x.ts', 'bfs', './bfs'],
		['src/lib/solve/x.ts', 'exactDistance', '../search/exact-distance'],
		['src/lib/trace/x.ts', 'DESCRIPTIONS', '../search/descriptions'],
		['src/lib/viz/x.ts', 'select', 'd3'],
		['src/lib/player/x.ts', 'Trace', '$lib/trace']
	])('lets %s import %s from %s', async (filePath, name, source) => {
		expect(await lintImport(filePath, name, source)).toEqual([]);
	});
});
