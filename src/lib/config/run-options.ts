/**
 * Reading a run's options from text, once for every place a user can type them: the command
 * line's flags and the playground's URL parameters. Each reader returns the value or a
 * sentence ending in what was given, which the caller prefixes with the name the user typed
 * (`--ties` on the command line, `ties` in a link).
 */

import { UDLR, type Direction } from '../puzzle/board';
import { parseMoves } from '../puzzle/moves';
import { HEURISTICS, type HeuristicName } from '../puzzle/heuristics';
import { ALGORITHM_NAMES, type AlgorithmName } from '../search/algorithms';
import type { DuplicatePolicy, GoalTestTiming, TieBreak } from '../search/options';
import { message, type MessageRef } from '../messages';

/**
 * The unit a step moves by: a whole expansion (the default) or one line of the algorithm's
 * pseudocode — a moment of an expansion (src/lib/trace/line-steps.ts). A link carries it
 * (`grain=`) and the player steps by it.
 */
export type Grain = 'expansion' | 'line';

/** A value read, or why not as a message (the end of a sentence: "takes …; got "x"."). */
export type FieldRead<T> = { ok: true; value: T } | { ok: false; why: MessageRef };

/**
 * What the readers here return: `why` is the end of a sentence the caller starts with the name
 * the user typed (a link's notices, the lessons' props checks, the command line's flags).
 */
export type OptionRead<T> = FieldRead<T>;

const accept = <T>(value: T): OptionRead<T> => ({ ok: true, value });
const reject = <T>(why: MessageRef): OptionRead<T> => ({ ok: false, why });

/** A value as the rejections end with it: `got "x"`. */
const given = (text: string): string => `"${text}"`;

/** Names the edX assignment uses for the same algorithms. */
const ALGORITHM_ALIASES: Readonly<Record<string, AlgorithmName>> = { ast: 'astar' };

/** Every algorithm a link or a flag names, each with its aliases: "…, astar (or ast), …". */
export function algorithmNamesMessage(): MessageRef {
	const named = ALGORITHM_NAMES.map((name): string | MessageRef => {
		const aliases = algorithmAliasesOf(name);
		return aliases.length === 0
			? name
			: message('notice_doc_alias', { name, aliases: aliases.join(', ') });
	});
	// "a, b, c" as a chain of notice_doc_list: each language's list separator.
	return named
		.slice(0, -1)
		.reduceRight<string | MessageRef>(
			(rest, first) => message('notice_doc_list', { first, rest }),
			named[named.length - 1]
		) as MessageRef;
}

/** The edX assignment's names for `name` (ALGORITHM_ALIASES). */
export function algorithmAliasesOf(name: AlgorithmName): string[] {
	return Object.keys(ALGORITHM_ALIASES).filter((alias) => ALGORITHM_ALIASES[alias] === name);
}

export function readAlgorithm(text: string): OptionRead<AlgorithmName> {
	const named = readChoice(ALGORITHM_NAMES)(ALGORITHM_ALIASES[text] ?? text);
	return named.ok ? named : rejectChoice(ALGORITHM_NAMES, text);
}

/** Algorithm names separated by commas, each named once, e.g. "bfs,dfs,astar". */
export function readDistinctAlgorithms(text: string): OptionRead<AlgorithmName[]> {
	const names: AlgorithmName[] = [];
	for (const part of text.split(',').map((piece) => piece.trim())) {
		const read = readAlgorithm(part);
		if (!read.ok) return read;
		if (names.includes(read.value)) {
			return reject(message('notice_field_distinct', { value: given(text) }));
		}
		names.push(read.value);
	}
	return accept(names);
}

export function readHeuristic(text: string): OptionRead<HeuristicName> {
	return readChoice(HEURISTICS)(text);
}

/** Weighted A*'s w in f = g + w·h: a decimal number, 0 or more. */
export function readWeight(text: string): OptionRead<number> {
	return /^\d*\.?\d+$/.test(text) && Number.isFinite(Number(text))
		? accept(Number(text))
		: reject(message('notice_field_weight', { value: given(text) }));
}

export function readWholeNumber(text: string): OptionRead<number> {
	return /^\d+$/.test(text) && Number.isSafeInteger(Number(text))
		? accept(Number(text))
		: reject(message('notice_field_whole', { value: given(text) }));
}

/** A child order: the four blank moves in the order to try them, e.g. UDLR or ULRD. */
export function readChildOrder(text: string): OptionRead<readonly Direction[]> {
	const moves = parseMoves(text);
	const order = moves.ok ? moves.value : [];
	const isPermutation = order.length === 4 && UDLR.every((direction) => order.includes(direction));
	return isPermutation
		? accept(order)
		: reject(message('notice_field_order', { value: given(text) }));
}

/** The rejection of `text`, which is none of `choices`: "takes a, b or c; got "x"." */
function rejectChoice<T>(choices: readonly string[], text: string): OptionRead<T> {
	return reject(
		message('notice_field_choice', {
			choices: message('notice_choice_list', {
				first: choices.slice(0, -1).join(', '),
				last: choices[choices.length - 1]
			}),
			value: given(text)
		})
	);
}

function readChoice<T extends string>(choices: readonly T[]) {
	return (text: string): OptionRead<T> =>
		(choices as readonly string[]).includes(text) ? accept(text as T) : rejectChoice(choices, text);
}

export const TIE_BREAKS: readonly TieBreak[] = ['fifo', 'lifo', 'low-h', 'low-g-text', 'alpha'];
export const DUPLICATE_POLICIES: readonly DuplicatePolicy[] = [
	'graph',
	'graph-update',
	'tree',
	'graph-except-start',
	'prune'
];
export const GOAL_TESTS: readonly GoalTestTiming[] = ['on-generation', 'on-removal'];

export const readTieBreak = readChoice(TIE_BREAKS);
export const readDuplicates = readChoice(DUPLICATE_POLICIES);
export const readGoalTest = readChoice(GOAL_TESTS);

/** A child order written back as letters, the form links and flags use: UDLR. */
export function childOrderText(order: readonly Direction[]): string {
	return order.map((direction) => direction[0]).join('');
}
