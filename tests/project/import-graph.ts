import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The imports between the modules of src/lib, read from the source text: static imports and
 * re-exports, bare `import '…'`, and dynamic `import('…')`, through a relative path or `$lib`.
 * Packages are left out. Files are named relative to src/lib ("search/frontier.ts").
 */
export interface ImportEdge {
	readonly from: string;
	readonly to: string;
	/** `import type` / `export type`: erased when compiled, so it orders no module's loading. */
	readonly typeOnly: boolean;
}

const IMPORT =
	/^\s*(import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gm;

/** Every module of `dir` (src/lib), relative to it. */
export function libFiles(dir: string, under = ''): string[] {
	return readdirSync(path.join(dir, under)).flatMap((name) => {
		const relative = under === '' ? name : `${under}/${name}`;
		if (statSync(path.join(dir, relative)).isDirectory()) return libFiles(dir, relative);
		return /\.(ts|js|svelte)$/.test(name) && !name.endsWith('.d.ts') ? [relative] : [];
	});
}

/** The specifiers `text` imports, with whether each statement imports types only. */
export function importsIn(text: string): { specifier: string; typeOnly: boolean }[] {
	return [...text.matchAll(IMPORT)].map((match) => ({
		specifier: match[3] ?? match[4],
		typeOnly: match[2] !== undefined
	}));
}

/** The module of src/lib `specifier` names from `from`, or null for a package or a path outside. */
export function resolveImport(dir: string, from: string, specifier: string): string | null {
	// A Vite query (`./sandbox-worker.ts?worker&url`) still names the module.
	specifier = specifier.replace(/\?.*$/, '');
	let target: string;
	if (specifier.startsWith('$lib/')) target = specifier.slice('$lib/'.length);
	else if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(from), specifier);
	else return null;
	if (target.startsWith('..')) return null;
	const candidates = [
		target,
		`${target}.ts`,
		`${target}.js`,
		target.replace(/\.js$/, '.ts'),
		`${target}/index.ts`,
		`${target}/index.js`
	];
	const found = candidates.find((candidate) => {
		const file = path.join(dir, candidate);
		return existsSync(file) && statSync(file).isFile();
	});
	if (found === undefined) throw new Error(`${from} imports ${specifier}, which is not a file`);
	return found;
}

/** Every import between modules of `dir`. */
export function importEdges(dir: string): ImportEdge[] {
	return libFiles(dir).flatMap((from) =>
		importsIn(readFileSync(path.join(dir, from), 'utf8')).flatMap(({ specifier, typeOnly }) => {
			const to = resolveImport(dir, from, specifier);
			return to === null || to === from ? [] : [{ from, to, typeOnly }];
		})
	);
}

/** The folder (or top-level module, without its extension) of src/lib a file belongs to. */
export function entryOf(file: string): string {
	const [first, ...rest] = file.split('/');
	return rest.length > 0 ? first : first.replace(/\.(ts|js|svelte)$/, '');
}

/**
 * One cycle through each strongly connected group of `edges` (Tarjan's algorithm), written
 * "a → b → a", starting from the group's first node in sorted order; sorted.
 */
export function cycles(edges: readonly (readonly [string, string])[]): string[] {
	const next = new Map<string, string[]>();
	for (const [from, to] of edges) {
		if (from === to) continue;
		const list = next.get(from) ?? [];
		if (!list.includes(to)) list.push(to);
		next.set(from, list);
	}
	for (const list of next.values()) list.sort();
	const nodes = [...new Set(edges.flat())].sort();
	const index = new Map<string, number>();
	const low = new Map<string, number>();
	const stack: string[] = [];
	const onStack = new Set<string>();
	const groups: string[][] = [];
	const connect = (node: string): void => {
		index.set(node, index.size);
		low.set(node, index.get(node)!);
		stack.push(node);
		onStack.add(node);
		for (const to of next.get(node) ?? []) {
			if (!index.has(to)) {
				connect(to);
				low.set(node, Math.min(low.get(node)!, low.get(to)!));
			} else if (onStack.has(to)) {
				low.set(node, Math.min(low.get(node)!, index.get(to)!));
			}
		}
		if (low.get(node) === index.get(node)) {
			const group: string[] = [];
			let member: string;
			do {
				member = stack.pop()!;
				onStack.delete(member);
				group.push(member);
			} while (member !== node);
			if (group.length > 1) groups.push(group.sort());
		}
	};
	for (const node of nodes) if (!index.has(node)) connect(node);
	return groups.map((group) => cycleText(group, next)).sort();
}

/** The shortest way from the group's first node back to it, inside the group (breadth first). */
function cycleText(group: readonly string[], next: ReadonlyMap<string, string[]>): string {
	const start = group[0];
	const cameFrom = new Map<string, string>();
	const queue = [start];
	while (queue.length > 0) {
		const node = queue.shift()!;
		for (const to of next.get(node) ?? []) {
			if (!group.includes(to)) continue;
			if (to === start) {
				const way = [node];
				while (way[0] !== start) way.unshift(cameFrom.get(way[0])!);
				return [...way, start].join(' → ');
			}
			if (!cameFrom.has(to)) {
				cameFrom.set(to, node);
				queue.push(to);
			}
		}
	}
	throw new Error(`no cycle through ${start}`);
}
