import type { NoParams } from './index';
import type { SearchWords } from './trace';

/**
 * The messages of the figures' data (src/lib/viz: legends, roles, fates, the frontier's rule;
 * messages/viz/*.json), by id. A node role's name (`viz_role_*`) is the one every legend, the
 * tree and the node details say; a child's fate (`viz_fate_*`) is how an expansion's child reads.
 */
export interface VizMessages {
	readonly viz_role_current: NoParams;
	readonly viz_role_frontier: NoParams;
	readonly viz_role_explored: NoParams;
	readonly viz_role_duplicate: NoParams;
	readonly viz_role_goal: NoParams;
	readonly viz_role_path: NoParams;
	readonly viz_fate_added: NoParams;
	readonly viz_fate_goal: NoParams;
	readonly viz_fate_explored: NoParams;
	readonly viz_fate_in_frontier: NoParams;
	readonly viz_fate_replaced: NoParams;
	readonly viz_fate_depth_cut: NoParams;
	readonly viz_fate_bound_cut: NoParams;
	readonly viz_fate_parent: NoParams;
	readonly viz_fate_visited: NoParams;
	readonly viz_fate_passed_over: NoParams;
	readonly viz_frontier_queue: NoParams;
	readonly viz_frontier_stack: NoParams;
	readonly viz_frontier_bounded: NoParams;
	readonly viz_frontier_walk: NoParams;
	/** The priority queue's order and its tie-break, as the search layer words them. */
	readonly viz_frontier_priority: { readonly rule: SearchWords; readonly ties: SearchWords };
	/** Nodes on the frontier beyond the rows shown. */
	readonly viz_frontier_more: { readonly count: number };
}
