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

import { placementCount, sparseWeights } from './k-permutation';
import { UNREACHABLE, type PatternDatabase } from './pattern-database';
import { manhattanTable } from './tile-tables';
import { message } from '../messages';
import { MessageError } from '../messages/message-error';

const MAGIC = [0x46, 0x50, 0x44, 0x42];
export const FORMAT_VERSION = 1;
const HEADER_FIXED = 9;
const BYTES = 0;
const HALF_EXCESS = 1;
const NIBBLE_UNREACHABLE = 15;

/** distance[digit][cell]: the Manhattan distance of the pattern's digit-th tile on `cell`. */
function patternDistances(
	rows: number,
	cols: number,
	goal: readonly number[],
	pattern: readonly number[]
): Uint8Array[] {
	const table = manhattanTable(rows, cols, goal);
	const n = rows * cols;
	return pattern.map((tile) => table.subarray(tile * n, tile * n + n));
}

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
	const distance = patternDistances(database.rows, cols, goal, pattern);
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

/** What the header of a serialized database says, and where its values begin. */
export interface PatternDatabaseHeader {
	readonly rows: number;
	readonly cols: number;
	readonly goal: number[];
	readonly pattern: number[];
	readonly encoding: number;
	/** Byte offset of the values, and how many placements they cover. */
	readonly start: number;
	readonly count: number;
}

/**
 * Reads and checks the header; throws a MessageError when the bytes are not a database (the
 * optimal solver on /play says why its download failed).
 */
export function readPatternDatabaseHeader(bytes: Uint8Array): PatternDatabaseHeader {
	if (bytes.length < HEADER_FIXED || MAGIC.some((byte, i) => bytes[i] !== byte)) {
		throw new MessageError(message('search_pdb_no_header', {}));
	}
	if (bytes[4] !== FORMAT_VERSION) {
		throw new MessageError(
			message('search_pdb_version', { found: bytes[4], reads: FORMAT_VERSION })
		);
	}
	const [rows, cols, k, encoding] = bytes.subarray(5, HEADER_FIXED);
	const n = rows * cols;
	const goal = Array.from(bytes.subarray(HEADER_FIXED, HEADER_FIXED + n));
	const pattern = Array.from(bytes.subarray(HEADER_FIXED + n, HEADER_FIXED + n + k));
	const start = HEADER_FIXED + n + k;
	const count = placementCount(n, k);
	const expected = encoding === HALF_EXCESS ? Math.ceil(count / 2) : count;
	if (encoding > HALF_EXCESS || bytes.length !== start + expected) {
		throw new MessageError(message('search_pdb_truncated', {}));
	}
	return { rows, cols, goal, pattern, encoding, start, count };
}

/** Reads bytes written by serializePatternDatabase; throws a MessageError on anything else. */
export function deserializePatternDatabase(bytes: Uint8Array): PatternDatabase {
	const { rows, cols, goal, pattern, encoding, start, count } = readPatternDatabaseHeader(bytes);
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

/**
 * Reads a serialized database straight into the search's sparse table, `table[offset + index]`
 * for each placement's sparse index (k-permutation.ts), the same values `sparseValues` gives.
 * Decoding and indexing share one walk over the placements, and no rank-ordered copy is made:
 * this is most of the time a browser spends getting the 6-6-3 databases ready. The table's
 * range must already hold UNREACHABLE (entries that are no placement keep it).
 */
export function readSparseInto(
	bytes: Uint8Array,
	table: Uint8Array,
	offset: number
): PatternDatabaseHeader {
	const header = readPatternDatabaseHeader(bytes);
	const { cols, goal, pattern, encoding, start } = header;
	const n = header.rows * cols;
	const k = pattern.length;
	const weights = sparseWeights(n, k);
	const distance = patternDistances(header.rows, cols, goal, pattern);
	const used = new Uint8Array(n);
	let rank = 0;
	const last = k - 1;
	const place = (digit: number, index: number, manhattan: number): void => {
		const weight = weights[digit];
		const row = distance[digit];
		if (digit === last) {
			// The last tile's cells are the leaves: written in a loop, not a call each, since
			// there are millions of them.
			for (let cell = 0; cell < n; cell++) {
				if (used[cell] === 1) continue;
				let value: number;
				if (encoding === BYTES) value = bytes[start + rank];
				else {
					const half = (bytes[start + (rank >> 1)] >> ((rank & 1) * 4)) & 15;
					value = half === NIBBLE_UNREACHABLE ? UNREACHABLE : manhattan + row[cell] + 2 * half;
				}
				table[offset + index + cell * weight] = value;
				rank++;
			}
			return;
		}
		for (let cell = 0; cell < n; cell++) {
			if (used[cell] === 1) continue;
			used[cell] = 1;
			place(digit + 1, index + cell * weight, manhattan + row[cell]);
			used[cell] = 0;
		}
	};
	place(0, 0, 0);
	return header;
}
