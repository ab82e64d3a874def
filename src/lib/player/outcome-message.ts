import type { DomainId } from '../domains';
import type { HeuristicName } from '../puzzle/heuristics';
import type { AlgorithmName } from '../search/algorithms';
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

/** How each algorithm is named at the start of a sentence. */
const SUBJECTS: Readonly<Record<AlgorithmName, string>> = {
	bfs: 'Breadth-first search',
	dfs: 'Depth-first search',
	iddfs: 'Iterative deepening',
	ucs: 'Uniform-cost search',
	greedy: 'Greedy best-first search',
	astar: 'A*',
	wastar: 'Weighted A*',
	idastar: 'IDA*',
	walk: 'The greedy walk'
};

const FEWER_MOVES = 'a board fewer moves from the goal';

/**
 * How a run ended, in a sentence or two for the student: what happened, in the textbook's
 * terms, and — when it stopped short — why, and what to try instead.
 */
export function outcomeMessage<S>(result: SearchResult<S>, facts: RunFacts): string {
	const subject = SUBJECTS[facts.algorithm];
	const expansions = countWords(result.stats.expanded, 'expansion', 'expansions');
	switch (result.outcome) {
		case 'goal': {
			const length = result.actions.length;
			const path =
				facts.problem === 'tile'
					? countWords(length, 'move', 'moves')
					: countWords(length, 'road', 'roads');
			const cost = result.cost === null || result.cost === length ? '' : `, cost ${result.cost}`;
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

/** What to try when a run reached its expansion cap. */
function limitAdvice(facts: RunFacts): string {
	const { algorithm, heuristic } = facts;
	if (facts.problem !== 'tile') return 'raise the cap';
	if (facts.duplicates === 'tree' && algorithm !== 'iddfs' && algorithm !== 'idastar') {
		return `tree search expands the same states again and again: try graph search, ${FEWER_MOVES}, or raise the cap`;
	}
	switch (algorithm) {
		case 'bfs':
		case 'ucs':
		case 'iddfs':
			return `try A* with a heuristic (Manhattan distance), which expands far fewer nodes, ${FEWER_MOVES}, or raise the cap`;
		case 'dfs':
			return 'depth-first search can run far down one branch: try a depth limit, iterative deepening or A*, or raise the cap';
		case 'astar':
		case 'idastar':
			return heuristic === 'linear-conflict'
				? `try weighted A* (fewer expansions, though the path may not be the cheapest), ${FEWER_MOVES}, or raise the cap`
				: `try a better heuristic (linear conflict), ${FEWER_MOVES}, or raise the cap`;
		case 'wastar':
			return heuristic === 'linear-conflict'
				? `try a larger weight, ${FEWER_MOVES}, or raise the cap`
				: `try a better heuristic (linear conflict) or a larger weight, ${FEWER_MOVES}, or raise the cap`;
		case 'greedy':
			return heuristic === 'linear-conflict'
				? `try ${FEWER_MOVES}, or raise the cap`
				: `try a better heuristic (linear conflict), ${FEWER_MOVES}, or raise the cap`;
		case 'walk':
			return 'raise the cap';
	}
}
