import { countWords } from '../count-text';
/**
 * Numbering permutations: the lexicographic rank of a permutation of 0..n−1 is its Lehmer code
 * read in the factorial base, Σ dᵢ · (n−1−i)!, where dᵢ counts the values smaller than cells[i]
 * not used before position i. With a bit set for each value met, dᵢ is
 * value − popcount(used below value), so a rank takes n steps (the last digit is always 0).
 */
export interface RankTables {
	readonly n: number;
	/** n!: ranks lie in 0..size−1. */
	readonly size: number;
	/** (n−1−i)! for each position i. */
	readonly weight: Int32Array;
	/** popcount of every n-bit number. */
	readonly bitsBelow: Uint8Array;
}

/** Tables for permutations of n ≤ 12 values (12! < 2^31). */
export function rankTables(n: number): RankTables {
	if (!Number.isInteger(n) || n < 1 || n > 12)
		throw new RangeError(`Cannot rank ${countWords(n, 'cell', 'cells')}.`);
	const weight = new Int32Array(n);
	let size = 1;
	for (let i = n - 1; i >= 0; i--) {
		weight[i] = size;
		size *= n - i;
	}
	const bitsBelow = new Uint8Array(1 << n);
	for (let i = 1; i < bitsBelow.length; i++) bitsBelow[i] = bitsBelow[i >> 1] + (i & 1);
	return { n, size, weight, bitsBelow };
}

export function rankCells(cells: ArrayLike<number>, tables: RankTables): number {
	const { n, weight, bitsBelow } = tables;
	let rank = 0;
	let used = 0;
	for (let i = 0; i < n - 1; i++) {
		const value = cells[i];
		rank += (value - bitsBelow[used & ((1 << value) - 1)]) * weight[i];
		used |= 1 << value;
	}
	return rank;
}

/** The rank of cells packed 4 bits each, cell i in bits 4i..4i+3 of `low` (n ≤ 9). */
export function rankPacked(low: number, tables: RankTables): number {
	const { n, weight, bitsBelow } = tables;
	let rank = 0;
	let used = 0;
	for (let i = 0; i < n - 1; i++) {
		const value = (low >>> (4 * i)) & 15;
		rank += (value - bitsBelow[used & ((1 << value) - 1)]) * weight[i];
		used |= 1 << value;
	}
	return rank;
}
