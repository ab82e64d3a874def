import {
	DESCRIPTIONS,
	KEPT_NAMES,
	countedSets,
	numberMessage,
	priorityFunction,
	type AlgorithmDescription,
	type AlgorithmName
} from '../search/descriptions';
import {
	keyMessage,
	keySentenceMessage,
	keyWithPartsMessage,
	priorityValues,
	termsOfPriority,
	type NodeNumbers,
	type PriorityTerms,
	type ValueName
} from '../search/priority-terms';
import { tieFact, tieMessage, type TieFact } from '../search/tie-fact';
import type {
	ChildFate,
	ChildReport,
	ExpandEvent,
	Outcome,
	SearchEvent,
	SearchNode
} from '../search/events';
import type { ResolvedOptions } from '../search/options';
import type { Moment } from './line-steps';
import { message, type MessageRef } from '../messages';
import type { NodeId, NodePosition } from '../messages/trace';

/**
 * The sentence a student reads for each step of a run (a message: messages/trace), built from the event and the
 * algorithm's description (src/lib/search/descriptions.ts), never written by hand per case:
 * which node left the frontier and why it and not the entry behind it, what became of each
 * child, why a child was cut or discarded, how the run ended. Every number is the event's own,
 * and a node's priority is written in its algorithm's formula (greedy search speaks of h,
 * uniform-cost search of g, A* of f = g + h, weighted A* of f = g + w·h), so the parts add up.
 */

/** What the narration needs to know of a frontier entry. `arrival` numbers the pushes 0, 1, 2, ... */
export interface FrontierEntryFacts {
	readonly id: number;
	readonly g: number;
	readonly h: number;
	readonly f: number;
	readonly arrival: number;
}

export interface NarrationInput<S> {
	readonly algorithm: AlgorithmName;
	/** The run's options as it uses them: `describedOptions(algorithm, options)`. */
	readonly options: ResolvedOptions;
	readonly event: SearchEvent<S>;
	/** The moment shown (a line step), or null for the whole step. */
	readonly moment: Moment | null;
	/**
	 * Just before this step's pop: the entry taken (equals event.node for expand and goal
	 * events) and the entry that would have come next (null if none). For queue and stack too.
	 */
	readonly taken: FrontierEntryFacts | null;
	readonly runnerUp: FrontierEntryFacts | null;
	/**
	 * A priority queue's tie at this step's pop: every entry that shared the taken one's
	 * priority, the taken one first (the first of them, when there were very many), and how many
	 * there were in all; count 0 when the taken entry had the lowest priority alone.
	 */
	readonly tied: TiedFacts;
	/** IDDFS and IDA*: the bound in force (depth limit or f bound), else null. */
	readonly bound: number | null;
	/** How the run ended, when this position is the run's end; else null. */
	readonly outcome: Outcome | null;
	/** A state in words, e.g. a board "1 2 3 / 4 _ 5 / ..." or a city letter; default String(state). */
	readonly stateText?: (state: S) => string;
	/**
	 * The g and h of an earlier node by id, when known: lets a duplicate check name the g of
	 * the frontier entry a child is compared with ("as node 8 with g 4 ≤ 5"). Without it the
	 * sentence says only which entry it was.
	 */
	readonly nodeFacts?: (id: number) => { readonly g: number; readonly h: number } | null;
	/**
	 * What a sentence calls a node's state after its number ("node 6 (Sibiu)"), or null where a
	 * state is too long to repeat in a sentence (a board, which the picture shows). Without it a
	 * node is named by its number alone.
	 */
	readonly nodeName?: (id: number) => string | MessageRef | null;
	/**
	 * Say nothing of which entry leaves the frontier next, because a student is about to be
	 * asked it (the explorer's quiz): a pop names no runner-up ("node 5 is next in line", "lies
	 * beneath it", "next was node 2"), a tie names the entry taken and counts the others, and
	 * pushing a stack's children does not say which is on top. Everything else is said as ever.
	 */
	readonly withholdNext?: boolean;
}

/** The entries of a tie on priority, and how many there were (see NarrationInput.tied). */
export interface TiedFacts {
	readonly entries: readonly FrontierEntryFacts[];
	readonly count: number;
}

export const NO_TIE: TiedFacts = Object.freeze({ entries: Object.freeze([]), count: 0 });

/**
 * One variable of the pseudocode, as the pseudocode panel shows it beside the highlighted line:
 * a number or a formula as it is written in every language, or the child in words (a message).
 */
export interface NarrationVariable {
	readonly name: string;
	readonly value: string | MessageRef;
}

/** The tile puzzle's actions (the direction the blank travels), each in words. */
const BLANK_MOVES: ReadonlyMap<string, MessageRef> = new Map([
	['Up', message('trace_action_up', {})],
	['Down', message('trace_action_down', {})],
	['Left', message('trace_action_left', {})],
	['Right', message('trace_action_right', {})]
]);

