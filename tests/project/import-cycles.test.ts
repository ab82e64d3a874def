import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../eslint.config.js';
import { cycles, entryOf, importEdges, importsIn, resolveImport } from './import-graph';

// The layering of src/lib read from the code itself (static and dynamic imports, relative and
// $lib), so that it holds where the lint does not look: a dynamic import(), a cycle between
// files of one folder, a cycle between folders of one layer.
const lib = path.resolve(__dirname, '../../src/lib');
const edges = importEdges(lib);

/** The layer LAYERS gives each entry of src/lib, counted from 0 at the bottom. */
const layerOf = new Map(
	LAYERS.flatMap((layer, index) => layer.map(({ entry }) => [entry, index] as const))
);

describe('the imports of src/lib', () => {
	it('are read: static, re-exported, bare, dynamic, type-only', () => {
		expect(
			importsIn(
				[
					"import { a } from './a';",
					"\timport {\n\t\tb,\n\t\tc\n\t} from '$lib/b/c';",
					"import './style.css';",
					"export { d } from '../d';",
					"export type { E } from './e';",
					"const f = await import('$lib/f');",
					"import type { G } from './g';",
					"import h from 'pkg-h';",
					" * import { not } from './a-comment';",
					"const text = 'import nothing';"
				].join('\n')
			)
		).toEqual([
			{ specifier: './a', typeOnly: false },
			{ specifier: '$lib/b/c', typeOnly: false },
			{ specifier: './style.css', typeOnly: false },
			{ specifier: '../d', typeOnly: false },
			{ specifier: './e', typeOnly: true },
			{ specifier: '$lib/f', typeOnly: false },
			{ specifier: './g', typeOnly: true },
			{ specifier: 'pkg-h', typeOnly: false }
		]);
		expect(resolveImport(lib, 'practice/questions.ts', '../search')).toBe('search/index.ts');
		expect(resolveImport(lib, 'lessons/compare.ts', '$lib/count-text')).toBe('count-text.ts');
		expect(resolveImport(lib, 'practice/questions.ts', 'xstate')).toBeNull();
	});

	it('reach every folder and top-level module, each placed in one layer', () => {
		const entries = new Set(edges.flatMap(({ from, to }) => [entryOf(from), entryOf(to)]));
		const placed = LAYERS.flat().map(({ entry }) => entry);
		expect(new Set(placed).size).toBe(placed.length);
		// Every entry imports or is imported: a walk that misread the imports would miss some.
		expect([...entries].sort()).toEqual([...placed].sort());
	});

	it('go only down the layers, or within one folder', () => {
		const upward = edges
			.filter(({ from, to }) => {
				const [a, b] = [entryOf(from), entryOf(to)];
				return a !== b && layerOf.get(b)! >= layerOf.get(a)!;
			})
			.map(({ from, to }) => `${from} → ${to}`);
		expect(upward).toEqual([]);
	});

	it('make no cycle between folders', () => {
		const folders = edges
			.map(({ from, to }) => [entryOf(from), entryOf(to)] as const)
			.filter(([a, b]) => a !== b);
		expect(cycles(folders)).toEqual([]);
	});

	it('make no cycle between files (a type-only import orders no loading, so it is left out)', () => {
		const files = edges
			.filter(({ typeOnly }) => !typeOnly)
			.map(({ from, to }) => [from, to] as const);
		expect(cycles(files)).toEqual([]);
	});

	it('would name a cycle', () => {
		expect(
			cycles([
				['practice/questions.ts', 'practice/frontier-after.ts'],
				['practice/frontier-after.ts', 'practice/questions.ts'],
				['practice/questions.ts', 'practice/never-expanded.ts'],
				['practice/never-expanded.ts', 'practice/questions.ts'],
				['config', 'lab'],
				['lab', 'lessons'],
				['lessons', 'config'],
				['puzzle', 'search']
			])
		).toEqual([
			'config → lab → lessons → config',
			'practice/frontier-after.ts → practice/questions.ts → practice/frontier-after.ts'
		]);
	});
});
