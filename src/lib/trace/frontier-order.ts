import {
	DEFAULT_TIE_BREAK,
	DESCRIPTIONS,
	TIE_RULES,
	describedOptions,
	priorityRule,
	type AlgorithmName,
	type PriorityFormula
} from '../search/descriptions';
import type { PushOrder, SearchOptions, TieBreak } from '../search/options';
import { compareStateText } from '../search/state-text-order';

export type FrontierKind = 'queue' | 'stack' | 'priority';

/**
 * Which frontier entry an algorithm expands next, as data, so the trace can list the frontier
 * in the order the engine will hand it out:
 * - 'queue': first in, first out (breadth-first search);
 * - 'stack': last in, first out (depth-first search, IDDFS, IDA*). `pushOrder` says how a
 *   node's children go on: 'reversed' (the default) pushes the last child first, so the
 *   children come back off in child order;
 * - 'priority': lowest f first; equal f by `tieBreak` — 'fifo' (first added first; left out,
 *   DEFAULT_TIE_BREAK), 'lifo' (last added first), 'low-h' (lower h first, then first added) or
 *   'low-g-text' (lower g first, then the board that reads first as text).
 */
export interface FrontierOrder {
	readonly kind: FrontierKind;
	/** 'priority' only. */
	readonly tieBreak?: TieBreak;
	/** 'stack' only. */
	readonly pushOrder?: PushOrder;
	/** 'priority' only: what f is made of (default g + h) and weighted A*'s w. */
	readonly priority?: PriorityFormula;
	readonly weight?: number;
}

/**
 * The frontier order of an algorithm run with `options`, read from its description
 * (src/lib/search/descriptions.ts). The greedy walk keeps at most one entry, the child it steps
 * to, so any order describes it; it is listed as a queue. Iterative deepening and IDA* search
 * each iteration depth-first: a stack.
 */
export function frontierOrderFor(
	algorithm: AlgorithmName,
	options: SearchOptions = {}
): FrontierOrder {
	const description = DESCRIPTIONS[algorithm];
	const resolved = describedOptions(algorithm, options);
	switch (description.structure) {
		case 'queue':
		case 'walk':
			return { kind: 'queue' };
		case 'stack':
		case 'bounded-depth-first':
			return { kind: 'stack', pushOrder: resolved.pushOrder };
		case 'priority':
			return {
				kind: 'priority',
				tieBreak: resolved.tieBreak,
				priority: description.priority,
				weight: resolved.weight
			};
	}
}

/** The order in a few words, for a frontier's caption. */
export function describeFrontierOrder(order: FrontierOrder): string {
	switch (order.kind) {
		case 'queue':
			return 'FIFO queue: first in, first out';
		case 'stack':
			return 'stack: last in, first out';
		case 'priority':
			return `priority queue: ${priorityRule(order.priority ?? 'g+h', order.weight)}; equal ${priorityLetter(order)}, ${TIE_RULES[order.tieBreak ?? DEFAULT_TIE_BREAK]}`;
	}
}

/** The letter the order's priority goes by: "h" for greedy search, "g" for uniform cost, else "f". */
export function priorityLetter(order: FrontierOrder): string {
	const priority = order.priority ?? 'g+h';
	return priority === 'g' || priority === 'h' ? priority : 'f';
}

/** The sort keys of frontier entries, by node id. `arrivalOf` numbers the pushes 0, 1, 2, ... */
export interface EntryKeys {
	readonly f: ArrayLike<number>;
	readonly g: ArrayLike<number>;
	readonly h: ArrayLike<number>;
	arrivalOf(id: number): number;
	/** A node's state, which 'low-g-text' compares as text. */
	stateOf(id: number): unknown;
}

/**
 * Compares two frontier entries (node ids): negative when `a` leaves the frontier before `b`.
 * Arrival numbers are unique, so this is a total order: the frontier's order never depends on
 * how it was reached, which is what lets the trace rebuild it exactly when stepping back.
 */
export function entryComparator(
	order: FrontierOrder,
	keys: EntryKeys
): (a: number, b: number) => number {
	// The key arrays are read at each comparison, not once: a table that grows replaces them.
	switch (order.kind) {
		case 'queue':
			return (a, b) => keys.arrivalOf(a) - keys.arrivalOf(b);
		case 'stack':
			return (a, b) => keys.arrivalOf(b) - keys.arrivalOf(a);
		case 'priority': {
			const tieBreak = order.tieBreak ?? DEFAULT_TIE_BREAK;
			if (tieBreak === 'low-g-text') {
				// Two entries never share f, g and state, so arrival is never needed.
				return (a, b) => {
					const { f, g } = keys;
					if (f[a] !== f[b]) return f[a] < f[b] ? -1 : 1;
					if (g[a] !== g[b]) return g[a] < g[b] ? -1 : 1;
					return (
						compareStateText(keys.stateOf(a), keys.stateOf(b)) ||
						keys.arrivalOf(a) - keys.arrivalOf(b)
					);
				};
			}
			const byArrival =
				tieBreak === 'lifo'
					? (a: number, b: number): number => keys.arrivalOf(b) - keys.arrivalOf(a)
					: (a: number, b: number): number => keys.arrivalOf(a) - keys.arrivalOf(b);
			const lowH = tieBreak === 'low-h';
			return (a, b) => {
				const { f, h } = keys;
				if (f[a] !== f[b]) return f[a] < f[b] ? -1 : 1;
				if (lowH && h[a] !== h[b]) return h[a] < h[b] ? -1 : 1;
				return byArrival(a, b);
			};
		}
	}
}

/** Do two neighbouring entries tie on priority? Only a priority queue has priorities. */
export function tiesOnPriority(
	order: FrontierOrder,
	keys: EntryKeys,
	a: number,
	b: number
): boolean {
	return order.kind === 'priority' && keys.f[a] === keys.f[b];
}

/**
 * How the tie between `first` and `second` (tied on f, `first` leaving first) is broken, in a
 * few words for the frontier table.
 */
export function tieBreakText(
	order: FrontierOrder,
	keys: EntryKeys,
	first: number,
	second: number
): string {
	const letter = priorityLetter(order);
	switch (order.tieBreak ?? DEFAULT_TIE_BREAK) {
		case 'fifo':
			return `same ${letter}: first added leaves first`;
		case 'lifo':
			return `same ${letter}: last added leaves first`;
		case 'low-h':
			return keys.h[first] !== keys.h[second]
				? `same ${letter}: lower h leaves first`
				: `same ${letter} and h: first added leaves first`;
		case 'low-g-text':
			return keys.g[first] !== keys.g[second]
				? `same ${letter}: lower g leaves first`
				: `same ${letter} and g: the board that reads first as text leaves first`;
	}
}
