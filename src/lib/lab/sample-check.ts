/**
 * The lab's check on the 15-puzzle: a sample, not a proof. Its 10,461,394,944,000 boards cannot
 * all be visited, so h is measured on Korf's 100 instances (solve/korf100.ts), whose optimal
 * lengths are published, and on 100 random boards drawn from a seed and solved optimally
 * (random-sample.ts): admissible on those boards (h ≤ the optimal length), consistent on the
 * moves out of them (|h(a) − h(b)| ≤ 1 for each neighbour), h(goal) = 0, averages against
 * Manhattan distance and linear conflict. Passing it says only that no counterexample is among
 * these 200 boards and their neighbours; one failure is a proof of inadmissibility.
 */

import { boardOf, UDLR, type Board } from '../puzzle/board';
import { compileHeuristic } from '../puzzle/heuristics';
import { applyMove } from '../puzzle/moves';
import { KORF_100, KORF_GOAL } from '../solve/korf100';
import { RANDOM_SAMPLE } from './random-sample';
import { HeuristicTally, type LabBoardValue, type TallyReport } from './checker';
import { message, type MessageRef } from '../messages';

export const SAMPLE_GOAL: Board = boardOf(4, 4, KORF_GOAL);

/** A sampled board with its neighbours (the boards one move away). */
interface SampleEntry {
	/** "Korf's instance 12", "random board 3". */
	readonly name: MessageRef;
	readonly board: Board;
	readonly distance: number;
	readonly neighbours: readonly Board[];
}

function entryOf(name: MessageRef, cells: readonly number[], distance: number): SampleEntry {
	const board = boardOf(4, 4, cells);
	const neighbours = UDLR.flatMap((move) => {
		const next = applyMove(board, move);
		return next.ok ? [next.value] : [];
	});
	return { name, board, distance, neighbours };
}

const ENTRIES: readonly SampleEntry[] = [
	...KORF_100.map((instance) =>
		entryOf(message('lab_sample_korf', { id: instance.id }), instance.cells, instance.length)
	),
	...RANDOM_SAMPLE.map(([length, cells], i) =>
		entryOf(message('lab_sample_random', { index: i + 1 }), cells, length)
	)
];

/** How many boards the sample holds: Korf's instances, then the random boards. */
export const SAMPLE_SIZES = { korf: KORF_100.length, random: RANDOM_SAMPLE.length } as const;

/** A sampled board where h fails, named as the report lists it. */
export interface SampleBoardValue extends LabBoardValue {
	readonly name: MessageRef;
}

/**
 * The boards h is evaluated on, in this order: the goal, Korf's 100 instances and the 100
 * random boards, then each one's neighbours in the same order (Up, Down, Left, Right).
 */
export function sampleBoards(): number[][] {
	return [
		[...SAMPLE_GOAL.cells],
		...ENTRIES.map((entry) => [...entry.board.cells]),
		...ENTRIES.flatMap((entry) => entry.neighbours.map((board) => [...board.cells]))
	];
}

export interface SampleReport extends TallyReport<SampleBoardValue> {
	readonly boards: number;
	readonly goalValue: number;
}

/** The report from h's values on sampleBoards(), in that order. */
export function checkSample(values: readonly number[]): SampleReport {
	const manhattan = compileHeuristic('manhattan', SAMPLE_GOAL);
	const conflict = compileHeuristic('linear-conflict', SAMPLE_GOAL);
	const tally = new HeuristicTally<SampleBoardValue>();
	let next = 1 + ENTRIES.length;
	ENTRIES.forEach((entry, i) => {
		const h = values[1 + i];
		const at: SampleBoardValue = {
			name: entry.name,
			rank: i + 1,
			board: entry.board,
			h,
			distance: entry.distance
		};
		const cells = entry.board.cells;
		if (tally.board(h, entry.distance, manhattan(cells), conflict(cells))) {
			tally.firstOverestimates.push(at);
		}
		for (const board of entry.neighbours) {
			const other = values[next++];
			if (tally.move(h, other)) {
				// A neighbour's optimal length is the instance's ± 1; it is not known exactly.
				tally.firstInconsistencies.push({
					from: at,
					to: { rank: 0, board, h: other, distance: NaN }
				});
			}
		}
	});
	return { ...tally.report(), boards: ENTRIES.length, goalValue: values[0] };
}
