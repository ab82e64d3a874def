import {
	describedOptions,
	type AlgorithmDescription,
	type FrontierStructure
} from './descriptions';
import type { SearchOptions, TieBreak } from './options';
import type { TieOrder } from './priority-queue';
import type { TextOrdered } from './problem';
import { message, type MessageRef } from '../messages';
import { MessageError } from '../messages/message-error';

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
export interface EntryFields<S = unknown> {
	f(id: number): number;
	g(id: number): number;
	h(id: number): number;
	/** The node's state, which 'low-g-text' and 'alpha' compare as text (the problem's compareText). */
	state(id: number): S;
}

/** Negative when entry `a` leaves the frontier before entry `b`. */
export type EntryComparator = (a: number, b: number) => number;

/**
 * The order entries leave a frontier in. `compare(fields, arrivalOf)` is the whole order: what
 * the entries hold first (lowest f, then the tie-break's h, or g and the state's text; a queue
 * and a stack look at nothing there), then their arrival, first added first or last added
 * first as `arrival` says. Without `arrivalOf` it leaves arrival out and calls entries equal
 * that only arrival tells apart: the comparator for a PriorityQueue, which breaks such ties
 * itself in `arrival` order.
 */
export interface EntryOrder<S = unknown> {
	readonly structure: EntryStructure;
	/** The tie-break rule a priority queue breaks equal f by (a queue and a stack ignore it). */
	readonly tieBreak: TieBreak;
	/** Of entries equal on every field: first added first ('fifo') or last added first ('lifo'). */
	readonly arrival: TieOrder;
	/**
	 * Throws when the order breaks ties by text ('low-g-text' or 'alpha' on a priority queue) and
	 * the problem it was made for has no text order: the run cannot start.
	 */
	compare(fields: EntryFields<S>, arrivalOf?: (id: number) => number): EntryComparator;
}

/**
 * The order in which a run of `description` with `options` on `problem` takes entries off its
 * frontier. Only ties broken by text read the problem (its compareText); an order made without
 * it still tells the structure and the rules.
 */
