/**
 * Which boards can reach which goals. Every move swaps the blank with a neighbour, so it flips
 * both the parity of the permutation (blank included) that takes the board to the goal and the
 * parity of the blank's Manhattan distance from its goal cell. At the goal both are even, hence
 * a board can reach the goal only if the two parities agree; on boards with both sides ≥ 2 that
 * condition is also sufficient. IDA* on an unreachable goal would deepen its f bound forever,
 * so the solver checks this first.
 */

export function isPermutationOfCells(cells: readonly number[], size: number): boolean {
	if (cells.length !== size) return false;
	const seen = new Uint8Array(size);
	for (const tile of cells) {
		if (!Number.isInteger(tile) || tile < 0 || tile >= size || seen[tile] === 1) return false;
		seen[tile] = 1;
	}
	return true;
}

/** Whether `cells` can be slid to `goal` on a board `cols` wide (both already permutations). */
export function canReachGoal(
	cells: readonly number[],
	goal: readonly number[],
	cols: number
): boolean {
	const size = cells.length;
	const goalCell = new Int32Array(size);
	goal.forEach((tile, cell) => (goalCell[tile] = cell));

	// Parity of the permutation cell → goal cell of the tile standing there, from its cycles:
	// a cycle of length L is L − 1 transpositions.
	const visited = new Uint8Array(size);
	let transpositions = 0;
	for (let start = 0; start < size; start++) {
		if (visited[start] === 1) continue;
		let cycleLength = 0;
		for (let cell = start; visited[cell] === 0; cell = goalCell[cells[cell]]) {
			visited[cell] = 1;
			cycleLength++;
		}
		transpositions += cycleLength - 1;
	}

	const blank = cells.indexOf(0);
	const blankGoal = goalCell[0];
	const blankDistance =
		Math.abs(Math.floor(blank / cols) - Math.floor(blankGoal / cols)) +
		Math.abs((blank % cols) - (blankGoal % cols));
	return transpositions % 2 === blankDistance % 2;
}
