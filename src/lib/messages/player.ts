import type { CostParams, MessageRef, NoParams } from './index';

/** The player's messages (messages/player/*.json): how a run ended, and the counts it names. */
export interface PlayerMessages {
	readonly count_expansions: { readonly count: number };
	readonly count_actions: { readonly count: number };
	readonly count_moves: { readonly count: number };
	readonly count_roads: { readonly count: number };
	readonly count_steps: { readonly count: number };
	readonly outcome_plain_goal: CostParams & {
		readonly expansions: MessageRef;
		readonly path: MessageRef;
	};
	readonly outcome_plain_exhausted: { readonly expansions: MessageRef };
	readonly outcome_plain_limit: { readonly expansions: MessageRef };
	readonly outcome_plain_stuck: { readonly expansions: MessageRef };
	readonly outcome_goal: SubjectParams & { readonly path: MessageRef };
	readonly outcome_goal_cost: SubjectParams & CostParams & { readonly path: MessageRef };
	readonly outcome_limit: SubjectParams & { readonly advice: MessageRef };
	readonly outcome_limit_unreachable: SubjectParams & { readonly otherHalf: MessageRef };
	readonly outcome_exhausted: SubjectParams;
	readonly outcome_exhausted_depth_limit: SubjectParams & { readonly depthLimit: number };
	readonly outcome_exhausted_every_state: SubjectParams & {
		readonly reachable: MessageRef;
		readonly reason: MessageRef;
	};
	readonly outcome_exhausted_other_half: SubjectParams & { readonly otherHalf: MessageRef };
	readonly outcome_stuck: { readonly subject: MessageRef; readonly steps: MessageRef };
	readonly outcome_other_half: { readonly reachable: MessageRef; readonly reason: MessageRef };
	readonly advice_raise_cap: NoParams;
	readonly advice_tree_search: NoParams;
	readonly advice_depth_first: NoParams;
	readonly advice_uninformed: NoParams;
	readonly advice_weighted_astar: NoParams;
	readonly advice_better_heuristic: NoParams;
	readonly advice_larger_weight: NoParams;
	readonly advice_better_heuristic_or_weight: NoParams;
	readonly advice_fewer_moves: NoParams;
	/** The engine ended a run before its first event: a fault of ours, shown where the run would be. */
	readonly outcome_no_start: NoParams;
}

/** The search that ran (its name as a sentence's subject: `algorithmNameMessage`) and its count. */
interface SubjectParams {
	readonly subject: MessageRef;
	readonly expansions: MessageRef;
}
