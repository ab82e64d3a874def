import type { MessageRef, NoParams } from './index';

/**
 * The messages of running a course on Frontier (messages/course/*.json), by id: an assignment's
 * link and its parameters, result codes, the class check and its gradebook, resuming saved work.
 */
export interface CourseMessages {
	readonly course_code_empty: NoParams;
	readonly course_code_other_version: { readonly version: string };
	readonly course_code_not_a_code: NoParams;
	readonly course_code_bad_characters: NoParams;
	readonly course_code_cut_short: NoParams;
	readonly course_code_check_fails: NoParams;
	readonly course_code_unknown_version: { readonly version: number };
	readonly course_code_too_many_answers: NoParams;
	readonly course_code_left_over: NoParams;
	readonly course_check_assignment_edited: NoParams;
	readonly course_check_other_assignment: { readonly name: string; readonly expected: string };
	readonly course_check_other_practice: { readonly expected: string };
	readonly course_check_seed_edited: NoParams;
	readonly course_check_undrawable: { readonly why: MessageRef };
	readonly course_check_challenge_other: { readonly expected: string };
	readonly course_check_mismatch: { readonly problems: MessageRef };
	readonly course_check_problems: { readonly first: MessageRef; readonly rest: MessageRef };
	readonly course_check_answer_count: { readonly count: number; readonly parts: number };
	readonly course_check_unnamed: { readonly count: number };
	readonly course_check_score: { readonly claimed: number; readonly earned: number };
	readonly course_assignment_version: { readonly value: string };
	readonly course_assignment_types: { readonly types: string; readonly value: string };
	readonly course_assignment_algos: { readonly value: string };
	readonly course_assignment_type_algorithm: {
		readonly type: string;
		readonly fits: string;
		readonly fallback: string;
	};
	readonly course_assignment_problem: { readonly choices: MessageRef; readonly value: string };
	readonly course_assignment_start: { readonly cities: string; readonly value: string };
	readonly course_assignment_start_ignored: NoParams;
	readonly course_assignment_count: {
		readonly max: number;
		readonly value: string;
		readonly count: number;
	};
	readonly course_assignment_level: { readonly levels: string; readonly value: string };
	readonly course_assignment_detail: { readonly details: string; readonly value: string };
	readonly course_assignment_too_long: { readonly param: string; readonly max: number };
	readonly course_assignment_text_ignored: {
		readonly param: string;
		readonly what: MessageRef;
		readonly value: string;
	};
	readonly course_assignment_a_line: NoParams;
	readonly course_assignment_a_word: NoParams;
	readonly course_assignment_graph_too_long: { readonly length: number; readonly max: number };
	readonly course_assignment_graph_unused: { readonly param: string; readonly types: string };
	readonly course_assignment_pass: { readonly value: string; readonly pass: number };
}
