import {
	DESCRIPTIONS,
	KEPT_NAMES,
	TIE_RULES,
	countedSets,
	formatNumber,
	priorityName,
	type AlgorithmName
} from './descriptions';
import { discardsReached, type ResolvedOptions } from './options';

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
	readonly text: string;
	/** The moment this line carries out; null for structure (loop headers, else). */
	readonly id: LineId | null;
}

/** What the pseudocode shows besides the options: the problem's child order, in words. */
export interface PseudocodeContext {
	/** E.g. "Up, Down, Left, Right" or "in alphabetical order"; default "in order". */
	readonly childOrder?: string;
}

type Draft = readonly [indent: number, text: string, id: LineId | null];

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
	const order = context.childOrder ?? 'in order';
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

function frontierLines(name: AlgorithmName, options: ResolvedOptions, order: string): Draft[] {
	const { structure, priority } = DESCRIPTIONS[name];
	const { frontier, explored } = countedSets(name, options);
	const { kept } = KEPT_NAMES;
	const onGeneration = options.goalTest === 'on-generation';
	const reversed = structure === 'stack' && options.pushOrder === 'reversed';
	const kind =
		structure === 'queue'
			? 'a FIFO queue'
			: structure === 'stack'
				? 'a stack'
				: `a priority queue on ${priorityName(priority)}${priority === 'g+wh' ? ` (w = ${formatNumber(options.weight)})` : ''}`;
	const take =
		structure === 'queue'
			? 'the oldest entry'
			: structure === 'stack'
				? 'the newest entry'
				: `the lowest ${priority === 'g' || priority === 'h' ? priority : 'f'}; ties: ${TIE_RULES[options.tieBreak]}`;
	const lines: Draft[] = [[0, `${frontier} ← ${kind}, holding the root`, 'init']];
	if (explored !== null) {
		lines.push([
			0,
			options.duplicates === 'graph-except-start'
				? `${explored} ← {}   — the root's own state is left out of it`
				: `${explored} ← {}`,
			'init'
		]);
	}
	if (onGeneration) lines.push([0, 'if root is a goal: return root', 'root-goal']);
	lines.push(
		[0, 'loop', null],
		[1, `if ${frontier} is empty: return failure`, 'empty'],
		[1, `node ← POP(${frontier})   — ${take}`, 'pop']
	);
	const prune = options.duplicates === 'prune';
	if (prune && explored !== null) {
		lines.push([
			1,
			`if node.state is in ${explored}: discard node, next iteration   — multiple-path pruning`,
			'discard'
		]);
	}
	if (!onGeneration) lines.push([1, 'if node is a goal: return the path to node', 'goal-test']);
	lines.push([1, 'if the expansion cap is reached: stop', 'cap']);
	// The expansion itself: the node's state joins the explored set (the engine marks the node
	// expanded here, after the goal test, so a goal taken off is never counted as explored).
	const expanding: string[] = [];
	if (explored !== null) {
		const add = `${explored} ← ${explored} + node.state`;
		expanding.push(
			options.duplicates === 'graph-except-start' ? `if node is not the root: ${add}` : add
		);
	}
	if (reversed) expanding.push(`${kept} ← []`);
	if (expanding.length > 0) lines.push([1, expanding.join('; '), null]);
	lines.push([1, `for each child of node, ${order}:`, 'children']);
	if (Number.isFinite(options.depthLimit)) {
		lines.push([2, `if depth(child) > ${options.depthLimit}: cut child`, 'depth-cut']);
	}
	const keep = reversed ? `${kept} ← ${kept} + child` : 'keep child';
	if (prune && explored !== null) {
		lines.push(
			[2, `if child.state is in ${explored}: discard child`, 'explored'],
			[2, `otherwise ${keep}   — even if child.state waits on ${frontier}`, 'add']
		);
	} else if (explored !== null) {
		lines.push(
			[2, `if child.state is in ${explored}: discard child`, 'explored'],
			options.duplicates === 'graph-update'
				? [2, `if child.state is in ${frontier} with g ≤ child.g: discard child`, 'in-frontier']
				: [2, `if child.state is in ${frontier}: discard child`, 'in-frontier']
		);
		if (options.duplicates === 'graph-update') {
			lines.push([
				2,
				`if child.state is in ${frontier} with a higher g: child replaces that entry`,
				'replace'
			]);
		}
		lines.push([2, `otherwise child.state is new: ${keep}`, 'add']);
	} else {
		lines.push([2, `${keep}   — tree search: no duplicate check`, 'add']);
	}
	if (onGeneration) lines.push([2, 'if child is a goal: return the path to child', 'goal-child']);
	if (reversed) {
		lines.push([
			1,
			`PUSH the children in ${kept} onto ${frontier}, last first, so the first comes off first`,
			'push-all'
		]);
	} else {
		lines.push([2, `PUSH(${frontier}, child)`, 'push']);
	}
	return lines;
}

