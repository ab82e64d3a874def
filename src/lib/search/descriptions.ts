import {
	resolveOptions,
	type DuplicatePolicy,
	type OptionDefaults,
	type ResolvedOptions,
	type SearchOptions,
	type TieBreak
} from './options';
import { message, type MessageRef } from '../messages';

/**
 * Each algorithm described once, as data: how its frontier is kept, what it orders the frontier
 * by, the textbook's defaults for its options, its rule in one line and its pseudocode. The
 * engine takes its defaults and its frontier policy from here; the trace, the frontier panel,
 * the pseudocode panel, the narration and every text that states a rule or a default read the
 * same record, so they cannot disagree (tests/search/descriptions.test.ts checks the engine's
 * behaviour against it).
 */

export type AlgorithmName =
	'bfs' | 'dfs' | 'iddfs' | 'ucs' | 'greedy' | 'astar' | 'wastar' | 'idastar' | 'walk';

/**
 * How the frontier is kept, which decides what leaves it next:
 * - 'queue': first in, first out (breadth-first);
 * - 'stack': last in, first out (depth-first);
 * - 'priority': lowest priority first, equal priorities by the tie-break rule;
 * - 'bounded-depth-first': a stack searched again and again under a growing depth limit or f
 *   bound (iterative deepening, IDA*);
 * - 'walk': no frontier to speak of: one step at a time to the best neighbour (greedy walk).
 */
export type FrontierStructure = 'queue' | 'stack' | 'priority' | 'bounded-depth-first' | 'walk';

/**
 * What a node's f (the number the frontier is ordered or bounded by) is made of: the path cost
 * g, the estimate h, their sum, or g plus the weighted estimate w·h.
 */
export type PriorityFormula = 'g' | 'h' | 'g+h' | 'g+wh';

/**
 * The options whose textbook values differ from algorithm to algorithm (weight: weighted A*'s
 * w; 1, plain g + h, for every other algorithm).
 */
export type AlgorithmDefaults = OptionDefaults;

/** The options a user can set that change what an algorithm does. */
export type TunableOption =
	'tieBreak' | 'pushOrder' | 'goalTest' | 'duplicates' | 'depthLimit' | 'weight';

/**
 * An algorithm's name as messages (messages/search): as a label ("A* search", in a select),
 * at the start of a sentence, where it may read shorter ("A*"; es "La búsqueda en anchura"),
 * and inside a sentence ("depth-first search", "A* search", "IDA*").
 */
export interface AlgorithmNames {
	readonly label: MessageRef;
	readonly subject: MessageRef;
	readonly inSentence: MessageRef;
	/**
	 * The search each iteration runs, at the start of a sentence, where the textbook names it:
	 * iterative deepening runs a depth-limited depth-first search again and again. Null for
	 * every other algorithm (IDA*'s iterations have no name of their own).
	 */
	readonly iterationSubject: MessageRef | null;
}

/** Which of an algorithm's names a text needs (see `AlgorithmNames`). */
export type AlgorithmNameForm = 'label' | 'subject' | 'inSentence';

export interface AlgorithmDescription {
	readonly name: AlgorithmName;
	/** Its name in words, in every form a text needs: the one place the names are given. */
	readonly names: AlgorithmNames;
	readonly structure: FrontierStructure;
	readonly priority: PriorityFormula;
	/** Iterative algorithms: what each iteration bounds. */
	readonly bound: 'depth' | 'f' | null;
	readonly defaults: AlgorithmDefaults;
	/** The options this algorithm reads; any other is ignored (and a page or the CLI says so). */
	readonly options: readonly TunableOption[];
	/** The rule in one line of words: which node comes next. */
	readonly ruleMessage: MessageRef;
	/** Uses the problem's heuristic h. */
	readonly informed: boolean;
	/** Promises an optimal path with its default options (see `optimalWhen`). */
	readonly optimal: boolean;
	/** The condition the promise holds under; null when there is no promise. */
	readonly optimalWhen: MessageRef | null;
}

/** Weighted A*'s w when none is given: the weight seed 000's experiments found fastest. */
export const DEFAULT_WEIGHT = 2;

/**
 * Equal priorities leave first added first unless a run says otherwise: the edX assignment's
 * rule, and the order a student keeps when writing a priority queue by hand.
 */
export const DEFAULT_TIE_BREAK: TieBreak = 'fifo';

const BASE_DEFAULTS: AlgorithmDefaults = {
	tieBreak: DEFAULT_TIE_BREAK,
	pushOrder: 'reversed',
	goalTest: 'on-removal',
	duplicates: 'graph',
	weight: 1
};

const PRIORITY_OPTIONS: readonly TunableOption[] = [
	'tieBreak',
	'goalTest',
	'duplicates',
	'depthLimit'
];