/** The order a step's summary lists the children's fates in. */
const FATE_ORDER: readonly ChildFate[] = [
	'added',
	'goal',
	'replaced',
	'in-frontier',
	'explored',
	'depth-cut',
	'bound-cut',
	'parent',
	'passed-over',
	'visited'
];

/** Everything a sentence reads, worked out once per call. */
interface Context<S> {
	readonly input: NarrationInput<S>;
	readonly description: AlgorithmDescription;
	readonly options: ResolvedOptions;
	/** The algorithm's priority of a node, by the same formula the engine uses. */
	readonly priorityOf: (g: number, h: number) => number;
	/** The priority's terms (search/priority-terms): every number clause is written by them. */
	readonly terms: PriorityTerms;
	/** The letter the priority goes by: "g" (uniform cost), "h" (greedy, walk) or "f". */
	readonly letter: ValueName;
	/** Breadth-first, depth-first and iterative deepening order by depth alone: no g, h or f to show. */
	readonly byDepth: boolean;
	readonly stateText: (state: S) => string;
}

function contextOf<S>(input: NarrationInput<S>): Context<S> {
	const description = DESCRIPTIONS[input.algorithm];
	const { priority } = description;
	const terms = termsOfPriority(priority, input.options.weight);
	return {
		input,
		description,
		options: input.options,
		priorityOf: priorityFunction(priority, input.options.weight),
		terms,
		letter: terms.key,
		byDepth: !description.informed && description.structure !== 'priority',
		stateText: input.stateText ?? ((state: S) => String(state))
	};
}

/**
 * A node as a sentence names it: its number, then its state's name where the problem has short
 * ones, then any numbers given ("node 6 (Sibiu: f 413 = g 220 + h 193)"); on the tile puzzle,
 * "node 6 (f 12 = g 3 + h 9)". The number ties the sentence to the tree and the frontier's rows;
 * the name, to the map. `at` 'start' writes it to open a sentence ("Node 6 (Sibiu) is the goal").
 */
function nodeRef<S>(
	ctx: Context<S>,
	id: NodeId,
	numbers: MessageRef | null = null,
	at: NodePosition = 'inside'
): MessageRef {
	const name = id === '?' ? null : (ctx.input.nodeName?.(id) ?? null);
	if (numbers === null) {
		return name === null
			? message('trace_node', { id, at })
			: message('trace_node_named', { id, name, at });
	}
	return name === null
		? message('trace_node_numbers', { id, numbers })
		: message('trace_node_named_numbers', { id, name, numbers });
}

/** A child as a sentence names it (nodeRef); a child the run did not number is "node ?". */
function childRef<S>(
	ctx: Context<S>,
	child: ChildReport<S>,
	at: NodePosition = 'inside'
): MessageRef {
	return nodeRef(ctx, child.id ?? '?', null, at);
}

/**
 * A node with its state in words after it, in parentheses: "node 4 (S, Sibiu)". A state that
 * is written in parentheses already (a grid's cell, "(7, 1)") is not put in a second pair.
 */
function nodeWithState(id: number, state: string): MessageRef {
	return state.startsWith('(') && state.endsWith(')')
		? message('trace_node_cell', { id, cell: state })
		: message('trace_node_named', { id, name: state, at: 'inside' });
}

/**
 * Sentences, or parts of one, one after the other (`link` joins two: a space, a comma…);
 * 'trace_list' lists like items (ids, actions), where Chinese writes 、 rather than ，.
 */
function chain(
	link: 'trace_join' | 'trace_comma' | 'trace_semicolon' | 'trace_list',
	refs: readonly MessageRef[]
): MessageRef {
	return refs.reduceRight((second, first) => message(link, { first, second }));
}

/** Node numbers listed: "10, 11" (zh "10、11"). */
function idList(ids: readonly NodeId[]): MessageRef {
	return chain(
		'trace_list',
		ids.map((id) => message('trace_formula', { formula: String(id) }))
	);
}

/** "a, b and c": the last two joined by "and", those before by commas. */
function andList(refs: readonly MessageRef[]): MessageRef {
	if (refs.length === 1) return refs[0];
	const last = message('trace_and', {
		first: refs[refs.length - 2],
		second: refs[refs.length - 1]
	});
	return chain('trace_comma', [...refs.slice(0, -2), last]);
}

/** A clause ended as a sentence: "…." (full-width in Chinese). */
function sentence(clause: MessageRef): MessageRef {
	return message('trace_sentence', { clause });
}

/** One sentence (or two short ones) for the position: a whole step, or one moment of it. */
export function narrate<S>(input: NarrationInput<S>): MessageRef {
	const ctx = contextOf(input);
	return input.moment === null ? wholeStep(ctx) : momentSentence(ctx, input.moment);
}

/**
 * The variables of the pseudocode at the position: the node taken (its id and its numbers in
 * the algorithm's own formula), the child the moment is about (its action and numbers) and the
 * bound of an iterative search.
 */
