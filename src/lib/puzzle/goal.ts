/**
 * Goal states. The course material uses two conventions: tiles in order with the blank last
 * (`12345678_`, the default) and with the blank first (`0,1,...,8`, the edX assignment). A
 * lesson may also name any other board as its goal; solvability is always relative to the goal.
 */

import { boardOf, type Board } from './board';
import { fail, ok, type Result } from './errors';
import { checkSize, parseBoard } from './notation';
import { message } from '../messages';

export type GoalConvention = 'blank-last' | 'blank-first';

export const GOAL_CONVENTIONS: readonly GoalConvention[] = Object.freeze([
	'blank-last',
	'blank-first'
]);

/** The ordered board of a convention; the size is assumed supported (see isSupportedSize). */
export function goalBoard(
	rows: number,
	cols: number,
	convention: GoalConvention = 'blank-last'
): Board {
	const count = rows * cols;
	const cells = Array.from({ length: count }, (_, i) =>
		convention === 'blank-first' ? i : (i + 1) % count
	);
	return boardOf(rows, cols, cells);
}

/**
 * A goal from a convention name or from a board written in any notation. A written goal must
 * be rows×cols like the board it is the goal of.
 */
export function resolveGoal(
	spec: GoalConvention | string,
	rows: number,
	cols: number
): Result<Board> {
	const name = spec.trim().toLowerCase();
	if (isGoalConvention(name)) {
		const size = checkSize(rows, cols);
		return size.ok ? ok(goalBoard(rows, cols, name)) : size;
	}
	if (/^[a-z][a-z-]*$/.test(name)) {
		return fail('unknown-goal', message('notice_board_unknown_goal', { goal: spec.trim() }));
	}
	return parseBoard(spec, { rows, cols });
}

export function isGoalConvention(text: string): text is GoalConvention {
	return (GOAL_CONVENTIONS as readonly string[]).includes(text);
}

/**
 * Where each tile sits in the goal, indexed by tile (entry 0 is the blank's). Heuristics read
 * a tile's goal row and column from this without searching the goal board.
 */
export function goalPositions(goal: Board): Int32Array {
	const positions = new Int32Array(goal.cells.length);
	goal.cells.forEach((tile, index) => {
		positions[tile] = index;
	});
	return positions;
}

/** Which convention `goal` follows, or null for a custom goal. */
export function goalConventionOf(goal: Board): GoalConvention | null {
	const matches = (convention: GoalConvention): boolean => {
		const ordered = goalBoard(goal.rows, goal.cols, convention).cells;
		return goal.cells.every((tile, i) => tile === ordered[i]);
	};
	return GOAL_CONVENTIONS.find(matches) ?? null;
}

/**
 * The goal to keep when the board becomes `rows`×`cols`: the same goal at the same size; at
 * another size the same convention, and blank-last for a goal written out as a board (it has
 * no counterpart at another size).
 */
export function goalAtSize(goal: Board, rows: number, cols: number): Board {
	if (goal.rows === rows && goal.cols === cols) return goal;
	return goalBoard(rows, cols, goalConventionOf(goal) ?? 'blank-last');
}
