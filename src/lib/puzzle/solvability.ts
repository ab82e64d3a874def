/**
 * Solvability by parity. Read the tiles row by row, skipping the blank; an inversion is a pair
 * of tiles in the wrong order (the larger first). A horizontal move changes nothing in that
 * reading. A vertical move carries one tile past the cols − 1 tiles between its old and new
 * places, changing the inversion count by an odd or even amount as cols − 1 is odd or even,
 * and moves the blank one row. So every move keeps one quantity's parity:
 *
 * - odd width: the inversion count;
 * - even width: the inversion count plus the blank's row counted from the bottom.
 *
 * The state graph has exactly two components and swapping two tiles flips that parity, so the
 * parity tells the components apart: a board reaches a goal exactly when both have the same
 * parity. Against the blank-last goal (no inversions, blank in row 1 from the bottom) this is
 * the textbook rule; against any other goal, such as blank-first, the goal's own count decides.
 */

import { assertSameSize, blankIndex, BLANK, type Board } from './board';
import { message, type MessageRef } from '../messages';

export type SolvabilityRuleId = 'odd-width' | 'even-width';

export interface SolvabilityRule {
	readonly id: SolvabilityRuleId;
	/** The rule for this goal in one sentence, e.g. "... the inversion count must be even." */
	readonly message: MessageRef;
}

export interface SolvabilityExplanation {
	/** The tiles read row by row, blank omitted. */
	readonly permutation: readonly number[];
	readonly inversions: number;
	/** Every pair [a, b] with a before b and a > b, in reading order of a, then of b. */
	readonly invertingPairs: readonly (readonly [number, number])[];
	/** 1 is the bottom row. */
	readonly blankRowFromBottom: number;
	readonly widthParity: 'odd' | 'even';
	readonly goalInversions: number;
	readonly goalBlankRowFromBottom: number;
	readonly rule: SolvabilityRule;
	readonly solvable: boolean;
	/** Why, in one sentence with this board's numbers. */
	readonly reasonMessage: MessageRef;
}

/** The tiles read row by row, blank omitted. */
export function tilePermutation(board: Board): number[] {
	return board.cells.filter((tile) => tile !== BLANK);
}

/** Pairs of tiles out of order in the row-by-row reading, blank ignored. */
export function countInversions(board: Board): number {
	const tiles = tilePermutation(board);
	let count = 0;
	for (let i = 0; i < tiles.length; i++) {
		for (let j = i + 1; j < tiles.length; j++) {
			if (tiles[i] > tiles[j]) count++;
		}
	}
	return count;
}

export function blankRowFromBottom(board: Board): number {
	return board.rows - Math.floor(blankIndex(board) / board.cols);
}

/**
 * The quantity no move changes the parity of: inversions for odd width, inversions plus the
 * blank's row from the bottom for even width.
 */
export function parityInvariant(board: Board): number {
	const inversions = countInversions(board);
	return (board.cols % 2 === 1 ? inversions : inversions + blankRowFromBottom(board)) % 2;
}

/** Whether `goal` can be reached from `board`. Precondition: the same size (else RangeError). */
export function isSolvable(board: Board, goal: Board): boolean {
	assertSameSize(board, goal);
	return parityInvariant(board) === parityInvariant(goal);
}

/** The parity argument for `board` against `goal`, as data for a lesson. Same precondition. */
export function explainSolvability(board: Board, goal: Board): SolvabilityExplanation {
	assertSameSize(board, goal);
	const permutation = tilePermutation(board);
	const invertingPairs: [number, number][] = [];
	for (let i = 0; i < permutation.length; i++) {
		for (let j = i + 1; j < permutation.length; j++) {
			if (permutation[i] > permutation[j]) invertingPairs.push([permutation[i], permutation[j]]);
		}
	}
	const inversions = invertingPairs.length;
	const blankRow = blankRowFromBottom(board);
	const goalInversions = countInversions(goal);
	const goalBlankRow = blankRowFromBottom(goal);
	const solvable = parityInvariant(board) === parityInvariant(goal);

	if (board.cols % 2 === 1) {
		const needed = goalInversions % 2 === 0 ? 'even' : 'odd';
		const found = inversions % 2 === 0 ? 'even' : 'odd';
		return {
			permutation,
			inversions,
			invertingPairs,
			blankRowFromBottom: blankRow,
			widthParity: 'odd',
			goalInversions,
			goalBlankRowFromBottom: goalBlankRow,
			rule: {
				id: 'odd-width',
				message: message('search_parity_rule_odd_width', { needed })
			},
			solvable,
			reasonMessage: oddWidthReason(inversions, found, needed)
		};
	}

	const sameParity = (rowFromBottom: number, count: number): boolean =>
		rowFromBottom % 2 === count % 2;
	const neededParity: SameParity = sameParity(goalBlankRow, goalInversions) ? 'same' : 'different';
	const foundParity: SameParity = sameParity(blankRow, inversions) ? 'same' : 'different';
	return {
		permutation,
		inversions,
		invertingPairs,
		blankRowFromBottom: blankRow,
		widthParity: 'even',
		goalInversions,
		goalBlankRowFromBottom: goalBlankRow,
		rule: {
			id: 'even-width',
			message: message('search_parity_rule_even_width', {
				needed: message('search_parity_same', { parity: neededParity })
			})
		},
		solvable,
		reasonMessage: evenWidthReason(blankRow, inversions, foundParity, neededParity)
	};
}

/** Whether two numbers have the same parity, as the even-width rule compares them. */
type SameParity = 'same' | 'different';

/** The odd-width argument: the inversions counted, their parity, and the rule's. */
function oddWidthReason(
	inversions: number,
	found: 'even' | 'odd',
	needed: 'even' | 'odd'
): MessageRef {
	const counted = message('search_parity_inversions', { count: inversions });
	const foundNumber = message('search_parity_number', { parity: found });
	return found === needed
		? message('search_parity_odd_width_solvable', { inversions: counted, found: foundNumber })
		: message('search_parity_odd_width_unsolvable', {
				inversions: counted,
				found: foundNumber,
				needed: message('search_parity_number', { parity: needed })
			});
}

/** The even-width argument: the blank's row and the inversions, and whether their parities agree. */
function evenWidthReason(
	blankRow: number,
	inversions: number,
	found: SameParity,
	needed: SameParity
): MessageRef {
	const facts = message('search_parity_even_width_facts', { row: blankRow, count: inversions });
	const foundParity = message('search_parity_same', { parity: found });
	return found === needed
		? message('search_parity_even_width_solvable', { facts, found: foundParity })
		: message('search_parity_even_width_unsolvable', {
				facts,
				found: foundParity,
				needed: message('search_parity_same', { parity: needed })
			});
}

/**
 * Two tiles whose swap moves `board` into the other half of the state space (any swap of two
 * tiles flips the invariant's parity; the blank is not a tile). Named in advice, so the pair
 * chosen is the one a reader most likely meant: the first two tiles next to each other in the
 * row-by-row reading that stand in the wrong order (Loyd's 15 and 14), else the last two tiles.
 * Precondition: at least two tiles, which every board of 2×2 or more has.
 */
export function parityFixingSwap(board: Board): readonly [number, number] {
	const tiles = tilePermutation(board);
	for (let i = 0; i + 1 < tiles.length; i++) {
		if (tiles[i] > tiles[i + 1]) return [tiles[i], tiles[i + 1]];
	}
	return [tiles[tiles.length - 2], tiles[tiles.length - 1]];
}
