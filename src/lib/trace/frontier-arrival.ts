import type { Trace } from './trace';
import type { FrontierRow } from './types';

/** The frontier at the cursor as a "predict the next expansion" question lists it. */
export interface FrontierByArrival<S> {
	/** Entries on the frontier. */
	readonly total: number;
	/** Every entry in the order it joined the frontier; empty when there are more than the limit. */
	readonly byArrival: readonly FrontierRow<S>[];
	/** The id of the entry the next expansion takes (the head in leave order); null if empty. */
	readonly next: number | null;
}

/**
 * The frontier at the cursor listed by arrival rather than by leave order, so a list shown to a
 * student does not give away which entry leaves next. Node ids grow in generation order, so
 * sorting by id is sorting by arrival.
 */
export function frontierByArrival<S>(trace: Trace<S>, limit: number): FrontierByArrival<S> {
	const { rows, total } = trace.frontierRows(limit + 1);
	return {
		total,
		byArrival: total > limit ? [] : [...rows].sort((a, b) => a.id - b.id),
		next: rows[0]?.id ?? null
	};
}
