/**
 * Numbers for the state-space lesson, computed rather than typed: the size table comes from
 * facts.ts, and the 2×2 split into two components from a search over all 24 arrangements.
 */

import { boardOf, type Board } from '$lib/puzzle/board';
import {
	arrangements,
	blankMoveCount,
	branchingFactor,
	reachable,
	reachableGraphEdges,
	stateGraphEdges
} from '$lib/puzzle/facts';
import { goalBoard } from '$lib/puzzle/goal';
import { applyMove, legalMoves } from '$lib/puzzle/moves';
import { formatBoard } from '$lib/puzzle/notation';
import { getLocale, type Locale } from '$lib/paraglide/runtime.js';

export interface SizeRow {
	readonly rows: number;
	readonly cols: number;
	readonly arrangements: bigint;
	readonly reachable: bigint;
	/** The average branching factor as a reduced fraction [numerator, denominator]. */
	readonly branching: readonly [number, number];
	readonly branchingDecimal: number;
	readonly edges: bigint;
	readonly reachableEdges: bigint;
}

/** The sizes the lesson tabulates: r ≤ c from 2×2 to 4×4 (c×r has the same numbers). */
export const LESSON_SIZES: readonly (readonly [number, number])[] = [
	[2, 2],
	[2, 3],
	[2, 4],
	[3, 3],
	[3, 4],
	[4, 4]
];

function gcd(a: number, b: number): number {
	return b === 0 ? a : gcd(b, a % b);
}

export function reducedFraction(numerator: number, denominator: number): [number, number] {
	const d = gcd(numerator, denominator);
	return [numerator / d, denominator / d];
}

export function sizeRow(rows: number, cols: number): SizeRow {
	return {
		rows,
		cols,
		arrangements: arrangements(rows, cols),
		reachable: reachable(rows, cols),
		branching: reducedFraction(blankMoveCount(rows, cols), rows * cols),
		branchingDecimal: branchingFactor(rows, cols),
		edges: stateGraphEdges(rows, cols),
		reachableEdges: reachableGraphEdges(rows, cols)
	};
}

export function sizeTable(): SizeRow[] {
	return LESSON_SIZES.map(([rows, cols]) => sizeRow(rows, cols));
}

/** One formatter per language: a table writes hundreds of counts. */
const GROUPED = new Map<Locale, Intl.NumberFormat>();

/**
 * A count with its thousands grouped as the page's language groups them ("181,440" in English,
 * "181.440" in Spanish), for bigints and numbers alike.
 */
export function formatCount(value: bigint | number, locale: Locale = getLocale()): string {
	let format = GROUPED.get(locale);
	if (format === undefined) {
		format = new Intl.NumberFormat(locale);
		GROUPED.set(locale, format);
	}
	return format.format(value);
}

function permutations(items: readonly number[]): number[][] {
	if (items.length <= 1) return [[...items]];
	return items.flatMap((item, i) =>
		permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest])
	);
}

function key(board: Board): string {
	return board.cells.join(',');
}

/** Every board reachable from `start`, in breadth-first order. */
export function component(start: Board): Board[] {
	const seen = new Set([key(start)]);
	const order = [start];
	for (let i = 0; i < order.length; i++) {
		for (const direction of legalMoves(order[i])) {
			const next = applyMove(order[i], direction);
			if (!next.ok || seen.has(key(next.value))) continue;
			seen.add(key(next.value));
			order.push(next.value);
		}
	}
	return order;
}

/**
 * A walk from `start` that always slides to a board it has not seen, until it is stuck. On the
 * 2×2 board every board has exactly two neighbours, so this goes once around a component.
 */
export function walk(start: Board): Board[] {
	const seen = new Set([key(start)]);
	const order = [start];
	for (;;) {
		const here = order[order.length - 1];
		const next = legalMoves(here)
			.map((direction) => applyMove(here, direction))
			.find((moved) => moved.ok && !seen.has(key(moved.value)));
		if (next === undefined || !next.ok) return order;
		seen.add(key(next.value));
		order.push(next.value);
	}
}

export interface TwoByTwoSplit {
	/** All 4! arrangements of the 2×2 board. */
	readonly total: number;
	/** The boards that reach the goal, walking round from it one slide at a time (compact). */
	readonly withGoal: string[];
	/** The rest, walking round from the goal with its first two tiles swapped. */
	readonly other: string[];
}

/** The 2×2 puzzle's arrangements split into the two components of its state graph. */
export function twoByTwoSplit(): TwoByTwoSplit {
	const all = permutations([1, 2, 3, 0]).map((cells) => boardOf(2, 2, cells));
	const goal = goalBoard(2, 2);
	const withGoal = walk(goal);
	const reached = new Set(component(goal).map(key));
	const swapped = boardOf(2, 2, [goal.cells[1], goal.cells[0], ...goal.cells.slice(2)]);
	const other = reached.has(key(swapped)) ? [] : walk(swapped);
	if (withGoal.length + other.length !== all.length) {
		throw new Error('The 2×2 walks should cover all 24 arrangements.');
	}
	const compact = (board: Board): string => formatBoard(board, 'compact');
	return { total: all.length, withGoal: withGoal.map(compact), other: other.map(compact) };
}