export const DESCRIPTIONS: Readonly<Record<AlgorithmName, AlgorithmDescription>> = Object.freeze({
	bfs: {
		name: 'bfs',
		names: {
			label: message('search_algorithm_bfs', {}),
			subject: message('search_algorithm_bfs_subject', {}),
			inSentence: message('search_algorithm_bfs_in_sentence', {}),
			iterationSubject: null
		},
		structure: 'queue',
		priority: 'g',
		bound: null,
		// AIMA's breadth-first search tests children as they are generated: one layer less to expand.
		defaults: { ...BASE_DEFAULTS, goalTest: 'on-generation' },
		options: ['goalTest', 'duplicates', 'depthLimit'],
		ruleMessage: message('search_rule_bfs', {}),
		informed: false,
		optimal: true,
		optimalWhen: message('search_optimal_fewest_actions', {})
	},
	dfs: {
		name: 'dfs',
		names: {
			label: message('search_algorithm_dfs', {}),
			subject: message('search_algorithm_dfs_subject', {}),
			inSentence: message('search_algorithm_dfs_in_sentence', {}),
			iterationSubject: null
		},
		structure: 'stack',
		priority: 'g',
		bound: null,
		defaults: BASE_DEFAULTS,
		options: ['pushOrder', 'goalTest', 'duplicates', 'depthLimit'],
		ruleMessage: message('search_rule_dfs', {}),
		informed: false,
		optimal: false,
		optimalWhen: null
	},
	iddfs: {
		name: 'iddfs',
		names: {
			label: message('search_algorithm_iddfs', {}),
			subject: message('search_algorithm_iddfs_subject', {}),
			inSentence: message('search_algorithm_iddfs_in_sentence', {}),
			iterationSubject: message('search_algorithm_iddfs_iteration_subject', {})
		},
		structure: 'bounded-depth-first',
		priority: 'g',
		bound: 'depth',
		defaults: { ...BASE_DEFAULTS, duplicates: 'tree' },
		options: ['pushOrder', 'depthLimit'],
		ruleMessage: message('search_rule_iddfs', {}),
		informed: false,
		optimal: true,
		optimalWhen: message('search_optimal_fewest_actions', {})
	},
	ucs: {
		name: 'ucs',
		names: {
			label: message('search_algorithm_ucs', {}),
			subject: message('search_algorithm_ucs_subject', {}),
			inSentence: message('search_algorithm_ucs_in_sentence', {}),
			iterationSubject: null
		},
		structure: 'priority',
		priority: 'g',
		bound: null,
		// AIMA's uniform-cost search: a cheaper path to a waiting state replaces its entry.
		defaults: { ...BASE_DEFAULTS, duplicates: 'graph-update' },
		options: PRIORITY_OPTIONS,
		ruleMessage: message('search_rule_ucs', {}),
		informed: false,
		optimal: true,
		optimalWhen: message('search_optimal_positive_costs', {})
	},
	greedy: {
		name: 'greedy',
		names: {
			label: message('search_algorithm_greedy', {}),
			subject: message('search_algorithm_greedy_subject', {}),
			inSentence: message('search_algorithm_greedy_in_sentence', {}),
			iterationSubject: null
		},
		structure: 'priority',
		priority: 'h',
		bound: null,
		defaults: BASE_DEFAULTS,
		options: PRIORITY_OPTIONS,
		ruleMessage: message('search_rule_greedy', {}),
		informed: true,
		optimal: false,
		optimalWhen: null
	},
	astar: {
		name: 'astar',
		names: {
			label: message('search_algorithm_astar', {}),
			subject: message('search_algorithm_astar_subject', {}),
			inSentence: message('search_algorithm_astar_in_sentence', {}),
			iterationSubject: null
		},
		structure: 'priority',
		priority: 'g+h',
		bound: null,
		defaults: { ...BASE_DEFAULTS, duplicates: 'graph-update' },
		options: PRIORITY_OPTIONS,
		ruleMessage: message('search_rule_astar', {}),
		informed: true,
		optimal: true,
		optimalWhen: message('search_optimal_admissible', {})
	},
	wastar: {
		name: 'wastar',
		names: {
			label: message('search_algorithm_wastar', {}),
			subject: message('search_algorithm_wastar_subject', {}),
			inSentence: message('search_algorithm_wastar_in_sentence', {}),
			iterationSubject: null
		},
		structure: 'priority',
		priority: 'g+wh',
		bound: null,
		defaults: { ...BASE_DEFAULTS, duplicates: 'graph-update', weight: DEFAULT_WEIGHT },
		options: [...PRIORITY_OPTIONS, 'weight'],
		ruleMessage: message('search_rule_wastar', {}),
		informed: true,
		optimal: false,
		optimalWhen: null
	},
	idastar: {
		name: 'idastar',
		names: {
			label: message('search_algorithm_idastar', {}),
			subject: message('search_algorithm_idastar_subject', {}),
			inSentence: message('search_algorithm_idastar_in_sentence', {}),
			iterationSubject: null
		},
		structure: 'bounded-depth-first',
		priority: 'g+h',
		bound: 'f',
		defaults: { ...BASE_DEFAULTS, duplicates: 'tree' },
		options: ['pushOrder'],
		ruleMessage: message('search_rule_idastar', {}),
		informed: true,
		optimal: true,
		optimalWhen: message('search_optimal_admissible', {})
	},
	walk: {
		name: 'walk',
		names: {
			label: message('search_algorithm_walk', {}),
			subject: message('search_algorithm_walk_subject', {}),
			inSentence: message('search_algorithm_walk_in_sentence', {}),
			iterationSubject: null
		},
		structure: 'walk',
		priority: 'h',
		bound: null,
		defaults: { ...BASE_DEFAULTS, duplicates: 'tree' },
		// 'tree': it avoids only the states it stood on; a graph policy, every state generated.
		options: ['tieBreak', 'duplicates'],
		ruleMessage: message('search_rule_walk', {}),
		informed: true,
		optimal: false,
		optimalWhen: null
	}
});

