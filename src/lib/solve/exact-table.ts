/**
 * Optimal solutions read from a table of exact distances (search/exact-distance.ts): on boards
 * of up to ten cells a breadth-first search from the goal labels every board with h*, and a
 * shortest path is then a walk downhill — from a board at distance d, any move to a board at
 * distance d − 1 starts a shortest solution. No search at solve time, only lookups.
 */
import { UDLR, type Board, type Direction } from '../puzzle/board';
import { applyMove } from '../puzzle/moves';
import { trueDistance, type DistanceTable } from '../search/exact-distance';

/**
 * A shortest solution of `board` to the table's goal, trying moves in Up, Down, Left, Right
 * order at each step; null when the board cannot reach the goal or has another size.
 */
export function exactTableSolve(table: DistanceTable, board: Board): Direction[] | null {
	let distance = trueDistance(table, board);
	if (distance === null) return null;
	const moves: Direction[] = [];
	let at = board;
	while (distance > 0) {
		const downhill = distance - 1;
		const step = UDLR.find((move) => {
			const next = applyMove(at, move);
			return next.ok && trueDistance(table, next.value) === downhill;
		});
		// A board at distance d > 0 always has a neighbour at d − 1: the table is a BFS.
		if (step === undefined) throw new Error(`No move lowers the distance ${distance}.`);
		const next = applyMove(at, step);
		if (!next.ok) throw new Error(next.error.code);
		at = next.value;
		moves.push(step);
		distance--;
	}
	return moves;
}
