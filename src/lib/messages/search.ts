import type { MessageRef, NoParams } from './index';

/**
 * The messages of the search (messages/search/*.json), by id: the algorithms' names, how a
 * priority queue breaks ties, the pseudocode's lines, the problems' child orders. A pseudocode
 * line names the run's collections (`frontier`, `explored`, …) as the code declares them:
 * identifiers, the same in every language.
 */
export interface SearchMessages
	extends
		AlgorithmNameMessages,
		PseudocodeMessages,
		RuleMessages,
		HeuristicMessages,
		TimelineMessages,
		GraphPresetMessages {
	readonly search_tie_fifo: NoParams;
	readonly search_tie_lifo: NoParams;
	readonly search_tie_low_h: NoParams;
	readonly search_tie_low_g_text: NoParams;
	readonly search_tie_alpha: NoParams;
	/** A list of one more item: "{head}, {item}" ("Up, Down"; zh "上、下"). */
	readonly search_list_more: {
		readonly head: MessageRef | string;
		readonly item: MessageRef | string;
	};
	/** A node's number in a list of them ("1", in "1, 3 and 4"). */
	readonly search_id: { readonly id: number };
	readonly search_ids_and: { readonly ids: MessageRef; readonly id: number };
	readonly search_ids_and_more: { readonly ids: MessageRef; readonly count: number };
	/** A tie on the frontier (search/tie-fact.ts): "3 entries share f 7", value to 2 decimals. */
	readonly search_tie_shared: {
		readonly count: number;
		readonly key: string;
		readonly value: number;
	};
	readonly search_tie_shared_ids: { readonly shared: MessageRef; readonly ids: MessageRef };
	readonly search_tie_picks: { readonly rule: MessageRef; readonly chosen: number };
	readonly search_tie_sentence: { readonly shared: MessageRef; readonly picks: MessageRef };
	readonly search_tie_sentence_decided: {
		readonly shared: MessageRef;
		readonly picks: MessageRef;
		readonly decider: MessageRef;
	};
	readonly search_tie_by_h: { readonly value: number };
	readonly search_tie_by_g: { readonly value: number };
	readonly search_tie_by_text: NoParams;
	readonly search_tie_by_text_g: { readonly value: number };
	readonly search_tie_by_alphabet: NoParams;
	readonly search_tie_by_arrival: NoParams;
	readonly search_tie_by_arrival_h: { readonly value: number };
	/** Lesson 12's steps of the method people use (solve/human-method.ts). */
	readonly search_human_row_tile: { readonly row: number; readonly tile: number };
	readonly search_human_row_pair: {
		readonly row: number;
		readonly first: number;
		readonly second: number;
	};
	readonly search_human_columns: { readonly top: number; readonly bottom: number };
	readonly search_human_square: { readonly tiles: MessageRef };
	readonly search_human_tile: { readonly tile: number };
	readonly search_human_size: {
		readonly min: number;
		readonly max: number;
		readonly size: string;
	};
	readonly search_human_unsolvable: NoParams;
	/**
	 * A number of a formula, to at most 2 decimals, ungrouped ("1.41"; es "1,41"), alone, named
	 * ("g 1.41") and in the priority's formulas ("f 5.41 = g 1.41 + h 4", "5.41 = g 1.41 + h 4").
	 */
	readonly search_number: { readonly value: number };
	readonly search_value: { readonly name: string; readonly value: number };
	readonly search_formula_f: FormulaNumbers;
	readonly search_formula_fw: FormulaNumbers & { readonly w: number };
	readonly search_parts_f: FormulaNumbers;
	readonly search_parts_fw: FormulaNumbers & { readonly w: number };
	readonly search_move_up: NoParams;
	readonly search_move_down: NoParams;
	readonly search_move_left: NoParams;
	readonly search_move_right: NoParams;
	readonly search_order_alphabetical: NoParams;
	readonly search_rule_bfs: NoParams;
	readonly search_rule_dfs: NoParams;
	readonly search_rule_iddfs: NoParams;
	readonly search_rule_ucs: NoParams;
	readonly search_rule_greedy: NoParams;
	readonly search_rule_astar: NoParams;
	readonly search_rule_wastar: NoParams;
	readonly search_rule_idastar: NoParams;
	readonly search_rule_walk: NoParams;
	readonly search_optimal_fewest_actions: NoParams;
	readonly search_optimal_admissible: NoParams;
	readonly search_optimal_positive_costs: NoParams;
	readonly search_parity_rule_odd_width: { readonly needed: Parity };
	readonly search_parity_rule_even_width: { readonly needed: MessageRef };
	readonly search_parity_same: { readonly parity: 'same' | 'different' };
	readonly search_parity_number: { readonly parity: Parity };
	readonly search_parity_inversions: { readonly count: number };
	readonly search_parity_even_width_facts: { readonly row: number; readonly count: number };
	readonly search_parity_odd_width_solvable: {
		readonly inversions: MessageRef;
		readonly found: MessageRef;
	};
	readonly search_parity_odd_width_unsolvable: {
		readonly inversions: MessageRef;
		readonly found: MessageRef;
		readonly needed: MessageRef;
	};
	readonly search_parity_even_width_solvable: {
		readonly facts: MessageRef;
		readonly found: MessageRef;
	};
	readonly search_parity_even_width_unsolvable: {
		readonly facts: MessageRef;
		readonly found: MessageRef;
		readonly needed: MessageRef;
	};
	/** A run that breaks ties by text on a problem with no text order; `tieBreak` its id ("alpha"). */
	readonly search_no_text_order: { readonly tieBreak: string };
	/** `algorithm` as given; `names` the algorithms' ids, comma-separated. */
	readonly search_unknown_algorithm: { readonly algorithm: string; readonly names: string };
	/** A pattern database's file that does not read (solve/pdb-format.ts): the optimal solver's failure. */
	readonly search_pdb_no_header: NoParams;
	readonly search_pdb_version: { readonly found: number; readonly reads: number };
	readonly search_pdb_truncated: NoParams;
	/** The states a board reaches, counted (up to 4×4). */
	readonly search_reachable: { readonly count: number };
	/** The states a board of `cells` cells reaches, as a factorial: "25!/2". */
	readonly search_reachable_factorial: { readonly cells: number };
}

