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
	readonly practice_path_cost_task: { readonly algorithm: MessageRef };
	readonly practice_path_cost_prompt: NoParams;
	readonly practice_path_cost_fewest: {
		readonly algorithm: MessageRef;
		readonly path: MessageRef;
		readonly distance: MessageRef;
	};
	readonly practice_path_cost_longer: {
		readonly algorithm: MessageRef;
		readonly path: MessageRef;
		readonly fewest: number;
	};
	readonly practice_heuristic_task: { readonly heuristic: MessageRef };
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
	readonly practice_order_why_tie: OrderPlace & { readonly tie: MessageRef };
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
		readonly algorithm: MessageRef;
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
	readonly practice_semicolon: { readonly first: Words; readonly rest: Words };
	readonly practice_graph_children: NoParams;
	readonly practice_graph_edge_cost: NoParams;
	readonly practice_graph_edge_cost_directed: NoParams;
	readonly practice_graph_edge_cost_one_way: NoParams;
	readonly practice_graph_h_under: NoParams;
	readonly practice_graph_h_table: NoParams;
	readonly practice_graph_grouped: { readonly names: Words; readonly rule: Words };
	readonly practice_graph_ties: { readonly tie: Words };
	readonly practice_graph_kind_queue: NoParams;
	readonly practice_graph_kind_stack: NoParams;
	readonly practice_graph_kind_priority: NoParams;
	readonly practice_graph_frontier: {
		readonly kind: Words;
		readonly listed: Words;
		readonly first: Words;
	};
	readonly practice_graph_frontier_tie: { readonly held: Words; readonly tie: Words };
	readonly practice_graph_order_task: { readonly algorithm: Words; readonly start: Words };
	readonly practice_graph_order_why: { readonly algorithm: Words; readonly frontier: Words };
	readonly practice_graph_order_why_goal: {
		readonly algorithm: Words;
		readonly frontier: Words;
		readonly node: Words;
	};
	readonly practice_graph_order_why_generated: {
		readonly algorithm: Words;
		readonly frontier: Words;
		readonly node: Words;
	};
	readonly practice_graph_replaced: { readonly parent: Words; readonly child: Words };
	readonly practice_graph_added: { readonly parent: Words; readonly child: Words };
	readonly practice_graph_its_g: { readonly how: Words };
	readonly practice_graph_its_f: { readonly how: Words; readonly formula: Words };
	readonly practice_graph_sum: { readonly sum: Words };
	readonly practice_graph_f_why: { readonly sum: Words; readonly h: Words; readonly node: Words };
	readonly practice_graph_values_task_g: { readonly algorithm: Words };
	readonly practice_graph_values_task: { readonly algorithm: Words };
	readonly practice_graph_cheapest: NoParams;
	readonly practice_graph_dearer: {
		readonly extra: Words;
		readonly cheapest: Words;
		readonly why: Words;
	};
	readonly practice_graph_optimal_when: { readonly algorithm: Words; readonly when: Words };
	readonly practice_graph_no_promise: { readonly algorithm: Words };
	readonly practice_graph_path_task: { readonly algorithm: Words; readonly start: Words };
	readonly practice_graph_path_node: { readonly place: number; readonly start: Words };
	readonly practice_graph_path_returns: {
		readonly algorithm: Words;
		readonly path: Words;
		readonly count: number;
	};
	readonly practice_graph_path_cost_prompt: NoParams;
	readonly practice_graph_path_cost_why: { readonly sum: Words; readonly comparison: Words };
	readonly practice_graph_named_order: { readonly name: Words; readonly order: Words };
	readonly practice_graph_which_task: { readonly order: Words };
	readonly practice_graph_which_prompt: NoParams;
	readonly practice_graph_which_why: { readonly listed: Words };
	readonly practice_graph_which_h_task: { readonly algorithm: Words; readonly order: Words };
	readonly practice_graph_which_h_prompt: NoParams;
	readonly practice_graph_which_h_why: { readonly algorithm: Words; readonly listed: Words };
	readonly practice_graph_h_not_zero: { readonly goal: Words };
	readonly practice_graph_adm_task: NoParams;
	readonly practice_graph_adm_conventions: NoParams;
	readonly practice_graph_adm_prompt: NoParams;
	readonly practice_graph_adm_why: { readonly stars: Words };
	readonly practice_graph_adm_why_over: { readonly stars: Words; readonly overs: Words };
	readonly practice_graph_over_prompt: NoParams;
	readonly practice_graph_over_none: { readonly stars: Words };
	readonly practice_graph_over_any: { readonly nodes: Words; readonly overs: Words };
	readonly practice_graph_con_prompt: NoParams;
	readonly practice_consistent: NoParams;
	readonly practice_not_consistent: NoParams;
	readonly practice_graph_con_why: NoParams;
	readonly practice_graph_goal_not_zero: { readonly goal: Words };
	readonly practice_graph_con_edge_prompt: NoParams;
	readonly practice_graph_con_none: NoParams;
	readonly practice_graph_con_any: { readonly list: Words };
	readonly practice_graph_too_early: {
		readonly node: Words;
		readonly g: Words;
		readonly start: Words;
		readonly cost: Words;
	};
	readonly practice_graph_trap_task: NoParams;
	readonly practice_graph_trap_prompt: NoParams;
	readonly practice_graph_trap_yes: NoParams;
	readonly practice_graph_trap_no: NoParams;
	readonly practice_graph_trap_optimal: { readonly path: Words; readonly cost: Words };
	readonly practice_graph_trap_optimal_inconsistent: { readonly path: Words; readonly cost: Words };
	readonly practice_graph_trap_dearer: {
		readonly path: Words;
		readonly cost: Words;
		readonly cheapest: Words;
		readonly early: Words;
	};
	readonly practice_graph_trap_cost_prompt: NoParams;
	readonly practice_graph_trap_cost_why: { readonly path: Words; readonly sum: Words };
	readonly practice_graph_trap_cheapest_prompt: NoParams;
	readonly practice_graph_trap_cheapest_why: { readonly start: Words; readonly cost: Words };
	readonly practice_graph_trap_early_prompt: NoParams;
	readonly practice_graph_trap_early_none: NoParams;
	readonly practice_graph_err_no_removal: NoParams;
	readonly practice_graph_err_no_whole_value: NoParams;
	readonly practice_graph_err_no_goal: { readonly algorithm: Words };
	readonly practice_graph_err_same_order: { readonly algorithm: Words };
	readonly practice_graph_err_no_goal_h: NoParams;
	readonly practice_graph_order_prompt: { readonly place: number };
	readonly practice_graph_order_task_first: {
		readonly algorithm: Words;
		readonly count: number;
		readonly start: Words;
	};
	readonly practice_graph_frontier_more: {
		readonly kind: Words;
		readonly listed: Words;
		readonly more: number;
		readonly first: Words;
	};
	readonly practice_err_unfit: {
		readonly type: Words;
		readonly fits: Words;
		readonly algorithm: Words;
	};
	readonly practice_err_no_path: { readonly algorithm: Words; readonly outcome: Words };
	readonly practice_err_frontier_never_reached: {
		readonly seed: Words;
		readonly algorithm: Words;
		readonly expansions: Words;
	};
	readonly practice_err_no_nodes_around_cost: { readonly seed: Words };
	readonly practice_err_nothing_to_ask: { readonly algorithm: Words };
	readonly practice_problem_tile: NoParams;
	readonly practice_problem_road_map: NoParams;
	readonly practice_own_graph_no_graph: { readonly param: Words };
	readonly practice_own_graph_too_long: { readonly count: number; readonly max: number };
	readonly practice_own_graph_unasked: { readonly type: Words; readonly why: Words };
	readonly practice_own_graph_unasked_with: {
		readonly type: Words;
		readonly algorithm: Words;
		readonly why: Words;
	};
	readonly practice_type_simulate: NoParams;
	readonly practice_type_path_cost: NoParams;
	readonly practice_type_heuristic: NoParams;
	readonly practice_type_solvable: NoParams;
	readonly practice_type_frontier_after: NoParams;
	readonly practice_type_never_expanded: NoParams;
	readonly practice_type_route_cost: NoParams;
	readonly practice_type_expansion_order: NoParams;
	readonly practice_type_graph_values: NoParams;
	readonly practice_type_graph_path: NoParams;
	readonly practice_type_which_algorithm: NoParams;
	readonly practice_type_which_heuristic: NoParams;
	readonly practice_type_admissible: NoParams;
	readonly practice_type_astar_trap: NoParams;
	readonly practice_type_grid_next: NoParams;
	readonly practice_type_grid_cost: NoParams;
	readonly practice_type_grid_admissible: NoParams;
	readonly practice_type_grid_trap: NoParams;
	readonly practice_detail_pick: NoParams;
	readonly practice_detail_values: NoParams;
	readonly practice_detail_order: NoParams;
	readonly practice_sd_parent_city: {
		readonly node: number;
		readonly city: Words;
		readonly g: Words;
	};
	readonly practice_sd_parent: { readonly node: number; readonly g: Words };
	readonly practice_sd_dropped_road: { readonly city: Words; readonly why: Words };
	readonly practice_sd_dropped_move: { readonly move: Words; readonly why: Words };
	readonly practice_sd_sentences: { readonly first: Words; readonly rest: Words };
	readonly practice_sd_explanation: { readonly why: Words };
	readonly practice_sd_explanation_dropped: { readonly why: Words; readonly dropped: Words };
	readonly practice_sd_g_road: {
		readonly g: Words;
		readonly parent: number;
		readonly parentG: Words;
		readonly road: Words;
	};
	readonly practice_sd_g_move: {
		readonly g: Words;
		readonly parent: number;
		readonly parentG: Words;
	};
	readonly practice_sd_h_city: { readonly h: Words; readonly city: Words };
	readonly practice_sd_h: { readonly sum: Words };
	readonly practice_sd_h_zero: { readonly heuristic: Words };
	readonly practice_sd_h_sum: {
		readonly terms: Words;
		readonly total: number;
		readonly heuristic: Words;
	};
	readonly practice_sd_f_why: { readonly g: Words; readonly h: Words; readonly f: Words };
	readonly practice_sd_prompt_road: {
		readonly parent: Words;
		readonly node: number;
		readonly city: Words;
		readonly road: Words;
		readonly length: Words;
		readonly key: Words;
	};
	readonly practice_sd_prompt_move: {
		readonly parent: Words;
		readonly node: number;
		readonly move: Words;
		readonly key: Words;
	};
	readonly practice_sd_board_label: { readonly node: number; readonly board: Words };
	readonly practice_sd_earlier_node: NoParams;
	readonly practice_sd_explored_board: { readonly existing: Words };
	readonly practice_sd_explored_city: { readonly existing: Words };
	readonly practice_sd_in_frontier_board: { readonly existing: Words };
	readonly practice_sd_in_frontier_city: { readonly existing: Words };
	readonly practice_sd_depth_cut: NoParams;
	readonly practice_sd_bound_cut: { readonly f: Words };
	readonly practice_sd_parent_board_back: NoParams;
	readonly practice_sd_parent_city_back: NoParams;
	readonly practice_sd_fate: { readonly fate: Words };
	readonly practice_sd_node_key: {
		readonly node: number;
		readonly key: Words;
		readonly value: Words;
	};
	readonly practice_sd_order_prompt: { readonly expansion: number };
	readonly practice_sd_order_prompt_head: {
		readonly expansion: number;
		readonly count: number;
		readonly marked: number;
	};
	readonly practice_sd_order_why: { readonly rule: Words; readonly list: Words };
	readonly practice_sd_order_why_ties: {
		readonly rule: Words;
		readonly key: Words;
		readonly tie: Words;
		readonly list: Words;
	};
}

/** The first wrong place of an order, after the order's explanation: which node is due there. */
interface OrderPlace {
	readonly explanation: Words;
	readonly place: number;
	readonly right: number;
	readonly put: number;
}
