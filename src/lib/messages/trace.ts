import type { MessageRef, NoParams } from './index';

/**
 * A node's number in a sentence, or '?' for a child the run did not number (a child generated
 * but not kept).
 */
export type NodeId = number | '?';

/** Where a node's name stands: opening a sentence ("Node 6 is the goal"), or inside one. */
export type NodePosition = 'start' | 'inside';

/**
 * A number as the formulas write it, or a formula ("1.41", "f 5.41 = g 1.41 + h 4"): a message
 * (search/descriptions.ts `numberMessage`, `priorityMessage`), so that each language writes its
 * numbers its own way ("1,41" in Spanish).
 */
export type FormulaNumber = MessageRef;

/** Words the search layer writes (a tie's sentence, a priority or tie rule): its message. */
export type SearchWords = MessageRef;

/**
 * The messages of the trace (messages/trace/*.json), by id: the narration of each step
 * (trace/narration.ts), the variables of the pseudocode panel, and the frontier's order and
 * ties (trace/frontier-order.ts). A number that is a count is a `number` (the message
 * pluralizes it); one written as the search layer writes it in its formulas (to 2 decimals,
 * "1.41") is a `FormulaNumber`, so a sentence writes its numbers alike.
 */
export interface TraceMessages {
	readonly trace_join: { readonly first: MessageRef; readonly second: MessageRef };
	readonly trace_comma: { readonly first: MessageRef; readonly second: MessageRef };
	readonly trace_semicolon: { readonly first: MessageRef; readonly second: MessageRef };
	readonly trace_list: { readonly first: MessageRef; readonly second: MessageRef };
	readonly trace_and: { readonly first: MessageRef; readonly second: MessageRef };
	readonly trace_sentence: { readonly clause: MessageRef };
	readonly trace_formula: { readonly formula: string | FormulaNumber };
	readonly trace_node: { readonly id: NodeId; readonly at: NodePosition };
	readonly trace_node_named: {
		readonly id: NodeId;
		readonly name: string | MessageRef;
		readonly at: NodePosition;
	};
	readonly trace_node_numbers: { readonly id: NodeId; readonly numbers: FormulaNumber };
	readonly trace_node_named_numbers: {
		readonly id: NodeId;
		readonly name: string | MessageRef;
		readonly numbers: FormulaNumber;
	};
	readonly trace_node_cell: { readonly id: number; readonly cell: string };
	readonly trace_nodes_none: NoParams;
	readonly trace_nodes: { readonly count: number; readonly ids: MessageRef };
	readonly trace_named_node: { readonly name: string | MessageRef; readonly id: number };
	readonly trace_action_up: NoParams;
	readonly trace_action_down: NoParams;
	readonly trace_action_left: NoParams;
	readonly trace_action_right: NoParams;
	readonly trace_action_road: { readonly road: string };
	readonly trace_action_with: { readonly action: MessageRef; readonly numbers: FormulaNumber };
	readonly trace_set_explored: NoParams;
	readonly trace_set_visited: NoParams;
	readonly trace_no_children: NoParams;
	readonly trace_children: { readonly count: number; readonly parts: MessageRef };
	readonly trace_fate_added: { readonly count: number; readonly refs: MessageRef };
	readonly trace_fate_chosen: { readonly count: number; readonly refs: MessageRef };
	readonly trace_fate_goal: { readonly count: number; readonly refs: MessageRef };
	readonly trace_fate_in_frontier: { readonly count: number; readonly refs: MessageRef };
	readonly trace_fate_explored: { readonly count: number; readonly refs: MessageRef };
	readonly trace_fate_depth_cut: { readonly count: number; readonly refs: MessageRef };
	readonly trace_fate_bound_cut: { readonly count: number; readonly refs: MessageRef };
	readonly trace_fate_parent: { readonly count: number; readonly refs: MessageRef };
	readonly trace_fate_passed_over: { readonly count: number; readonly refs: MessageRef };
	readonly trace_fate_visited: { readonly count: number; readonly refs: MessageRef };
	readonly trace_replaced_one: {
		readonly old: MessageRef;
		readonly g: FormulaNumber;
		readonly id: NodeId;
	};
	readonly trace_replaced_many: { readonly count: number; readonly pairs: MessageRef };
	readonly trace_replaced_pair: {
		readonly old: MessageRef;
		readonly id: NodeId;
		readonly g: FormulaNumber;
	};
	readonly trace_root_goal: { readonly id: number };
	readonly trace_push_all_generic: NoParams;
	readonly trace_choose_generic: NoParams;
	readonly trace_next_child: NoParams;
	readonly trace_child_label: { readonly index: number; readonly action: MessageRef };
	readonly trace_generated: {
		readonly index: number;
		readonly total: number;
		readonly action: MessageRef;
		readonly numbers: MessageRef;
	};
	readonly trace_generated_plain: {
		readonly index: number;
		readonly total: number;
		readonly action: MessageRef;
	};
	readonly trace_depth: { readonly depth: FormulaNumber };
	readonly trace_child_explored: { readonly label: MessageRef; readonly existing: NodeId };
	readonly trace_child_in_frontier: { readonly label: MessageRef; readonly existing: NodeId };
	readonly trace_child_in_frontier_no_costlier: {
		readonly label: MessageRef;
		readonly existing: NodeId;
	};
	readonly trace_child_in_frontier_g: {
		readonly label: MessageRef;
		readonly existing: NodeId;
		readonly old: FormulaNumber;
		readonly g: FormulaNumber;
	};
	readonly trace_child_replace: {
		readonly label: MessageRef;
		readonly existing: NodeId;
		readonly id: NodeId;
	};
	readonly trace_child_replace_g: {
		readonly label: MessageRef;
		readonly existing: NodeId;
		readonly id: NodeId;
		readonly old: FormulaNumber;
		readonly g: FormulaNumber;
	};
	readonly trace_child_depth_cut: {
		readonly label: MessageRef;
		readonly depth: FormulaNumber;
		readonly limit: FormulaNumber;
	};
	readonly trace_child_bound_cut: { readonly label: MessageRef; readonly f: FormulaNumber };
	readonly trace_child_bound_cut_at: {
		readonly label: MessageRef;
		readonly f: FormulaNumber;
		readonly bound: FormulaNumber;
	};
	readonly trace_child_parent_cut: { readonly label: MessageRef };
	readonly trace_child_add: { readonly label: MessageRef; readonly reason: MessageRef };
	readonly trace_add_within_depth_limit: { readonly id: NodeId };
	readonly trace_add_depth: {
		readonly depth: FormulaNumber;
		readonly limit: FormulaNumber;
		readonly id: NodeId;
	};
	readonly trace_add_within_bound: { readonly f: FormulaNumber; readonly id: NodeId };
	readonly trace_add_bound: {
		readonly f: FormulaNumber;
		readonly bound: FormulaNumber;
		readonly id: NodeId;
	};
	readonly trace_add_tree: { readonly id: NodeId };
	readonly trace_add_pruning: { readonly explored: MessageRef; readonly id: NodeId };
	readonly trace_add_new: { readonly explored: MessageRef; readonly id: NodeId };
	readonly trace_is_goal: { readonly node: MessageRef; readonly cost: FormulaNumber };
	readonly trace_is_not_goal: { readonly node: MessageRef };
	readonly trace_push_queue: { readonly node: MessageRef };
	readonly trace_push_stack: { readonly node: MessageRef };
	readonly trace_push_priority: { readonly node: MessageRef; readonly numbers: FormulaNumber };
	readonly trace_child_in_generated: { readonly label: MessageRef };
	readonly trace_child_visited: { readonly label: MessageRef; readonly existing: number };
	readonly trace_child_candidate: { readonly label: MessageRef; readonly h: FormulaNumber };
	readonly trace_push_none: NoParams;
	readonly trace_push_one: { readonly node: MessageRef };
	readonly trace_push_all_withheld: { readonly count: number; readonly ids: MessageRef };
	readonly trace_push_all: {
		readonly count: number;
		readonly ids: MessageRef;
		readonly first: MessageRef;
	};
	readonly trace_init_iteration_first: { readonly id: number };
	readonly trace_init_iteration: { readonly id: number };
	readonly trace_init_walk: { readonly root: MessageRef };
	readonly trace_init_bounded: { readonly root: MessageRef };
	readonly trace_init_frontier: { readonly root: MessageRef };
	readonly trace_init_frontier_explored: {
		readonly root: MessageRef;
		readonly explored: MessageRef;
	};
	readonly trace_init_frontier_except_start: {
		readonly root: MessageRef;
		readonly explored: MessageRef;
	};
	readonly trace_pop_walk: { readonly node: MessageRef };
	readonly trace_took_queue: { readonly node: MessageRef; readonly depth: FormulaNumber };
	readonly trace_queue_alone: NoParams;
	readonly trace_next_in_line: { readonly node: MessageRef };
	readonly trace_took_stack: { readonly node: MessageRef };
	readonly trace_took_stack_depth: { readonly node: MessageRef; readonly depth: FormulaNumber };
	readonly trace_took_stack_depth_limit: {
		readonly node: MessageRef;
		readonly depth: FormulaNumber;
		readonly limit: FormulaNumber;
	};
	readonly trace_took_stack_bound: { readonly node: MessageRef; readonly bound: FormulaNumber };
	readonly trace_stack_alone: NoParams;
	readonly trace_beneath: { readonly node: MessageRef };
	readonly trace_pop_only: { readonly node: MessageRef };
	readonly trace_pop_lowest: { readonly node: MessageRef; readonly letter: string };
	readonly trace_pop_next: {
		readonly node: MessageRef;
		readonly letter: string;
		readonly next: MessageRef;
		readonly value: FormulaNumber;
	};
	readonly trace_pop_tie: {
		readonly node: MessageRef;
		readonly letter: string;
		readonly tie: SearchWords;
	};
	readonly trace_not_goal_walk: { readonly node: MessageRef };
	readonly trace_not_goal_expand: { readonly node: MessageRef };
	readonly trace_goal_test_next: NoParams;
	readonly trace_discard_tested: NoParams;
	readonly trace_discard: { readonly existing: MessageRef; readonly node: MessageRef };
	readonly trace_bound_new_limit: NoParams;
	readonly trace_bound_new_f: NoParams;
	readonly trace_bound_limit: { readonly limit: FormulaNumber };
	readonly trace_bound_f: { readonly bound: FormulaNumber };
	readonly trace_iteration_first_limit: { readonly limit: FormulaNumber };
	readonly trace_iteration_first_f: { readonly bound: FormulaNumber };
	readonly trace_iteration_limit: { readonly iteration: number; readonly limit: FormulaNumber };
	readonly trace_iteration_f: { readonly iteration: number; readonly bound: FormulaNumber };
	readonly trace_empty_depth_limit: { readonly limit: FormulaNumber };
	readonly trace_empty_tree: NoParams;
	readonly trace_empty_graph: NoParams;
	readonly trace_last_depth_limit: { readonly limit: FormulaNumber };
	readonly trace_no_cut_limit: NoParams;
	readonly trace_no_cut_f: NoParams;
	readonly trace_cap: { readonly cap: number };
	readonly trace_stuck_generic: NoParams;
	readonly trace_stuck: { readonly node: MessageRef };
	readonly trace_choose: {
		readonly h: FormulaNumber;
		readonly action: MessageRef;
		readonly id: NodeId;
	};
	readonly trace_choose_tie: {
		readonly h: FormulaNumber;
		readonly action: MessageRef;
		readonly id: NodeId;
		readonly others: MessageRef;
	};
	readonly trace_end_goal: NoParams;
	readonly trace_end_goal_root: { readonly node: MessageRef; readonly cost: FormulaNumber };
	readonly trace_end_goal_depth: {
		readonly node: MessageRef;
		readonly depth: number;
		readonly cost: FormulaNumber;
	};
	readonly trace_variable_child: {
		readonly action: MessageRef;
		readonly index: number;
		readonly total: number;
		readonly numbers: MessageRef;
	};
	readonly trace_order_queue: NoParams;
	readonly trace_order_stack: NoParams;
	readonly trace_order_priority: {
		readonly rule: SearchWords;
		readonly letter: string;
		readonly tieRule: SearchWords;
	};
	readonly trace_tie_fifo: { readonly letter: string };
	readonly trace_tie_lifo: { readonly letter: string };
	readonly trace_tie_low_h: { readonly letter: string };
	readonly trace_tie_low_h_arrival: { readonly letter: string };
	readonly trace_tie_low_g: { readonly letter: string };
	readonly trace_tie_low_g_text: { readonly letter: string };
	readonly trace_tie_alpha: { readonly letter: string };
}
