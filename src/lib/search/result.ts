import type { Outcome, SearchNode, SearchResult, SearchStats } from './events';

/** The counters a run keeps while it goes; frozen into `SearchStats` when it ends. */
export type RunCounters = { -readonly [K in keyof SearchStats]: SearchStats[K] };

export function newCounters(): RunCounters {
	return {
		expanded: 0,
		generated: 0,
		nodes: 0,
		maxFrontier: 0,
		maxDepth: 0,
		frontierSize: 0,
		exploredSize: 0,
		iterations: 1
	};
}

/** Builds the returned result; `path` runs from the root to the goal (or the walk's last board). */
export function searchResult<S>(
	outcome: Outcome,
	path: readonly SearchNode<S>[],
	counters: RunCounters
): SearchResult<S> {
	return {
		outcome,
		path,
		actions: path.slice(1).map((node) => node.action as string),
		cost: outcome === 'goal' ? path[path.length - 1].g : null,
		stats: { ...counters }
	};
}
