import type { AlgorithmName } from '$lib/search/algorithms';
import { DESCRIPTIONS } from '$lib/search/descriptions';
import type { GoalTestTiming } from '$lib/search/options';

/**
 * What the steps that are not expansions do, read from the algorithm's description: an
 * iterative algorithm (iterative deepening, IDA*) spends a step starting each iteration again
 * from the root, and a goal test on removal spends one taking the goal off the frontier. A*
 * has no iterations, so its note speaks of the goal only. Null when every step is an expansion.
 */
export function otherStepsNote(algorithm: AlgorithmName, goalTest: GoalTestTiming): string | null {
	const iterative = DESCRIPTIONS[algorithm].bound !== null;
	const goalStep = goalTest === 'on-removal';
	if (iterative && goalStep) {
		return 'the other steps start an iteration or take the goal off the frontier';
	}
	if (iterative) return 'the other steps start an iteration';
	if (goalStep) return 'the other step takes the goal off the frontier';
	return null;
}
