/**
 * Two ways to number the placements of k distinct tiles on n cells, the index spaces of a
 * pattern database.
 *
 * - The rank: placements listed in lexicographic order of (cell of the first tile, cell of the
 *   second, ...), numbered 0 .. n!/(n−k)! − 1. A perfect index: no gaps, so a table stored by
 *   rank is as small as it can be. This is how databases are stored and shipped.
 * - The sparse index: Σ cell_i · n^(k−1−i), the placement read as a k-digit number in base n.
 *   Placements that put two tiles on one cell waste slots, but moving tile i from cell a to
 *   cell b just adds (b − a) · n^(k−1−i), which is what IDA* wants on every node (Korf and
 *   Felner 2002 index their tables the same way).
 */

/** n!/(n−k)!: the number of placements of k distinct tiles on n cells. */
export function placementCount(n: number, k: number): number {
	let count = 1;
	for (let i = 0; i < k; i++) count *= n - i;
	return count;
}

/** The weight of tile i in the sparse index: n^(k−1−i). */
export function sparseWeights(n: number, k: number): number[] {
	return Array.from({ length: k }, (_, i) => n ** (k - 1 - i));
}

/** The lexicographic rank of a placement (cells[i] is the cell of tile i; all distinct). */
export function rankPlacement(cells: ArrayLike<number>, n: number): number {
	const k = cells.length;
	let rank = 0;
	for (let i = 0; i < k; i++) {
		let smallerEarlier = 0;
		for (let j = 0; j < i; j++) if (cells[j] < cells[i]) smallerEarlier++;
		rank = rank * (n - i) + (cells[i] - smallerEarlier);
	}
	return rank;
}

/**
 * Calls `visit(sparseIndex, rank)` for every placement of k tiles on n cells, in rank order
 * (0, 1, 2, ...), so tables can move between the two index spaces in one pass.
 */
export function forEachPlacement(
	n: number,
	k: number,
	visit: (sparseIndex: number, rank: number) => void
): void {
	const weights = sparseWeights(n, k);
	const used = new Uint8Array(n);
	let rank = 0;
	const place = (tile: number, sparse: number): void => {
		if (tile === k) {
			visit(sparse, rank++);
			return;
		}
		for (let cell = 0; cell < n; cell++) {
			if (used[cell] === 1) continue;
			used[cell] = 1;
			place(tile + 1, sparse + cell * weights[tile]);
			used[cell] = 0;
		}
	};
	place(0, 0);
}
