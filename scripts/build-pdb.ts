/**
 * `npx tsx scripts/build-pdb.ts [6-6-3] [5-5-5]`: generates the 15-puzzle's pattern databases
 * (src/lib/solve/partitions.ts) with the project's own generator, caches them by content hash
 * under .cache/pdb/<hash>/ (removing the folders of earlier hashes of the same partition) and
 * copies them to static/pdb/ for the site. With unchanged inputs it builds nothing and says so.
 * Without arguments it does both partitions.
 */

import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PARTITIONS, buildPartition, type PartitionName } from '../src/lib/solve/partitions';
import { serializePatternDatabase } from '../src/lib/solve/pdb-format';
import {
	STATIC_DIR,
	fileNames,
	holds,
	partitionHash,
	pruneStaleCaches,
	writeManifestEntry
} from './pdb-store';
import { printTable } from './print-table.mjs';

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in PARTITIONS));
if (unknown.length > 0) {
	console.error(
		`Unknown partition ${unknown.join(', ')}; known: ${Object.keys(PARTITIONS).join(', ')}`
	);
	process.exit(2);
}
const wanted = (names.length > 0 ? names : Object.keys(PARTITIONS)) as PartitionName[];

const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;

for (const name of wanted) {
	const partition = PARTITIONS[name];
	const hash = partitionHash(partition);
	const cache = join('.cache/pdb', hash);
	const files = fileNames(partition);

	if (holds(cache, partition, hash)) {
		console.log(`${name}: cached as ${cache}, nothing to build.`);
	} else {
		const started = performance.now();
		const databases = buildPartition(partition);
		const seconds = ((performance.now() - started) / 1000).toFixed(1);
		mkdirSync(cache, { recursive: true });
		const rows = databases.map((database, i) => {
			const bytes = serializePatternDatabase(database);
			writeFileSync(join(cache, files[i]), bytes);
			return [
				files[i],
				database.pattern.join(' '),
				kilobytes(database.values.length),
				kilobytes(bytes.length),
				kilobytes(gzipSync(bytes, { level: 9 }).length)
			];
		});
		writeManifestEntry(cache, partition, hash);
		for (const stale of pruneStaleCaches(partition, hash)) {
			console.log(`${name}: removed ${stale}, built by an earlier generator.`);
		}
		printTable(
			`${name} built in ${seconds} s into ${cache}`,
			['file', 'pattern', 'entries', 'file size', 'gzipped'],
			rows
		);
	}

	if (holds(STATIC_DIR, partition, hash)) {
		console.log(`${name}: ${STATIC_DIR} is up to date.`);
		continue;
	}
	mkdirSync(STATIC_DIR, { recursive: true });
	for (const file of files) copyFileSync(join(cache, file), join(STATIC_DIR, file));
	writeManifestEntry(STATIC_DIR, partition, hash);
	console.log(`${name}: copied to ${STATIC_DIR}.`);
}
