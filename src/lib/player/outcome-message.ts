import type { DomainId } from '../domains';
import type { HeuristicName } from '../puzzle/heuristics';
import type { AlgorithmName } from '../search/algorithms';
import { DESCRIPTIONS, keepsFrontier, readsOption } from '../search/descriptions';
import type { SearchResult } from '../search/events';
import type { DuplicatePolicy } from '../search/options';
import { reachable, reachableText } from '../puzzle/facts';
import { countWords } from '../count-text';

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
	/** The parity argument with the board's numbers, in a sentence. */
	readonly reason: string;
	readonly rows: number;
	readonly cols: number;
}

const FEWER_MOVES = 'a board fewer moves from the goal';

/** What a path is made of on each problem, one and many. */
const PATH_WORDS: Readonly<Record<DomainId, readonly [string, string]>> = {
	tile: ['move', 'moves'],
	graph: ['road', 'roads'],
	grid: ['step', 'steps']
};

/** A path cost as a sentence gives it: whole, or to two decimals (a grid's diagonal steps cost √2). */
function costText(cost: number): string {
	return Number.isInteger(cost) ? String(cost) : cost.toFixed(2);
}

/**
 * How a run ended, in a sentence or two for the student: what happened, in the textbook's
 * terms, and — when it stopped short — why, and what to try instead.
 */
export function outcomeMessage<S>(result: SearchResult<S>, facts: RunFacts): string {
	const { subject } = DESCRIPTIONS[facts.algorithm];
	const expansions = countWords(result.stats.expanded, 'expansion', 'expansions');
	switch (result.outcome) {
		case 'goal': {
			const length = result.actions.length;
			const path = countWords(length, ...PATH_WORDS[facts.problem]);
			const cost =
				result.cost === null || result.cost === length ? '' : `, cost ${costText(result.cost)}`;
			return `${subject} reached the goal after ${expansions}: a path of ${path}${cost}.`;
		}
		case 'limit':
			return facts.unreachable !== null
				? `${subject} stopped at its cap, after ${expansions}, without reaching the goal, and no cap would be enough: ${otherHalf(facts.unreachable)}`
				: `${subject} stopped after ${expansions} without reaching the goal: ${limitAdvice(facts)}.`;
		case 'exhausted':
			if (facts.unreachable !== null) {
				const { rows, cols, reason } = facts.unreachable;
				// A graph search empties its frontier only after every state it can reach; said when
				// the count shows it (a depth limit or tree search empties it sooner or never).
				const everyState =
					BigInt(result.stats.expanded) === reachable(rows, cols)
						? `: it expanded every state this board can reach, all ${reachableText(rows, cols)}, and the goal is not among them. ${reason}`
						: ` without reaching the goal: ${otherHalf(facts.unreachable)}`;
				return `${subject} emptied its frontier after ${expansions}${everyState}`;
			}
			return facts.depthLimit !== null
				? `${subject} emptied its frontier after ${expansions}: no path to the goal within the depth limit of ${facts.depthLimit}. Try a larger limit.`
				: `${subject} emptied its frontier after ${expansions}: no path leads to the goal.`;
		case 'stuck':
			return `${subject} got stuck after ${countWords(result.stats.expanded, 'step', 'steps')}: every neighbour was a state it had already stood on. A search with a frontier, such as A*, can back up and try another branch.`;
	}
}

/** Why a search of a board in the other half cannot succeed, for the end of a sentence. */
function otherHalf({ rows, cols, reason }: UnreachableGoal): string {
	return `this board reaches only ${reachableText(rows, cols)} states, half of all arrangements, and the goal is in the other half. ${reason}`;
}

/**
 * What to try when a run reached its expansion cap, from what the algorithm is: an uninformed
 * search is pointed to A* (a depth-first one to a depth limit first), an informed one to a
 * better heuristic, to weighted A* (an optimal search, once h is the best offered) or to a
 * larger weight (a weighted one). The walk keeps no frontier to do better with.
 */
function limitAdvice(facts: RunFacts): string {
	const description = DESCRIPTIONS[facts.algorithm];
	const bestHeuristic = facts.heuristic === 'linear-conflict';
	if (facts.problem !== 'tile') return 'raise the cap';
	// The iterative searches are tree searches by design, their memory linear in the depth.
	if (facts.duplicates === 'tree' && description.bound === null) {
		return `tree search expands the same states again and again: try graph search, ${FEWER_MOVES}, or raise the cap`;
	}
	if (!description.informed) {
		return description.structure === 'stack'
			? 'depth-first search can run far down one branch: try a depth limit, iterative deepening or A*, or raise the cap'
			: `try A* with a heuristic (Manhattan distance), which expands far fewer nodes, ${FEWER_MOVES}, or raise the cap`;
	}
	if (!keepsFrontier(description)) return 'raise the cap';
	if (description.optimal) {
		return bestHeuristic
			? `try weighted A* (fewer expansions, though the path may not be the cheapest), ${FEWER_MOVES}, or raise the cap`
			: `try a better heuristic (linear conflict), ${FEWER_MOVES}, or raise the cap`;
	}
	if (readsOption(description, 'weight')) {
		return bestHeuristic
			? `try a larger weight, ${FEWER_MOVES}, or raise the cap`
			: `try a better heuristic (linear conflict) or a larger weight, ${FEWER_MOVES}, or raise the cap`;
	}
	return bestHeuristic
		? `try ${FEWER_MOVES}, or raise the cap`
		: `try a better heuristic (linear conflict), ${FEWER_MOVES}, or raise the cap`;
}
