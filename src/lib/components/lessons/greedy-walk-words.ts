import { m } from '$lib/paraglide/messages.js';
import type { WalkTrace } from '../../lessons/greedy-figures';

/**
 * How a greedy walk ended, in one sentence under its board (lesson 7): at the goal, stuck on a
 * board whose every neighbour it already stood on, or stopped at its cap; with the shortest
 * solution's length beside it when A* found one.
 */
export function walkSummary(walk: WalkTrace): string {
	const moves = m.lesson_count_moves({ count: walk.boards.length - 1 });
	const shortest = walk.optimal === null ? '' : m.lesson_walk_shortest({ optimal: walk.optimal });
	if (walk.outcome === 'goal') return m.lesson_walk_goal({ moves }) + shortest;
	if (walk.outcome === 'stuck') return m.lesson_walk_stuck({ moves }) + shortest;
	return m.lesson_walk_stopped({ moves }) + shortest;
}
