/**
 * The lab's starting points: heuristics the course already teaches (lesson 9), written against
 * the board API (board-api.ts), and an empty one that returns 0.
 */

import { message, type MessageRef } from '../messages';

export interface LabTemplate {
	readonly id: 'misplaced' | 'manhattan' | 'empty';
	/** The button's name, in the reader's language. (The code and its comments stay English.) */
	readonly label: MessageRef;
	readonly code: string;
}

export const LAB_TEMPLATES: readonly LabTemplate[] = Object.freeze([
	{
		id: 'manhattan',
		label: message('lab_template_manhattan', {}),
		code: `// Manhattan distance: for each tile, the rows plus columns to its goal cell.
function h(board) {
  let sum = 0;
  for (const tile of board.tiles) {
    const at = board.positionOf(tile);
    const home = board.goalPositionOf(tile);
    sum += Math.abs(at.row - home.row) + Math.abs(at.col - home.col);
  }
  return sum;
}
`
	},
	{
		id: 'misplaced',
		label: message('lab_template_misplaced', {}),
		code: `// Misplaced tiles: each tile off its goal cell needs at least one move.
function h(board) {
  let count = 0;
  for (const tile of board.tiles) {
    if (board.manhattan(tile) > 0) count++;
  }
  return count;
}
`
	},
	{
		id: 'empty',
		label: message('lab_template_empty', {}),
		code: `// Your heuristic: estimate the moves left to the goal from this board.
// board.cells, board.rows, board.cols, board.tiles, board.tileAt(row, col),
// board.positionOf(tile), board.goalPositionOf(tile), board.blank, board.manhattan(tile)
function h(board) {
  return 0;
}
`
	}
]);
