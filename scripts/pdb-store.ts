/**
 * Where the pattern databases live on disk, for Node (the build script, the command line and
 * the benchmark); src/lib/solve stays free of Node APIs.
 *
 * A partition's databases are cached under `.cache/pdb/<hash>/`, the hash covering the source of
 * the generator and the partition's parameters, so a rebuild with unchanged inputs finds them and
 * pays nothing. The site's copy is `static/pdb/<partition>-<i>.pdb` with `static/pdb/manifest.json`
 * recording each partition's hash and files.
 */

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserializePatternDatabase, FORMAT_VERSION } from '../src/lib/solve/pdb-format';
import type { Partition, PartitionName } from '../src/lib/solve/partitions';
import type { PatternDatabase } from '../src/lib/solve/pattern-database';

/** The generator's source: any change to these files changes every hash. */
const GENERATOR_SOURCES = [
	'src/lib/solve/k-permutation.ts',
	'src/lib/solve/pattern-database.ts',
	'src/lib/solve/pdb-format.ts'
];

export const CACHE_DIR = '.cache/pdb';
export const STATIC_DIR = 'static/pdb';
export const MANIFEST = 'manifest.json';

export interface ManifestEntry {
	readonly hash: string;
	readonly files: readonly string[];
	readonly patterns: readonly (readonly number[])[];
}
export type Manifest = Partial<Record<PartitionName, ManifestEntry>>;

/** The content hash of a partition's databases: generator source, format version, parameters. */
export function partitionHash(partition: Partition, root = '.'): string {
	const hash = createHash('sha256');
	for (const file of GENERATOR_SOURCES) hash.update(readFileSync(join(root, file)));
	const { rows, cols, goal, patterns } = partition;
	hash.update(JSON.stringify({ version: FORMAT_VERSION, rows, cols, goal, patterns }));
	return hash.digest('hex').slice(0, 16);
}

export const fileNames = (partition: Partition): string[] =>
	partition.patterns.map((_, i) => `${partition.name}-${i}.pdb`);

export function cacheDir(partition: Partition, root = '.'): string {
	return join(root, CACHE_DIR, partitionHash(partition, root));
}

export function readManifest(dir: string): Manifest {
	const path = join(dir, MANIFEST);
	return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
}

export function writeManifestEntry(dir: string, partition: Partition, hash: string): void {
	mkdirSync(dir, { recursive: true });
	const manifest = readManifest(dir);
	manifest[partition.name] = { hash, files: fileNames(partition), patterns: partition.patterns };
	writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, '\t')}\n`);
}

/** Whether `dir` holds this partition's files under this hash. */
export function holds(dir: string, partition: Partition, hash: string): boolean {
	return (
		readManifest(dir)[partition.name]?.hash === hash &&
		fileNames(partition).every((name) => existsSync(join(dir, name)))
	);
}

/**
 * The partition's databases from the cache, or else from the site's copy, when either holds the
 * current hash; null when neither does.
 */
export function loadPartition(
	partition: Partition,
	root = '.'
): { databases: PatternDatabase[]; from: string } | null {
	const hash = partitionHash(partition, root);
	for (const dir of [join(root, CACHE_DIR, hash), join(root, STATIC_DIR)]) {
		if (!holds(dir, partition, hash)) continue;
		const databases = fileNames(partition).map((name) =>
			deserializePatternDatabase(new Uint8Array(readFileSync(join(dir, name))))
		);
		return { databases, from: dir };
	}
	return null;
}

/**
 * Removes the cache folders of earlier versions of this partition (another hash, same name):
 * each build under a new hash would otherwise leave about 6 MB behind. Returns their paths.
 */
export function pruneStaleCaches(partition: Partition, hash: string, root = '.'): string[] {
	const cacheRoot = join(root, CACHE_DIR);
	if (!existsSync(cacheRoot)) return [];
	const removed: string[] = [];
	for (const entry of readdirSync(cacheRoot, { withFileTypes: true })) {
		if (!entry.isDirectory() || entry.name === hash) continue;
		const dir = join(cacheRoot, entry.name);
		const names = Object.keys(readManifest(dir));
		if (names.length === 1 && names[0] === partition.name) {
			rmSync(dir, { recursive: true, force: true });
			removed.push(dir);
		}
	}
	return removed;
}
