/**
 * The heuristic lab's verdict: a student's h, given as a value for every board (by permutation
 * rank, evaluate.ts), measured against the true distance h* of every board of a small puzzle
 * (the breadth-first table of search/exact-distance.ts; all 181,440 boards of the 8-puzzle).
 *
 * - admissible: h(n) ≤ h*(n) on every board. A* with an admissible h returns optimal paths.
 * - consistent: |h(a) − h(b)| ≤ 1 across every move a — b. Moves cost 1 and can be undone, so
 *   this is h(a) ≤ 1 + h(b) both ways; with h(goal) = 0 it implies admissibility, and A* then
 *   never has to reopen a closed board.
 * - dominance over Manhattan and linear conflict: on how many boards h is below, equal, above.
 *   An admissible h that is never below another admissible one never makes A* expand more.
 *
 * Values are compared with a tolerance of TOLERANCE, so that h written with fractions
 * (0.1 + 0.2) is not called inadmissible for a rounding error. The work is a generator
 * yielding progress, for runInSlices (slices.ts): a page stays responsive and can stop it.
 */

import { boardOf, type Board } from '../puzzle/board';
import { compileHeuristic } from '../puzzle/heuristics';
import { rankCells } from '../search/permutation-rank';
import { neighbourCells, UNREACHABLE, type DistanceTable } from '../search/exact-distance';
import { pluralWord } from '../count-text';

export const TOLERANCE = 1e-9;
/** How many counterexamples of each kind a report lists. */
export const COUNTEREXAMPLES = 5;

/** A board with its h and its true distance. */
export interface LabBoardValue {
	readonly rank: number;
	readonly board: Board;
	readonly h: number;
	readonly distance: number;
}

/** A move whose two boards differ in h by more than the move's cost. */
export interface LabEdge {
	readonly from: LabBoardValue;
	readonly to: LabBoardValue;
}

/** On how many boards h is below, equal to and above another heuristic. */
export interface Dominance {
	readonly below: number;
	readonly equal: number;
	readonly above: number;
}

/** A dominance tally still being counted. */
type Tally = { -readonly [K in keyof Dominance]: Dominance[K] };

/** Counts h value `a` against another heuristic's `b` on one board, equal within TOLERANCE. */
function countInto(tally: Tally, a: number, b: number): void {
	if (a < b - TOLERANCE) tally.below++;
	else if (a > b + TOLERANCE) tally.above++;
	else tally.equal++;
}

/**
 * What both checks (all 8-puzzle boards here, the 15-puzzle sample in sample-check.ts) count
 * board by board and move by move, by the rules above: overestimates, moves that break
 * consistency, boards where h is exact, the sums behind the averages, and dominance. The first
 * COUNTEREXAMPLES of each kind are listed by the caller, which alone knows how to name a board.
 */
export class HeuristicTally<V extends LabBoardValue> {
	edges = 0;
	exact = 0;
	overestimates = 0;
	inconsistentEdges = 0;
	readonly firstOverestimates: V[] = [];
	readonly firstInconsistencies: LabEdge[] = [];
	readonly overManhattan: Tally = { below: 0, equal: 0, above: 0 };
	readonly overLinearConflict: Tally = { below: 0, equal: 0, above: 0 };
	#boards = 0;
	#sumH = 0;
	#sumD = 0;
	#sumM = 0;
	#sumC = 0;

	/**
	 * Counts one board: h, its true distance d, Manhattan distance m and linear conflict c.
	 * True when h overestimates there and the board is among the first to list.
	 */
	board(h: number, d: number, m: number, c: number): boolean {
		this.#boards++;
		this.#sumH += h;
		this.#sumD += d;
		this.#sumM += m;
		this.#sumC += c;
		countInto(this.overManhattan, h, m);
		countInto(this.overLinearConflict, h, c);
		if (Math.abs(h - d) <= TOLERANCE) this.exact++;
		if (h <= d + TOLERANCE) return false;
		this.overestimates++;
		return this.firstOverestimates.length < COUNTEREXAMPLES;
	}

	/**
	 * Counts one move between boards whose h are `a` and `b` (a move costs 1). True when it
	 * breaks consistency and is among the first to list.
	 */
	move(a: number, b: number): boolean {
		this.edges++;
		if (Math.abs(a - b) <= 1 + TOLERANCE) return false;
		this.inconsistentEdges++;
		return this.firstInconsistencies.length < COUNTEREXAMPLES;
	}

