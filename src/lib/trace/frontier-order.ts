import {
	DEFAULT_TIE_BREAK,
	DESCRIPTIONS,
	describedOptions,
	type AlgorithmName,
	type PriorityFormula
} from '../search/descriptions';
import { priorityRuleMessage, TIE_RULE_MESSAGES } from '../search/rule-messages';
import type { PushOrder, SearchOptions, TieBreak } from '../search/options';
import type { TextOrdered } from '../search/problem';
import {
	entryOrder,
	orderOfEntries,
	type EntryFields,
	type EntryStructure
} from '../search/entry-order';
import { message, type MessageRef } from '../messages';

export type FrontierKind = EntryStructure;

/**
 * Which frontier entry an algorithm expands next, as data, so the trace can list the frontier
 * in the order the engine will hand it out:
 * - 'queue': first in, first out (breadth-first search);
 * - 'stack': last in, first out (depth-first search, IDDFS, IDA*). `pushOrder` says how a
 *   node's children go on: 'reversed' (the default) pushes the last child first, so the
 *   children come back off in child order;
 * - 'priority': lowest f first; equal f by `tieBreak` (see `tieBreakOf`) — 'fifo' (first
 *   added first), 'lifo' (last added first), 'low-h' (lower h first, then first added) or
 *   'low-g-text' (lower g first, then the state that reads first as text) or 'alpha' (the
 *   state that comes first alphabetically, then first added).
 */
export interface FrontierOrder {
	readonly kind: FrontierKind;
	/** 'priority' only. */
	readonly tieBreak?: TieBreak;
	/** 'stack' only. */
	readonly pushOrder?: PushOrder;
	/** 'priority' only: what f is made of (see `priorityOf`) and weighted A*'s w. */
	readonly priority?: PriorityFormula;
	readonly weight?: number;
}

/**
 * What a priority order that names no formula goes by: A*'s f = g + h, the best-first search
 * a priority queue stands for when nothing else is said.
 */
const UNNAMED_PRIORITY: PriorityFormula = DESCRIPTIONS.astar.priority;

/** What `order`'s f is made of (a priority order's; A*'s g + h when it names none). */
export function priorityOf(order: FrontierOrder): PriorityFormula {
	return order.priority ?? UNNAMED_PRIORITY;
}

/** How `order` breaks equal f (a priority order's; the default tie-break when it names none). */
export function tieBreakOf(order: FrontierOrder): TieBreak {
	return order.tieBreak ?? DEFAULT_TIE_BREAK;
}

/**
 * The frontier order of an algorithm run with `options`, read from its description
 * (src/lib/search/descriptions.ts) through the engine's entry order (entryOrder): the greedy
 * walk's frontier is listed as a queue, iterative deepening's and IDA*'s as a stack.
 */
export function frontierOrderFor(
	algorithm: AlgorithmName,
	options: SearchOptions = {}
): FrontierOrder {
	const description = DESCRIPTIONS[algorithm];
	const resolved = describedOptions(algorithm, options);
	const entries = entryOrder(description, resolved);
	switch (entries.structure) {
		case 'queue':
			return { kind: 'queue' };
		case 'stack':
			return { kind: 'stack', pushOrder: resolved.pushOrder };
		case 'priority':
			return {
				kind: 'priority',
				tieBreak: entries.tieBreak,
				priority: description.priority,
				weight: resolved.weight
			};
	}
}

/** The order in a few words, for a frontier's caption. */
export function describeFrontierOrder(order: FrontierOrder): MessageRef {
	switch (order.kind) {
		case 'queue':
			return message('trace_order_queue', {});
		case 'stack':
			return message('trace_order_stack', {});
		case 'priority':
			return message('trace_order_priority', {
				rule: priorityRuleMessage(priorityOf(order), order.weight),
				letter: priorityLetter(order),
				tieRule: TIE_RULE_MESSAGES[tieBreakOf(order)]
			});
	}
}

/** The letter the order's priority goes by: "h" for greedy search, "g" for uniform cost, else "f". */
export function priorityLetter(order: FrontierOrder): string {
	const priority = priorityOf(order);
	return priority === 'g' || priority === 'h' ? priority : 'f';
}

/** The sort keys of frontier entries, by node id. `arrivalOf` numbers the pushes 0, 1, 2, ... */
export interface EntryKeys<S = unknown> {
	readonly f: ArrayLike<number>;
	readonly g: ArrayLike<number>;
	readonly h: ArrayLike<number>;
	arrivalOf(id: number): number;
	/** A node's state, which 'low-g-text' and 'alpha' compare as text (the problem's compareText). */
	stateOf(id: number): S;
	/** The same keys as the entry order reads them, where the table offers them directly. */
	readonly fields?: EntryFields<S>;
}

/**
 * Compares two frontier entries (node ids): negative when `a` leaves the frontier before `b`.
 * It is the engine's own entry order (search/entry-order.ts) read from the node table, with
 * the table's arrival numbers, which are unique: a total order, so the frontier's order never
 * depends on how it was reached, which is what lets the trace rebuild it exactly when stepping
 * back. Ties broken by text compare states in `problem`'s text order, as the engine does;
 * throws when the order breaks ties by text and there is no text order to read.
 */
export function entryComparator<S>(
	order: FrontierOrder,
	keys: EntryKeys<S>,
	problem?: TextOrdered<S>
): (a: number, b: number) => number {
	const entries = orderOfEntries(order.kind, tieBreakOf(order), problem);
	return entries.compare(keys.fields ?? new TableFields(keys), (id) => keys.arrivalOf(id));
}

/**
 * Keys given as arrays (a table without `fields`) as the entry order reads them. The arrays
 * are read at each call, not once: a table that grows replaces them.
 */
class TableFields<S> implements EntryFields<S> {
	readonly #keys: EntryKeys<S>;

	constructor(keys: EntryKeys<S>) {
		this.#keys = keys;
	}

	f(id: number): number {
		return this.#keys.f[id];
	}

	g(id: number): number {
		return this.#keys.g[id];
	}

	h(id: number): number {
		return this.#keys.h[id];
	}

	state(id: number): S {
		return this.#keys.stateOf(id);
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
): MessageRef {
	const letter = priorityLetter(order);
	switch (tieBreakOf(order)) {
		case 'fifo':
			return message('trace_tie_fifo', { letter });
		case 'lifo':
			return message('trace_tie_lifo', { letter });
		case 'low-h':
			return keys.h[first] !== keys.h[second]
				? message('trace_tie_low_h', { letter })
				: message('trace_tie_low_h_arrival', { letter });
		case 'low-g-text':
			return keys.g[first] !== keys.g[second]
				? message('trace_tie_low_g', { letter })
				: message('trace_tie_low_g_text', { letter });
		case 'alpha':
			return message('trace_tie_alpha', { letter });
	}
}