function iterativeLines(name: AlgorithmName, options: ResolvedOptions, order: string): Draft[] {
	const byDepth = DESCRIPTIONS[name].bound === 'depth';
	const { frontier } = countedSets(name, options);
	const { kept } = KEPT_NAMES;
	const reversed = options.pushOrder === 'reversed';
	const lastLimit = Number.isFinite(options.depthLimit)
		? ` (last limit ${options.depthLimit})`
		: '';
	const lines: Draft[] = [
		[0, byDepth ? 'limit ← 0' : 'bound ← h(root)', 'bound-init'],
		[0, 'loop', null],
		[
			1,
			`${frontier} ← a stack, holding the root; ${byDepth ? 'cutoff ← false' : 'nextBound ← ∞'}`,
			'init'
		],
		[1, `while ${frontier} is not empty:`, null],
		[2, `node ← POP(${frontier})   — the newest entry`, 'pop'],
		[2, 'if node is a goal: return the path to node', 'goal-test'],
		[2, 'if the expansion cap is reached: stop', 'cap']
	];
	if (reversed) lines.push([2, `${kept} ← []`, null]);
	lines.push(
		[2, `for each child of node, ${order}:`, 'children'],
		[3, 'if child undoes the move that led to node: skip child', 'parent-cut'],
		byDepth
			? [3, 'if depth(child) > limit: cut child; cutoff ← true', 'depth-cut']
			: [
					3,
					'if f(child) = g + h > bound: cut child; nextBound ← min(nextBound, f(child))',
					'bound-cut'
				],
		[3, reversed ? `otherwise ${kept} ← ${kept} + child` : 'otherwise keep child', 'add'],
		reversed
			? [
					2,
					`PUSH the children in ${kept} onto ${frontier}, last first, so the first comes off first`,
					'push-all'
				]
			: [3, `PUSH(${frontier}, child)`, 'push'],
		[
			1,
			byDepth
				? `if cutoff is false${lastLimit}: return failure`
				: 'if nextBound = ∞: return failure   — nothing was cut',
			'no-cut'
		],
		[
			1,
			byDepth ? 'limit ← limit + 1' : 'bound ← nextBound   — the smallest f that was cut',
			'bound-next'
		]
	);
	return lines;
}

/** Which candidate of equal h the walk takes, in words (see greedy-walk.ts). */
const WALK_TIES: Readonly<Record<ResolvedOptions['tieBreak'], string>> = {
	fifo: 'the first on a tie',
	'low-h': 'the first on a tie',
	lifo: 'the last on a tie',
	'low-g-text': 'on a tie, the state that reads first as text',
	alpha: 'on a tie, the state that comes first alphabetically'
};

function walkLines(options: ResolvedOptions, order: string): Draft[] {
	// Under a graph policy the walk also passes over every state it scored before (greedy-walk.ts).
	const graph = discardsReached(options.duplicates);
	const { visited, generated, candidates } = KEPT_NAMES;
	return [
		[
			0,
			graph ? `node ← root; ${visited} ← {}; ${generated} ← {}` : `node ← root; ${visited} ← {}`,
			'init'
		],
		[0, 'loop', null],
		// The walk marks the state it stands on before its goal test (greedy-walk.ts).
		[1, `${visited} ← ${visited} + node.state; ${candidates} ← {}`, 'pop'],
		[1, 'if node is a goal: return the walk', 'goal-test'],
		[1, 'if the expansion cap is reached: stop', 'cap'],
		[1, `for each child of node, ${order}:`, 'children'],
		graph
			? [2, `if child.state is in ${visited} or in ${generated}: skip child`, 'visited']
			: [2, `if child.state is in ${visited}: skip child`, 'visited'],
		graph
			? [
					2,
					`otherwise ${candidates} ← ${candidates} + child; ${generated} ← ${generated} + child.state`,
					'candidate'
				]
			: [2, `otherwise ${candidates} ← ${candidates} + child`, 'candidate'],
		[1, `if ${candidates} is empty: return stuck`, 'stuck'],
		[
			1,
			`node ← the child in ${candidates} with the lowest h (${WALK_TIES[options.tieBreak]})`,
			'choose'
		]
	];
}
