import type { Problem } from './problem';

/**
 * One expansion's successors, stored column-wise and reused from one expansion to the next:
 * the search's hot loop reads the i-th successor as (actions[i], states[i], costs[i], h[i])
 * instead of allocating an object per successor. Entries beyond `count` are leftovers.
 */
export class SuccessorList<S> {
	count = 0;
	readonly actions: string[] = [];
	readonly states: S[] = [];
	readonly costs: number[] = [];
	/** Each successor's h; 0 when the expansion was not asked for h. */
	readonly h: number[] = [];

	/**
	 * Appends one successor: what `Problem.successorsInto` calls for each one, in child order,
	 * with h = 0 when it was not given the state's h.
	 */
	add(action: string, state: S, cost: number, h: number): void {
		const i = this.count++;
		this.actions[i] = action;
		this.states[i] = state;
		this.costs[i] = cost;
		this.h[i] = h;
	}
}

/**
 * Expands `state` into `into`: its successors in the problem's child order and, when `h` (the
 * state's own h) is given, each successor's h. Uses the problem's allocation-free
 * `successorsInto` when it has one, otherwise `successors` and `heuristic`.
 */
export function expandInto<S>(
	problem: Problem<S>,
	state: S,
	h: number | undefined,
	into: SuccessorList<S>
): void {
	into.count = 0;
	if (problem.successorsInto !== undefined) {
		problem.successorsInto(state, into, h);
		return;
	}
	const successors = problem.successors(state);
	for (let i = 0; i < successors.length; i++) {
		const { action, state: next, cost } = successors[i];
		const nextH = h === undefined || problem.heuristic === undefined ? 0 : problem.heuristic(next);
		into.add(action, next, cost, nextH);
	}
}
