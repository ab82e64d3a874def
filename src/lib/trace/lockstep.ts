/**
 * A trace stepped by expansions rather than events, for runs compared in lockstep: shared step
 * k shows each run after its k-th expansion. Iterative algorithms also report iteration events,
 * so the k-th expansion is not always the k-th event; this keeps the event index of each one.
 */
import type { SearchEvent, SearchResult } from '../search/events';
import type { TextOrdered } from '../search/problem';
import type { LinePlan } from './line-steps';
import type { FrontierOrder } from './frontier-order';
import { createTrace, type Trace } from './trace';

export class LockstepTrace<S> {
	readonly trace: Trace<S>;
	/** The event index of expansion k; 0 (the start event) for k = 0. */
	readonly #eventOfExpansion: number[] = [0];

	/** As `createTrace`: `problem` for a frontier whose ties are broken by text. */
	constructor(order: FrontierOrder, plan?: LinePlan, problem?: TextOrdered<S>) {
		this.trace = createTrace<S>(order, plan, problem);
	}

	/** Adds the run's next event (a RunRecord observer's `event`). */
	event(event: SearchEvent<S>): void {
		this.trace.append(event);
		if (event.type === 'expand') this.#eventOfExpansion.push(this.trace.length - 1);
	}

	finish(result: SearchResult<S>): void {
		this.trace.finish(result);
	}

	/**
	 * Moves the cursor to just after expansion `k`; past the run's last expansion, to its last
	 * event, where a finished run shows its path. Returns the node expanded there, null at the start.
	 */
	seekExpansion(k: number): number | null {
		this.trace.seek(this.#stepOfExpansion(k));
		const event = this.trace.event(this.trace.cursor);
		return event.type === 'expand' ? event.node.id : null;
	}

	/** Steps' diffs a seek to expansion `k` would replay from the cursor (Trace.distanceTo). */
	distanceToExpansion(k: number): number {
		return this.trace.distanceTo(this.#stepOfExpansion(k));
	}

	/** Moves the cursor toward expansion `k` a stride at a time (Trace.walking). */
	walkingToExpansion(k: number): Generator<void, void> {
		return this.trace.walking(this.#stepOfExpansion(k));
	}

	/** The event shown at shared step `k` (see seekExpansion). */
	#stepOfExpansion(k: number): number {
		const recorded = this.#eventOfExpansion.length - 1;
		return k >= recorded && this.trace.complete
			? this.trace.length - 1
			: this.#eventOfExpansion[Math.max(0, Math.min(k, recorded))];
	}
}
