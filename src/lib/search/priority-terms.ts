import {
	DESCRIPTIONS,
	describedOptions,
	formatNumber,
	numberMessage,
	priorityMessage,
	priorityText,
	type AlgorithmName,
	type PriorityFormula
} from './descriptions';
import { message, type MessageRef } from '../messages';

/**
 * Which numbers a search node shows, and what its priority is called, in its algorithm's own
 * terms: the one place every view (the tree's boxes, the node card, the frontier, practice
 * options, exports, compare, challenge, lessons, narration) asks, read from the algorithm's
 * description. Uniform-cost search orders by the path cost g, so a node shows g; greedy
 * best-first search orders by the estimate h, so a node shows g and h and no f (its "f" would
 * only be h again); A* and IDA* order by f = g + h; weighted A* by f = g + w·h, with w's value.
 * Breadth-first and depth-first search order by arrival; their nodes show g, as uniform cost's.
 */

/** A number a node can show: path cost, estimate, or their sum as the formula makes it. */
export type ValueName = 'g' | 'h' | 'f';

export interface PriorityTerms {
	readonly priority: PriorityFormula;
	/** Weighted A*'s w; 1 for every other algorithm. */
	readonly weight: number;
	/** The value the priority goes by: "g" (uniform cost), "h" (greedy, walk) or "f". */
	readonly key: ValueName;
	/** The numbers a node shows, in the order they are written. */
	readonly shown: readonly ValueName[];
	/** The priority as a formula with w's value: "g", "h", "f = g + h", "f = g + 2·h". */
	readonly formula: string;
}

/**
 * The terms of a priority formula; `weight` matters to weighted A* alone. The same terms come
 * back as the same object, so a view that remembers what it drew under them can tell they did
 * not change.
 */
export function termsOfPriority(priority: PriorityFormula, weight: number = 1): PriorityTerms {
	const id = priority === 'g+wh' ? `${priority} ${weight}` : priority;
	let terms = made.get(id);
	if (terms === undefined) {
		terms = Object.freeze(makeTerms(priority, weight));
		made.set(id, terms);
	}
	return terms;
}

const made = new Map<string, PriorityTerms>();

function makeTerms(priority: PriorityFormula, weight: number): PriorityTerms {
	switch (priority) {
		case 'g':
			return { priority, weight: 1, key: 'g', shown: ['g'], formula: 'g' };
		case 'h':
			return { priority, weight: 1, key: 'h', shown: ['g', 'h'], formula: 'h' };
		case 'g+h':
			return { priority, weight: 1, key: 'f', shown: ['g', 'h', 'f'], formula: 'f = g + h' };
		case 'g+wh':
			return {
				priority,
				weight,
				key: 'f',
				shown: ['g', 'h', 'f'],
				formula: `f = g + ${formatNumber(weight)}·h`
			};
	}
}

/** The terms of `algorithm` run with `weight` (read only by weighted A*; its default otherwise). */
export function priorityTerms(algorithm: AlgorithmName, weight?: number): PriorityTerms {
	const used = describedOptions(algorithm, weight === undefined ? {} : { weight }).weight;
	return termsOfPriority(DESCRIPTIONS[algorithm].priority, used);
}

/** A node's numbers, as the engine reports them (f by the algorithm's formula). */
export interface NodeNumbers {
	readonly g: number;
	readonly h: number;
	readonly f: number;
}

/** One number a node shows: its name, its value, and whether the priority goes by it. */
export interface ShownValue {
	readonly name: ValueName;
	readonly value: number;
	readonly key: boolean;
}

/** The numbers `node` shows under `terms`, in order. */
export function shownValues(terms: PriorityTerms, node: NodeNumbers): readonly ShownValue[] {
	return terms.shown.map((name) => ({ name, value: node[name], key: name === terms.key }));
}

/** The value the priority goes by: g, h or f. */
export function keyValue(terms: PriorityTerms, node: NodeNumbers): number {
	return node[terms.key];
}

/**
 * A node's numbers in one line: `style` 'box' writes them tight, as a tree box has room for
 * ("g1 h4", "g1 h4 f5"); 'list' spaced with middle dots, as practice options and captions do
 * ("g 1 · h 4", "g 1 · h 4 · f 5"); 'words' with commas, inside a sentence ("g 1, h 4, f 5").
 */
