import { countWords } from '../../count-text';
import type { WalkTrace } from '../../lessons/greedy-figures';

/**
 * How a greedy walk ended, in one sentence under its board (lesson 7): at the goal, stuck on a
 * board whose every neighbour it already stood on, or stopped at its cap; with the shortest
 * solution's length beside it when A* found one.
 */
export function walkSummary(walk: WalkTrace): string {
	const moves = countWords(walk.boards.length - 1, 'move', 'moves');
	const shortest = walk.optimal === null ? '' : ` The shortest solution has ${walk.optimal}.`;
	if (walk.outcome === 'goal') return `The walk reaches the goal in ${moves}.${shortest}`;
	if (walk.outcome === 'stuck') {
		return `The walk is stuck after ${moves}: every neighbour of its last board is a board it already stood on.${shortest}`;
	}
	return `The walk was stopped after ${moves}.${shortest}`;
}