export function variablesAt<S>(input: NarrationInput<S>): readonly NarrationVariable[] {
	const ctx = contextOf(input);
	const { event, moment } = input;
	const variables: NarrationVariable[] = [];
	const boundName = ctx.description.bound === 'depth' ? 'limit' : 'bound';
	const bound = boundOf(ctx);
	if (ctx.description.bound !== null && bound !== null) {
		variables.push({ name: boundName, value: numberMessage(bound) });
	}
	if (event.type === 'start' || event.type === 'iteration') {
		variables.push({ name: 'root', value: numberMessage(event.root.id) });
		variables.push(...numberVariables(ctx, event.root));
		return variables;
	}
	variables.push({ name: 'node', value: numberMessage(event.node.id) });
	variables.push(...numberVariables(ctx, event.node));
	if (event.type === 'expand' && moment !== null) {
		const index = moment.line === 'choose' ? chosenIndex(event) : moment.child;
		const child = index === null || index < 0 ? undefined : event.children[index];
		if (index !== null && child !== undefined) {
			variables.push({
				name: 'child',
				value: message('trace_variable_child', {
					action: actionText(child.action),
					index: index + 1,
					total: event.children.length,
					numbers: childNumbers(ctx, child, event.node.depth + 1)
				})
			});
		}
	}
	return variables;
}

/**
 * A node's numbers as variables: depth (and g) by depth, else the numbers its priority is made
 * of (search/priority-terms): g for uniform cost, h for greedy search and the walk, g, h and f
 * for A* and weighted A*, f with its parts ("12 = g 4 + h 8"), which add up.
 */
function numberVariables<S>(ctx: Context<S>, node: SearchNode<S>): NarrationVariable[] {
	if (ctx.byDepth) {
		return [
			{ name: 'depth', value: numberMessage(node.depth) },
			{ name: 'g', value: numberMessage(node.g) }
		];
	}
	const numbers = nodeNumbers(ctx, node);
	return priorityValues(ctx.terms).map((name) => ({
		name,
		value:
			name === ctx.terms.key
				? keyWithPartsMessage(ctx.terms, numbers)
				: numberMessage(numbers[name])
	}));
}

/** A node's or a child's g and h, with f by the algorithm's formula, as the engine computes it. */
function nodeNumbers<S>(
	ctx: Context<S>,
	node: { readonly g: number; readonly h: number }
): NodeNumbers {
	return { g: node.g, h: node.h, f: ctx.priorityOf(node.g, node.h) };
}

// --- Whole steps ------------------------------------------------------------------------------

function wholeStep<S>(ctx: Context<S>): MessageRef {
	const { event, outcome } = ctx.input;
	const sentences: MessageRef[] = [];
	switch (event.type) {
		case 'start':
			sentences.push(initSentence(ctx));
			break;
		case 'iteration':
			sentences.push(boundSentence(ctx), initSentence(ctx));
			break;
		case 'goal':
			// The walk marks the node it stands on visited, then tests it.
			sentences.push(popSentence(ctx, event.node));
			if (outcome !== 'goal') sentences.push(goalTestSentence(ctx));
			break;
		case 'discard':
			sentences.push(popSentence(ctx, event.node), discardSentence(ctx));
			break;
		case 'expand':
			sentences.push(popSentence(ctx, event.node), childrenSummary(ctx, event));
			if (ctx.description.structure === 'walk' && chosenIndex(event) >= 0) {
				sentences.push(chooseSentence(ctx, event));
			}
			break;
	}
	if (outcome !== null) sentences.push(endSentence(ctx, outcome));
	return chain('trace_join', sentences);
}

/** How the run ended, in one sentence. */
function endSentence<S>(ctx: Context<S>, outcome: Outcome): MessageRef {
	switch (outcome) {
		case 'goal': {
			const goal = goalNode(ctx.input.event);
			if (goal === null) return message('trace_end_goal', {});
			const node = nodeWithState(goal.id, ctx.stateText(goal.state));
			const cost = numberMessage(goal.g);
			return goal.depth === 0
				? message('trace_end_goal_root', { node, cost })
				: message('trace_end_goal_depth', { node, depth: goal.depth, cost });
		}
		case 'exhausted':
			return ctx.description.structure === 'bounded-depth-first'
				? noCutSentence(ctx)
				: emptySentence(ctx);
		case 'limit':
			return capSentence(ctx);
		case 'stuck':
			return stuckSentence(ctx);
	}
}

/** The goal the run ended at, as the last event shows it. */
function goalNode<S>(
	event: SearchEvent<S>
): { id: number; state: S; g: number; depth: number } | null {
	switch (event.type) {
		case 'start':
			return event.root;
		case 'iteration':
		case 'discard':
			return null;
		case 'goal':
			return event.node;
		case 'expand': {
			// The goal test on generation: the child that passed it.
			const child = event.children.find((c) => c.fate === 'goal');
			if (child === undefined || child.id === null) return null;
			return { id: child.id, state: child.state, g: child.g, depth: event.node.depth + 1 };
		}
	}
}

