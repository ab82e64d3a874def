import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './source-files';

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
	dependencies: Record<string, string>;
	devDependencies: Record<string, string>;
};

/**
 * The bare specifiers a file imports at run time: `import … from`, `export … from`, a bare
 * `import 'x'` (a stylesheet) and `import('x')`; not `import type`, whose import is erased.
 */
const RUNTIME_IMPORT =
	/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^'.$][^']*)'|^\s*import\s+'([^'.$][^']*)'|\bimport\(\s*'([^'.$][^']*)'\s*\)/gm;

/** The package a bare import names: "d3-scale", "@sveltejs/kit", "svelte" (from "svelte/store"). */
function packageOf(specifier: string): string {
	const parts = specifier.split('/');
	return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The files that become the site's code: src/ (but build-time .server.ts) and the lessons. */
const SITE_CODE = /^(?!.*\.server\.ts$).*\.(ts|js|svelte|md)$/;

describe('package.json', () => {
	it('lists every package the site’s code imports at run time under dependencies', () => {
		const imported = new Set<string>();
		for (const file of [
			...sourceFiles(path.join(root, 'src'), SITE_CODE, true),
			...sourceFiles(path.join(root, 'content'), SITE_CODE, true)
		]) {
			for (const match of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) {
				const specifier = match[1] ?? match[2] ?? match[3];
				if (!specifier.startsWith('node:')) imported.add(packageOf(specifier));
			}
		}
		// SvelteKit is the build's framework: its client runtime comes with the build tooling.
		imported.delete('@sveltejs/kit');
		expect([...imported].sort()).toEqual([
			'@codemirror/lang-javascript',
			'@codemirror/language',
			'@codemirror/lint',
			'@codemirror/state',
			'@lezer/highlight',
			'codemirror',
			'd3',
			'd3-scale',
			'd3-shape',
			'fflate',
			'gifenc',
			'katex',
			'svelte',
			'xstate'
		]);
		for (const name of imported) {
			expect(manifest.dependencies[name], name).toBeDefined();
			expect(manifest.devDependencies[name], name).toBeUndefined();
		}
		// And the other way: dependencies lists nothing else, so tooling (the build, tests, lint)
		// stays in devDependencies.
		expect(Object.keys(manifest.dependencies).sort()).toEqual([...imported].sort());
	});

	it('reads every kind of run-time import, and no type-only one', () => {
		const text = [
			"import { a } from 'pkg-a';",
			"\timport {\n\t\tb,\n\t\tc\n\t} from '@scope/pkg-b/sub';",
			"import 'pkg-c/dist/style.css';",
			"export { d } from 'pkg-d';",
			"const e = await import('pkg-e');",
			"import type { F } from 'pkg-f';",
			"import { g } from './local';",
			"import { h } from '$lib/h';"
		].join('\n');
		const found = [...text.matchAll(RUNTIME_IMPORT)].map((m) => packageOf(m[1] ?? m[2] ?? m[3]));
		expect(found).toEqual(['pkg-a', '@scope/pkg-b', 'pkg-c', 'pkg-d', 'pkg-e']);
	});
});
