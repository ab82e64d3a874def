/**
 * The lab's starting points: heuristics the course already teaches (lesson 9), written against
 * the board API (board-api.ts), and an empty one that returns 0.
 */

export interface LabTemplate {
	readonly id: 'misplaced' | 'manhattan' | 'empty';
	readonly label: string;
	readonly code: string;
}

export const LAB_TEMPLATES: readonly LabTemplate[] = Object.freeze([
	{
		id: 'manhattan',
		label: 'Manhattan distance',
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
		label: 'Misplaced tiles',
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
		label: 'Empty',
		code: `// Your heuristic: estimate the moves left to the goal from this board.
// board.cells, board.rows, board.cols, board.tiles, board.tileAt(row, col),
// board.positionOf(tile), board.goalPositionOf(tile), board.blank, board.manhattan(tile)
function h(board) {
  return 0;
}
`
	}
]);