/** "3 children: 2 added (nodes 10, 11), 1 already explored (node 2)." */
function childrenSummary<S>(ctx: Context<S>, event: ExpandEvent<S>): MessageRef {
	const { children } = event;
	if (children.length === 0) return message('trace_no_children', {});
	const parts: MessageRef[] = [];
	for (const fate of FATE_ORDER) {
		const those = children.filter((child) => child.fate === fate);
		if (those.length === 0) continue;
		if (fate === 'replaced') {
			parts.push(replacedPart(ctx, those));
			continue;
		}
		parts.push(
			message(fatePartId(ctx, fate), { count: those.length, refs: fateRefs(ctx, fate, those) })
		);
	}
	return message('trace_children', { count: children.length, parts: chain('trace_comma', parts) });
}

/** The message of a summary's part about the children of one fate ("2 added (nodes 10, 11)"). */
type FatePartId =
	| 'trace_fate_added'
	| 'trace_fate_chosen'
	| 'trace_fate_goal'
	| 'trace_fate_in_frontier'
	| 'trace_fate_explored'
	| 'trace_fate_depth_cut'
	| 'trace_fate_bound_cut'
	| 'trace_fate_parent'
	| 'trace_fate_passed_over'
	| 'trace_fate_visited';

function fatePartId<S>(ctx: Context<S>, fate: Exclude<ChildFate, 'replaced'>): FatePartId {
	switch (fate) {
		case 'added':
			return ctx.description.structure === 'walk' ? 'trace_fate_chosen' : 'trace_fate_added';
		case 'goal':
			return 'trace_fate_goal';
		case 'in-frontier':
			return 'trace_fate_in_frontier';
		case 'explored':
			return 'trace_fate_explored';
		case 'depth-cut':
			return 'trace_fate_depth_cut';
		case 'bound-cut':
			return 'trace_fate_bound_cut';
		case 'parent':
			return 'trace_fate_parent';
		case 'passed-over':
			return 'trace_fate_passed_over';
		case 'visited':
			return 'trace_fate_visited';
	}
}

/** Which children a summary part is about: node ids where they have one, else actions. */
function fateRefs<S>(
	ctx: Context<S>,
	fate: ChildFate,
	children: readonly ChildReport<S>[]
): MessageRef {
	switch (fate) {
		case 'added':
		case 'goal':
			return nodeList(
				ctx,
				children.map((child) => child.id)
			);
		case 'in-frontier':
		case 'explored':
		case 'visited':
			return nodeList(
				ctx,
				children.map((child) => child.existing)
			);
		case 'bound-cut':
			return chain(
				'trace_list',
				children.map((child) =>
					message('trace_action_with', {
						action: actionText(child.action),
						numbers: keyMessage(ctx.terms, nodeNumbers(ctx, child))
					})
				)
			);
		case 'passed-over':
			return chain(
				'trace_list',
				children.map((child) =>
					message('trace_action_with', {
						action: actionText(child.action),
						numbers: message('search_value', { name: 'h', value: child.h })
					})
				)
			);
		case 'replaced':
		case 'depth-cut':
		case 'parent':
			return actionList(children);
	}
}

/** The children's actions, in words, one after the other: "blank Up, blank Left". */
function actionList<S>(children: readonly ChildReport<S>[]): MessageRef {
	return chain(
		'trace_list',
		children.map((child) => actionText(child.action))
	);
}

/**
 * "1 replaced node 5 (g 7) by a cheaper path (g 5) as node 12"; several: "2 replaced costlier
 * entries: node 5 (g 7) by node 12 (g 5) and node 6 (g 9) by node 13 (g 8)".
 */
function replacedPart<S>(ctx: Context<S>, children: readonly ChildReport<S>[]): MessageRef {
	const oldRef = (child: ChildReport<S>): MessageRef => {
		if (child.existing === null) return nodeRef(ctx, '?');
		const old = existingG(ctx, child);
		return nodeRef(
			ctx,
			child.existing,
			old === null ? null : message('search_value', { name: 'g', value: old })
		);
	};
	if (children.length === 1) {
		const [child] = children;
		return message('trace_replaced_one', {
			old: oldRef(child),
			g: numberMessage(child.g),
			id: child.id ?? '?'
		});
	}
	const pairs = children.map((child) =>
		message('trace_replaced_pair', {
			old: oldRef(child),
			id: child.id ?? '?',
			g: numberMessage(child.g)
		})
	);
	return message('trace_replaced_many', { count: children.length, pairs: andList(pairs) });
}

/**
 * "node 2", "nodes 10, 11"; where states have names, each name first: "Sibiu, node 2",
 * "Sibiu, node 10; Zerind, node 11" (the list sits in parentheses already).
 */
