import {
	DESCRIPTIONS,
	KEPT_NAMES,
	countedSets,
	priorityName,
	type AlgorithmName
} from './descriptions';
import { discardsReached, type ResolvedOptions } from './options';
import { TIE_RULE_MESSAGES } from './rule-messages';
import { message, type MessageRef } from '../messages';

/**
 * The moments of a search the pseudocode names, shared by every algorithm so that a line step
 * (src/lib/trace/line-steps.ts) can point at "its" line whatever the algorithm:
 *
 *   init        the frontier (or the walk) starts from the root
 *   root-goal   goal test on generation: the root itself is a goal
 *   empty       the frontier is empty: failure
 *   pop         a node is taken off the frontier (the walk: it stands on it)
 *   discard     multiple-path pruning: the node's state was expanded meanwhile, so it is dropped
 *   goal-test   goal test on removal
 *   cap         the expansion cap is reached
 *   children    the loop over the node's children, one child at a time
 *   parent-cut  IDDFS and IDA* skip the child that undoes the last move
 *   depth-cut   the child lies deeper than the depth limit
 *   bound-cut   IDA*: the child's f exceeds the bound
 *   explored    graph search: the child's state is in the explored set
 *   in-frontier graph search: the child's state is on the frontier by a path no worse
 *   replace     priority update: the child reaches a waiting state more cheaply
 *   add         the child is new (or, in a tree search, simply kept)
 *   goal-child  goal test on generation
 *   push        the child goes on the frontier
 *   push-all    a stack takes the new children, last first
 *   bound-init, bound-next, no-cut   the iterations of IDDFS and IDA*
 *   visited, candidate, choose, stuck   the greedy walk
 */
export type LineId =
	| 'init'
	| 'root-goal'
	| 'empty'
	| 'pop'
	| 'discard'
	| 'goal-test'
	| 'cap'
	| 'children'
	| 'parent-cut'
	| 'depth-cut'
	| 'bound-cut'
	| 'explored'
	| 'in-frontier'
	| 'replace'
	| 'add'
	| 'goal-child'
	| 'push'
	| 'push-all'
	| 'bound-init'
	| 'bound-next'
	| 'no-cut'
	| 'visited'
	| 'candidate'
	| 'choose'
	| 'stuck';

/** One line of pseudocode: its text, its indentation, and the moment it stands for (if any). */
export interface PseudocodeLine {
	/** 1, 2, 3, ... as printed beside it. */
	readonly number: number;
	readonly indent: number;
	/** The line as a message (messages/search, `search_code_*`): its words in the reader's language. */
	readonly text: MessageRef;
	/** The moment this line carries out; null for structure (loop headers, else). */
	readonly id: LineId | null;
}

/** What the pseudocode shows besides the options: the problem's child order, in words. */
export interface PseudocodeContext {
	/** E.g. "Up, Down, Left, Right" or "in alphabetical order"; default "in order". */
	readonly childOrder?: MessageRef;
}

type Draft = readonly [indent: number, text: MessageRef, id: LineId | null];

/** A line, or part of one, that is code alone ("explored ← {}"): the same in every language. */
function code(text: string): MessageRef {
	return message('search_code', { code: text });
}

/** Two statements on one line: "first; second". */
function then(first: MessageRef, second: MessageRef): MessageRef {
	return message('search_code_then', { first, second });
}

/**
 * The textbook pseudocode of `name` under `options` (resolved: see `describedOptions`), with
 * the variants the options select: graph or tree search, the goal test on generation or on
 * removal, a depth limit, priority update, the push order of a stack, the f bound of IDA*.
 * Every moment a run of these options can reach has a line with its id.
 */
export function pseudocode(
	name: AlgorithmName,
	options: ResolvedOptions,
	context: PseudocodeContext = {}
): readonly PseudocodeLine[] {
	const description = DESCRIPTIONS[name];
	const order = context.childOrder ?? message('search_code_in_order', {});
	const drafts =
		description.structure === 'walk'
			? walkLines(options, order)
			: description.structure === 'bounded-depth-first'
				? iterativeLines(name, options, order)
				: frontierLines(name, options, order);
	return Object.freeze(
		drafts.map(([indent, text, id], i) => Object.freeze({ number: i + 1, indent, text, id }))
	);
}

