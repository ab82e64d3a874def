import {
	DESCRIPTIONS,
	KEPT_NAMES,
	countedSets,
	formatNumber,
	priorityFunction,
	type AlgorithmDescription,
	type AlgorithmName
} from '../search/descriptions';
import {
	keySentence,
	keyText,
	keyWithParts,
	priorityValues,
	termsOfPriority,
	type NodeNumbers,
	type PriorityTerms,
	type ValueName
} from '../search/priority-terms';
import { tieFact, tieSentence, type TieFact } from '../search/tie-fact';
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
import { countText, countWords, pluralWord } from '../count-text';
import { withState } from '../state-text';

/**
 * The sentence a student reads for each step of a run, built from the event and the
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
	readonly nodeName?: (id: number) => string | null;
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

/** One variable of the pseudocode, as the pseudocode panel shows it beside the highlighted line. */
export interface NarrationVariable {
	readonly name: string;
	readonly value: string;
}

/** The tile puzzle's actions: the direction the blank travels. */
const BLANK_MOVES: readonly string[] = ['Up', 'Down', 'Left', 'Right'];

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
 * the name, to the map.
 */
function nodeRef<S>(ctx: Context<S>, id: number, numbers = ''): string {
	const name = ctx.input.nodeName?.(id) ?? null;
	const inside = name === null ? numbers : numbers === '' ? name : `${name}: ${numbers}`;
	return inside === '' ? `node ${id}` : `node ${id} (${inside})`;
}

/** A child as a sentence names it (nodeRef); a child the run did not number is "node ?". */
function childRef<S>(ctx: Context<S>, child: ChildReport<S>): string {
	return child.id === null ? 'node ?' : nodeRef(ctx, child.id);
}

