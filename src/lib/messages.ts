/**
 * What a lower layer says to the student, as facts rather than English: a message's id in
 * messages/en.json (es.json, zh.json) and the parameters it is written with. The components
 * turn it into words in the reader's language (components/message-text.ts); no layer below them
 * reads a message's text (docs/i18n.md).
 *
 * A parameter is a number (formatted and pluralized by the message itself, per locale), a
 * string (a name, or a sentence from a layer not yet converted), or another message, which is
 * written first and put in its place ("after {expansions}" with `count_expansions`).
 */

/** A path cost, written whole, or to 2 decimals when it has a fraction (a grid's √2 steps). */
export interface CostParams {
	readonly cost: number;
	readonly costKind: CostKind;
}

/** Whether a cost is written whole or to 2 decimals: `costKind(cost)`. */
export type CostKind = 'whole' | 'fraction';

/** How a cost is written: whole when it is, else to 2 decimals. */
export function costKind(cost: number): CostKind {
	return Number.isInteger(cost) ? 'whole' : 'fraction';
}

/** Each message's parameters, by id: one entry per message of messages/en.json (a test checks). */
export interface MessageParams {
	readonly count_expansions: { readonly count: number };
	readonly count_actions: { readonly count: number };
	readonly count_moves: { readonly count: number };
	readonly count_roads: { readonly count: number };
	readonly count_steps: { readonly count: number };
	readonly outcome_plain_goal: CostParams & {
		readonly expansions: MessageRef;
		readonly path: MessageRef;
	};
	readonly outcome_plain_exhausted: { readonly expansions: MessageRef };
	readonly outcome_plain_limit: { readonly expansions: MessageRef };
	readonly outcome_plain_stuck: { readonly expansions: MessageRef };
	readonly outcome_goal: SubjectParams & { readonly path: MessageRef };
	readonly outcome_goal_cost: SubjectParams & CostParams & { readonly path: MessageRef };
	readonly outcome_limit: SubjectParams & { readonly advice: MessageRef };
	readonly outcome_limit_unreachable: SubjectParams & { readonly otherHalf: MessageRef };
	readonly outcome_exhausted: SubjectParams;
	readonly outcome_exhausted_depth_limit: SubjectParams & { readonly depthLimit: number };
	readonly outcome_exhausted_every_state: SubjectParams & {
		readonly reachable: string;
		readonly reason: string;
	};
	readonly outcome_exhausted_other_half: SubjectParams & { readonly otherHalf: MessageRef };
	readonly outcome_stuck: { readonly subject: string; readonly steps: MessageRef };
	readonly outcome_other_half: { readonly reachable: string; readonly reason: string };
	readonly advice_raise_cap: NoParams;
	readonly advice_tree_search: NoParams;
	readonly advice_depth_first: NoParams;
	readonly advice_uninformed: NoParams;
	readonly advice_weighted_astar: NoParams;
	readonly advice_better_heuristic: NoParams;
	readonly advice_larger_weight: NoParams;
	readonly advice_better_heuristic_or_weight: NoParams;
	readonly advice_fewer_moves: NoParams;
}

/** The search that ran (its subject, not yet a message: the search layer's words) and its count. */
interface SubjectParams {
	readonly subject: string;
	readonly expansions: MessageRef;
}

type NoParams = Readonly<Record<never, never>>;

/** The id of a message of messages/en.json. */
export type MessageId = keyof MessageParams;

/** One message to show: its id and its parameters, typed together. */
export type MessageRef = {
	readonly [Id in MessageId]: { readonly id: Id; readonly params: MessageParams[Id] };
}[MessageId];

/** A parameter's value: what `MessageParams` allows. */
export type MessageParam = string | number | MessageRef;

/** The message `id` with `params`, its parameters checked against the message's. */
export function message<Id extends MessageId>(id: Id, params: MessageParams[Id]): MessageRef {
	return { id, params } as MessageRef;
}