export const ALGORITHM_NAMES: readonly AlgorithmName[] = Object.freeze(
	Object.keys(DESCRIPTIONS) as AlgorithmName[]
);

export function isAlgorithmName(text: string): text is AlgorithmName {
	return Object.hasOwn(DESCRIPTIONS, text);
}

/**
 * Does a run of `description` read `option`? Any other option is ignored, so a page offers a
 * control, and a link or the command line keeps a value, only for the options this says yes to
 * (`informed` answers the same for the heuristic h).
 */
export function readsOption(description: AlgorithmDescription, option: TunableOption): boolean {
	return description.options.includes(option);
}

/** Does `description` keep a frontier? Every algorithm but the greedy walk, which keeps none. */
export function keepsFrontier(description: AlgorithmDescription): boolean {
	return description.structure !== 'walk';
}

/**
 * Is every expansion of `description` an entry taken off one frontier, kept from the start to
 * the end of the run (a queue, a stack or a priority queue)? Not for the iterative searches,
 * which start their stack again each iteration, nor for the greedy walk.
 */
export function expandsFromOneFrontier(description: AlgorithmDescription): boolean {
	const { structure } = description;
	return structure === 'queue' || structure === 'stack' || structure === 'priority';
}

/**
 * A node's f as `description` computes it from g and h. Module-level functions for the fixed
 * formulas, so the engine's hot loop always calls the same targets; weighted A* closes over w.
 */
export function priorityFunction(
	priority: PriorityFormula,
	weight: number
): (g: number, h: number) => number {
	switch (priority) {
		case 'g':
			return pathCost;
		case 'h':
			return estimate;
		case 'g+h':
			return costPlusEstimate;
		case 'g+wh':
			return (g, h) => g + weight * h;
	}
}

const pathCost = (g: number): number => g;
const estimate = (_g: number, h: number): number => h;
const costPlusEstimate = (g: number, h: number): number => g + h;

/** The priority's name in symbols, e.g. "g + w·h". */
export function priorityName(priority: PriorityFormula): string {
	switch (priority) {
		case 'g':
			return 'g';
		case 'h':
			return 'h';
		case 'g+h':
			return 'f = g + h';
		case 'g+wh':
			return 'f = g + w·h';
	}
}

/**
 * One number of a node in its algorithm's own terms, e.g. "f 12 = g 4 + h 8", "f 20 = g 4 + 2·h 8",
 * "h 8" (greedy), "g 4" (uniform cost, breadth-first). The parts always add up: f is recomputed
 * from g and h by the same formula the engine uses.
 */
export function priorityText(
	priority: PriorityFormula,
	node: { readonly g: number; readonly h: number },
	weight: number = 1
): string {
	switch (priority) {
		case 'g':
			return `g ${formatNumber(node.g)}`;
		case 'h':
			return `h ${formatNumber(node.h)}`;
		case 'g+h':
			return `f ${formatNumber(node.g + node.h)} = g ${formatNumber(node.g)} + h ${formatNumber(node.h)}`;
		case 'g+wh':
			return `f ${formatNumber(node.g + weight * node.h)} = g ${formatNumber(node.g)} + ${formatNumber(weight)}·h ${formatNumber(node.h)}`;
	}
}

/**
 * `priorityText` as a message, its numbers written in the reader's language ("f 5,41 = g 1,41 +
 * h 4" in Spanish): integers as they are, fractions to at most two decimals.
 */
