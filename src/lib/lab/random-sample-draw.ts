/**
 * How the lab's random 15-puzzle sample is drawn: board i comes from the seed and its index,
 * uniformly among the boards that can reach Korf's goal (blank first), so anyone can draw the
 * same boards again and solve them to check the lengths in random-sample.ts.
 */
import { boardOf } from '../puzzle/board';
import { randomSolvableBoard } from '../puzzle/scramble';
import { KORF_GOAL } from '../solve/korf100';

export const RANDOM_SAMPLE_SEED = 'frontier-lab-15';
export const RANDOM_SAMPLE_SIZE = 100;

/** The cells of sample board `index` (from 0). */
export function randomSampleBoard(index: number): number[] {
	return [...randomSolvableBoard(boardOf(4, 4, KORF_GOAL), `${RANDOM_SAMPLE_SEED}/${index}`).cells];
}
