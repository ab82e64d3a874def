import type { MessageRef, NoParams } from './index';

/** Words in a sentence: a message, or English from a layer not yet converted (a map's title). */
type Words = string | MessageRef;

/**
 * The messages of the challenge (src/lib/challenge: its problems, verdicts and results;
 * messages/challenge/*.json), by id. The /challenge page's own labels are the page's.
 */
export interface ChallengeMessages {
	readonly challenge_problem_board: { readonly board: string };
	readonly challenge_problem_grid: {
		readonly rows: number;
		readonly cols: number;
		readonly start: string;
		readonly goal: string;
	};
	readonly challenge_problem_graph: {
		readonly title: Words;
		readonly start: string;
		readonly goals: Words;
	};
	readonly challenge_or: { readonly before: Words; readonly after: Words };
	readonly challenge_path_left_out: {
		readonly start: string;
		readonly count: number;
		readonly end: string;
	};
	readonly challenge_rule_own: { readonly algorithm: MessageRef };
	readonly challenge_rule_takes: { readonly subject: MessageRef; readonly entry: MessageRef };
	readonly challenge_key_g: NoParams;
	readonly challenge_key_h: NoParams;
	readonly challenge_entry_lowest: { readonly key: Words };
	readonly challenge_entry_bounded: { readonly entry: MessageRef; readonly cut: MessageRef };
	readonly challenge_then: { readonly first: MessageRef; readonly then: Words };
	readonly challenge_node: { readonly id: number };
	readonly challenge_node_values: { readonly id: number; readonly values: string };
	readonly challenge_reason_right: { readonly rule: MessageRef; readonly node: MessageRef };
	readonly challenge_reason_wrong: {
		readonly rule: MessageRef;
		readonly answer: MessageRef;
		readonly choice: MessageRef;
	};
	readonly challenge_answer_is_goal: NoParams;
	readonly challenge_right: NoParams;
	readonly challenge_not_this_one: { readonly id: number };
	readonly challenge_path_length: NoParams;
	readonly challenge_path_cost: NoParams;
	readonly challenge_cost: { readonly cost: number };
	readonly challenge_no_path: NoParams;
	readonly challenge_no_path_why: {
		readonly algorithm: MessageRef;
		readonly outcome: string;
		readonly cap: number;
	};
	readonly challenge_not_quite_moves: { readonly path: MessageRef };
	readonly challenge_not_quite_cost: { readonly cost: number };
	readonly challenge_returns_board: { readonly algorithm: MessageRef; readonly path: MessageRef };
	readonly challenge_returns_on: {
		readonly algorithm: MessageRef;
		readonly path: MessageRef;
		readonly problem: MessageRef;
	};
	readonly challenge_result_next: {
		readonly algorithm: MessageRef;
		readonly problem: MessageRef;
		readonly step: number;
		readonly right: number;
		readonly total: number;
		readonly marks: string;
		readonly link: string;
	};
	readonly challenge_replay_label: {
		readonly algorithm: MessageRef;
		readonly problem: MessageRef;
		readonly what: MessageRef;
	};
	readonly challenge_replay_from_step: { readonly step: number };
	readonly challenge_replay_edited: NoParams;
	readonly challenge_replay_unreachable: NoParams;
	readonly challenge_replay_too_long: { readonly count: number };
	readonly challenge_replay_no_expansions: { readonly algorithm: string };
	readonly challenge_result_length_right: ResultLength;
	readonly challenge_result_length_wrong: ResultLength;
}

/** A length question's summary: what was asked of which run, the answer typed, the link. */
interface ResultLength {
	readonly asked: MessageRef;
	readonly algorithm: MessageRef;
	readonly problem: MessageRef;
	readonly answer: string;
	readonly link: string;
}