function nodeList<S>(ctx: Context<S>, ids: readonly (number | null)[]): MessageRef {
	const known = ids.filter((id): id is number => id !== null);
	if (known.length === 0) return message('trace_nodes_none', {});
	const names = known.map((id) => ctx.input.nodeName?.(id) ?? null);
	if (names.some((name) => name === null)) {
		return message('trace_nodes', { count: known.length, ids: idList(known) });
	}
	return chain(
		'trace_semicolon',
		known.map((id, i) => message('trace_named_node', { name: names[i] ?? '', id }))
	);
}

// --- Moments -----------------------------------------------------------------------------------

function momentSentence<S>(ctx: Context<S>, moment: Moment): MessageRef {
	const { event } = ctx.input;
	const expand = event.type === 'expand' ? event : null;
	const child =
		expand !== null && moment.child !== null ? (expand.children[moment.child] ?? null) : null;
	switch (moment.line) {
		case 'init':
			return initSentence(ctx);
		case 'root-goal': {
			const root = event.type === 'start' || event.type === 'iteration' ? event.root.id : 0;
			return message('trace_root_goal', { id: root });
		}
		case 'empty':
			return emptySentence(ctx);
		case 'pop':
			return event.type === 'expand' || event.type === 'goal' || event.type === 'discard'
				? popSentence(ctx, event.node)
				: initSentence(ctx);
		case 'discard':
			return discardSentence(ctx);
		case 'goal-test':
			return goalTestSentence(ctx);
		case 'cap':
			return capSentence(ctx);
		case 'no-cut':
			return noCutSentence(ctx);
		case 'stuck':
			return stuckSentence(ctx);
		case 'bound-init':
		case 'bound-next':
			return boundSentence(ctx);
		case 'push-all':
			return expand === null ? message('trace_push_all_generic', {}) : pushAllSentence(ctx, expand);
		case 'choose':
			return expand === null || chosenIndex(expand) < 0
				? message('trace_choose_generic', {})
				: chooseSentence(ctx, expand);
		default:
			if (expand === null || child === null || moment.child === null) {
				return message('trace_next_child', {});
			}
			return childSentence(ctx, expand, child, moment.child, moment.line);
	}
}

/** The moments about one child: generated, its fate decided, goal-tested, pushed. */
function childSentence<S>(
	ctx: Context<S>,
	event: ExpandEvent<S>,
	child: ChildReport<S>,
	index: number,
	line: Moment['line']
): MessageRef {
	const depth = event.node.depth + 1;
	const action = actionText(child.action);
	const label = message('trace_child_label', { index: index + 1, action });
	const id = child.id ?? '?';
	const existing = child.existing ?? '?';
	switch (line) {
		case 'children':
			return message('trace_generated', {
				index: index + 1,
				total: event.children.length,
				action,
				numbers: childNumbers(ctx, child, depth)
			});
		case 'explored':
			return message('trace_child_explored', { label, existing });
		case 'in-frontier': {
			if (ctx.options.duplicates !== 'graph-update') {
				return message('trace_child_in_frontier', { label, existing });
			}
			const old = existingG(ctx, child);
			return old === null
				? message('trace_child_in_frontier_no_costlier', { label, existing })
				: message('trace_child_in_frontier_g', {
						label,
						existing,
						old: numberMessage(old),
						g: numberMessage(child.g)
					});
		}
		case 'replace': {
			const old = existingG(ctx, child);
			return old === null
				? message('trace_child_replace', { label, existing, id })
				: message('trace_child_replace_g', {
						label,
						existing,
						id,
						old: numberMessage(old),
						g: numberMessage(child.g)
					});
		}
		case 'depth-cut':
			return message('trace_child_depth_cut', {
				label,
				depth: numberMessage(depth),
				limit: numberMessage(depthLimitOf(ctx, event))
			});
		case 'bound-cut': {
			const bound = boundOf(ctx);
			const f = numberMessage(ctx.priorityOf(child.g, child.h));
			return bound === null
				? message('trace_child_bound_cut', { label, f })
				: message('trace_child_bound_cut_at', { label, f, bound: numberMessage(bound) });
		}
		case 'parent-cut':
			return message('trace_child_parent_cut', { label });
		case 'add':
			return message('trace_child_add', { label, reason: addReason(ctx, child, depth) });
		case 'goal-child':
			return child.fate === 'goal'
				? message('trace_is_goal', {
						node: childRef(ctx, child, 'start'),
						cost: numberMessage(child.g)
					})
				: message('trace_is_not_goal', { node: childRef(ctx, child, 'start') });
		case 'push':
			return pushSentence(ctx, child);
		case 'visited':
			// Under a graph policy the walk also passes over the states it scored before.
			return child.existing === null
				? message('trace_child_in_generated', { label })
				: message('trace_child_visited', { label, existing: child.existing });
		case 'candidate':
			return message('trace_child_candidate', { label, h: numberMessage(child.h) });
		default:
			return message('trace_generated_plain', {
				index: index + 1,
				total: event.children.length,
				action
			});
	}
}

