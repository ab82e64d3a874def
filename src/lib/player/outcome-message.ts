import type { DomainId } from '../domains';
import type { HeuristicName } from '../puzzle/heuristics';
import type { AlgorithmName } from '../search/algorithms';
import {
	DESCRIPTIONS,
	algorithmNameMessage,
	keepsFrontier,
	readsOption
} from '../search/descriptions';
import type { SearchResult } from '../search/events';
import type { DuplicatePolicy } from '../search/options';
import { reachable, reachableMessage } from '../puzzle/facts';
import { costKind, message, type MessageId, type MessageRef } from '../messages';

/** What the sentence about a run's end needs to know besides the result. */
export interface RunFacts {
	readonly algorithm: AlgorithmName;
	/** Which problem (its domain), for the advice and the name of an action. */
	readonly problem: DomainId;
	/** The tile puzzle's heuristic when the algorithm uses one; otherwise null. */
	readonly heuristic: HeuristicName | null;
	readonly duplicates: DuplicatePolicy | null;
	/** A finite depth limit the run was given; otherwise null. */
	readonly depthLimit: number | null;
	/** When no sequence of moves reaches the goal (tile puzzle): why, and the board's size. */
	readonly unreachable: UnreachableGoal | null;
}

/** A tile board in the other half of the state space from its goal. */
export interface UnreachableGoal {
	/** The parity argument with the board's numbers, in a sentence (puzzle/solvability.ts). */
	readonly reason: MessageRef;
	readonly rows: number;
	readonly cols: number;
}

/** What a path is made of on each problem, counted: moves, roads or steps. */
const PATH_COUNTS: Readonly<Record<DomainId, MessageId & `count_${string}`>> = {
	tile: 'count_moves',
	graph: 'count_roads',
	grid: 'count_steps'
};

/** `count` of the things `id` counts. */
function counted(id: MessageId & `count_${string}`, count: number): MessageRef {
	return { id, params: { count } } as MessageRef;
}

/**
 * How a run ended, in a sentence or two for the student: what happened, in the textbook's
 * terms, and — when it stopped short — why, and what to try instead.
 */
export function outcomeMessage<S>(result: SearchResult<S>, facts: RunFacts): MessageRef {
	const subject = algorithmNameMessage(facts.algorithm, 'subject');
	const expansions = message('count_expansions', { count: result.stats.expanded });
	switch (result.outcome) {
		case 'goal': {
			const length = result.actions.length;
			const path = counted(PATH_COUNTS[facts.problem], length);
			return result.cost === null || result.cost === length
				? message('outcome_goal', { subject, expansions, path })
				: message('outcome_goal_cost', {
						subject,
						expansions,
						path,
						cost: result.cost,
						costKind: costKind(result.cost)
					});
		}
		case 'limit':
			return facts.unreachable !== null
				? message('outcome_limit_unreachable', {
						subject,
						expansions,
						otherHalf: otherHalf(facts.unreachable)
					})
				: message('outcome_limit', { subject, expansions, advice: limitAdvice(facts) });
		case 'exhausted':
			if (facts.unreachable !== null) {
				const { rows, cols, reason } = facts.unreachable;
				// A graph search empties its frontier only after every state it can reach; said when
				// the count shows it (a depth limit or tree search empties it sooner or never).
				return BigInt(result.stats.expanded) === reachable(rows, cols)
					? message('outcome_exhausted_every_state', {
							subject,
							expansions,
							reachable: reachableMessage(rows, cols),
							reason
						})
					: message('outcome_exhausted_other_half', {
							subject,
							expansions,
							otherHalf: otherHalf(facts.unreachable)
						});
			}
			return facts.depthLimit !== null
				? message('outcome_exhausted_depth_limit', {
						subject,
						expansions,
						depthLimit: facts.depthLimit
					})
				: message('outcome_exhausted', { subject, expansions });
		case 'stuck':
			return message('outcome_stuck', {
				subject,
				steps: message('count_steps', { count: result.stats.expanded })
			});
	}
}

/** Why a search of a board in the other half cannot succeed, for the end of a sentence. */
function otherHalf({ rows, cols, reason }: UnreachableGoal): MessageRef {
	return message('outcome_other_half', { reachable: reachableMessage(rows, cols), reason });
}

/**
 * What to try when a run reached its expansion cap, from what the algorithm is: an uninformed
 * search is pointed to A* (a depth-first one to a depth limit first), an informed one to a
 * better heuristic, to weighted A* (an optimal search, once h is the best offered) or to a
 * larger weight (a weighted one). The walk keeps no frontier to do better with.
 */
function limitAdvice(facts: RunFacts): MessageRef {
	return message(limitAdviceId(facts), {});
}

/** The advice of `limitAdvice`, by its message's id. */
function limitAdviceId(facts: RunFacts): MessageId & `advice_${string}` {
	const description = DESCRIPTIONS[facts.algorithm];
	const bestHeuristic = facts.heuristic === 'linear-conflict';
	if (facts.problem !== 'tile') return 'advice_raise_cap';
	// The iterative searches are tree searches by design, their memory linear in the depth.
	if (facts.duplicates === 'tree' && description.bound === null) return 'advice_tree_search';
	if (!description.informed) {
		return description.structure === 'stack' ? 'advice_depth_first' : 'advice_uninformed';
	}
	if (!keepsFrontier(description)) return 'advice_raise_cap';
	if (description.optimal) {
		return bestHeuristic ? 'advice_weighted_astar' : 'advice_better_heuristic';
	}
	if (readsOption(description, 'weight')) {
		return bestHeuristic ? 'advice_larger_weight' : 'advice_better_heuristic_or_weight';
	}
	return bestHeuristic ? 'advice_fewer_moves' : 'advice_better_heuristic';
}