export function priorityMessage(
	priority: PriorityFormula,
	node: { readonly g: number; readonly h: number },
	weight: number = 1
): MessageRef {
	const { g, h } = node;
	switch (priority) {
		case 'g':
			return message('search_value', { name: 'g', value: g });
		case 'h':
			return message('search_value', { name: 'h', value: h });
		case 'g+h':
			return message('search_formula_f', { f: g + h, g, h });
		case 'g+wh':
			return message('search_formula_fw', { f: g + weight * h, g, w: weight, h });
	}
}

/** A number as `formatNumber` writes it, in the reader's language ("1.41"; es "1,41"). */
export function numberMessage(value: number): MessageRef {
	return message('search_number', { value });
}

/** Short numbers: integers as they are, fractions to at most two decimals ("12.25", "7.5"). */
export function formatNumber(value: number): string {
	return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

/**
 * `algorithm`'s name as a message, in the form a text needs: its label (a select, a heading),
 * the subject of a sentence ("A*", "The greedy walk") or inside one ("depth-first search").
 */
export function algorithmNameMessage(
	algorithm: AlgorithmName,
	form: AlgorithmNameForm = 'label'
): MessageRef {
	return DESCRIPTIONS[algorithm].names[form];
}

/**
 * A name written for the start of a sentence, inside one: its first capital lowered, unless it
 * begins an abbreviation ("Depth-first search" → "depth-first search"; "A*" and "IDA*" stay).
 */
export function inSentence(name: string): string {
	return name.replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase());
}

/**
 * The repeated-states choices a page offers: the three an exam names in AIMA's terms, then
 * Poole & Mackworth's multiple-path pruning, before the tutorial's.
 */
export const OFFERED_DUPLICATES: readonly DuplicatePolicy[] = [
	'tree',
	'graph',
	'graph-update',
	'prune'
];

/**
 * The options a run of `name` actually uses, once the caller's are resolved over its defaults:
 * an option the algorithm does not read keeps its default, so a view states what the run does
 * (A* given a weight still orders by g + h).
 */
export function describedOptions(
	name: AlgorithmName,
	options: SearchOptions = {}
): ResolvedOptions {
	const description = DESCRIPTIONS[name];
	const resolved = resolveOptions(options, description.defaults);
	const reads = (option: TunableOption): boolean => readsOption(description, option);
	return {
		...resolved,
		tieBreak: reads('tieBreak') ? resolved.tieBreak : description.defaults.tieBreak,
		pushOrder: reads('pushOrder') ? resolved.pushOrder : description.defaults.pushOrder,
		goalTest: reads('goalTest') ? resolved.goalTest : description.defaults.goalTest,
		duplicates: reads('duplicates') ? resolved.duplicates : description.defaults.duplicates,
		weight: reads('weight') ? resolved.weight : description.defaults.weight
	};
}

/**
 * The names of what a run keeps, one vocabulary for the pseudocode that declares them, the
 * counters that count them and the sentences that speak of them:
 * - `frontier`: the nodes waiting to be expanded (a queue, a stack or a priority queue);
 * - `explored`: graph search's set of the states of the nodes expanded so far;
 * - `visited`: the greedy walk's set of the states it stood on;
 * - `generated`: the walk under a graph policy, the states it scored as children but passed over;
 * - `candidates`: the walk's unvisited children of the node it stands on;
 * - `kept`: a stack's new children of one node, pushed together, last first, after the loop.
 */
export const KEPT_NAMES = Object.freeze({
	frontier: 'frontier',
	explored: 'explored',
	visited: 'visited',
	generated: 'generated',
	candidates: 'candidates',
	kept: 'kept'
} as const);

/**
 * What the counters of a run count, by the names the pseudocode declares them under: the
 * frontier (null for the greedy walk, which keeps none) and the set of states kept against
 * repeats (explored for a graph search, visited for the walk; null for a tree search and the
 * iterative searches, which keep none).
 */
export interface CountedSets {
	readonly frontier: typeof KEPT_NAMES.frontier | null;
	readonly explored: typeof KEPT_NAMES.explored | typeof KEPT_NAMES.visited | null;
}

/** The sets a run of `name` with `options` keeps and counts (see `CountedSets`). */
export function countedSets(name: AlgorithmName, options: SearchOptions = {}): CountedSets {
	const { structure } = DESCRIPTIONS[name];
	if (structure === 'walk') return { frontier: null, explored: KEPT_NAMES.visited };
	if (structure === 'bounded-depth-first') return { frontier: KEPT_NAMES.frontier, explored: null };
	const graph = describedOptions(name, options).duplicates !== 'tree';
	return { frontier: KEPT_NAMES.frontier, explored: graph ? KEPT_NAMES.explored : null };
}
