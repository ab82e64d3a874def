import type { MessageRef, NoParams } from './index';

/**
 * An algorithm's name as a sentence says it: for now the search layer's English
 * (search/descriptions.ts: `algorithmInSentence`), passed as a string; the search family's
 * message for it plugs in here unchanged, since a parameter may be a message.
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
	readonly notice_why_graph: { readonly h: string; readonly title: string };
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
		readonly reason: string;
	};
	readonly notice_unsolvable_search: {
		readonly cap: number;
		readonly reachable: string;
		readonly reason: string;
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
}