/** A sentence's opening word: "Node 6 (Sibiu) is the goal". */
function capital(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One sentence (or two short ones) for the position: a whole step, or one moment of it. */
export function narrate<S>(input: NarrationInput<S>): string {
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
		variables.push({ name: boundName, value: formatNumber(bound) });
	}
	if (event.type === 'start' || event.type === 'iteration') {
		variables.push({ name: 'root', value: formatNumber(event.root.id) });
		variables.push(...numberVariables(ctx, event.root));
		return variables;
	}
	variables.push({ name: 'node', value: formatNumber(event.node.id) });
	variables.push(...numberVariables(ctx, event.node));
	if (event.type === 'expand' && moment !== null) {
		const index = moment.line === 'choose' ? chosenIndex(event) : moment.child;
		const child = index === null || index < 0 ? undefined : event.children[index];
		if (index !== null && child !== undefined) {
			variables.push({
				name: 'child',
				value: `${actionText(child.action)} (child ${index + 1} of ${event.children.length}): ${childNumbers(ctx, child, event.node.depth + 1)}`
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
			{ name: 'depth', value: formatNumber(node.depth) },
			{ name: 'g', value: formatNumber(node.g) }
		];
	}
	const numbers = nodeNumbers(ctx, node);
	return priorityValues(ctx.terms).map((name) => ({
		name,
		value: name === ctx.terms.key ? keyWithParts(ctx.terms, numbers) : formatNumber(numbers[name])
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

function wholeStep<S>(ctx: Context<S>): string {
	const { event, outcome } = ctx.input;
	const sentences: string[] = [];
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
	return sentences.join(' ');
}

/** How the run ended, in one sentence. */
function endSentence<S>(ctx: Context<S>, outcome: Outcome): string {
	switch (outcome) {
		case 'goal': {
			const goal = goalNode(ctx.input.event);
			if (goal === null) return 'Reached the goal.';
			const where =
				goal.depth === 0
					? 'the root itself'
					: `${formatNumber(goal.depth)} ${pluralWord(goal.depth, 'action', 'actions')} from the root`;
			return `Reached the goal: ${withState(`node ${goal.id}`, ctx.stateText(goal.state))}, ${where}, with path cost ${formatNumber(goal.g)}.`;
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
function childrenSummary<S>(ctx: Context<S>, event: ExpandEvent<S>): string {
	const { children } = event;
	if (children.length === 0) return 'It has no children.';
	const parts: string[] = [];
	for (const fate of FATE_ORDER) {
		const those = children.filter((child) => child.fate === fate);
		if (those.length === 0) continue;
		if (fate === 'replaced') {
			parts.push(replacedPart(ctx, those));
			continue;
		}
		parts.push(`${those.length} ${fateLabel(ctx, fate)} (${fateRefs(ctx, fate, those)})`);
	}
	const count = countWords(children.length, 'child', 'children');
	return `${count}: ${parts.join(', ')}.`;
}

function fateLabel<S>(ctx: Context<S>, fate: ChildFate): string {
	switch (fate) {
		case 'added':
			return ctx.description.structure === 'walk' ? 'chosen' : 'added';
		case 'goal':
			return 'goal';
		case 'replaced':
			return 'replaced';
		case 'in-frontier':
			return 'already on the frontier';
		case 'explored':
			return 'already explored';
		case 'depth-cut':
			return 'cut by the depth limit';
		case 'bound-cut':
			return 'cut by the f bound';
		case 'parent':
			return 'undoing the last move';
		case 'passed-over':
			return 'passed over';
		case 'visited':
			return 'already visited';
	}
}

/** Which children a summary part is about: node ids where they have one, else actions. */
function fateRefs<S>(
	ctx: Context<S>,
	fate: ChildFate,
	children: readonly ChildReport<S>[]
): string {
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
			return children
				.map(
					(child) =>
						`${actionText(child.action)} with ${keyText(ctx.terms, nodeNumbers(ctx, child))}`
				)
				.join(', ');
		case 'passed-over':
			return children
				.map((child) => `${actionText(child.action)} with h ${formatNumber(child.h)}`)
				.join(', ');
		case 'replaced':
		case 'depth-cut':
		case 'parent':
			return children.map((child) => actionText(child.action)).join(', ');
	}
}

/**
 * "1 replaced node 5 (g 7) by a cheaper path (g 5) as node 12"; several: "2 replaced costlier
 * entries: node 5 (g 7) by node 12 (g 5) and node 6 (g 9) by node 13 (g 8)".
 */
function replacedPart<S>(ctx: Context<S>, children: readonly ChildReport<S>[]): string {
	const oldRef = (child: ChildReport<S>): string => {
		if (child.existing === null) return 'node ?';
		const old = existingG(ctx, child);
		return nodeRef(ctx, child.existing, old === null ? '' : `g ${formatNumber(old)}`);
	};
	const newG = (child: ChildReport<S>): string => `g ${formatNumber(child.g)}`;
	if (children.length === 1) {
		const [child] = children;
		return `1 replaced ${oldRef(child)} by a cheaper path (${newG(child)}) as node ${child.id ?? '?'}`;
	}
	const pairs = children.map(
		(child) => `${oldRef(child)} by node ${child.id ?? '?'} (${newG(child)})`
	);
	return `${children.length} replaced costlier entries: ${pairs.slice(0, -1).join(', ')} and ${pairs[pairs.length - 1]}`;
}

/**
 * "node 2", "nodes 10, 11"; where states have names, each name first: "Sibiu, node 2",
 * "Sibiu, node 10; Zerind, node 11" (the list sits in parentheses already).
 */
function nodeList<S>(ctx: Context<S>, ids: readonly (number | null)[]): string {
	const known = ids.filter((id): id is number => id !== null);
	if (known.length === 0) return 'no node';
	const names = known.map((id) => ctx.input.nodeName?.(id) ?? null);
	if (names.some((name) => name === null)) {
		return `${pluralWord(known.length, 'node', 'nodes')} ${known.join(', ')}`;
	}
	return known.map((id, i) => `${names[i]}, node ${id}`).join('; ');
}

// --- Moments -----------------------------------------------------------------------------------

function momentSentence<S>(ctx: Context<S>, moment: Moment): string {
	const { event } = ctx.input;
	const expand = event.type === 'expand' ? event : null;
	const child =
		expand !== null && moment.child !== null ? (expand.children[moment.child] ?? null) : null;
	switch (moment.line) {
		case 'init':
			return initSentence(ctx);
		case 'root-goal': {
			const root = event.type === 'start' || event.type === 'iteration' ? event.root.id : 0;
			return `The root, node ${root}, is a goal already: the path is empty, with cost 0.`;
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
			return expand === null ? 'The kept children go on the stack.' : pushAllSentence(ctx, expand);
		case 'choose':
			return expand === null || chosenIndex(expand) < 0
				? 'The walk steps to the candidate with the lowest h.'
				: chooseSentence(ctx, expand);
		default:
			if (expand === null || child === null || moment.child === null) {
				return 'The search looks at the next child.';
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
): string {
	const depth = event.node.depth + 1;
	const label = `Child ${index + 1} (${actionText(child.action)})`;
	const id = child.id ?? '?';
	switch (line) {
		case 'children':
			return `Generated child ${index + 1} of ${event.children.length}: ${actionText(child.action)}, ${childNumbers(ctx, child, depth)}.`;
		case 'explored':
			return `${label}: its state is in ${KEPT_NAMES.explored} (node ${child.existing ?? '?'}): discarded.`;
		case 'in-frontier':
			return `${label}: its state waits on the frontier as node ${child.existing ?? '?'}${inFrontierComparison(ctx, child)}: discarded.`;
		case 'replace': {
			const old = existingG(ctx, child);
			const comparison =
				old === null
					? ' by a costlier path'
					: ` with g ${formatNumber(old)} > ${formatNumber(child.g)}`;
			return `${label}: its state waits on the frontier as node ${child.existing ?? '?'}${comparison}: the child, node ${id}, replaces node ${child.existing ?? '?'}.`;
		}
		case 'depth-cut':
			return `${label}: depth ${formatNumber(depth)} > the limit ${formatNumber(depthLimitOf(ctx, event))}: cut.`;
		case 'bound-cut': {
			const bound = boundOf(ctx);
			const f = formatNumber(ctx.priorityOf(child.g, child.h));
			const over = bound === null ? 'is above the bound' : `> the bound ${formatNumber(bound)}`;
			return `${label}: f ${f} ${over}: cut (the smallest cut f so far decides the next bound).`;
		}
		case 'parent-cut':
			return `${label}: it undoes the move that led here: skipped.`;
		case 'add':
			return `${label}: ${addReason(ctx, child, depth)}.`;
		case 'goal-child':
			return child.fate === 'goal'
				? `${capital(childRef(ctx, child))} is the goal: the path has cost ${formatNumber(child.g)}.`
				: `${capital(childRef(ctx, child))} is not a goal.`;
		case 'push':
			return pushSentence(ctx, child);
		case 'visited':
			// Under a graph policy the walk also passes over the states it scored before.
			return child.existing === null
				? `${label}: its state is in ${KEPT_NAMES.generated}: skipped.`
				: `${label}: its state is in ${KEPT_NAMES.visited} (node ${child.existing}): skipped.`;
		case 'candidate':
			return `${label}: not in ${KEPT_NAMES.visited}, so it joins ${KEPT_NAMES.candidates} with h ${formatNumber(child.h)}.`;
		default:
			return `Generated child ${index + 1} of ${event.children.length}: ${actionText(child.action)}.`;
	}
}

/**
 * A child's numbers: "depth 3" (by depth), else its priority in the algorithm's own terms
 * (search/priority-terms): "g 5", "h 7", "f 12 = g 5 + h 7", "f 19 = g 5 + 2·h 7".
 */
function childNumbers<S>(ctx: Context<S>, child: ChildReport<S>, depth: number): string {
	if (ctx.byDepth) return `depth ${formatNumber(depth)}`;
	return keySentence(ctx.terms, nodeNumbers(ctx, child));
}

/** Why a child is kept: new to a graph search, not checked by a tree search, within the bound. */
function addReason<S>(ctx: Context<S>, child: ChildReport<S>, depth: number): string {
	const id = child.id ?? '?';
	const { bound: boundKind } = ctx.description;
	if (boundKind !== null) {
		const bound = boundOf(ctx);
		if (boundKind === 'depth') {
			return bound === null
				? `within the depth limit: kept as node ${id}`
				: `depth ${formatNumber(depth)} ≤ the limit ${formatNumber(bound)}: kept as node ${id}`;
		}
		const f = formatNumber(ctx.priorityOf(child.g, child.h));
		return bound === null
			? `f ${f} is within the bound: kept as node ${id}`
			: `f ${f} ≤ the bound ${formatNumber(bound)}: kept as node ${id}`;
	}
	if (ctx.options.duplicates === 'tree') {
		return `a tree search checks no duplicates: kept as node ${id}`;
	}
	const { explored, frontier } = countedSets(ctx.input.algorithm, ctx.options);
	if (ctx.options.duplicates === 'prune') {
		return `its state is not in ${explored} (multiple-path pruning does not look in the ${frontier}): it becomes node ${id}`;
	}
	return `its state is in neither ${explored} nor the ${frontier}: it becomes node ${id}`;
}

/** " with g 4 ≤ 5" under priority update, when the entry's g is known; else nothing or a phrase. */
function inFrontierComparison<S>(ctx: Context<S>, child: ChildReport<S>): string {
	if (ctx.options.duplicates !== 'graph-update') return '';
	const old = existingG(ctx, child);
	return old === null
		? ' by a path no costlier'
		: ` with g ${formatNumber(old)} ≤ ${formatNumber(child.g)}`;
}

function existingG<S>(ctx: Context<S>, child: ChildReport<S>): number | null {
	if (child.existing === null) return null;
	return ctx.input.nodeFacts?.(child.existing)?.g ?? null;
}

/** Where a child lands on the frontier: the back of a queue, the top of a stack, its place by priority. */
function pushSentence<S>(ctx: Context<S>, child: ChildReport<S>): string {
	switch (ctx.description.structure) {
		case 'queue':
		case 'walk':
			return `${capital(childRef(ctx, child))} joins the back of the queue.`;
		case 'stack':
		case 'bounded-depth-first':
			return `${capital(childRef(ctx, child))} goes on top of the stack.`;
		case 'priority':
			return `${capital(childRef(ctx, child))} joins the priority queue, placed by ${keySentence(ctx.terms, nodeNumbers(ctx, child))}.`;
	}
}

/** A stack takes the kept children last first, so the first in child order comes off first. */
function pushAllSentence<S>(ctx: Context<S>, event: ExpandEvent<S>): string {
	const kept = event.children
		.filter((child) => child.fate === 'added' || child.fate === 'replaced')
		.map((child) => child.id ?? '?');
	const ref = (id: number | '?'): string => (id === '?' ? 'node ?' : nodeRef(ctx, id));
	if (kept.length === 0) return 'No child was kept: nothing goes on the stack.';
	if (kept.length === 1) return `Pushed ${ref(kept[0])} onto the stack.`;
	const reversed = [...kept].reverse();
	const pushed = `Pushed the ${countText(kept.length)} kept ${pluralWord(kept.length, 'child', 'children')} last first (nodes ${reversed.join(', ')})`;
	if (ctx.input.withholdNext === true) return `${pushed}.`;
	return `${pushed}: ${ref(kept[0])}, the first in child order, is on top.`;
}

// --- Sentences shared by whole steps and moments -------------------------------------------------

/** The frontier (or the walk, or an iteration's stack) starts from the root. */
function initSentence<S>(ctx: Context<S>): string {
	const { event } = ctx.input;
	const { structure } = ctx.description;
	if (event.type === 'iteration') {
		const again = event.iteration === 1 ? 'starts with' : 'starts again with';
		const now = event.iteration === 1 ? '' : 'now ';
		return `The ${KEPT_NAMES.frontier}, a stack, ${again} the root alone, ${now}node ${event.root.id}; nothing is cut yet.`;
	}
	const root = event.type === 'start' ? event.root : event.node;
	const state = ctx.stateText(root.state);
	const numbers = ctx.byDepth ? '' : `, ${keySentence(ctx.terms, nodeNumbers(ctx, root))}`;
	if (structure === 'walk') {
		return `The walk starts on the root, ${withState(`node ${root.id}`, state)}${numbers}; nothing is visited yet.`;
	}
	if (structure === 'bounded-depth-first') {
		return `The search starts from the root, ${withState(`node ${root.id}`, state)}${numbers}.`;
	}
	const { explored } = countedSets(ctx.input.algorithm, ctx.options);
	const kept =
		explored === null
			? ''
			: ctx.options.duplicates === 'graph-except-start'
				? `; ${explored} starts empty, and the root's own state will be left out of it`
				: `; ${explored} starts empty`;
	return `The frontier starts with the root, ${withState(`node ${root.id}`, state)}${numbers}${kept}.`;
}

/** Why this node left the frontier, and not the entry behind it. */
function popSentence<S>(ctx: Context<S>, node: SearchNode<S>): string {
	const { runnerUp } = ctx.input;
	// Withheld, the runner-up is not named: it is the entry a queue hands out next, the one a
	// stack or a priority queue hands out next unless a child comes before it.
	const withheld = ctx.input.withholdNext === true;
	const { structure, bound: boundKind } = ctx.description;
	const numbers = keySentence(ctx.terms, nodeNumbers(ctx, node));
	const depth = formatNumber(node.depth);
	switch (structure) {
		case 'walk':
			return `Stood on ${nodeRef(ctx, node.id, numbers)} and marked its state visited.`;
		case 'queue': {
			const took = `Took ${nodeRef(ctx, node.id)}, the oldest entry of the queue (depth ${depth})`;
			if (runnerUp === null) return `${took}; the queue holds nothing else.`;
			return withheld ? `${took}.` : `${took}; ${nodeRef(ctx, runnerUp.id)} is next in line.`;
		}
		case 'stack':
		case 'bounded-depth-first': {
			const beneath =
				runnerUp === null
					? '; the stack holds nothing else'
					: withheld
						? ''
						: `; ${nodeRef(ctx, runnerUp.id)} lies beneath it`;
			const bound = boundOf(ctx);
			if (boundKind === 'depth') {
				const limit = bound === null ? '' : `; the depth limit is ${formatNumber(bound)}`;
				return `Took ${nodeRef(ctx, node.id)}, the newest entry of the stack (depth ${depth}${limit})${beneath}.`;
			}
			if (boundKind === 'f') {
				const within = bound === null ? '' : ` (the f bound is ${formatNumber(bound)})`;
				return `Took ${nodeRef(ctx, node.id, numbers)}, the newest entry of the stack${within}${beneath}.`;
			}
			return `Took ${nodeRef(ctx, node.id)}, the newest entry of the stack (depth ${depth})${beneath}.`;
		}
		case 'priority': {
			const took = `Took ${nodeRef(ctx, node.id, numbers)} off the frontier`;
			if (runnerUp === null) return `${took}, its only entry.`;
			const mine = ctx.priorityOf(node.g, node.h);
			const theirs = ctx.priorityOf(runnerUp.g, runnerUp.h);
			const letter = ctx.letter;
			if (mine !== theirs) {
				if (withheld) return `${took}: the lowest ${letter}.`;
				return `${took}: the lowest ${letter}; next was ${nodeRef(ctx, runnerUp.id)} with ${letter} ${formatNumber(theirs)}.`;
			}
			const others = withheld ? 'counted' : 'named';
			return `${took}: the lowest ${letter}. ${tieSentence(tieAtPop(ctx, node, runnerUp), others)}`;
		}
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

function goalTestSentence<S>(ctx: Context<S>): string {
	const { event } = ctx.input;
	if (event.type === 'goal') {
		return `${capital(nodeRef(ctx, event.node.id))} is the goal: the path has cost ${formatNumber(event.node.g)}.`;
	}
	if (event.type === 'expand') {
		return ctx.description.structure === 'walk'
			? `${capital(nodeRef(ctx, event.node.id))} is not the goal, so the walk goes on.`
			: `${capital(nodeRef(ctx, event.node.id))} is not a goal, so it is expanded.`;
	}
	return 'The goal test comes next.';
}

/**
 * Multiple-path pruning: the node taken off ends in a state expanded since it was added, so it
 * is thrown away; a path to an expanded state can lead nowhere new.
 */
function discardSentence<S>(ctx: Context<S>): string {
	const { event } = ctx.input;
	if (event.type !== 'discard') return 'Its state is not in explored, so it is tested.';
	return `Its state is in ${KEPT_NAMES.explored} already (${nodeRef(ctx, event.existing)}): multiple-path pruning discards ${nodeRef(ctx, event.node.id)} without expanding it.`;
}

/** IDDFS and IDA*: the depth limit or f bound of this iteration. */
function boundSentence<S>(ctx: Context<S>): string {
	const { event } = ctx.input;
	const byDepth = ctx.description.bound === 'depth';
	if (event.type !== 'iteration') {
		const bound = boundOf(ctx);
		const what = byDepth ? 'depth limit' : 'f bound';
		return bound === null ? `A new ${what} begins.` : `The ${what} is ${formatNumber(bound)}.`;
	}
	const bound = formatNumber(event.bound);
	if (event.iteration === 1) {
		return byDepth
			? `Iteration 1: the depth limit starts at ${bound}.`
			: `Iteration 1: the f bound starts at h(root) = ${bound}.`;
	}
	return byDepth
		? `Iteration ${event.iteration}: the depth limit rises to ${bound}; the search starts again from the root.`
		: `Iteration ${event.iteration}: the f bound rises to ${bound}, the smallest f cut last time; the search starts again from the root.`;
}

function emptySentence<S>(ctx: Context<S>): string {
	const limit = ctx.options.depthLimit;
	const why = Number.isFinite(limit)
		? `no goal lies within the depth limit ${formatNumber(limit)}`
		: ctx.options.duplicates === 'tree'
			? 'no goal can be reached'
			: 'every reachable state was expanded and none is a goal';
	return `The frontier is empty: ${why}. The search fails.`;
}

function noCutSentence<S>(ctx: Context<S>): string {
	const bound = boundOf(ctx);
	const limit = ctx.options.depthLimit;
	if (
		ctx.description.bound === 'depth' &&
		bound !== null &&
		Number.isFinite(limit) &&
		bound >= limit
	) {
		return `The last depth limit, ${formatNumber(limit)}, found no goal. The search fails.`;
	}
	const what = ctx.description.bound === 'depth' ? 'depth limit' : 'f bound';
	return `This iteration cut nothing, so a larger ${what} would find nothing more. The search fails.`;
}

function capSentence<S>(ctx: Context<S>): string {
	const cap = ctx.options.maxExpansions;
	const expansions = pluralWord(cap, 'expansion', 'expansions');
	return `The search stopped at the cap of ${formatNumber(cap)} ${expansions}, without reaching a goal.`;
}

function stuckSentence<S>(ctx: Context<S>): string {
	const { event } = ctx.input;
	if (event.type !== 'expand') return 'The walk is stuck: no child is unvisited.';
	return `Every child of ${nodeRef(ctx, event.node.id)} was visited already: the walk is stuck.`;
}

/** The walk's choice: the unvisited child with the lowest h, the first in child order on a tie. */
function chooseSentence<S>(ctx: Context<S>, event: ExpandEvent<S>): string {
	const index = chosenIndex(event);
	const chosen = event.children[index];
	const h = formatNumber(chosen.h);
	const tied = event.children.filter(
		(child, i) => i !== index && child.fate === 'passed-over' && child.h === chosen.h
	);
	const step = `Stepped to the candidate with the lowest h, ${h} (${actionText(chosen.action)}), as node ${chosen.id ?? '?'}`;
	if (tied.length === 0) return `${step}.`;
	const others = tied.map((child) => actionText(child.action)).join(', ');
	return `${step}; ${others} also had h ${h}: ties go to the first in child order.`;
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

/** An action in words: "blank Up" for a tile move, "road A→S" on the road map. */
export function actionText(action: string): string {
	if (BLANK_MOVES.includes(action)) return `blank ${action}`;
	if (action.includes('→')) return `road ${action}`;
	return action;
}
