/**
 * Sizes of the state space, for the lessons that estimate before they search. An arrangement
 * is any placement of the tiles and the blank; the state graph joins two arrangements when one
 * move turns one into the other. It splits into two components of equal size (see
 * solvability.ts), so exactly half of the arrangements can reach a given goal.
 */

import { countText } from '../count-text';
import { message, type MessageRef } from '../messages';

function factorial(n: number): bigint {
	let product = 1n;
	for (let k = 2n; k <= BigInt(n); k++) product *= k;
	return product;
}

/** (r·c)!: every placement of the r·c − 1 tiles and the blank. */
export function arrangements(rows: number, cols: number): bigint {
	return factorial(rows * cols);
}

/** (r·c)!/2: the arrangements that can reach a given goal (one component). */
export function reachable(rows: number, cols: number): bigint {
	return arrangements(rows, cols) / 2n;
}

/**
 * Legal blank moves summed over the r·c blank positions. Each of the r·(c−1) horizontal and
 * c·(r−1) vertical adjacencies of cells is a move in both directions: 2·(r·(c−1) + c·(r−1)).
 */
export function blankMoveCount(rows: number, cols: number): number {
	return 2 * (rows * (cols - 1) + cols * (rows - 1));
}

/** Average legal moves over blank positions: 8/3 for 3×3, 3 for 4×4, 4(n−1)/n for n×n. */
export function branchingFactor(rows: number, cols: number): number {
	return blankMoveCount(rows, cols) / (rows * cols);
}

/**
 * Edges of the state graph over all (r·c)! arrangements. For each blank position the other
 * tiles can stand in (r·c − 1)! ways, each arrangement has that position's legal moves, and
 * every edge is counted from both ends: (r·c − 1)! · blankMoveCount / 2. For 3×3: 483840.
 */
export function stateGraphEdges(rows: number, cols: number): bigint {
	return (factorial(rows * cols - 1) * BigInt(blankMoveCount(rows, cols))) / 2n;
}

/** Edges of one component: half of stateGraphEdges, since a move never changes component. */
export function reachableGraphEdges(rows: number, cols: number): bigint {
	return stateGraphEdges(rows, cols) / 2n;
}

/**
 * The arrangements that reach a given goal, written for a sentence: exact up to 4×4
 * ("181,440", "10,461,394,944,000"), beyond that as a factorial ("25!/2"), whose digits would
 * fill a line and say nothing more.
 */
export function reachableText(rows: number, cols: number): string {
	return rows * cols <= 16 ? countText(reachable(rows, cols)) : `${rows * cols}!/2`;
}

/** `reachableText` as a message: the count in the reader's numbers, or "25!/2". */
export function reachableMessage(rows: number, cols: number): MessageRef {
	return rows * cols <= 16
		? // 16!/2 is below 2^53: exact as a number.
			message('search_reachable', { count: Number(reachable(rows, cols)) })
		: message('search_reachable_factorial', { cells: rows * cols });
}
