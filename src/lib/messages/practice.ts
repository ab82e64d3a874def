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
	readonly practice_one: { readonly item: Words };
	readonly practice_and: { readonly first: Words; readonly last: Words };
	readonly practice_right_set: { readonly set: MessageRef };
	readonly practice_candidate_never: { readonly label: string };
	readonly practice_candidate_node: { readonly label: string; readonly node: number };
	readonly practice_candidate_reason: { readonly name: MessageRef; readonly reason: Words };
	readonly practice_kinds_join: { readonly first: Words; readonly rest: Words };
	readonly practice_set_left_out: { readonly text: Words; readonly said: Words };
	readonly practice_set_chosen_wrong: { readonly text: Words; readonly said: Words };
	readonly practice_rules_more: { readonly head: MessageRef; readonly rule: MessageRef };
	readonly practice_rules_end: { readonly rules: MessageRef };
	readonly practice_blank_up: NoParams;
	readonly practice_blank_down: NoParams;
	readonly practice_blank_left: NoParams;
	readonly practice_blank_right: NoParams;
	readonly practice_rule_tile_children: { readonly order: MessageRef };
	readonly practice_rule_heuristic: { readonly heuristic: MessageRef };
	readonly practice_rule_road_children: NoParams;
	readonly practice_rule_road_cost: NoParams;
	readonly practice_rule_road_h: NoParams;
	readonly practice_takes: { readonly subject: MessageRef; readonly entry: MessageRef };
	readonly practice_takes_own_rule: { readonly subject: MessageRef };
	readonly practice_entry_bounded: { readonly entry: MessageRef; readonly cut: MessageRef };
	/** `key` a message ("path cost g") or a formula ("f = g + h"). */
	readonly practice_entry_lowest: { readonly key: Words };
	readonly practice_key_g: NoParams;
	readonly practice_key_h: NoParams;
	readonly practice_node_lettered: { readonly node: number; readonly label: string };
	readonly practice_fa_task: {
		readonly algorithm: MessageRef;
		readonly expansions: MessageRef;
		readonly k: number;
	};
	readonly practice_fa_pick_prompt: {
		readonly next: number;
		readonly k: number;
		readonly taken: Words;
	};
	readonly practice_fa_prompt: { readonly k: number };
	readonly practice_fa_listing: { readonly expansions: MessageRef; readonly decoys: number };
	readonly practice_fa_explanation: {
		readonly rule: MessageRef;
		readonly expansions: MessageRef;
		readonly taken: Words;
		readonly members: Words;
	};
	readonly practice_fa_generated_by_start: { readonly expansion: number };
	readonly practice_fa_generated_by: { readonly expansion: number; readonly parent: Words };
	readonly practice_fa_still_waiting: { readonly generated: MessageRef };
	readonly practice_fa_expanded: { readonly generated: MessageRef; readonly expansion: number };
	readonly practice_fa_decoy: { readonly node: Words };
	/** `sum`: "f = 3 + 5 = 8". */
	readonly practice_ne_below: {
		readonly sum: string;
		readonly cost: number;
		readonly expansion: number;
	};
	readonly practice_ne_above: { readonly sum: string; readonly cost: number };
	readonly practice_ne_prompt: NoParams;
	readonly practice_ne_listing_g: { readonly count: number };
	readonly practice_ne_listing_ghf: { readonly count: number };
	readonly practice_ne_explanation: { readonly cost: number; readonly heuristic: MessageRef };
	readonly practice_ne_cost_prompt: NoParams;
	readonly practice_ne_cost_explanation: { readonly moves: MessageRef };
	readonly practice_ne_task_cost: { readonly heuristic: MessageRef };
	readonly practice_ne_task: { readonly heuristic: MessageRef; readonly cost: number };
	/** City names and letters as the map writes them ("Arad", "A"). */
	readonly practice_rc_task: {
		readonly algorithm: MessageRef;
		readonly startName: string;
		readonly start: string;
		readonly goalName: string;
		readonly goal: string;
	};
	readonly practice_rc_roads_prompt: NoParams;
	readonly practice_rc_cost_prompt: NoParams;
	/** `route`: "Arad → Sibiu → Bucharest". */
	readonly practice_rc_roads_explanation: {
		readonly algorithm: MessageRef;
		readonly route: string;
		readonly roads: MessageRef;
	};
	/** `sum`: "140 + 99 = 239". */
	readonly practice_rc_cost_explanation: { readonly sum: string; readonly comparison: MessageRef };
	readonly practice_rc_cheapest: NoParams;
	readonly practice_rc_dearer: {
		readonly extra: number;
		readonly route: string;
		readonly cheapest: number;
		readonly why: MessageRef;
	};
	readonly practice_rc_optimal_when: { readonly algorithm: MessageRef; readonly when: MessageRef };
	readonly practice_rc_no_promise: { readonly algorithm: MessageRef };
	readonly practice_grid_note_exact_four: NoParams;
	readonly practice_grid_note_below_manhattan: NoParams;
	readonly practice_grid_note_octile_four: NoParams;
	readonly practice_grid_note_weaker_than_manhattan: NoParams;
	readonly practice_grid_note_zero: NoParams;
	readonly practice_grid_note_manhattan_eight: NoParams;
	readonly practice_grid_note_straight_line: NoParams;
	readonly practice_grid_note_exact_eight: NoParams;
	readonly practice_grid_note_chebyshev_eight: NoParams;
	readonly practice_count_cells: { readonly count: number };
	readonly practice_grid_rule_cells: NoParams;
	readonly practice_grid_rule_cells_clause: NoParams;
	readonly practice_grid_rule_order4: NoParams;
	readonly practice_grid_rule_order8: NoParams;
	readonly practice_grid_rule_cost4: NoParams;
	readonly practice_grid_rule_cost8: NoParams;
	readonly practice_grid_rule_h: { readonly heuristic: MessageRef };
	readonly practice_grid_rule_h_scaled: { readonly heuristic: MessageRef; readonly least: number };
	readonly practice_grid_key_depth: { readonly depth: number };
	/** `cell`: "(2, 3)"; `key` a message or symbols ("g 4", "f 6 = 2 + 4"). */
	readonly practice_grid_cell_key: { readonly cell: string; readonly key: Words };
	readonly practice_grid_next_task: { readonly algorithm: MessageRef; readonly cells: MessageRef };
	readonly practice_grid_next_prompt: NoParams;
	readonly practice_grid_next_explanation: {
		readonly algorithm: MessageRef;
		readonly listed: Words;
		readonly pick: string;
	};
	readonly practice_grid_next_tie_queue: {
		readonly explanation: MessageRef;
		readonly pick: string;
	};
	readonly practice_grid_next_tie: {
		readonly explanation: MessageRef;
		readonly cells: Words;
		readonly tie: MessageRef;
		readonly pick: string;
	};
	/** `cells`: "(0, 0) → (0, 1)"; `total` and `sum` numbers as the grid writes them. */
	readonly practice_grid_path_unit: { readonly cells: string; readonly total: string };
	readonly practice_grid_path: { readonly cells: string; readonly sum: string };
	readonly practice_grid_cost_prompt: { readonly algorithm: MessageRef };
	readonly practice_grid_returns: { readonly algorithm: MessageRef; readonly path: MessageRef };
	readonly practice_grid_cheapest_prompt: NoParams;
	readonly practice_grid_ucs_returns: { readonly path: MessageRef };
	readonly practice_grid_ucs_returns_same: {
		readonly path: MessageRef;
		readonly algorithm: MessageRef;
	};
	readonly practice_grid_cost_task: { readonly algorithm: MessageRef };
	readonly practice_grid_cost_task_cheapest: { readonly algorithm: MessageRef };
	readonly practice_admissible: NoParams;
	readonly practice_not_admissible: NoParams;
	readonly practice_grid_adm_prompt: { readonly heuristic: MessageRef };
	readonly practice_grid_adm_prompt_scaled: {
		readonly heuristic: MessageRef;
		readonly least: number;
	};
	readonly practice_grid_example: {
		readonly cell: string;
		readonly h: string;
		readonly hStar: string;
	};
	readonly practice_grid_note_end: { readonly note: MessageRef };
	readonly practice_grid_note_example: { readonly note: MessageRef; readonly example: MessageRef };
	readonly practice_grid_over_prompt: NoParams;
	readonly practice_grid_examples_more: { readonly examples: MessageRef };
	readonly practice_grid_over_explanation: { readonly cells: Words; readonly examples: MessageRef };
	readonly practice_grid_adm_task: NoParams;
	readonly practice_grid_adm_task_scaled: { readonly least: number };
	readonly practice_grid_adm_conventions: NoParams;
	readonly practice_grid_trap_task: NoParams;
	readonly practice_grid_trap_greedy_prompt: NoParams;
	readonly practice_grid_trap_astar_prompt: NoParams;
	readonly practice_grid_trap_greedy_explanation: { readonly path: MessageRef };
	readonly practice_grid_trap_astar_explanation: { readonly path: MessageRef };
}

/** The first wrong place of an order, after the order's explanation: which node is due there. */
interface OrderPlace {
	readonly explanation: Words;
	readonly place: number;
	readonly right: number;
	readonly put: number;
}