export function entryOrder<S>(
	description: AlgorithmDescription,
	options: SearchOptions = {},
	problem?: TextOrdered<S>
): EntryOrder<S> {
	const { tieBreak } = describedOptions(description.name, options);
	return orderOfEntries(entryStructure(description.structure), tieBreak, problem);
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

/**
 * The order of a frontier kept as `structure`, equal priorities broken by `tieBreak`; ties
 * broken by text compare states in `problem`'s text order.
 */
export function orderOfEntries<S>(
	structure: EntryStructure,
	tieBreak: TieBreak,
	problem?: TextOrdered<S>
): EntryOrder<S> {
	switch (structure) {
		case 'queue':
			return { structure, tieBreak, arrival: 'fifo', compare: firstInFirstOut };
		case 'stack':
			return { structure, tieBreak, arrival: 'lifo', compare: lastInFirstOut };
		case 'priority':
			return {
				structure,
				tieBreak,
				arrival: tieBreak === 'lifo' ? 'lifo' : 'fifo',
				compare: textOrdered(tieBreak)
					? (fields, arrivalOf) =>
							TEXT_ORDERS[tieBreak](textOrderOf(problem, tieBreak))(fields, arrivalOf)
					: PRIORITY_ORDERS[tieBreak]
			};
	}
}

/** The tie-breaks that compare states as text, in the problem's text order. */
export type TextTieBreak = Extract<TieBreak, 'low-g-text' | 'alpha'>;

/** Does `tieBreak` compare states as text (and so need the problem's text order)? */
export function textOrdered(tieBreak: TieBreak): tieBreak is TextTieBreak {
	return tieBreak === 'low-g-text' || tieBreak === 'alpha';
}

/**
 * Why a run that breaks ties by text (`tieBreak`) cannot start on a problem without a text order:
 * a reader can choose the tie-break (a page's control, a link's `ties`), so it is a message.
 */
export function noTextOrder(tieBreak: TextTieBreak): MessageRef {
	return message('search_no_text_order', { tieBreak });
}

/** The problem's text order, bound to it; throws `noTextOrder(tieBreak)` as a MessageError when it has none. */
function textOrderOf<S>(
	problem: TextOrdered<S> | undefined,
	tieBreak: TextTieBreak
): (a: S, b: S) => number {
	if (problem?.compareText === undefined) throw new MessageError(noTextOrder(tieBreak));
	return problem.compareText.bind(problem);
}

type OrderOf<S = unknown> = (
	fields: EntryFields<S>,
	arrivalOf?: (id: number) => number
) => EntryComparator;

/** Arrival left to the priority queue: entries equal on every field compare equal. */
const arrivalLeftOut = (): number => 0;

/** A queue: arrival alone, first added first. */
const firstInFirstOut: OrderOf =
	(_, arrivalOf = arrivalLeftOut) =>
	(a, b) =>
		arrivalOf(a) - arrivalOf(b);

/** A stack: arrival alone, last added first. */
const lastInFirstOut: OrderOf =
	(_, arrivalOf = arrivalLeftOut) =>
	(a, b) =>
		arrivalOf(b) - arrivalOf(a);

/**
 * Each comparator reads f once per entry and goes on to the next field only on a tie: the
 * trace sorts and searches its frontier with these, so they are written out, not composed.
 */
const PRIORITY_ORDERS: Readonly<Record<Exclude<TieBreak, TextTieBreak>, OrderOf>> = {
	// Lowest f; equal f, first added first.
	fifo:
		(fields, arrivalOf = arrivalLeftOut) =>
		(a, b) => {
			const fa = fields.f(a);
			const fb = fields.f(b);
			if (fa !== fb) return fa < fb ? -1 : 1;
			return arrivalOf(a) - arrivalOf(b);
		},
	// Lowest f; equal f, last added first.
	lifo:
		(fields, arrivalOf = arrivalLeftOut) =>
		(a, b) => {
			const fa = fields.f(a);
			const fb = fields.f(b);
			if (fa !== fb) return fa < fb ? -1 : 1;
			return arrivalOf(b) - arrivalOf(a);
		},
	// Lowest f; equal f, lower h (the node nearer the goal by its estimate), then first added.
	'low-h':
		(fields, arrivalOf = arrivalLeftOut) =>
		(a, b) => {
			const fa = fields.f(a);
			const fb = fields.f(b);
			if (fa !== fb) return fa < fb ? -1 : 1;
			const ha = fields.h(a);
			const hb = fields.h(b);
			if (ha !== hb) return ha < hb ? -1 : 1;
			return arrivalOf(a) - arrivalOf(b);
		}
};

/**
 * 'low-g-text': lowest f, lower g, the state whose text reads first in the problem's own text
 * order (`compareText`): the order a priority queue of (f, g, board text) records gives (the
 * tiles.py tutorial's, seed 000); then first added.
 */
const lowGThenText =
	<S>(compareText: (a: S, b: S) => number): OrderOf<S> =>
	(fields, arrivalOf = arrivalLeftOut) =>
	(a, b) => {
		const fa = fields.f(a);
		const fb = fields.f(b);
		if (fa !== fb) return fa < fb ? -1 : 1;
		const ga = fields.g(a);
		const gb = fields.g(b);
		if (ga !== gb) return ga < gb ? -1 : 1;
		return compareText(fields.state(a), fields.state(b)) || arrivalOf(a) - arrivalOf(b);
	};

/**
 * 'alpha': lowest f, the state that comes first in the problem's text order (alphabetically:
 * on a graph the node's name), then first added — "ties are broken alphabetically".
 */
const textThenArrival =
	<S>(compareText: (a: S, b: S) => number): OrderOf<S> =>
	(fields, arrivalOf = arrivalLeftOut) =>
	(a, b) => {
		const fa = fields.f(a);
		const fb = fields.f(b);
		if (fa !== fb) return fa < fb ? -1 : 1;
		return compareText(fields.state(a), fields.state(b)) || arrivalOf(a) - arrivalOf(b);
	};

/** The orders that compare states as text, given the problem's text order. */
const TEXT_ORDERS: Readonly<
	Record<TextTieBreak, <S>(compareText: (a: S, b: S) => number) => OrderOf<S>>
> = {
	'low-g-text': lowGThenText,
	alpha: textThenArrival
};
