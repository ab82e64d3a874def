import {
	DEFAULT_WEIGHT,
	DESCRIPTIONS,
	describedOptions,
	priorityName,
	type AlgorithmName,
	type PriorityFormula
} from './descriptions';
import type {
	DuplicatePolicy,
	GoalTestTiming,
	PushOrder,
	SearchOptions,
	TieBreak
} from './options';
import { message, type MessageRef } from '../messages';

/**
 * The rules of a run as messages (messages/search): the one place their words are given, read by
 * the pages' choices, the pseudocode, the frontier's caption, the narration, practice and the
 * challenge.
 */

/**
 * How equal priorities leave a priority queue ("first added first"; a state reads as a board's
 * link text or a node's name: the problem's compareText).
 */
export const TIE_RULE_MESSAGES: Readonly<Record<TieBreak, MessageRef>> = Object.freeze({
	fifo: message('search_tie_fifo', {}),
	lifo: message('search_tie_lifo', {}),
	'low-h': message('search_tie_low_h', {}),
	'low-g-text': message('search_tie_low_g_text', {}),
	alpha: message('search_tie_alpha', {})
});

/** When a node meets the goal test: as soon as it is generated, or when it leaves the frontier. */
export const GOAL_TEST_RULE_MESSAGES: Readonly<Record<GoalTestTiming, MessageRef>> = Object.freeze({
	'on-generation': message('search_goal_test_on_generation', {}),
	'on-removal': message('search_goal_test_on_removal', {})
});

/** What happens to a child whose state was seen before (a board, or a city on the road map). */
export const DUPLICATE_RULE_MESSAGES: Readonly<Record<DuplicatePolicy, MessageRef>> = Object.freeze(
	{
		graph: message('search_duplicates_graph', {}),
		'graph-update': message('search_duplicates_graph_update', {}),
		tree: message('search_duplicates_tree', {}),
		'graph-except-start': message('search_duplicates_graph_except_start', {}),
		prune: message('search_duplicates_prune', {})
	}
);

/**
 * What each rule for repeated states is called, the name a page's choice shows before its rule.
 * AIMA's names, and Poole & Mackworth's for their multiple-path pruning (docs/links.md).
 */
export const DUPLICATE_NAME_MESSAGES: Readonly<Record<DuplicatePolicy, MessageRef>> = Object.freeze(
	{
		tree: message('search_duplicates_name_tree', {}),
		graph: message('search_duplicates_name_graph', {}),
		'graph-update': message('search_duplicates_name_graph_update', {}),
		'graph-except-start': message('search_duplicates_name_graph_except_start', {}),
		prune: message('search_duplicates_name_prune', {})
	}
);

/**
 * A repeated-states rule as a choice reads: the rule's name, then the rule, which leaves out the
 * name it would end with (tree search's).
 */
export function duplicateChoiceMessage(policy: DuplicatePolicy): MessageRef {
	return message('search_duplicates_choice', {
		name: DUPLICATE_NAME_MESSAGES[policy],
		rule:
			policy === 'tree'
				? message('search_duplicates_tree_unnamed', {})
				: DUPLICATE_RULE_MESSAGES[policy]
	});
}

/** In which order a node's children come off a stack (the depth-first searches). */
export const PUSH_ORDER_RULE_MESSAGES: Readonly<Record<PushOrder, MessageRef>> = Object.freeze({
	reversed: message('search_push_order_reversed', {}),
	generated: message('search_push_order_generated', {})
});

/**
 * What one iteration of a bounded depth-first search (iterative deepening, IDA*) leaves off its
 * stack, and the bound the next iteration starts again with.
 */
export const BOUND_RULE_MESSAGES: Readonly<
	Record<'depth' | 'f', { readonly cut: MessageRef; readonly next: MessageRef }>
> = Object.freeze({
	depth: {
		cut: message('search_bound_depth_cut', {}),
		next: message('search_bound_depth_next', {})
	},
	f: { cut: message('search_bound_f_cut', {}), next: message('search_bound_f_next', {}) }
});

/**
 * The only repeated states a bounded depth-first search leaves out: it keeps no explored set,
 * so memory stays linear in the depth, but it never steps straight back.
 */
export const PARENT_PRUNING_RULE_MESSAGE: MessageRef = message('search_parent_pruning', {});

/**
 * Which entry a frontier ordered by arrival alone hands out next: a queue's oldest, a stack's
 * newest (depth-first search, and each iteration of iterative deepening and IDA*).
 */
export const ARRIVAL_RULE_MESSAGES: Readonly<Record<'queue' | 'stack', MessageRef>> = Object.freeze(
	{
		queue: message('search_arrival_queue', {}),
		stack: message('search_arrival_stack', {})
	}
);

/** The order a priority queue keeps: "lowest f = g + w·h (w = 2) first". */
export function priorityRuleMessage(
	priority: PriorityFormula,
	weight: number = DEFAULT_WEIGHT
): MessageRef {
	return priority === 'g+wh'
		? message('search_priority_rule_weighted', { priority: priorityName(priority), weight })
		: message('search_priority_rule', { priority: priorityName(priority) });
}

/**
 * The rules of a run of `algorithm` that decide which node each step takes, as a student reads
 * them before working the run by hand: the goal test, repeated states, the stack's push order and
 * the bounds (depth-first searches), the tie-break (priority queues) and the weight. The
 * problem's own rules (child order, h) are the caller's to add.
 */
export function runRuleMessages(
	algorithm: AlgorithmName,
	options: SearchOptions = {}
): MessageRef[] {
	const description = DESCRIPTIONS[algorithm];
	const resolved = describedOptions(algorithm, options);
	const rules = [GOAL_TEST_RULE_MESSAGES[resolved.goalTest]];
	if (description.bound === null) rules.push(DUPLICATE_RULE_MESSAGES[resolved.duplicates]);
	else rules.push(PARENT_PRUNING_RULE_MESSAGE);
	if (description.structure === 'stack' || description.structure === 'bounded-depth-first') {
		rules.push(PUSH_ORDER_RULE_MESSAGES[resolved.pushOrder]);
	}
	if (description.bound !== null) {
		const { cut, next } = BOUND_RULE_MESSAGES[description.bound];
		rules.push(cut, next);
	}
	if (description.structure === 'priority') {
		rules.push(message('search_rule_ties', { tie: TIE_RULE_MESSAGES[resolved.tieBreak] }));
	}
	if (description.priority === 'g+wh') {
		rules.push(message('search_rule_weight', { weight: resolved.weight }));
	}
	return rules;
}
