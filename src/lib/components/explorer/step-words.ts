import type { AlgorithmName } from '$lib/search/algorithms';
import { DESCRIPTIONS, expandsFromOneFrontier } from '$lib/search/descriptions';
import type { ResolvedOptions } from '$lib/search/options';
import { m } from '$lib/paraglide/messages.js';

/**
 * What the steps that are not expansions do, read from the algorithm's description and the
 * run's options (as `describedOptions` gives them): an iterative algorithm (iterative deepening,
 * IDA*) spends a step starting each iteration again from the root, multiple-path pruning one on
 * each path it takes off the frontier and discards, and a goal test on removal one taking the
 * goal off the frontier. A* has no iterations, so its note speaks of the goal only. Null when
 * every step is an expansion.
 */
export function otherStepsNote(
	algorithm: AlgorithmName,
	options: Pick<ResolvedOptions, 'goalTest' | 'duplicates'>
): string | null {
	const description = DESCRIPTIONS[algorithm];
	const goalStep = options.goalTest === 'on-removal';
	const doings: string[] = [];
	if (description.bound !== null) doings.push(m.explorer_doing_iteration());
	if (expandsFromOneFrontier(description) && options.duplicates === 'prune') {
		doings.push(m.explorer_doing_discard());
	}
	if (doings.length === 0) return goalStep ? m.explorer_other_step_goal() : null;
	if (goalStep) doings.push(m.explorer_doing_goal());
	return m.explorer_other_steps({
		doings: doings.reduce((before, after) => m.explorer_or({ before, after }))
	});
}
