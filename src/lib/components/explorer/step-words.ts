import type { AlgorithmName } from '$lib/search/algorithms';
import { DESCRIPTIONS, expandsFromOneFrontier } from '$lib/search/descriptions';
import type { ResolvedOptions } from '$lib/search/options';

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
	if (description.bound !== null) doings.push('start an iteration');
	if (expandsFromOneFrontier(description) && options.duplicates === 'prune') {
		doings.push('discard a path to a state already expanded');
	}
	if (doings.length === 0)
		return goalStep ? 'the other step takes the goal off the frontier' : null;
	if (goalStep) doings.push('take the goal off the frontier');
	return `the other steps ${doings.join(' or ')}`;
}