/** The rules of a run, in words (search/descriptions.ts): each a clause for a longer sentence. */
interface RuleMessages {
	readonly search_goal_test_on_generation: NoParams;
	readonly search_goal_test_on_removal: NoParams;
	readonly search_duplicates_graph: NoParams;
	readonly search_duplicates_graph_update: NoParams;
	readonly search_duplicates_tree: NoParams;
	readonly search_duplicates_tree_unnamed: NoParams;
	readonly search_duplicates_graph_except_start: NoParams;
	readonly search_duplicates_prune: NoParams;
	readonly search_duplicates_name_tree: NoParams;
	readonly search_duplicates_name_graph: NoParams;
	readonly search_duplicates_name_graph_update: NoParams;
	readonly search_duplicates_name_graph_except_start: NoParams;
	readonly search_duplicates_name_prune: NoParams;
	readonly search_push_order_reversed: NoParams;
	readonly search_push_order_generated: NoParams;
	readonly search_bound_depth_cut: NoParams;
	readonly search_bound_depth_next: NoParams;
	readonly search_bound_f_cut: NoParams;
	readonly search_bound_f_next: NoParams;
	readonly search_parent_pruning: NoParams;
	readonly search_arrival_queue: NoParams;
	readonly search_arrival_stack: NoParams;
	readonly search_duplicates_choice: { readonly name: MessageRef; readonly rule: MessageRef };
	readonly search_rule_ties: { readonly tie: MessageRef };
	readonly search_rule_weight: { readonly weight: number };
	/** `priority` in symbols: "f = g + h". */
	readonly search_priority_rule: { readonly priority: string };
	readonly search_priority_rule_weighted: { readonly priority: string; readonly weight: number };
}

/** The heuristics' names, descriptions and admissibility notes (puzzle/heuristics.ts, domains/grid). */
interface HeuristicMessages {
	readonly search_grid_heuristic_chebyshev: NoParams;
	readonly search_grid_heuristic_euclidean: NoParams;
	readonly search_grid_heuristic_manhattan: NoParams;
	readonly search_grid_heuristic_octile: NoParams;
	readonly search_grid_heuristic_zero: NoParams;
	readonly search_grid_note_below_manhattan: NoParams;
	readonly search_grid_note_chebyshev_eight: NoParams;
	readonly search_grid_note_exact_eight: NoParams;
	readonly search_grid_note_exact_four: NoParams;
	readonly search_grid_note_manhattan_eight: NoParams;
	readonly search_grid_note_octile_four: NoParams;
	readonly search_grid_note_straight_line: NoParams;
	readonly search_grid_note_weaker_than_manhattan: NoParams;
	readonly search_grid_note_zero: NoParams;
	readonly search_heuristic_linear_conflict: NoParams;
	readonly search_heuristic_linear_conflict_description: NoParams;
	readonly search_heuristic_manhattan: NoParams;
	readonly search_heuristic_manhattan_description: NoParams;
	readonly search_heuristic_misplaced: NoParams;
	readonly search_heuristic_misplaced_description: NoParams;
	readonly search_heuristic_zero: NoParams;
	readonly search_heuristic_zero_description: NoParams;
}

