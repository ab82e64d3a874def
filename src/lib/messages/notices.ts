import type { MessageRef, NoParams } from './index';

/** A blank move's name (puzzle/board.ts's Direction). */
type Direction = 'Up' | 'Down' | 'Left' | 'Right';

/**
 * An algorithm's name as a sentence says it: the search family's message
 * (search/descriptions.ts: `algorithmNameMessage(name, 'inSentence')`); a string where a caller
 * not yet converted passes the search layer's English.
 */
export type Name = string | MessageRef;

/**
 * The messages of link and config notices, the challenge, the lab, saved work and exports
 * (messages/notices/*.json), by id. A parameter named `value` is a value as the reader gave it,
 * quoted ("x"); `param` a parameter's name in a link.
 */
export interface NoticeMessages {
	readonly notice_text: { readonly text: string };
	readonly notice_choice_list: { readonly first: string; readonly last: string };
	readonly notice_and: { readonly first: string; readonly last: string };
	readonly notice_duplicate: {
		readonly count: number;
		readonly param: string;
		readonly value: string;
	};
	readonly notice_unknown: { readonly param: string };
	readonly notice_param_default: { readonly param: string; readonly problem: MessageRef };
	readonly notice_field_choice: { readonly choices: string | MessageRef; readonly value: string };
	readonly notice_field_distinct: { readonly value: string };
	readonly notice_field_weight: { readonly value: string };
	readonly notice_field_whole: { readonly value: string };
	readonly notice_field_order: { readonly value: string };
	readonly notice_field_moment: { readonly value: string };
	readonly notice_field_grain: { readonly value: string };
	readonly notice_field_grid_heuristic: {
		readonly choices: string | MessageRef;
		readonly value: string;
	};
	readonly notice_field_unsolvable: { readonly value: string };
	readonly notice_field_algorithm_list: {
		readonly max: number;
		readonly min: number;
		readonly value: string;
	};
	readonly notice_version_below: { readonly current: number; readonly version: number };
	readonly notice_version_newer: { readonly version: number };
	readonly notice_custom_elsewhere: { readonly custom: string };
	readonly notice_problem_tile_only: { readonly value: string };
	readonly notice_problem_unknown: {
		readonly choices: string | MessageRef;
		readonly value: string;
	};
	readonly notice_other_problem: {
		readonly does: string | MessageRef;
		readonly param: string;
		readonly shown: string | MessageRef;
	};
	readonly notice_own_graph_no_h: { readonly algorithm: Name };
	readonly notice_graph_h_other_goal: {
		readonly algorithm: Name;
		readonly goal: string;
		readonly hGoals: string;
		readonly nodeWord: string | MessageRef;
	};
	readonly notice_unused_option: {
		readonly algorithm: Name;
		readonly param: string;
		readonly value: string;
		readonly what: MessageRef;
	};
	readonly notice_unused_option_carried: {
		readonly algorithm: Name;
		readonly carried: string | MessageRef;
		readonly count: number;
		readonly param: string;
		readonly value: string;
		readonly what: MessageRef;
	};
	readonly notice_what_h: NoParams;
	readonly notice_what_w: NoParams;
	readonly notice_what_ties: NoParams;
	readonly notice_what_test: NoParams;
	readonly notice_what_dup: NoParams;
	readonly notice_hcode_ignored: { readonly custom: string };
	readonly notice_manhattan_fallback: { readonly why: MessageRef };
	readonly notice_custom_no_code: { readonly custom: string };
	readonly notice_custom_no_version: { readonly version: number };
	readonly notice_custom_other_version: { readonly value: string; readonly version: number };
	readonly notice_custom_not_8_puzzle: { readonly cols: number; readonly rows: number };
	readonly notice_custom_damaged: NoParams;
	readonly notice_preset_unknown: { readonly choices: string | MessageRef; readonly value: string };
	readonly notice_preset_other_algorithm: { readonly algorithm: string; readonly preset: string };
	readonly notice_preset_wins: {
		readonly param: string;
		readonly preset: string;
		readonly used: string;
		readonly value: string;
	};
	readonly notice_moment_alias: { readonly alias: string };
	readonly notice_cap_limited: { readonly max: number; readonly used: number };
	readonly notice_step_past_end: { readonly asked: number; readonly end: number };
	readonly notice_moment_past_end: {
		readonly asked: number;
		readonly has: number;
		readonly param: string;
		readonly step: number;
	};
	readonly notice_view_empty: { readonly param: string; readonly view: 'simple' | 'full' };
	readonly notice_view_neither: {
		readonly param: string;
		readonly value: string;
		readonly view: 'simple' | 'full';
	};
	readonly notice_quiz_empty: { readonly param: string };
	readonly notice_quiz_neither: { readonly param: string; readonly value: string };
	readonly notice_panels_all_shown: NoParams;
	readonly notice_panels_none_hidden: NoParams;
	readonly notice_panels_none: { readonly param: string; readonly then: MessageRef };
	readonly notice_panels_unknown: {
		readonly count: number;
		readonly panels: string;
		readonly param: string;
		readonly unknown: string;
	};
	readonly notice_panels_unknown_then: {
		readonly count: number;
		readonly panels: string;
		readonly param: string;
		readonly then: MessageRef;
		readonly unknown: string;
	};
	readonly notice_panels_both: { readonly both: string; readonly count: number };
	readonly notice_code_damaged: NoParams;
	readonly notice_code_too_long: { readonly count: number; readonly max: number };
	readonly notice_lab_no_code: NoParams;
	readonly notice_lab_version_no_code: { readonly value: string; readonly version: number };
	readonly notice_lab_no_version: { readonly version: number };
	readonly notice_lab_other_version: { readonly value: string; readonly version: number };
	readonly notice_at_shape: { readonly value: string };
	readonly notice_at_no_explorer: { readonly value: string };
	readonly notice_at_other_explorer: { readonly anchors: string; readonly value: string };
	readonly notice_lesson_no_race: { readonly param: string };
	readonly notice_race_hv_no_code: NoParams;
	readonly notice_race_no_version: { readonly version: number };
	readonly notice_race_other_version: { readonly value: string; readonly version: number };
	readonly notice_race_hcode_empty: NoParams;
	readonly notice_race_damaged: { readonly damaged: MessageRef };
	readonly notice_goal_resized: {
		readonly cols: number;
		readonly newCols: number;
		readonly newRows: number;
		readonly rows: number;
	};
	readonly notice_run_algorithm: { readonly problem: MessageRef; readonly run: string };
	readonly notice_run_parts: { readonly run: string };
	readonly notice_run_heuristic: { readonly problem: MessageRef; readonly run: string };
	readonly notice_run_weight: { readonly problem: MessageRef; readonly run: string };
	readonly notice_run_weight_unused: { readonly run: string };
	readonly notice_run_left_out: { readonly why: MessageRef };
	readonly notice_run_heuristic_ignored: {
		readonly run: string;
		readonly runs: string;
		readonly why: MessageRef;
	};
	readonly notice_why_uses_none: { readonly algorithm: string };
	readonly notice_why_grid: NoParams;
	readonly notice_why_graph: { readonly h: MessageRef; readonly title: MessageRef };
	readonly notice_runs_empty: { readonly count: number };
	readonly notice_run_repeat: { readonly canonical: string; readonly run: string };
	readonly notice_run_repeats: {
		readonly canonical: string;
		readonly repeats: number;
		readonly times: number;
	};
	readonly notice_runs_max: { readonly max: number };
	readonly notice_runs_min: { readonly min: number };
	readonly notice_compare_h_tile: NoParams;
	readonly notice_compare_h_graph: NoParams;
	readonly notice_compare_step_bad: { readonly problem: MessageRef };
	readonly notice_compare_step_cap: { readonly cap: number; readonly step: number };
	readonly notice_compare_dup_bad: { readonly problem: MessageRef };
	readonly notice_compare_dup_unused: { readonly value: string };
	readonly notice_compare_step_past_end: { readonly end: number; readonly step: number };
	readonly notice_unsolvable_refusal: {
		readonly a: string;
		readonly b: string;
		readonly reachable: string;
		readonly reason: MessageRef;
	};
	readonly notice_unsolvable_search: {
		readonly cap: number;
		readonly reachable: string;
		readonly reason: MessageRef;
	};
	readonly notice_challenge_ask: { readonly value: string };
	readonly notice_challenge_k: {
		readonly count: number;
		readonly max: number;
		readonly value: string;
	};
	readonly notice_challenge_unsolvable: NoParams;
	readonly notice_challenge_algo: {
		readonly algorithm: string;
		readonly algorithms: string;
		readonly used: string;
	};
	readonly notice_challenge_step_zero: NoParams;
	readonly notice_challenge_step_goal: { readonly last: number; readonly step: number };
	readonly notice_challenge_step_limit: { readonly last: number; readonly step: number };
	readonly notice_challenge_step_ended: { readonly last: number; readonly step: number };
	readonly notice_no_question_ended: NoParams;
	readonly notice_no_question_goal: NoParams;
	readonly notice_no_question_empty: NoParams;
	readonly notice_no_question_stops: NoParams;
	readonly notice_no_question_too_many: {
		readonly count: number;
		readonly max: number;
		readonly step: number;
	};
	readonly notice_no_question_single: { readonly room: number; readonly step: number };
	readonly notice_length_prompt_moves: NoParams;
	readonly notice_length_invalid_moves: NoParams;
	readonly notice_length_prompt_cost: NoParams;
	readonly notice_length_invalid_cost: NoParams;
	readonly notice_lab_line: { readonly line: number; readonly message: MessageRef };
	readonly notice_lab_load: { readonly error: string };
	readonly notice_lab_load_syntax: { readonly error: string };
	readonly notice_lab_missing: NoParams;
	readonly notice_lab_exception: { readonly board: string; readonly error: string };
	readonly notice_lab_result: { readonly board: string; readonly value: MessageRef };
	readonly notice_lab_goal: { readonly value: string };
	readonly notice_lab_timeout_call: { readonly seconds: number };
	readonly notice_lab_timeout_check: { readonly seconds: number };
	readonly notice_lab_value_nan: NoParams;
	readonly notice_lab_value_infinite: { readonly value: string };
	readonly notice_lab_value_negative: { readonly value: string };
	readonly notice_lab_value_undefined: NoParams;
	readonly notice_lab_value_null: NoParams;
	readonly notice_lab_value_text: { readonly text: string };
	readonly notice_lab_value_type: { readonly type: string };
	/** A board a reader typed, and what is wrong with it (puzzle/notation.ts, goal.ts, board-entry.ts). */
	readonly notice_board_side_range: { readonly min: number; readonly max: number };
	readonly notice_board_empty: NoParams;
	readonly notice_board_compact_long: { readonly max: number; readonly count: number };
	readonly notice_board_wrong_length: {
		readonly size: string;
		readonly needed: number;
		readonly count: number;
	};
	readonly notice_board_tile_range: {
		readonly tile: string;
		readonly position: number;
		readonly size: string;
		readonly max: number;
	};
	readonly notice_board_no_blank: NoParams;
	readonly notice_board_blanks: { readonly count: number; readonly positions: string | MessageRef };
	readonly notice_board_duplicate: {
		readonly tile: number;
		readonly count: number;
		readonly times: 'twice' | 'more';
		readonly positions: string | MessageRef;
	};
	readonly notice_board_invalid_size: { readonly text: string };
	readonly notice_board_place_cell: { readonly row: number; readonly column: number };
	readonly notice_board_place_position: { readonly position: number };
	readonly notice_board_unknown_character: { readonly written: string; readonly place: MessageRef };
	readonly notice_board_unknown_token: { readonly written: string; readonly place: MessageRef };
	readonly notice_board_ragged: {
		readonly row: number;
		readonly count: number;
		readonly width: number;
	};
	readonly notice_board_size_mismatch: { readonly found: string; readonly given: string };
	readonly notice_board_square_out_of_range: {
		readonly count: number;
		readonly size: string;
		readonly range: MessageRef;
	};
	readonly notice_board_no_fit: { readonly count: number; readonly range: MessageRef };
	readonly notice_board_not_square: {
		readonly count: number;
		readonly rows: number;
		readonly cols: number;
	};
	readonly notice_board_out_of_range: { readonly size: string; readonly range: MessageRef };
	readonly notice_board_unknown_goal: { readonly goal: string };
	readonly notice_board_figure_size: { readonly size: string; readonly got: string };
	readonly notice_board_figure_max: { readonly size: string; readonly got: string };
	readonly notice_board_unreachable: { readonly blank: 'first' | 'last' };
	readonly notice_board_other_size: {
		readonly board: string;
		readonly cells: MessageRef;
		readonly size: string;
		readonly needed: number;
		readonly rows: MessageRef;
		readonly cols: number;
	};
	readonly notice_board_cells: { readonly count: number };
	readonly notice_board_cells_also: { readonly count: number };
	readonly notice_board_rows: { readonly count: number };
	readonly notice_board_missing_one: { readonly tile: number };
	readonly notice_board_missing_many: { readonly tiles: string | MessageRef };
	readonly notice_board_with_missing: {
		readonly problem: MessageRef;
		readonly missing: MessageRef;
	};
	/** A move a reader typed, and why it cannot be made (puzzle/moves.ts). */
	readonly notice_move_illegal: { readonly direction: Direction };
	readonly notice_move_illegal_numbered: {
		readonly index: number;
		readonly total: number;
		readonly direction: Direction;
	};
	readonly notice_move_unknown: { readonly word: string };
	readonly notice_move_unknown_on: { readonly text: string };
	readonly notice_move_unknown_numbered: { readonly index: number; readonly token: string };
	readonly notice_move_way: { readonly direction: Direction };
	readonly notice_move_slide: { readonly tile: number; readonly way: MessageRef };
	readonly notice_move_no_tile: {
		readonly tile: number;
		readonly size: string;
		readonly max: number;
	};
	readonly notice_move_not_next: { readonly tile: number };
	readonly notice_move_only_way: {
		readonly tile: number;
		readonly way: MessageRef;
		readonly slide: MessageRef;
	};
	/** The teachers' tables of link parameters (config/link-params.ts). */
	readonly notice_doc_v: NoParams;
	readonly notice_doc_problem: NoParams;
	readonly notice_doc_start: NoParams;
	readonly notice_doc_values_node: NoParams;
	readonly notice_doc_g: NoParams;
	readonly notice_doc_values_graph_text: { readonly max: number };
	readonly notice_doc_grid: NoParams;
	readonly notice_doc_values_grid_text: { readonly max: number };
	readonly notice_doc_default_trap: NoParams;
	readonly notice_doc_board: NoParams;
	readonly notice_doc_values_board: NoParams;
	readonly notice_doc_size: NoParams;
	readonly notice_doc_values_size: NoParams;
	readonly notice_doc_default_inferred: NoParams;
	readonly notice_doc_goal: NoParams;
	readonly notice_doc_values_goal: NoParams;
	readonly notice_doc_default_goal: { readonly goal: string };
	readonly notice_doc_algo: NoParams;
	readonly notice_doc_values_algo: { readonly names: string };
	readonly notice_doc_alias: { readonly aliases: string; readonly name: string };
	readonly notice_doc_preset: NoParams;
	readonly notice_doc_h: NoParams;
	readonly notice_doc_values_h: { readonly grid: string; readonly tile: string };
	readonly notice_doc_hv: NoParams;
	readonly notice_doc_hcode: NoParams;
	readonly notice_doc_values_packed: NoParams;
	readonly notice_doc_default_none: NoParams;
	readonly notice_doc_w: NoParams;
	readonly notice_doc_values_number: NoParams;
	readonly notice_doc_ties: NoParams;
	readonly notice_doc_test: NoParams;
	readonly notice_doc_default_own: NoParams;
	readonly notice_doc_dup: NoParams;
	readonly notice_doc_order: NoParams;
	readonly notice_doc_values_order: NoParams;
	readonly notice_doc_cap: NoParams;
	readonly notice_doc_values_range: { readonly max: number; readonly min: number };
	readonly notice_doc_step: NoParams;
	readonly notice_doc_values_whole: NoParams;
	readonly notice_doc_moment: NoParams;
	readonly notice_doc_values_whole_positive: NoParams;
	readonly notice_doc_default_whole_step: NoParams;
	readonly notice_doc_line: NoParams;
	readonly notice_doc_values_as_moment: NoParams;
	readonly notice_doc_grain: NoParams;
	readonly notice_doc_unsolvable: NoParams;
	readonly notice_doc_panels: NoParams;
	readonly notice_doc_values_panels: { readonly panels: string };
	readonly notice_doc_default_all: NoParams;
	readonly notice_doc_hide: NoParams;
	readonly notice_doc_view: NoParams;
	readonly notice_doc_default_see_meaning: NoParams;
	readonly notice_doc_quiz: NoParams;
	readonly notice_doc_ask: NoParams;
	readonly notice_doc_k: NoParams;
	readonly notice_doc_compare_problem: NoParams;
	readonly notice_doc_compare_start: NoParams;
	readonly notice_doc_values_city: NoParams;
	readonly notice_doc_runs: NoParams;
	readonly notice_doc_values_runs: NoParams;
	readonly notice_doc_compare_h: NoParams;
	readonly notice_doc_default_grid_h: NoParams;
	readonly notice_doc_compare_dup: NoParams;
	readonly notice_doc_compare_hcode: NoParams;
	readonly notice_doc_lab_v: NoParams;
	readonly notice_doc_lab_code: { readonly max: number };
	readonly notice_doc_values_lab_code: NoParams;
	readonly notice_doc_list: {
		readonly first: string | MessageRef;
		readonly rest: string | MessageRef;
	};
}