export function valuesText(
	terms: PriorityTerms,
	node: NodeNumbers,
	style: 'box' | 'list' | 'words' = 'list'
): string {
	const values = shownValues(terms, node);
	if (style === 'box') return values.map((v) => `${v.name}${formatNumber(v.value)}`).join(' ');
	const joiner = style === 'list' ? ' · ' : ', ';
	return values.map((v) => `${v.name} ${formatNumber(v.value)}`).join(joiner);
}

/**
 * A node's numbers in a sentence, the priority written so its parts add up: "g 1" (uniform
 * cost), "g 1, h 4" (greedy: h is the priority), "f 5 = g 1 + h 4", "f 9 = g 1 + 2·h 4".
 */
export function valuesSentence(terms: PriorityTerms, node: NodeNumbers): string {
	switch (terms.priority) {
		case 'g':
			return `g ${formatNumber(node.g)}`;
		case 'h':
			return `g ${formatNumber(node.g)}, h ${formatNumber(node.h)}`;
		default:
			return priorityText(terms.priority, node, terms.weight);
	}
}

/** The priority's value named: "g 4", "h 8", "f 12" (the key alone, as a tie names it). */
export function keyText(terms: PriorityTerms, node: NodeNumbers): string {
	return `${terms.key} ${formatNumber(keyValue(terms, node))}`;
}

/**
 * The priority's value with its parts where it is a sum: "g 4", "h 8", "f 12 = g 4 + h 8",
 * "f 20 = g 4 + 2·h 8" (the frontier panel's rows; why one entry leaves before another).
 */
export function keySentence(terms: PriorityTerms, node: NodeNumbers): string {
	return priorityText(terms.priority, node, terms.weight);
}

/**
 * The priority's value and, where it is a sum, its parts, without the name: "4" (g or h alone),
 * "12 = g 4 + h 8", "20 = g 4 + 2·h 8" (the pseudocode panel's f, beside its name).
 */
export function keyWithParts(terms: PriorityTerms, node: NodeNumbers): string {
	// keySentence starts with the key's own name and a space.
	return keySentence(terms, node).slice(terms.key.length + 1);
}

/**
 * The numbers the priority is made of, the key last: "g" (uniform cost), "h" (greedy search,
 * the walk), g, h and f for A* and weighted A*, as the pseudocode's variables show them.
 */
export function priorityValues(terms: PriorityTerms): readonly ValueName[] {
	return terms.key === 'f' ? ['g', 'h', 'f'] : [terms.key];
}

/**
 * What a value is called where a label has room (a card's term, a chart's axis): the key's
 * formula for f ("f = g + 2·h"), else the letter.
 */
export function valueLabel(terms: PriorityTerms, name: ValueName): string {
	return name === 'f' ? terms.formula : name;
}

/**
 * The terms a frontier entry is shown with where a student picks or orders entries (practice,
 * challenge, lessons' exercises): its algorithm's, or null for the searches that order by
 * arrival alone (breadth-first, depth-first, iterative deepening), whose entries show their depth.
 */
export function entryTerms(algorithm: AlgorithmName, weight?: number): PriorityTerms | null {
	const { informed, structure } = DESCRIPTIONS[algorithm];
	return informed || structure === 'priority' ? priorityTerms(algorithm, weight) : null;
}

/** `keyText` as a message: "g 4", "f 12", its number in the reader's language. */
export function keyMessage(terms: PriorityTerms, node: NodeNumbers): MessageRef {
	return message('search_value', { name: terms.key, value: keyValue(terms, node) });
}

/** `keySentence` as a message: "f 12 = g 4 + h 8", its numbers in the reader's language. */
export function keySentenceMessage(terms: PriorityTerms, node: NodeNumbers): MessageRef {
	return priorityMessage(terms.priority, node, terms.weight);
}

/** `keyWithParts` as a message: "4", "12 = g 4 + h 8", its numbers in the reader's language. */
export function keyWithPartsMessage(terms: PriorityTerms, node: NodeNumbers): MessageRef {
	const { g, h } = node;
	switch (terms.priority) {
		case 'g':
			return numberMessage(g);
		case 'h':
			return numberMessage(h);
		case 'g+h':
			return message('search_parts_f', { f: g + h, g, h });
		case 'g+wh':
			return message('search_parts_fw', { f: g + terms.weight * h, g, w: terms.weight, h });
	}
}