/** The player's speed and its "Go to step" field (player/timeline.ts). */
interface TimelineMessages {
	readonly search_speed_fastest: NoParams;
	readonly search_speed: { readonly count: number };
	readonly search_speed_fastest_short: NoParams;
	readonly search_speed_short: { readonly rate: number };
	readonly search_step_range: { readonly last: number };
	/** `typed`: what the reader typed, as typed. */
	readonly search_step_empty: { readonly range: MessageRef };
	readonly search_step_not_number: { readonly typed: string; readonly range: MessageRef };
	readonly search_step_negative: { readonly range: MessageRef };
	readonly search_step_fraction: { readonly typed: string; readonly range: MessageRef };
	readonly search_step_after_end: { readonly last: number; readonly range: MessageRef };
	readonly search_step_beyond_cap: {
		readonly step: number;
		readonly expansions: MessageRef;
		readonly last: number;
	};
	readonly search_step_ended_before: { readonly last: number; readonly asked: number };
}

/** The teaching graphs' titles and what each shows (domains/graph/presets.ts). */
interface GraphPresetMessages {
	readonly search_graph_preset_exam: NoParams;
	readonly search_graph_preset_exam_shows: NoParams;
	readonly search_graph_preset_misleading: NoParams;
	readonly search_graph_preset_misleading_shows: NoParams;
	readonly search_graph_preset_inconsistent: NoParams;
	readonly search_graph_preset_inconsistent_shows: NoParams;
	readonly search_graph_preset_loop: NoParams;
	readonly search_graph_preset_loop_shows: NoParams;
	readonly search_graph_preset_zero_cost: NoParams;
	readonly search_graph_preset_zero_cost_shows: NoParams;
	readonly search_graph_preset_fewest_edges: NoParams;
	readonly search_graph_preset_fewest_edges_shows: NoParams;
	readonly search_graph_preset_two_goals: NoParams;
	readonly search_graph_preset_two_goals_shows: NoParams;
	readonly search_graph_preset_one_way: NoParams;
	readonly search_graph_preset_one_way_shows: NoParams;
	readonly search_graph_preset_ties: NoParams;
	readonly search_graph_preset_ties_shows: NoParams;
	readonly search_graph_preset_unreachable: NoParams;
	readonly search_graph_preset_unreachable_shows: NoParams;
	readonly search_graph_preset_deepening: NoParams;
	readonly search_graph_preset_deepening_shows: NoParams;
}

/** A number's parity, as the parity argument names it. */
type Parity = 'even' | 'odd';

/** Each algorithm's name: as a label, at the start of a sentence, inside one. */
interface AlgorithmNameMessages {
	readonly search_algorithm_bfs: NoParams;
	readonly search_algorithm_bfs_subject: NoParams;
	readonly search_algorithm_bfs_in_sentence: NoParams;
	readonly search_algorithm_dfs: NoParams;
	readonly search_algorithm_dfs_subject: NoParams;
	readonly search_algorithm_dfs_in_sentence: NoParams;
	readonly search_algorithm_iddfs: NoParams;
	readonly search_algorithm_iddfs_subject: NoParams;
	readonly search_algorithm_iddfs_in_sentence: NoParams;
	readonly search_algorithm_iddfs_iteration_subject: NoParams;
	readonly search_algorithm_ucs: NoParams;
	readonly search_algorithm_ucs_subject: NoParams;
	readonly search_algorithm_ucs_in_sentence: NoParams;
	readonly search_algorithm_greedy: NoParams;
	readonly search_algorithm_greedy_subject: NoParams;
	readonly search_algorithm_greedy_in_sentence: NoParams;
	readonly search_algorithm_astar: NoParams;
	readonly search_algorithm_astar_subject: NoParams;
	readonly search_algorithm_astar_in_sentence: NoParams;
	readonly search_algorithm_wastar: NoParams;
	readonly search_algorithm_wastar_subject: NoParams;
	readonly search_algorithm_wastar_in_sentence: NoParams;
	readonly search_algorithm_idastar: NoParams;
	readonly search_algorithm_idastar_subject: NoParams;
	readonly search_algorithm_idastar_in_sentence: NoParams;
	readonly search_algorithm_walk: NoParams;
	readonly search_algorithm_walk_subject: NoParams;
	readonly search_algorithm_walk_in_sentence: NoParams;
}