/**
 * A child's numbers: "depth 3" (by depth), else its priority in the algorithm's own terms
 * (search/priority-terms): "g 5", "h 7", "f 12 = g 5 + h 7", "f 19 = g 5 + 2·h 7".
 */
function childNumbers<S>(ctx: Context<S>, child: ChildReport<S>, depth: number): MessageRef {
	if (ctx.byDepth) return message('trace_depth', { depth: numberMessage(depth) });
	return message('trace_formula', {
		formula: keySentenceMessage(ctx.terms, nodeNumbers(ctx, child))
	});
}

/** Why a child is kept: new to a graph search, not checked by a tree search, within the bound. */
function addReason<S>(ctx: Context<S>, child: ChildReport<S>, depth: number): MessageRef {
	const id = child.id ?? '?';
	const { bound: boundKind } = ctx.description;
	if (boundKind !== null) {
		const bound = boundOf(ctx);
		if (boundKind === 'depth') {
			return bound === null
				? message('trace_add_within_depth_limit', { id })
				: message('trace_add_depth', {
						depth: numberMessage(depth),
						limit: numberMessage(bound),
						id
					});
		}
		const f = numberMessage(ctx.priorityOf(child.g, child.h));
		return bound === null
			? message('trace_add_within_bound', { f, id })
			: message('trace_add_bound', { f, bound: numberMessage(bound), id });
	}
	if (ctx.options.duplicates === 'tree') return message('trace_add_tree', { id });
	const explored = setRef(countedSets(ctx.input.algorithm, ctx.options).explored);
	return ctx.options.duplicates === 'prune'
		? message('trace_add_pruning', { explored, id })
		: message('trace_add_new', { explored, id });
}

/** The set a graph search keeps its expanded states in, by its pseudocode name, in words. */
function setRef(name: string | null): MessageRef {
	return name === KEPT_NAMES.visited
		? message('trace_set_visited', {})
		: message('trace_set_explored', {});
}

function existingG<S>(ctx: Context<S>, child: ChildReport<S>): number | null {
	if (child.existing === null) return null;
	return ctx.input.nodeFacts?.(child.existing)?.g ?? null;
}

/** Where a child lands on the frontier: the back of a queue, the top of a stack, its place by priority. */
function pushSentence<S>(ctx: Context<S>, child: ChildReport<S>): MessageRef {
	const node = childRef(ctx, child, 'start');
	switch (ctx.description.structure) {
		case 'queue':
		case 'walk':
			return message('trace_push_queue', { node });
		case 'stack':
		case 'bounded-depth-first':
			return message('trace_push_stack', { node });
		case 'priority':
			return message('trace_push_priority', {
				node,
				numbers: keySentenceMessage(ctx.terms, nodeNumbers(ctx, child))
			});
	}
}

/** A stack takes the kept children last first, so the first in child order comes off first. */
function pushAllSentence<S>(ctx: Context<S>, event: ExpandEvent<S>): MessageRef {
	const kept = event.children
		.filter((child) => child.fate === 'added' || child.fate === 'replaced')
		.map((child) => child.id ?? '?');
	if (kept.length === 0) return message('trace_push_none', {});
	if (kept.length === 1) return message('trace_push_one', { node: nodeRef(ctx, kept[0]) });
	const ids = idList([...kept].reverse());
	if (ctx.input.withholdNext === true) {
		return message('trace_push_all_withheld', { count: kept.length, ids });
	}
	return message('trace_push_all', { count: kept.length, ids, first: nodeRef(ctx, kept[0]) });
}

// --- Sentences shared by whole steps and moments -------------------------------------------------

/** The frontier (or the walk, or an iteration's stack) starts from the root. */
function initSentence<S>(ctx: Context<S>): MessageRef {
	const { event } = ctx.input;
	const { structure } = ctx.description;
	if (event.type === 'iteration') {
		return event.iteration === 1
			? message('trace_init_iteration_first', { id: event.root.id })
			: message('trace_init_iteration', { id: event.root.id });
	}
	const start = event.type === 'start' ? event.root : event.node;
	const node = nodeWithState(start.id, ctx.stateText(start.state));
	const root = ctx.byDepth
		? node
		: message('trace_comma', {
				first: node,
				second: message('trace_formula', {
					formula: keySentenceMessage(ctx.terms, nodeNumbers(ctx, start))
				})
			});
	if (structure === 'walk') return message('trace_init_walk', { root });
	if (structure === 'bounded-depth-first') return message('trace_init_bounded', { root });
	const { explored } = countedSets(ctx.input.algorithm, ctx.options);
	if (explored === null) return message('trace_init_frontier', { root });
	return ctx.options.duplicates === 'graph-except-start'
		? message('trace_init_frontier_except_start', { root, explored: setRef(explored) })
		: message('trace_init_frontier_explored', { root, explored: setRef(explored) });
}

