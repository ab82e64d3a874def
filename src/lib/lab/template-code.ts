/**
 * The JavaScript the lab writes: its templates' code (templates.ts), under their first comment
 * line, which is a message (each locale's words for what the heuristic does), and the sandbox
 * worker's glue line. Code, identical in every language (the student edits it, a lab link
 * carries it, lesson 9 and the playground run it): listed in tests/i18n/english-allowed.txt,
 * since its identifiers would read as English prose to that test.
 */

export const MANHATTAN_CODE = `function h(board) {
  let sum = 0;
  for (const tile of board.tiles) {
    const at = board.positionOf(tile);
    const home = board.goalPositionOf(tile);
    sum += Math.abs(at.row - home.row) + Math.abs(at.col - home.col);
  }
  return sum;
}
`;

export const MISPLACED_CODE = `function h(board) {
  let count = 0;
  for (const tile of board.tiles) {
    if (board.manhattan(tile) > 0) count++;
  }
  return count;
}
`;

/** The board API's names, as comments (identifiers: the same in every language). */
export const EMPTY_CODE = `// board.cells, board.rows, board.cols, board.tiles, board.tileAt(row, col),
// board.positionOf(tile), board.goalPositionOf(tile), board.blank, board.manhattan(tile)
function h(board) {
  return 0;
}
`;

/**
 * The line the sandbox's worker runs between the student's code and the lab's runtime
 * (sandbox-client.ts): it leaves the student's h in `self.labH`.
 */
export const WORKER_GLUE = `;self.labH = typeof h === 'function' ? h : undefined;`;
