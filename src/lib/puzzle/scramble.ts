/**
 * Scrambles, from a seed so that a link reproduces them. A random walk gives a board a known
 * number of moves from the start (an upper bound on its distance, not the distance itself);
 * a uniform shuffle gives a typical board, usually far from the goal.
 */

import {
	BLANK,
	blankIndex,
	blankTarget,
	boardOf,
	swapBlank,
	UDLR,
	type Board,
	type Direction
} from './board';
import { createRng } from './rng';
import { isSolvable } from './solvability';

export interface RandomWalk {
	readonly board: Board;
	/** The blank moves taken; fewer than asked when the walk was boxed in. */
	readonly moves: Direction[];
	/** True when every neighbour had been visited before `steps` moves were taken. */
	readonly stoppedEarly: boolean;
}

/**
 * Walks the blank `steps` times from `start`, each move chosen uniformly among those leading to
 * a board not yet visited on this walk, so the walk never undoes itself or loops. If every
 * neighbour has been visited (rare, and only on long walks), it stops early: `moves.length`
 * says how many steps were taken.
 */
export function randomWalk(start: Board, steps: number, seed: number | string): RandomWalk {
	const rng = createRng(seed);
	const visited = new Set<string>([start.cells.join(',')]);
	const moves: Direction[] = [];
	const wanted = Math.max(0, Math.floor(steps));
	let board = start;
	while (moves.length < wanted) {
		const blank = blankIndex(board);
		const fresh: { direction: Direction; board: Board }[] = [];
		for (const direction of UDLR) {
			const target = blankTarget(board, blank, direction);
			if (target < 0) continue;
			const next = swapBlank(board, blank, target);
			if (!visited.has(next.cells.join(','))) fresh.push({ direction, board: next });
		}
		if (fresh.length === 0) return { board, moves, stoppedEarly: true };
		const chosen = fresh[rng.int(fresh.length)];
		visited.add(chosen.board.cells.join(','));
		moves.push(chosen.direction);
		board = chosen.board;
	}
	return { board, moves, stoppedEarly: false };
}

/**
 * A board drawn uniformly from those that can reach `goal`. A Fisher–Yates shuffle is uniform
 * over all arrangements; when it lands in the other parity class, swapping the first two
 * non-blank cells moves it across. That swap is its own inverse and pairs each unsolvable
 * arrangement with exactly one solvable one, so the result stays uniform.
 */
export function randomSolvableBoard(goal: Board, seed: number | string): Board {
	const rng = createRng(seed);
	const cells = [...goal.cells];
	for (let i = cells.length - 1; i > 0; i--) {
		const j = rng.int(i + 1);
		[cells[i], cells[j]] = [cells[j], cells[i]];
	}
	const shuffled = boardOf(goal.rows, goal.cols, cells);
	if (isSolvable(shuffled, goal)) return shuffled;
	const first = cells.findIndex((tile) => tile !== BLANK);
	const second = cells.findIndex((tile, i) => i > first && tile !== BLANK);
	[cells[first], cells[second]] = [cells[second], cells[first]];
	return boardOf(goal.rows, goal.cols, cells);
}