/** Why this node left the frontier, and not the entry behind it. */
function popSentence<S>(ctx: Context<S>, node: SearchNode<S>): MessageRef {
	const { runnerUp } = ctx.input;
	// Withheld, the runner-up is not named: it is the entry a queue hands out next, the one a
	// stack or a priority queue hands out next unless a child comes before it.
	const withheld = ctx.input.withholdNext === true;
	const { structure } = ctx.description;
	const numbers = keySentenceMessage(ctx.terms, nodeNumbers(ctx, node));
	const depth = numberMessage(node.depth);
	switch (structure) {
		case 'walk':
			return message('trace_pop_walk', { node: nodeRef(ctx, node.id, numbers) });
		case 'queue': {
			const took = message('trace_took_queue', { node: nodeRef(ctx, node.id), depth });
			if (runnerUp === null) {
				return sentence(
					message('trace_semicolon', { first: took, second: message('trace_queue_alone', {}) })
				);
			}
			if (withheld) return sentence(took);
			const next = message('trace_next_in_line', { node: nodeRef(ctx, runnerUp.id) });
			return sentence(message('trace_semicolon', { first: took, second: next }));
		}
		case 'stack':
		case 'bounded-depth-first': {
			const beneath =
				runnerUp === null
					? message('trace_stack_alone', {})
					: withheld
						? null
						: message('trace_beneath', { node: nodeRef(ctx, runnerUp.id) });
			const took = tookFromStack(ctx, node, numbers, depth);
			return sentence(
				beneath === null ? took : message('trace_semicolon', { first: took, second: beneath })
			);
		}
		case 'priority': {
			const taken = nodeRef(ctx, node.id, numbers);
			const letter = ctx.letter;
			if (runnerUp === null) return message('trace_pop_only', { node: taken });
			const mine = ctx.priorityOf(node.g, node.h);
			const theirs = ctx.priorityOf(runnerUp.g, runnerUp.h);
			if (mine !== theirs) {
				if (withheld) return message('trace_pop_lowest', { node: taken, letter });
				return message('trace_pop_next', {
					node: taken,
					letter,
					next: nodeRef(ctx, runnerUp.id),
					value: numberMessage(theirs)
				});
			}
			const others = withheld ? 'counted' : 'named';
			return message('trace_pop_tie', {
				node: taken,
				letter,
				tie: tieMessage(tieAtPop(ctx, node, runnerUp), others)
			});
		}
	}
}

/** "Took node 5, the newest entry of the stack (depth 2)", with the bound in force, if any. */
function tookFromStack<S>(
	ctx: Context<S>,
	node: SearchNode<S>,
	numbers: MessageRef,
	depth: MessageRef
): MessageRef {
	const bound = boundOf(ctx);
	switch (ctx.description.bound) {
		case 'depth':
			return bound === null
				? message('trace_took_stack_depth', { node: nodeRef(ctx, node.id), depth })
				: message('trace_took_stack_depth_limit', {
						node: nodeRef(ctx, node.id),
						depth,
						limit: numberMessage(bound)
					});
		case 'f':
			return bound === null
				? message('trace_took_stack', { node: nodeRef(ctx, node.id, numbers) })
				: message('trace_took_stack_bound', {
						node: nodeRef(ctx, node.id, numbers),
						bound: numberMessage(bound)
					});
		case null:
			return message('trace_took_stack_depth', { node: nodeRef(ctx, node.id), depth });
	}
}

/**
 * The tie at a pop, from every entry that shared the node's priority. Given no tied entries
 * though the runner-up shares the priority (an input made without them), the two are the tie.
 */
function tieAtPop<S>(ctx: Context<S>, node: SearchNode<S>, runnerUp: FrontierEntryFacts): TieFact {
	const { tied } = ctx.input;
	const value = ctx.priorityOf(node.g, node.h);
	const entries = tied.count > 0 ? tied.entries : [node, runnerUp];
	const fact = tieFact(
		entries,
		node.id,
		ctx.letter,
		value,
		ctx.options.tieBreak,
		Math.max(tied.count, 2)
	);
	// Two entries at least share the priority here, so there is always a tie.
	return fact!;
}

function goalTestSentence<S>(ctx: Context<S>): MessageRef {
	const { event } = ctx.input;
	if (event.type === 'goal') {
		return message('trace_is_goal', {
			node: nodeRef(ctx, event.node.id, null, 'start'),
			cost: numberMessage(event.node.g)
		});
	}
	if (event.type === 'expand') {
		const node = nodeRef(ctx, event.node.id, null, 'start');
		return ctx.description.structure === 'walk'
			? message('trace_not_goal_walk', { node })
			: message('trace_not_goal_expand', { node });
	}
	return message('trace_goal_test_next', {});
}