/** The kind of frontier `frontierLines` declares: a queue, a stack or a priority queue. */
function frontierKind(name: AlgorithmName, options: ResolvedOptions): MessageRef {
	const { structure, priority } = DESCRIPTIONS[name];
	if (structure === 'queue') return message('search_code_kind_queue', {});
	if (structure === 'stack') return message('search_code_kind_stack', {});
	return priority === 'g+wh'
		? message('search_code_kind_priority_weighted', {
				priority: priorityName(priority),
				weight: options.weight
			})
		: message('search_code_kind_priority', { priority: priorityName(priority) });
}

/** Which entry POP takes: a queue's oldest, a stack's newest, a priority queue's lowest. */
function takenEntry(name: AlgorithmName, options: ResolvedOptions): MessageRef {
	const { structure, priority } = DESCRIPTIONS[name];
	if (structure === 'queue') return message('search_code_take_oldest', {});
	if (structure === 'stack') return message('search_code_take_newest', {});
	return message('search_code_take_lowest', {
		priority: priority === 'g' || priority === 'h' ? priority : 'f',
		tie: TIE_RULE_MESSAGES[options.tieBreak]
	});
}

function frontierLines(name: AlgorithmName, options: ResolvedOptions, order: MessageRef): Draft[] {
	const { structure } = DESCRIPTIONS[name];
	// Every algorithm but the walk keeps a frontier (countedSets).
	const { explored } = countedSets(name, options);
	const { frontier, kept } = KEPT_NAMES;
	const onGeneration = options.goalTest === 'on-generation';
	const reversed = structure === 'stack' && options.pushOrder === 'reversed';
	const lines: Draft[] = [
		[
			0,
			message('search_code_frontier_init', { frontier, kind: frontierKind(name, options) }),
			'init'
		]
	];
	if (explored !== null) {
		const empty = code(`${explored} ← {}`);
		lines.push([
			0,
			options.duplicates === 'graph-except-start'
				? message('search_code_root_left_out', { code: empty })
				: empty,
			'init'
		]);
	}
	if (onGeneration) lines.push([0, message('search_code_root_goal', {}), 'root-goal']);
	lines.push(
		[0, message('search_code_loop', {}), null],
		[1, message('search_code_empty', { frontier }), 'empty'],
		[1, message('search_code_pop', { frontier, take: takenEntry(name, options) }), 'pop']
	);
	const prune = options.duplicates === 'prune';
	if (prune && explored !== null) {
		lines.push([1, message('search_code_discard', { explored }), 'discard']);
	}
	if (!onGeneration) lines.push([1, message('search_code_goal_test', {}), 'goal-test']);
	lines.push([1, message('search_code_cap', {}), 'cap']);
	// The expansion itself: the node's state joins the explored set (the engine marks the node
	// expanded here, after the goal test, so a goal taken off is never counted as explored).
	const expanding: MessageRef[] = [];
	if (explored !== null) {
		const add = code(`${explored} ← ${explored} + node.state`);
		expanding.push(
			options.duplicates === 'graph-except-start'
				? message('search_code_unless_root', { code: add })
				: add
		);
	}
	if (reversed) expanding.push(code(`${kept} ← []`));
	if (expanding.length > 0) lines.push([1, expanding.reduce(then), null]);
	lines.push([1, message('search_code_children', { order }), 'children']);
	if (Number.isFinite(options.depthLimit)) {
		lines.push([2, message('search_code_depth_cut', { limit: options.depthLimit }), 'depth-cut']);
	}
	const keep = reversed ? code(`${kept} ← ${kept} + child`) : message('search_code_keep_child', {});
	if (prune && explored !== null) {
		lines.push(
			[2, message('search_code_child_explored', { explored }), 'explored'],
			[2, message('search_code_add_pruning', { keep, frontier }), 'add']
		);
	} else if (explored !== null) {
		lines.push(
			[2, message('search_code_child_explored', { explored }), 'explored'],
			options.duplicates === 'graph-update'
				? [2, message('search_code_in_frontier_no_worse', { frontier }), 'in-frontier']
				: [2, message('search_code_in_frontier', { frontier }), 'in-frontier']
		);
		if (options.duplicates === 'graph-update') {
			lines.push([2, message('search_code_replace', { frontier }), 'replace']);
		}
		lines.push([2, message('search_code_add_new', { keep }), 'add']);
	} else {
		lines.push([2, message('search_code_add_tree', { keep }), 'add']);
	}
	if (onGeneration) lines.push([2, message('search_code_goal_child', {}), 'goal-child']);
	if (reversed) {
		lines.push([1, message('search_code_push_all', { kept, frontier }), 'push-all']);
	} else {
		lines.push([2, code(`PUSH(${frontier}, child)`), 'push']);
	}
	return lines;
}

