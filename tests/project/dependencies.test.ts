import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
	dependencies: Record<string, string>;
	devDependencies: Record<string, string>;
};

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const file = path.join(dir, name);
		if (statSync(file).isDirectory()) return sourceFiles(file);
		return /\.(ts|js|svelte)$/.test(name) && !name.endsWith('.server.ts') ? [file] : [];
	});
}

/** The package a bare import names: "d3-scale", "@sveltejs/kit", "svelte" (from "svelte/store"). */
function packageOf(specifier: string): string {
	const parts = specifier.split('/');
	return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

describe('package.json', () => {
	it('lists every package the site’s code imports at run time under dependencies', () => {
		const imported = new Set<string>();
		for (const file of sourceFiles(path.join(root, 'src'))) {
			const text = readFileSync(file, 'utf8');
			for (const match of text.matchAll(/^\s*import\s+(?!type\b)[^;]*?from\s+'([^'.$][^']*)'/gm)) {
				if (!match[1].startsWith('node:')) imported.add(packageOf(match[1]));
			}
		}
		// SvelteKit is the build's framework: its client runtime comes with the build tooling.
		imported.delete('@sveltejs/kit');
		expect([...imported].sort()).toEqual([
			'd3',
			'd3-array',
			'd3-scale',
			'd3-shape',
			'gifenc',
			'katex',
			'svelte',
			'xstate'
		]);
		for (const name of imported) {
			expect(manifest.dependencies[name], name).toBeDefined();
			expect(manifest.devDependencies[name], name).toBeUndefined();
		}
	});
});