/**
 * Multiple-path pruning: the node taken off ends in a state expanded since it was added, so it
 * is thrown away; a path to an expanded state can lead nowhere new.
 */
function discardSentence<S>(ctx: Context<S>): MessageRef {
	const { event } = ctx.input;
	if (event.type !== 'discard') return message('trace_discard_tested', {});
	return message('trace_discard', {
		existing: nodeRef(ctx, event.existing),
		node: nodeRef(ctx, event.node.id)
	});
}

/** IDDFS and IDA*: the depth limit or f bound of this iteration. */
function boundSentence<S>(ctx: Context<S>): MessageRef {
	const { event } = ctx.input;
	const byDepth = ctx.description.bound === 'depth';
	if (event.type !== 'iteration') {
		const bound = boundOf(ctx);
		if (bound === null) {
			return byDepth ? message('trace_bound_new_limit', {}) : message('trace_bound_new_f', {});
		}
		const value = numberMessage(bound);
		return byDepth
			? message('trace_bound_limit', { limit: value })
			: message('trace_bound_f', { bound: value });
	}
	const bound = numberMessage(event.bound);
	const { iteration } = event;
	if (iteration === 1) {
		return byDepth
			? message('trace_iteration_first_limit', { limit: bound })
			: message('trace_iteration_first_f', { bound });
	}
	return byDepth
		? message('trace_iteration_limit', { iteration, limit: bound })
		: message('trace_iteration_f', { iteration, bound });
}

function emptySentence<S>(ctx: Context<S>): MessageRef {
	const limit = ctx.options.depthLimit;
	if (Number.isFinite(limit)) {
		return message('trace_empty_depth_limit', { limit: numberMessage(limit) });
	}
	return ctx.options.duplicates === 'tree'
		? message('trace_empty_tree', {})
		: message('trace_empty_graph', {});
}

function noCutSentence<S>(ctx: Context<S>): MessageRef {
	const bound = boundOf(ctx);
	const limit = ctx.options.depthLimit;
	const byDepth = ctx.description.bound === 'depth';
	if (byDepth && bound !== null && Number.isFinite(limit) && bound >= limit) {
		return message('trace_last_depth_limit', { limit: numberMessage(limit) });
	}
	return byDepth ? message('trace_no_cut_limit', {}) : message('trace_no_cut_f', {});
}

function capSentence<S>(ctx: Context<S>): MessageRef {
	return message('trace_cap', { cap: ctx.options.maxExpansions });
}

function stuckSentence<S>(ctx: Context<S>): MessageRef {
	const { event } = ctx.input;
	if (event.type !== 'expand') return message('trace_stuck_generic', {});
	return message('trace_stuck', { node: nodeRef(ctx, event.node.id) });
}

/** The walk's choice: the unvisited child with the lowest h, the first in child order on a tie. */
function chooseSentence<S>(ctx: Context<S>, event: ExpandEvent<S>): MessageRef {
	const index = chosenIndex(event);
	const chosen = event.children[index];
	const h = numberMessage(chosen.h);
	const tied = event.children.filter(
		(child, i) => i !== index && child.fate === 'passed-over' && child.h === chosen.h
	);
	const facts = { h, action: actionText(chosen.action), id: chosen.id ?? ('?' as const) };
	if (tied.length === 0) return message('trace_choose', facts);
	return message('trace_choose_tie', { ...facts, others: actionList(tied) });
}

/** The walk's chosen child (fate 'added'), or −1 when the walk is stuck. */
function chosenIndex<S>(event: ExpandEvent<S>): number {
	return event.children.findIndex((child) => child.fate === 'added');
}

// --- Small helpers -----------------------------------------------------------------------------

/** The bound in force: the caller's, else the iteration event's own. */
function boundOf<S>(ctx: Context<S>): number | null {
	if (ctx.input.bound !== null) return ctx.input.bound;
	const { event } = ctx.input;
	return event.type === 'iteration' ? event.bound : null;
}

/**
 * The depth limit a child was cut by. A cut child lies one deeper than its parent, which the
 * limit let through, so the limit is the parent's depth unless the caller says otherwise.
 */
function depthLimitOf<S>(ctx: Context<S>, event: ExpandEvent<S>): number {
	if (ctx.description.bound === 'depth') return boundOf(ctx) ?? event.node.depth;
	return Number.isFinite(ctx.options.depthLimit) ? ctx.options.depthLimit : event.node.depth;
}

/**
 * An action in words: "blank Up" for a tile move, "road A→S" on the road map; any other action
 * (a grid's step) is written as the problem names it.
 */
export function actionText(action: string): MessageRef {
	const move = BLANK_MOVES.get(action);
	if (move !== undefined) return move;
	if (action.includes('→')) return message('trace_action_road', { road: action });
	return message('trace_formula', { formula: action });
}
