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
}

/** The first wrong place of an order, after the order's explanation: which node is due there. */
interface OrderPlace {
	readonly explanation: Words;
	readonly place: number;
	readonly right: number;
	readonly put: number;
}