function iterativeLines(name: AlgorithmName, options: ResolvedOptions, order: MessageRef): Draft[] {
	const byDepth = DESCRIPTIONS[name].bound === 'depth';
	const { frontier, kept } = KEPT_NAMES;
	const reversed = options.pushOrder === 'reversed';
	const stack = message('search_code_frontier_init', {
		frontier,
		kind: message('search_code_kind_stack', {})
	});
	const lines: Draft[] = [
		[0, code(byDepth ? 'limit ← 0' : 'bound ← h(root)'), 'bound-init'],
		[0, message('search_code_loop', {}), null],
		[1, then(stack, code(byDepth ? 'cutoff ← false' : 'nextBound ← ∞')), 'init'],
		[1, message('search_code_while_not_empty', { frontier }), null],
		[
			2,
			message('search_code_pop', { frontier, take: message('search_code_take_newest', {}) }),
			'pop'
		],
		[2, message('search_code_goal_test', {}), 'goal-test'],
		[2, message('search_code_cap', {}), 'cap']
	];
	if (reversed) lines.push([2, code(`${kept} ← []`), null]);
	const keep = reversed ? code(`${kept} ← ${kept} + child`) : message('search_code_keep_child', {});
	const noCut = !byDepth
		? message('search_code_no_bound_cut', {})
		: Number.isFinite(options.depthLimit)
			? message('search_code_no_cutoff_last_limit', { limit: options.depthLimit })
			: message('search_code_no_cutoff', {});
	lines.push(
		[2, message('search_code_children', { order }), 'children'],
		[3, message('search_code_parent_cut', {}), 'parent-cut'],
		byDepth
			? [3, message('search_code_depth_cut_flag', {}), 'depth-cut']
			: [3, message('search_code_bound_cut', {}), 'bound-cut'],
		[3, message('search_code_otherwise', { keep }), 'add'],
		reversed
			? [2, message('search_code_push_all', { kept, frontier }), 'push-all']
			: [3, code(`PUSH(${frontier}, child)`), 'push'],
		[1, noCut, 'no-cut'],
		[1, byDepth ? code('limit ← limit + 1') : message('search_code_bound_next', {}), 'bound-next']
	);
	return lines;
}

/** Which candidate of equal h the walk takes, in words (see greedy-walk.ts). */
const WALK_TIES: Readonly<Record<ResolvedOptions['tieBreak'], MessageRef>> = {
	fifo: message('search_code_walk_tie_first', {}),
	'low-h': message('search_code_walk_tie_first', {}),
	lifo: message('search_code_walk_tie_last', {}),
	'low-g-text': message('search_code_walk_tie_text', {}),
	alpha: message('search_code_walk_tie_alpha', {})
};

function walkLines(options: ResolvedOptions, order: MessageRef): Draft[] {
	// Under a graph policy the walk also passes over every state it scored before (greedy-walk.ts).
	const graph = discardsReached(options.duplicates);
	const { visited, generated, candidates } = KEPT_NAMES;
	return [
		[
			0,
			code(
				graph ? `node ← root; ${visited} ← {}; ${generated} ← {}` : `node ← root; ${visited} ← {}`
			),
			'init'
		],
		[0, message('search_code_loop', {}), null],
		// The walk marks the state it stands on before its goal test (greedy-walk.ts).
		[1, code(`${visited} ← ${visited} + node.state; ${candidates} ← {}`), 'pop'],
		[1, message('search_code_goal_walk', {}), 'goal-test'],
		[1, message('search_code_cap', {}), 'cap'],
		[1, message('search_code_children', { order }), 'children'],
		graph
			? [2, message('search_code_skip_seen', { visited, generated }), 'visited']
			: [2, message('search_code_skip_visited', { visited }), 'visited'],
		[
			2,
			message('search_code_otherwise', {
				keep: code(
					graph
						? `${candidates} ← ${candidates} + child; ${generated} ← ${generated} + child.state`
						: `${candidates} ← ${candidates} + child`
				)
			}),
			'candidate'
		],
		[1, message('search_code_stuck', { candidates }), 'stuck'],
		[1, message('search_code_choose', { candidates, tie: WALK_TIES[options.tieBreak] }), 'choose']
	];
}
