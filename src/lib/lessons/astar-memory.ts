/**
 * Why A* runs out of memory on the 15-puzzle, in numbers (lesson 11). A* keeps every board it
 * has generated: the frontier (generated, not yet expanded) and the explored set (expanded).
 * With a consistent heuristic such as Manhattan distance it expands boards in order of f, one
 * f level after another, and it must finish every level below the optimal cost C* before it can
 * take the goal off the frontier. So the boards stored when the level f = C* begins are a floor
 * on what the whole run needs. solve/astar-memory.ts watches a capped run level by level (in the
 * search worker, for the figure); this module extrapolates that floor from the growth between
 * levels and writes the numbers.
 */

import type { FLevel } from '../solve/astar-memory';
import { message, type MessageRef } from '../messages';

/**
 * How many times more boards were stored when level `index` began than when the level before
 * began. Null for the first level, and for the second, whose "growth" is from the root alone.
 */
export function levelGrowth(levels: readonly FLevel[], index: number): number | null {
	if (index < 2 || index >= levels.length) return null;
	return levels[index].storedAtStart / levels[index - 1].storedAtStart;
}

export interface Extrapolation {
	/** The f level whose start is projected (C*). */
	readonly targetF: number;
	/** Growth of the stored boards from one level start to the next, measured last. */
	readonly growth: number;
	/** The two level starts the growth was measured between. */
	readonly from: FLevel;
	readonly to: FLevel;
	/** Projected boards stored when level targetF begins. */
	readonly stored: number;
}

/**
 * Projects the boards stored when the level `targetF` begins, by carrying the growth between the
 * last two level starts seen forward level by level (f grows in steps of 2 on the tile puzzle:
 * each move changes g by 1 and Manhattan distance by ±1). Null with fewer than two level starts
 * or when targetF was already reached.
 */
export function extrapolateStored(
	levels: readonly FLevel[],
	targetF: number
): Extrapolation | null {
	if (levels.length < 2) return null;
	const to = levels[levels.length - 1];
	const from = levels[levels.length - 2];
	if (targetF <= to.f || from.storedAtStart === 0) return null;
	const growth = to.storedAtStart / from.storedAtStart;
	const step = to.f - from.f;
	const stored = to.storedAtStart * growth ** ((targetF - to.f) / step);
	return { targetF, growth, from, to, stored };
}

/**
 * Bytes per stored board in a lean A* written in C: 8 for the board (16 cells of 4 bits),
 * 1 for g and 1 for the move that reached it (to read the path back), all doubled because an
 * open-addressing hash table is kept at most half full, plus a 4-byte frontier entry.
 */
export const LEAN_BYTES_PER_BOARD = (8 + 1 + 1) * 2 + 4;

/**
 * Bytes per stored board in this site's JavaScript engine on the 4×4 board, a round middle of
 * what Node's heap counter showed after a garbage collection, mid-run on Korf's instances 79,
 * 12 and 1 (101 to 152 bytes, depending on how full the engine's fourfold-growing arrays are):
 * node columns of numbers, the board as a 16-character string, and a hash-map entry for it.
 */
export const ENGINE_BYTES_PER_BOARD = 130;

/** Every solvable 15-puzzle board, 16!/2. */
export const FIFTEEN_PUZZLE_STATES = 10_461_394_944_000;

/** Bytes as "540 MB", "3.2 GB" or "84 TB" (powers of 1000, as disk makers count). */
export function formatBytes(bytes: number): MessageRef {
	const units = ['', 'kB', 'MB', 'GB', 'TB', 'PB'];
	let value = bytes;
	let unit = 0;
	while (value >= 1000 && unit < units.length - 1) {
		value /= 1000;
		unit++;
	}
	if (unit === 0) return message('lesson_bytes', { value: Math.round(value) });
	const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
	return message(BYTES_TO_DIGITS[digits], { value, unit: units[unit] });
}

/** The message that writes a size in units with 0, 1 or 2 decimals. */
const BYTES_TO_DIGITS = [
	'lesson_bytes_unit_0',
	'lesson_bytes_unit_1',
	'lesson_bytes_unit_2'
] as const;

/** A large count in words: "24.9 million", "1.2 billion"; below a million, with separators. */
export function formatLarge(n: number): MessageRef {
	// Chinese counts in 万 (10⁴) and 亿 (10⁸): its messages take the count in those units too.
	if (n >= 1e12) return message('lesson_large_trillion', { trillions: n / 1e12 });
	if (n >= 1e9) {
		return message('lesson_large_billion', {
			billions: n / 1e9,
			hundredMillions: Math.round(n / 1e8)
		});
	}
	if (n >= 1e6) {
		return message('lesson_large_million', {
			millions: n / 1e6,
			tenThousands: Math.round(n / 1e4)
		});
	}
	return message('lesson_number', { value: Math.round(n) });
}

/** The board the lesson runs A* on: Korf's instance 1, 57 moves, his slowest of those listed. */
export const ASTAR_DEMO_INSTANCE = 1;

/**
 * The figure's expansion cap: just past the start of level f = 53 on instance 1 (598,961
 * expansions), so the last growth measured is between two whole levels. About a million boards
 * are stored by then, some 140 MB in the worker, for a few seconds of work.
 */
export const ASTAR_DEMO_CAP = 600_000;