	/** What was counted, as both checks report it. */
	report(): TallyReport<V> {
		const n = this.#boards;
		return {
			edges: this.edges,
			overestimates: this.overestimates,
			inconsistentEdges: this.inconsistentEdges,
			firstOverestimates: this.firstOverestimates,
			firstInconsistencies: this.firstInconsistencies,
			mean: {
				h: this.#sumH / n,
				distance: this.#sumD / n,
				manhattan: this.#sumM / n,
				linearConflict: this.#sumC / n
			},
			overManhattan: this.overManhattan,
			overLinearConflict: this.overLinearConflict
		};
	}
}

/** What a HeuristicTally counted: the part of a report both checks share. */
export interface TallyReport<V extends LabBoardValue> {
	readonly edges: number;
	readonly overestimates: number;
	readonly inconsistentEdges: number;
	/** The first boards with h > h*, in the order they were checked. */
	readonly firstOverestimates: readonly V[];
	/** The first moves with |Δh| > 1, in the order of their first board. */
	readonly firstInconsistencies: readonly LabEdge[];
	/** The averages over the boards counted. */
	readonly mean: {
		readonly h: number;
		readonly distance: number;
		readonly manhattan: number;
		readonly linearConflict: number;
	};
	readonly overManhattan: Dominance;
	readonly overLinearConflict: Dominance;
}

/** The check over every 3×3 board; boards are listed in rank order. */
export interface LabReport extends TallyReport<LabBoardValue> {
	readonly boards: number;
	readonly goalValue: number;
	readonly admissible: boolean;
	readonly consistent: boolean;
	/** Boards where h = h* exactly. */
	readonly exact: number;
}

export interface LabProgress {
	readonly done: number;
	readonly total: number;
}

/** Boards checked between two progress reports: well under a millisecond of work. */
const SLICE = 512;

/**
 * Checks `h` (h of each board by permutation rank of its cells; the other parity half is not
 * read) against `table`, board by board in rank order.
 */
export function* checkHeuristic(
	table: DistanceTable,
	h: ArrayLike<number>
): Generator<LabProgress, LabReport> {
	const { rows, cols, goal, ranks, distance } = table;
	const count = rows * cols;
	if (h.length !== ranks.size) {
		throw new RangeError(
			`Expected h of ${ranks.size} ${pluralWord(ranks.size, 'board', 'boards')}, got ${h.length}.`
		);
	}
	const manhattan = compileHeuristic('manhattan', goal);
	const conflict = compileHeuristic('linear-conflict', goal);
	const total = table.states.length;
	const cells = new Int32Array(count);
	const neighbours = neighbourCells(rows, cols);
	const boardAt = (rank: number, of: ArrayLike<number>): LabBoardValue => ({
		rank,
		board: boardOf(rows, cols, Array.from(of)),
		h: h[rank],
		distance: distance[rank]
	});

	const tally = new HeuristicTally<LabBoardValue>();
	let done = 0;
	// Permutations in lexicographic order are ranks 0, 1, 2, ...: next permutation each time.
	const perm = Int32Array.from({ length: count }, (_, i) => i);
	for (let rank = 0; rank < ranks.size; rank++, nextPermutation(perm)) {
		const d = distance[rank];
		if (d === UNREACHABLE) continue;
		const value = h[rank];
		if (tally.board(value, d, manhattan(perm), conflict(perm))) {
			tally.firstOverestimates.push(boardAt(rank, perm));
		}
		// Each move once: from the board of lower rank to the one of higher rank.
		cells.set(perm);
		const blank = cells.indexOf(0);
		for (let n = blank * 4; n < blank * 4 + 4; n++) {
			const target = neighbours[n];
			if (target < 0) continue;
			cells[blank] = cells[target];
			cells[target] = 0;
			const other = rankCells(cells, ranks);
			if (other > rank && tally.move(value, h[other])) {
				tally.firstInconsistencies.push({ from: boardAt(rank, perm), to: boardAt(other, cells) });
			}
			cells[target] = cells[blank];
			cells[blank] = 0;
		}
		done++;
		if (done % SLICE === 0) yield { done, total };
	}

	return {
		...tally.report(),
		boards: total,
		goalValue: h[rankCells(goal.cells, ranks)],
		admissible: tally.overestimates === 0,
		consistent: tally.inconsistentEdges === 0,
		exact: tally.exact
	};
}

/** Steps `perm` to the next permutation in lexicographic order (wrapping round at the last). */
function nextPermutation(perm: Int32Array): void {
	let i = perm.length - 2;
	while (i >= 0 && perm[i] >= perm[i + 1]) i--;
	if (i >= 0) {
		let j = perm.length - 1;
		while (perm[j] <= perm[i]) j--;
		[perm[i], perm[j]] = [perm[j], perm[i]];
	}
	perm.subarray(i + 1).reverse();
}
