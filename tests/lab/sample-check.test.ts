import { describe, expect, it } from 'vitest';
import '../i18n/english-messages';
import { compileHeuristic } from '../../src/lib/puzzle/heuristics';
import {
	checkSample,
	SAMPLE_GOAL,
	SAMPLE_SIZES,
	sampleBoards
} from '../../src/lib/lab/sample-check';
import { RANDOM_SAMPLE } from '../../src/lib/lab/random-sample';
import { RANDOM_SAMPLE_SIZE, randomSampleBoard } from '../../src/lib/lab/random-sample-draw';
import { KORF_100, KORF_GOAL } from '../../src/lib/solve/korf100';
import { buildPartition, PARTITIONS } from '../../src/lib/solve/partitions';
import { preparePdbHeuristic } from '../../src/lib/solve/pdb-heuristic';
import { pdbSolve } from '../../src/lib/solve/pdb-solver';

const boards = sampleBoards();
const manhattan = compileHeuristic('manhattan', SAMPLE_GOAL);

/** Every sampled board's cells and optimal length: Korf's 100, then the random 100. */
const SAMPLED: readonly (readonly [number, readonly number[]])[] = [
	...KORF_100.map((instance): [number, readonly number[]] => [instance.length, instance.cells]),
	...RANDOM_SAMPLE
];

describe("the 15-puzzle sample check (Korf's 100 and 100 random boards)", () => {
	it('evaluates the goal, the 200 boards and their neighbours', () => {
		expect(boards[0]).toEqual(SAMPLE_GOAL.cells);
		expect(boards[1]).toEqual(KORF_100[0].cells);
		// Each board's blank has 2, 3 or 4 neighbours.
		const neighbours = SAMPLED.reduce((sum, [, cells]) => {
			const blank = cells.indexOf(0);
			const row = Math.floor(blank / 4);
			const col = blank % 4;
			return sum + [row > 0, row < 3, col > 0, col < 3].filter(Boolean).length;
		}, 0);
		expect(boards.length).toBe(1 + 200 + neighbours);
	});

	it('finds Manhattan distance admissible and consistent on the sample', () => {
		const report = checkSample(boards.map((cells) => manhattan(cells)));
		expect([
			report.boards,
			report.overestimates,
			report.inconsistentEdges,
			report.goalValue
		]).toEqual([200, 0, 0, 0]);
		expect(report.overManhattan).toEqual({ below: 0, equal: 200, above: 0 });
		expect(report.mean.distance).toBeCloseTo(
			SAMPLED.reduce((sum, [length]) => sum + length, 0) / 200,
			9
		);
	});

	it('finds the boards where 1.5 × Manhattan overestimates, Korf’s first, in order', () => {
		const report = checkSample(boards.map((cells) => 1.5 * manhattan(cells)));
		const korf = KORF_100.filter((instance) => 1.5 * manhattan(instance.cells) > instance.length);
		const random = RANDOM_SAMPLE.filter(([length, cells]) => 1.5 * manhattan(cells) > length);
		expect([korf.length, random.length, report.overestimates]).toEqual([73, 76, 149]);
		expect(report.firstOverestimates.map((value) => value.name)).toEqual(
			korf.slice(0, 5).map((instance) => `Korf's instance ${instance.id}`)
		);
		expect(report.inconsistentEdges).toBe(report.edges);
	});
});

describe('the random half of the 15-puzzle sample', () => {
	it('is drawn from its seed, so anyone can draw the same boards again', () => {
		expect(RANDOM_SAMPLE.length).toBe(RANDOM_SAMPLE_SIZE);
		RANDOM_SAMPLE.forEach(([, cells], i) => expect(cells).toEqual(randomSampleBoard(i)));
		expect(SAMPLE_SIZES).toEqual({ korf: 100, random: 100 });
		expect(boards[1 + 100]).toEqual(RANDOM_SAMPLE[0][1]);
	});

	it('holds optimal lengths: IDA* on other pattern databases (5-5-5) finds the same', () => {
		const heuristic = preparePdbHeuristic(buildPartition(PARTITIONS['5-5-5']), { reflected: true });
		for (let i = 0; i < RANDOM_SAMPLE.length; i += 10) {
			const [length, cells] = RANDOM_SAMPLE[i];
			expect(pdbSolve(cells, 4, 4, KORF_GOAL, heuristic).moves.length).toBe(length);
			// Manhattan distance is admissible: never above the stored length, and of its parity.
			expect(manhattan(cells)).toBeLessThanOrEqual(length);
			expect((length - manhattan(cells)) % 2).toBe(0);
		}
	});
});
