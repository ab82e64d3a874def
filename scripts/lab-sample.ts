/**
 * `npx tsx scripts/lab-sample.ts`: the heuristic lab's seeded sample of random 15-puzzle boards,
 * each solved optimally, written to src/lib/lab/random-sample.ts. The boards are drawn from the
 * seed uniformly among the boards that reach Korf's goal (randomSolvableBoard); their lengths come
 * from IDA* on the 6-6-3 pattern databases (npm run build makes them). Run once: the table is
 * committed, and a unit test solves some of its boards again.
 */
import { writeFileSync } from 'node:fs';
import { KORF_GOAL } from '../src/lib/solve/korf100';
import { PARTITIONS } from '../src/lib/solve/partitions';
import { preparePdbHeuristic } from '../src/lib/solve/pdb-heuristic';
import { pdbSolve } from '../src/lib/solve/pdb-solver';
import {
	RANDOM_SAMPLE_SEED,
	RANDOM_SAMPLE_SIZE,
	randomSampleBoard
} from '../src/lib/lab/random-sample-draw';
import { loadPartition } from './pdb-store';

const loaded = loadPartition(PARTITIONS['6-6-3']);
if (loaded === null) {
	console.error('No 6-6-3 pattern databases: run npm run build first.');
	process.exit(1);
}
const heuristic = preparePdbHeuristic(loaded.databases, { reflected: true });
const rows: string[] = [];
for (let i = 0; i < RANDOM_SAMPLE_SIZE; i++) {
	const cells = randomSampleBoard(i);
	const started = performance.now();
	const result = pdbSolve(cells, 4, 4, KORF_GOAL, heuristic);
	const length = result.moves.length;
	console.log(
		`${i + 1}: ${cells.join(',')} → ${length} moves (${Math.round(performance.now() - started)} ms)`
	);
	rows.push(`\t[${length}, [${cells.join(', ')}]]`);
}
writeFileSync(
	'src/lib/lab/random-sample.ts',
	`/**
 * The lab's seeded sample of random 15-puzzle boards (random-sample-draw.ts draws board i from
 * seed "${RANDOM_SAMPLE_SEED}"), each with its optimal length to Korf's goal (blank first), found
 * by IDA* on the 6-6-3 pattern databases. Written by scripts/lab-sample.ts; do not edit by hand.
 */

/** [optimal length, cells row by row (0 the blank)]. */
export const RANDOM_SAMPLE: readonly (readonly [number, readonly number[]])[] = [
${rows.join(',\n')}
];
`
);