/** A run's collection as the pseudocode declares it ("frontier", "explored"): an identifier. */
type Kept = string;
/** A line of code with no words, written as it is ("explored ← {}"), or a message of code. */
type Code = MessageRef;

/** The pseudocode's lines (search/pseudocode.ts). */
interface PseudocodeMessages {
	readonly search_code: { readonly code: string };
	readonly search_code_then: { readonly first: Code; readonly second: Code };
	readonly search_code_loop: NoParams;
	readonly search_code_in_order: NoParams;
	readonly search_code_frontier_init: { readonly frontier: Kept; readonly kind: MessageRef };
	readonly search_code_kind_queue: NoParams;
	readonly search_code_kind_stack: NoParams;
	/** `priority` in symbols: "g", "f = g + h". */
	readonly search_code_kind_priority: { readonly priority: string };
	readonly search_code_kind_priority_weighted: {
		readonly priority: string;
		readonly weight: number;
	};
	readonly search_code_root_left_out: { readonly code: Code };
	readonly search_code_root_goal: NoParams;
	readonly search_code_empty: { readonly frontier: Kept };
	readonly search_code_pop: { readonly frontier: Kept; readonly take: MessageRef };
	readonly search_code_take_oldest: NoParams;
	readonly search_code_take_newest: NoParams;
	/** `priority` a symbol: "g", "h", "f". */
	readonly search_code_take_lowest: { readonly priority: string; readonly tie: MessageRef };
	readonly search_code_discard: { readonly explored: Kept };
	readonly search_code_goal_test: NoParams;
	readonly search_code_cap: NoParams;
	readonly search_code_unless_root: { readonly code: Code };
	readonly search_code_children: { readonly order: MessageRef };
	readonly search_code_depth_cut: { readonly limit: number };
	readonly search_code_keep_child: NoParams;
	readonly search_code_child_explored: { readonly explored: Kept };
	readonly search_code_add_pruning: { readonly keep: Code; readonly frontier: Kept };
	readonly search_code_in_frontier: { readonly frontier: Kept };
	readonly search_code_in_frontier_no_worse: { readonly frontier: Kept };
	readonly search_code_replace: { readonly frontier: Kept };
	readonly search_code_add_new: { readonly keep: Code };
	readonly search_code_add_tree: { readonly keep: Code };
	readonly search_code_goal_child: NoParams;
	readonly search_code_push_all: { readonly kept: Kept; readonly frontier: Kept };
	readonly search_code_while_not_empty: { readonly frontier: Kept };
	readonly search_code_parent_cut: NoParams;
	readonly search_code_depth_cut_flag: NoParams;
	readonly search_code_bound_cut: NoParams;
	readonly search_code_otherwise: { readonly keep: Code };
	readonly search_code_no_cutoff: NoParams;
	readonly search_code_no_cutoff_last_limit: { readonly limit: number };
	readonly search_code_no_bound_cut: NoParams;
	readonly search_code_bound_next: NoParams;
	readonly search_code_goal_walk: NoParams;
	readonly search_code_skip_seen: { readonly visited: Kept; readonly generated: Kept };
	readonly search_code_skip_visited: { readonly visited: Kept };
	readonly search_code_stuck: { readonly candidates: Kept };
	readonly search_code_choose: { readonly candidates: Kept; readonly tie: MessageRef };
	readonly search_code_walk_tie_first: NoParams;
	readonly search_code_walk_tie_last: NoParams;
	readonly search_code_walk_tie_text: NoParams;
	readonly search_code_walk_tie_alpha: NoParams;
}

/** The numbers of f = g + h (or g + w·h), f computed by the formula. */
interface FormulaNumbers {
	readonly f: number;
	readonly g: number;
	readonly h: number;
}
