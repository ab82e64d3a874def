/**
 * A pattern database as bytes, for shipping to the site and caching on disk.
 *
 * Layout: the magic "FPDB", a version byte, rows, cols, the pattern's size k, an encoding byte,
 * the goal (rows·cols bytes), the pattern's tiles (k bytes), then the values in rank order.
 *
 * Two encodings. `bytes` stores each value in a byte. `halfExcess` stores, in four bits, half of
 * what a value adds to the Manhattan distance of the pattern's tiles: every pattern move changes
 * that distance by one, so the value and the distance have the same parity and their difference
 * is an even number, usually a small one. It halves the raw size and lets gzip do better still;
 * it is used whenever every value fits (15 stands for unreachable).
 */

import { placementCount } from './k-permutation';
import { UNREACHABLE, type PatternDatabase } from './pattern-database';

const MAGIC = [0x46, 0x50, 0x44, 0x42];
export const FORMAT_VERSION = 1;
const HEADER_FIXED = 9;
const BYTES = 0;
const HALF_EXCESS = 1;
const NIBBLE_UNREACHABLE = 15;

/**
 * Calls `visit(rank, manhattan)` for every placement in rank order, with the Manhattan distance
 * of the pattern's tiles from their goal cells.
 */
function forEachManhattan(
	database: Pick<PatternDatabase, 'rows' | 'cols' | 'goal' | 'pattern'>,
	visit: (rank: number, manhattan: number) => void
): void {
	const { cols, goal, pattern } = database;
	const n = database.rows * cols;
	const k = pattern.length;
	const distance = pattern.map((tile) => {
		const home = goal.indexOf(tile);
		return Array.from(
			{ length: n },
			(_, cell) =>
				Math.abs(Math.floor(cell / cols) - Math.floor(home / cols)) +
				Math.abs((cell % cols) - (home % cols))
		);
	});
	const used = new Uint8Array(n);
	let rank = 0;
	const place = (digit: number, manhattan: number): void => {
		if (digit === k) {
			visit(rank++, manhattan);
			return;
		}
		for (let cell = 0; cell < n; cell++) {
			if (used[cell] === 1) continue;
			used[cell] = 1;
			place(digit + 1, manhattan + distance[digit][cell]);
			used[cell] = 0;
		}
	};
	place(0, 0);
}

export function serializePatternDatabase(database: PatternDatabase): Uint8Array {
	const { rows, cols, goal, pattern, values } = database;
	const halves = new Uint8Array(values.length);
	let fits = true;
	forEachManhattan(database, (rank, manhattan) => {
		const value = values[rank];
		const half = value === UNREACHABLE ? NIBBLE_UNREACHABLE : (value - manhattan) / 2;
		if (
			!Number.isInteger(half) ||
			half < 0 ||
			half > NIBBLE_UNREACHABLE ||
			(half === NIBBLE_UNREACHABLE && value !== UNREACHABLE)
		) {
			fits = false;
		}
		halves[rank] = half;
	});
	const header = [...MAGIC, FORMAT_VERSION, rows, cols, pattern.length, fits ? HALF_EXCESS : BYTES];
	const start = HEADER_FIXED + goal.length + pattern.length;
	const payload = fits ? Math.ceil(values.length / 2) : values.length;
	const bytes = new Uint8Array(start + payload);
	bytes.set([...header, ...goal, ...pattern]);
	if (!fits) {
		bytes.set(values, start);
		return bytes;
	}
	for (let rank = 0; rank < values.length; rank++) {
		bytes[start + (rank >> 1)] |= halves[rank] << ((rank & 1) * 4);
	}
	return bytes;
}

/** Reads bytes written by serializePatternDatabase; throws a RangeError on anything else. */
export function deserializePatternDatabase(bytes: Uint8Array): PatternDatabase {
	if (bytes.length < HEADER_FIXED || MAGIC.some((byte, i) => bytes[i] !== byte)) {
		throw new RangeError('not a pattern database (no FPDB header)');
	}
	if (bytes[4] !== FORMAT_VERSION) {
		throw new RangeError(`pattern database format ${bytes[4]}; this code reads ${FORMAT_VERSION}`);
	}
	const [rows, cols, k, encoding] = bytes.subarray(5, HEADER_FIXED);
	const n = rows * cols;
	const goal = Array.from(bytes.subarray(HEADER_FIXED, HEADER_FIXED + n));
	const pattern = Array.from(bytes.subarray(HEADER_FIXED + n, HEADER_FIXED + n + k));
	const start = HEADER_FIXED + n + k;
	const count = placementCount(n, k);
	const expected = encoding === HALF_EXCESS ? Math.ceil(count / 2) : count;
	if (encoding > HALF_EXCESS || bytes.length !== start + expected) {
		throw new RangeError('pattern database truncated or of an unknown encoding');
	}
	const values = new Uint8Array(count);
	const database = { rows, cols, goal, pattern, values };
	if (encoding === BYTES) {
		values.set(bytes.subarray(start));
		return database;
	}
	forEachManhattan(database, (rank, manhattan) => {
		const half = (bytes[start + (rank >> 1)] >> ((rank & 1) * 4)) & 15;
		values[rank] = half === NIBBLE_UNREACHABLE ? UNREACHABLE : manhattan + 2 * half;
	});
	return database;
}
