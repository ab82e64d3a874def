import type { MessageRef, NoParams } from './index';

/** Words in a sentence: a message, or English from a layer not yet converted (a name, a rule). */
type Words = string | MessageRef;

/** The messages of practice questions, their choices and their feedback (messages/practice/*.json), by id. */
export interface PracticeMessages {
	readonly practice_right: NoParams;
	readonly practice_not_quite: { readonly answer: Words | number };
	readonly practice_not_quite_yes_no: { readonly answer: Words };
	readonly practice_not_quite_any: { readonly options: Words };
	readonly practice_list: { readonly first: Words; readonly rest: Words };
	readonly practice_plus: { readonly first: Words; readonly rest: Words };
	readonly practice_number_hint: NoParams;
	readonly practice_path_cost_task: { readonly algorithm: string };
	readonly practice_path_cost_prompt: NoParams;
	readonly practice_path_cost_fewest: {
		readonly algorithm: string;
		readonly path: MessageRef;
		readonly distance: MessageRef;
	};
	readonly practice_path_cost_longer: {
		readonly algorithm: string;
		readonly path: MessageRef;
		readonly fewest: number;
	};
	readonly practice_heuristic_task: { readonly heuristic: string };
	readonly practice_heuristic_explanation: { readonly why: MessageRef; readonly sum: MessageRef };
	readonly practice_heuristic_sum: { readonly terms: Words; readonly answer: number };
	readonly practice_heuristic_zero: NoParams;
	readonly practice_tile_share: { readonly value: number; readonly tile: number };
	readonly practice_why_misplaced: NoParams;
	readonly practice_why_manhattan: NoParams;
	readonly practice_why_linear_conflict: NoParams;
	readonly practice_solvable_task: { readonly rows: number; readonly cols: number };
	readonly practice_solvable_prompt: NoParams;
	readonly practice_solvable: NoParams;
	readonly practice_not_solvable: NoParams;
	readonly practice_yes_words: { readonly words: string };
	readonly practice_no_words: { readonly words: string };
	readonly practice_order_wrong_first: NoParams;
	readonly practice_order_wrong_place: { readonly place: number };
	readonly practice_order_why_tie: OrderPlace & { readonly tie: string };
	readonly practice_order_why_key: OrderPlace & {
		readonly key: string;
		readonly rightValue: string;
		readonly putValue: string;
	};
	readonly practice_order_why_arrival: OrderPlace;
	readonly practice_node_city: { readonly node: number; readonly city: string };
	readonly practice_node_restart: { readonly node: number };
	readonly practice_node: { readonly node: number };
	readonly practice_expanded_so_far: { readonly nodes: Words };
	readonly practice_expanded_within_limit: { readonly bound: number; readonly nodes: Words };
	readonly practice_expanded_within_bound: { readonly bound: number; readonly nodes: Words };
	readonly practice_next_limit_prompt: { readonly bound: number };
	readonly practice_next_bound_prompt: { readonly bound: number };
	readonly practice_next_limit_why: { readonly bound: number; readonly next: number };
	readonly practice_next_bound_why: { readonly bound: number; readonly next: number };
	readonly practice_pick_prompt: { readonly expansion: number };
	readonly practice_simulate_task: {
		readonly algorithm: string;
		readonly from: MessageRef;
		readonly what: MessageRef;
	};
	readonly practice_ends_board: NoParams;
	readonly practice_from_road_map: { readonly start: string; readonly goal: string };
	readonly practice_the_frontier: NoParams;
	readonly practice_the_stack: NoParams;
	readonly practice_then_order: { readonly list: MessageRef };
	readonly practice_then_pick: NoParams;
	readonly practice_what_values: {
		readonly value: MessageRef;
		readonly list: MessageRef;
		readonly then: MessageRef;
	};
	readonly practice_what_order: { readonly then: MessageRef };
	readonly practice_what_pick: { readonly list: MessageRef };
	readonly practice_what_next_limit: { readonly what: MessageRef };
	readonly practice_what_next_bound: { readonly what: MessageRef };
	readonly practice_value_g: NoParams;
	readonly practice_value_h: NoParams;
	readonly practice_value_f: NoParams;
	readonly practice_none: NoParams;
	readonly practice_one: { readonly item: string };
	readonly practice_and: { readonly first: Words; readonly last: string };
	readonly practice_right_set: { readonly set: MessageRef };
	readonly practice_candidate_never: { readonly label: string };
	readonly practice_candidate_node: { readonly label: string; readonly node: number };
	readonly practice_candidate_reason: { readonly name: MessageRef; readonly reason: Words };
	readonly practice_kinds_join: { readonly first: Words; readonly rest: Words };
	readonly practice_set_left_out: { readonly text: Words; readonly said: Words };
	readonly practice_set_chosen_wrong: { readonly text: Words; readonly said: Words };
}

/** The first wrong place of an order, after the order's explanation: which node is due there. */
interface OrderPlace {
	readonly explanation: Words;
	readonly place: number;
	readonly right: number;
	readonly put: number;
}
