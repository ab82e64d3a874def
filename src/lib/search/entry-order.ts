import {
	describedOptions,
	type AlgorithmDescription,
	type FrontierStructure
} from './descriptions';
import type { SearchOptions, TieBreak } from './options';
import type { TieOrder } from './priority-queue';
import { compareStateText } from './state-text-order';

/**
 * "Which node next", written once. An algorithm's description and its options decide which
 * frontier entry leaves first; the engine's frontiers hand entries out in that order and the
 * trace lists the frontier in it, both from the `EntryOrder` below. NodeHeap (node-heap.ts) is
 * the engine's fast path for three of the tie-breaks: it packs the same order into one number
 * per entry, and a property test (tests/search/entry-order.test.ts) checks it pops exactly in
 * this order.
 */

/** How a frontier is kept, as far as the order of its entries goes. */
export type EntryStructure = 'queue' | 'stack' | 'priority';

/** What an order reads of a frontier entry, by node id. The engine's NodeStore is one. */
export interface EntryFields {
	f(id: number): number;
	g(id: number): number;
	h(id: number): number;
	/** The node's state, which 'low-g-text' compares as text. */
	state(id: number): unknown;
}

/** Negative when entry `a` leaves the frontier before entry `b`. */
export type EntryComparator = (a: number, b: number) => number;

/**
 * The order entries leave a frontier in, in two parts, as a priority queue keeps them:
 * - `byFields`: what the entries hold decides first (lowest f, then the tie-break's h, or g and
 *   the state's text); a queue and a stack look at nothing here;
 * - `arrival`: entries `byFields` calls equal leave first added first ('fifo': a queue, and the
 *   priority queue's 'fifo', 'low-h' and 'low-g-text') or last added first ('lifo': a stack,
 *   and the priority queue's 'lifo').
 */
export interface EntryOrder {
	readonly structure: EntryStructure;
	/** The tie-break rule a priority queue breaks equal f by (a queue and a stack ignore it). */
	readonly tieBreak: TieBreak;
	readonly arrival: TieOrder;
	byFields(fields: EntryFields): EntryComparator;
}

/** The order in which a run of `description` with `options` takes entries off its frontier. */
export function entryOrder(
	description: AlgorithmDescription,
	options: SearchOptions = {}
): EntryOrder {
	const { tieBreak } = describedOptions(description.name, options);
	return orderOfEntries(entryStructure(description.structure), tieBreak);
}

/**
 * The structure whose order a description's frontier follows. The greedy walk keeps at most one
 * entry, the child it steps to, so any order describes it: a queue's. Iterative deepening and
 * IDA* search each iteration depth-first: a stack.
 */
export function entryStructure(structure: FrontierStructure): EntryStructure {
	switch (structure) {
		case 'queue':
		case 'walk':
			return 'queue';
		case 'stack':
		case 'bounded-depth-first':
			return 'stack';
		case 'priority':
			return 'priority';
	}
}

/** The order of a frontier kept as `structure`, equal priorities broken by `tieBreak`. */
export function orderOfEntries(structure: EntryStructure, tieBreak: TieBreak): EntryOrder {
	switch (structure) {
		case 'queue':
			return { structure, tieBreak, arrival: 'fifo', byFields: byArrivalOnly };
		case 'stack':
			return { structure, tieBreak, arrival: 'lifo', byFields: byArrivalOnly };
		case 'priority':
			return {
				structure,
				tieBreak,
				arrival: tieBreak === 'lifo' ? 'lifo' : 'fifo',
				byFields: PRIORITY_FIELDS[tieBreak]
			};
	}
}

/**
 * The whole order: `order.byFields`, then arrival as `order.arrival` says. `arrivalOf` numbers
 * the pushes 0, 1, 2, ...; the numbers are unique, so this is a total order.
 */
export function compareEntries(
	order: EntryOrder,
	fields: EntryFields,
	arrivalOf: (id: number) => number
): EntryComparator {
	const byFields = order.byFields(fields);
	return order.arrival === 'fifo'
		? (a, b) => byFields(a, b) || arrivalOf(a) - arrivalOf(b)
		: (a, b) => byFields(a, b) || arrivalOf(b) - arrivalOf(a);
}

const sameFields: EntryComparator = () => 0;

/** A queue or a stack: arrival alone decides. */
function byArrivalOnly(): EntryComparator {
	return sameFields;
}

/** Lowest f first. */
function byF(fields: EntryFields): EntryComparator {
	return (a, b) => compareNumbers(fields.f(a), fields.f(b));
}

/** Lowest f, then lower h: of equal f, the node nearer the goal by its estimate. */
function byFThenH(fields: EntryFields): EntryComparator {
	return (a, b) =>
		compareNumbers(fields.f(a), fields.f(b)) || compareNumbers(fields.h(a), fields.h(b));
}

/**
 * Lowest f, then lower g, then the state whose text reads first: the order a priority queue of
 * (f, g, board text) records gives (the tiles.py tutorial's, seed 000).
 */
function byFThenGThenText(fields: EntryFields): EntryComparator {
	return (a, b) =>
		compareNumbers(fields.f(a), fields.f(b)) ||
		compareNumbers(fields.g(a), fields.g(b)) ||
		compareStateText(fields.state(a), fields.state(b));
}

const PRIORITY_FIELDS: Readonly<Record<TieBreak, (fields: EntryFields) => EntryComparator>> = {
	fifo: byF,
	lifo: byF,
	'low-h': byFThenH,
	'low-g-text': byFThenGThenText
};

function compareNumbers(x: number, y: number): number {
	return x < y ? -1 : x > y ? 1 : 0;
}
